import { FolderOpen } from 'lucide-react';
import { PAGE_SIZE } from '@carta/shared';
import { CatalogueListPage } from '@/features/catalogue/shared/catalogue-list-page';
import { useCurrentBusiness } from '@/features/businesses';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';

/**
 * /categories (docs/product.md §2): the selected business's categories, searched by name (debounced,
 * trimmed), 25 per page, each deletable after confirmation.
 */
export function CategoriesPage() {
  return (
    <CatalogueListPage
      kind="categories"
      emptyIcon={FolderOpen}
      pageSize={PAGE_SIZE}
      current={useCurrentBusiness()}
      useList={useCategories}
      deletion={useDeleteCategory()}
      renderCard={(category, onDelete) => <CategoryCard category={category} onDelete={onDelete} />}
    />
  );
}
