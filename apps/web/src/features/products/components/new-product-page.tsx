import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCreateProduct } from '../api/create-product';
import { useRequiredBusiness } from '../lib/use-required-business';
import { PageHeader } from './page-header';
import { ProductForm } from './product-form';

/** /products/new (SPEC §2): needs a selected business (else /dashboard); creating opens /products. */
export function NewProductPage() {
  const { t } = useTranslation();
  const title = usePageTitle('newProduct');
  const navigate = useNavigate();
  const { businessId, businessName } = useRequiredBusiness();
  const creation = useCreateProduct();

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <PageHeader
        title={title}
        subtitle={businessId ? t('products.new.subtitle', { business: businessName }) : undefined}
      />
      {businessId ? (
        <ProductForm
          key={businessId}
          businessId={businessId}
          submitLabel={t('products.form.create')}
          onSubmit={async (input) => {
            await creation.mutateAsync(input);
            await navigate('/products');
          }}
          onCancel={() => void navigate('/products')}
        />
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
