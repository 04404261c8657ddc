import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAIL_PAGE_SIZE } from '@carta/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMail } from '../api/get-mail';
import { useRetryMail } from '../api/retry-mail';
import { usePageParam } from '../hooks/use-page-param';
import { AdminListPage } from './admin-list-page';
import { MailTable } from './mail-table';

/** /admin/mail: recent outgoing e-mail and its delivery, with refresh, retry, pagination and Send again. */
export function MailPage() {
  const { t } = useTranslation();
  const [page, goToPage] = usePageParam();
  const retry = useRetryMail();

  return (
    <AdminListPage
      title={usePageTitle('mail')}
      texts={{
        subtitle: t('admin.mail.subtitle'),
        refresh: t('admin.mail.refresh'),
        refreshing: t('admin.mail.refreshing'),
        loadErrorTitle: t('admin.mail.loadErrorTitle'),
        loadError: t('admin.mail.loadError'),
        retry: t('admin.mail.retry'),
        empty: t('admin.mail.empty'),
      }}
      emptyIcon={Mail}
      columns={6}
      query={useMail(page)}
      page={page}
      pageSize={ADMIN_MAIL_PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(items) => (
        <MailTable
          mail={items}
          retryingId={retry.isPending ? retry.variables.id : null}
          onRetry={(mail) => retry.mutate(mail)}
        />
      )}
    </AdminListPage>
  );
}
