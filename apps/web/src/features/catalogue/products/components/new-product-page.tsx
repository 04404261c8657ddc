import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ProductForm } from '@/features/catalogue/products/components/product-form';
import { FormSkeleton } from '@/components/skeletons/form-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRequiredBusiness } from '@/features/businesses';
import { useCreateProduct } from '@/features/catalogue/products/api/create-product';
import { ProductActionBar } from './product-action-bar';
import { FormPage } from '@/components/layout/form-page';

/** /products/new (docs/product.md §2): needs a selected business (else /dashboard); creating opens /products. */
export function NewProductPage() {
  const { t } = useTranslation();
  const title = usePageTitle('newProduct');
  const navigate = useNavigate();
  const { business } = useRequiredBusiness();
  const creation = useCreateProduct();
  const toList = () => void navigate('/products');

  return (
    <FormPage>
      <PageHeader
        title={title}
        subtitle={business ? t('products.new.subtitle', { business: business.name }) : undefined}
      />
      {business ? (
        <ProductForm
          key={business.id}
          businessId={business.id}
          onSubmit={async (input) => {
            await creation.mutateAsync(input);
            await navigate('/products');
          }}
          actions={(state) => (
            <ProductActionBar
              state={state}
              submitLabel={t('products.form.create')}
              onCancel={toList}
            />
          )}
        />
      ) : (
        <FormSkeleton />
      )}
    </FormPage>
  );
}
