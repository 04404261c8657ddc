import { Link } from 'react-router';
import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState } from '@/components/list-empty-state';
import { Button } from '@/components/ui/button';

/** Shown by the edit page when the product is missing or not the owner's. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <ListEmptyState
      icon={PackageX}
      title={t('products.edit.notFoundTitle')}
      text={t('products.edit.notFoundDescription')}
      action={
        <Button asChild variant="outline">
          <Link to="/products">{t('products.edit.backToProducts')}</Link>
        </Button>
      }
    />
  );
}
