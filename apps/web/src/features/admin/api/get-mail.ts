import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_MAIL_PAGE_SIZE,
  OutgoingMailSchema,
  pagedListSchema,
  type OutgoingMail,
  type PagedList,
} from '@carta/shared';
import { api } from '@/lib/api-client';

const MailPageSchema = pagedListSchema(OutgoingMailSchema);

/** GET /api/admin/mail (admins only, never impersonated): recent outgoing e-mail, newest first. */
export async function getMail(
  page: number,
  signal?: AbortSignal,
): Promise<PagedList<OutgoingMail>> {
  const body = await api.get('/admin/mail', {
    query: { page, items_per_page: ADMIN_MAIL_PAGE_SIZE },
    skipImpersonation: true,
    signal,
  });
  return MailPageSchema.parse(body);
}

export const mailQueryKey = ['admin', 'mail'] as const;

export const mailQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...mailQueryKey, page],
    queryFn: ({ signal }) => getMail(page, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The page shows a failure with Retry.
    meta: { errorToast: false },
  });

export function useMail(page: number) {
  return useQuery(mailQueryOptions(page));
}
