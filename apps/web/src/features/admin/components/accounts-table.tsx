import { useMemo } from 'react';
import { UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ID_PREVIEW_CHARS, ADMIN_ROLE, type Account } from '@carta/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/hooks/use-language';
import { cn } from '@/lib/utils';
import { AdminTable, cellClass, rowClass } from './admin-table';
import { CellLabel } from './cell-label';

export interface AccountsTableProps {
  accounts: Account[];
  /** The signed-in admin, who cannot impersonate themselves. */
  ownAccountId: string | null;
  impersonatedAccountId: string | null;
  onImpersonate: (account: Account) => void;
}

/**
 * The admin account list (docs/product.md §2 Admin). One table for every screen size: on phones each row is
 * laid out as a card with the column name next to each value.
 */
export function AccountsTable({
  accounts,
  ownAccountId,
  impersonatedAccountId,
  onImpersonate,
}: AccountsTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  const columns = {
    status: t('admin.accounts.columns.status'),
    roles: t('admin.accounts.columns.roles'),
    created: t('admin.accounts.columns.created'),
  };

  return (
    <AdminTable
      caption={t('admin.accounts.caption')}
      columns={[
        { label: t('admin.accounts.columns.account') },
        { label: columns.status },
        { label: columns.roles },
        { label: columns.created },
        { label: t('admin.accounts.columns.actions'), className: 'text-right' },
      ]}
    >
      {accounts.map((account) => {
        const isOwn = account.id === ownAccountId;
        const isImpersonated = account.id === impersonatedAccountId;
        return (
          <tr
            key={account.id}
            className={cn(
              rowClass,
              isImpersonated && 'border-yellow-300 bg-yellow-50 md:bg-yellow-50',
            )}
          >
            <th scope="row" className="block text-left font-normal md:table-cell md:px-4 md:py-3">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium wrap-anywhere text-slate-900">{account.email}</span>
                {isOwn && <Badge variant="outline">{t('admin.accounts.you')}</Badge>}
              </span>
              <span
                className="mt-0.5 block font-mono text-xs text-slate-500"
                title={t('admin.accounts.fullId', { id: account.id })}
              >
                {t('admin.accounts.idPrefix', {
                  id: account.id.slice(0, ACCOUNT_ID_PREVIEW_CHARS),
                })}
              </span>
            </th>
            <td className={cellClass}>
              <CellLabel>{columns.status}</CellLabel>
              <Badge variant={account.active ? 'success' : 'secondary'}>
                {account.active ? t('admin.accounts.active') : t('admin.accounts.inactive')}
              </Badge>
            </td>
            <td className={cellClass}>
              <CellLabel>{columns.roles}</CellLabel>
              {account.roles.length > 0 ? (
                <span className="flex flex-wrap justify-end gap-1 md:justify-start">
                  {account.roles.map((role) => (
                    <Badge key={role} variant={role === ADMIN_ROLE ? 'default' : 'outline'}>
                      {role === ADMIN_ROLE ? t('admin.accounts.adminRole') : role}
                    </Badge>
                  ))}
                </span>
              ) : (
                <span className="whitespace-nowrap text-slate-500 italic">
                  {t('admin.accounts.noRoles')}
                </span>
              )}
            </td>
            <td className={cellClass}>
              <CellLabel>{columns.created}</CellLabel>
              <time dateTime={account.created_at} className="text-slate-700 md:whitespace-nowrap">
                {dateTime.format(new Date(account.created_at))}
              </time>
            </td>
            <td className="block md:table-cell md:px-4 md:py-3 md:text-right">
              {isOwn ? (
                <span className="text-sm text-slate-500">{t('admin.accounts.yourAccount')}</span>
              ) : (
                <Button
                  variant={isImpersonated ? 'secondary' : 'outline'}
                  size="sm"
                  className="w-full md:w-auto"
                  disabled={isImpersonated}
                  aria-label={
                    isImpersonated
                      ? undefined
                      : t('admin.accounts.impersonateAccount', { email: account.email })
                  }
                  onClick={() => onImpersonate(account)}
                >
                  <UserRoundCog aria-hidden="true" />
                  {isImpersonated
                    ? t('admin.accounts.impersonating')
                    : t('admin.accounts.impersonate')}
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
