import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormActionBar } from '@/features/catalogue/shared/collection-form/form-action-bar';
import { MenuForm } from '@/features/catalogue/menus/components/menu-form';
import { PageHeader } from '@/components/layout/page-header';
import { FormSkeleton } from '@/components/skeletons/form-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRequiredBusiness } from '@/features/businesses';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenu } from '../api/get-menu';
import { useUpdateMenu } from '../api/update-menu';
import { MenuNotFound } from './menu-not-found';
import { MenuShareControl } from './menu-share-control';
import { ThemeDialog } from './theme-dialog/theme-dialog';
import { FormPage } from '@/components/layout/form-page';

/**
 * /menus/:menuId/edit (docs/product.md §2): loading, then the form or a menu-not-found message; without a
 * selected business it goes to /dashboard. Saving and deleting return to /menus.
 */
export function EditMenuPage() {
  const { t } = useTranslation();
  const title = usePageTitle('editMenu');
  const navigate = useNavigate();
  const id = useParams().menuId ?? '';
  const current = useRequiredBusiness();
  const query = useMenu(id);
  const update = useUpdateMenu(id);
  const deletion = useDeleteMenu();
  const toList = () => void navigate('/menus');

  // A missing menu speaks for itself; the query toasts any other failure (docs/product.md §8).
  const menu = query.data;
  let content;
  if (query.isError) content = <MenuNotFound />;
  else if (!menu || current.pending) content = <FormSkeleton />;
  else {
    content = (
      <MenuForm
        key={menu.id}
        businessId={menu.business.id}
        menu={menu}
        themeControl={(props) => <ThemeDialog {...props} currency={menu.business.currency} />}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          await navigate('/menus');
        }}
        actions={(state) => (
          <FormActionBar
            entity="menus"
            {...state}
            onCancel={toList}
            edit={{
              name: menu.name,
              deleting: deletion.isPending,
              onDelete: async () => {
                await deletion.mutateAsync(menu);
                await navigate('/menus', { replace: true });
              },
            }}
          />
        )}
      />
    );
  }

  return (
    <FormPage>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader
          title={title}
          subtitle={menu && t('menus.edit.subtitle', { name: menu.name })}
        />
        {menu && <MenuShareControl menu={menu} size="md" />}
      </div>
      {content}
    </FormPage>
  );
}
