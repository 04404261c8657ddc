import { MenuForm } from '@/features/catalogue/menus/components/menu-form';
import { NewCollectionPage } from '@/features/catalogue/shared/collection-form/new-collection-page';
import { useCreateMenu } from '@/features/catalogue/menus/api/create-menu';
import { ThemeDialog } from './theme-dialog/theme-dialog';

/** /menus/new (docs/product.md §2): needs a selected business (else /dashboard); done → /menus. */
export function NewMenuPage() {
  const creation = useCreateMenu();
  return (
    <NewCollectionPage
      entity="menus"
      create={creation.mutateAsync}
      renderForm={(props) => (
        <MenuForm {...props} themeControl={(theme) => <ThemeDialog {...theme} />} />
      )}
    />
  );
}
