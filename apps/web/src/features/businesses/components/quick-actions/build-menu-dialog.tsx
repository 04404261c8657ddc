import { useTranslation } from 'react-i18next';
import { MenuForm, useCreateMenu } from '@/features/catalogue';
import { QuickActionFormDialog, type QuickActionProps } from './quick-action-form-dialog';

/** "Build a menu" (docs/product.md §2): the menu form with its category picker in a dialog. */
export function BuildMenuDialog({ business, trigger }: QuickActionProps) {
  const { t } = useTranslation();
  const creation = useCreateMenu();
  return (
    <QuickActionFormDialog
      business={business}
      trigger={trigger}
      entity="menus"
      title={t('quickActions.buildMenu.title')}
      description={t('quickActions.buildMenu.description', { business: business.name })}
      create={creation.mutateAsync}
      renderForm={(props) => <MenuForm {...props} />}
    />
  );
}
