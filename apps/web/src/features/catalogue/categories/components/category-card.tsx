import { useTranslation } from 'react-i18next';
import type { CategorySummary } from '@carta/shared';
import { CatalogueCard } from '@/components/entity-card/catalogue-card';

/** One category of the list (docs/product.md §2 Categories). */
export function CategoryCard({
  category,
  onDelete,
}: {
  category: CategorySummary;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <CatalogueCard
      kind="categories"
      item={category}
      count={t('categories.card.productCount', { count: category.product_count })}
      onDelete={onDelete}
    />
  );
}
