import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ACCOUNTS_PAGE_SIZE } from '@carta/shared';
import { useImpersonatedAccountId, useImpersonationActions } from '@/lib/impersonation';
import { useSession } from '@/lib/use-session';
import { useAccounts } from '../api/get-accounts';
import { AccountsTable } from './accounts-table';
import { AdminListPage } from './admin-list-page';

/** /admin/accounts (docs/product.md §2 Admin): every account, with refresh, retry, pagination and impersonation. */
export function AccountsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const impersonatedAccountId = useImpersonatedAccountId();
  const { start } = useImpersonationActions();

  return (
    <AdminListPage
      kind="accounts"
      loadError={t('messages.loadAccountsFailed')}
      emptyIcon={UsersRound}
      columns={5}
      useList={useAccounts}
      pageSize={ADMIN_ACCOUNTS_PAGE_SIZE}
    >
      {(items) => (
        <AccountsTable
          accounts={items}
          ownAccountId={user?.id ?? null}
          impersonatedAccountId={impersonatedAccountId}
          onImpersonate={(account) => start(account.id, account.email)}
        />
      )}
    </AdminListPage>
  );
}
