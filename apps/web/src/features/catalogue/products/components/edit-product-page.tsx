import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_DELETE_REDIRECT_MS } from '@carta/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { ProductForm } from '@/features/catalogue/products/components/product-form';
import { Button } from '@/components/ui/button';
import { FormSkeleton } from '@/components/skeletons/form-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRequiredBusiness } from '@/features/businesses';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { ProductActionBar } from './product-action-bar';
import { ProductNotFound } from './product-not-found';
import { FormPage } from '@/components/layout/form-page';

/**
 * /products/:productId/edit (docs/product.md §2): loading, then the form or a not-found message. Saving
 * returns to /products; deleting (after confirmation) does so PRODUCT_DELETE_REDIRECT_MS later.
 */
export function EditProductPage() {
  const { t } = useTranslation();
  const title = usePageTitle('editProduct');
  const navigate = useNavigate();
  const productId = useParams().productId ?? '';
  const { business } = useRequiredBusiness();
  const query = useProduct(productId);
  const update = useUpdateProduct(productId);
  const deletion = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);
  const deleted = deletion.isSuccess;
  const toList = () => void navigate('/products');

  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(
      () => void navigate('/products', { replace: true }),
      PRODUCT_DELETE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [deleted, navigate]);

  const product = query.data;
  const header = (
    <PageHeader
      title={title}
      subtitle={product ? t('products.edit.subtitle', { name: product.name }) : undefined}
    />
  );

  return (
    <FormPage>
      {header}
      {query.isError ? (
        <ProductNotFound />
      ) : !product || !business ? (
        <FormSkeleton />
      ) : (
        <>
          {deleted && (
            <p role="status" className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
              {t('products.edit.redirecting')}
            </p>
          )}
          <ProductForm
            key={product.id}
            businessId={business.id}
            product={product}
            disabled={deleted}
            onSubmit={async (input) => {
              await update.mutateAsync(input);
              await navigate('/products');
            }}
            actions={(state) => (
              <ProductActionBar
                state={state}
                submitLabel={t('products.form.save')}
                onCancel={toList}
                disabled={deleted}
                editing
                extraActions={
                  // An icon on phones, as in the category and menu bars, so the bar keeps one row of buttons.
                  <Button
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800 max-sm:px-2.5"
                    onClick={() => setConfirming(true)}
                    disabled={deleted}
                  >
                    <Trash2 aria-hidden="true" />
                    <span className="max-sm:sr-only">{t('products.form.delete')}</span>
                  </Button>
                }
              />
            )}
          />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('products.delete.title')}
            description={t('products.delete.description', { name: product.name })}
            confirmLabel={t('products.delete.confirm')}
            cancelLabel={t('products.delete.cancel')}
            pending={deletion.isPending}
            onConfirm={() => deletion.mutate(product, { onSettled: () => setConfirming(false) })}
          />
        </>
      )}
    </FormPage>
  );
}
