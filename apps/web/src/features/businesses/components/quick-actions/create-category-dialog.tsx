import { useTranslation } from 'react-i18next';
import { CategoryForm, useCreateCategory } from '@/features/catalogue';
import { QuickActionFormDialog, type QuickActionProps } from './quick-action-form-dialog';

/** "Create a category" (docs/product.md §2): the category form with its product picker in a dialog. */
export function CreateCategoryDialog({ business, trigger }: QuickActionProps) {
  const { t } = useTranslation();
  const creation = useCreateCategory();
  return (
    <QuickActionFormDialog
      business={business}
      trigger={trigger}
      entity="categories"
      title={t('quickActions.createCategory.title')}
      description={t('quickActions.createCategory.description', { business: business.name })}
      create={creation.mutateAsync}
      renderForm={(props) => <CategoryForm {...props} />}
    />
  );
}
