import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAIL_PAGE_SIZE } from '@carta/shared';
import { useMail } from '../api/get-mail';
import { useRetryMail } from '../api/retry-mail';
import { AdminListPage } from './admin-list-page';
import { MailTable } from './mail-table';

/** /admin/mail: recent outgoing e-mail and its delivery, with refresh, retry, pagination and Send again. */
export function MailPage() {
  const { t } = useTranslation();
  const retry = useRetryMail();

  return (
    <AdminListPage
      kind="mail"
      loadError={t('admin.mail.loadError')}
      emptyIcon={Mail}
      columns={6}
      useList={useMail}
      pageSize={ADMIN_MAIL_PAGE_SIZE}
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
