import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ACCOUNTS_PAGE_SIZE } from '@carta/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { useImpersonatedAccountId, useImpersonationActions } from '@/lib/impersonation';
import { useSession } from '@/lib/use-session';
import { useAccounts } from '../api/get-accounts';
import { usePageParam } from '../hooks/use-page-param';
import { AccountsTable } from './accounts-table';
import { AdminListPage } from './admin-list-page';

/** /admin/accounts (docs/product.md §2 Admin): every account, with refresh, retry, pagination and impersonation. */
export function AccountsPage() {
  const { t } = useTranslation();
  const [page, goToPage] = usePageParam();
  const { user } = useSession();
  const impersonatedAccountId = useImpersonatedAccountId();
  const { start } = useImpersonationActions();

  return (
    <AdminListPage
      title={usePageTitle('accounts')}
      texts={{
        subtitle: t('admin.accounts.subtitle'),
        refresh: t('admin.accounts.refresh'),
        refreshing: t('admin.accounts.refreshing'),
        loadErrorTitle: t('admin.accounts.loadErrorTitle'),
        loadError: t('messages.loadAccountsFailed'),
        retry: t('admin.accounts.retry'),
        empty: t('admin.accounts.empty'),
      }}
      emptyIcon={UsersRound}
      columns={5}
      query={useAccounts(page)}
      page={page}
      pageSize={ADMIN_ACCOUNTS_PAGE_SIZE}
      onPageChange={goToPage}
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
