import { useTranslation } from 'react-i18next';
import { ProductForm, useCreateProduct } from '@/features/catalogue';
import { QuickActionFormDialog, type QuickActionProps } from './quick-action-form-dialog';

/** "Add a product" (docs/product.md §2): the product form in a dialog; the owner stays on the business page. */
export function AddProductDialog({ business, trigger }: QuickActionProps) {
  const { t } = useTranslation();
  const creation = useCreateProduct();
  return (
    <QuickActionFormDialog
      business={business}
      trigger={trigger}
      entity="products"
      size="narrow"
      title={t('products.quickAdd.title')}
      description={t('products.quickAdd.description', { business: business.name })}
      create={creation.mutateAsync}
      renderForm={(props) => <ProductForm {...props} />}
    />
  );
}
