import { FolderOpen } from 'lucide-react';
import { PAGE_SIZE } from '@carta/shared';
import { CatalogueListPage } from '@/features/catalogue/shared/catalogue-list-page';
import { MissingTranslationsNotice } from '@/features/catalogue/shared/missing-translations-notice';
import { useListSearch } from '@/components/list-page/use-list-search';
import { useCurrentBusiness } from '@/features/businesses';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';

/**
 * /categories (docs/product.md §2): the selected business's categories, searched by name (debounced,
 * trimmed), 25 per page, each deletable after confirmation.
 */
export function CategoriesPage() {
  const current = useCurrentBusiness();
  const businessId = current.business?.id ?? null;
  const search = useListSearch();
  const list = useCategories(
    businessId ? { businessId, page: search.page, name: search.term } : null,
  );
  search.keepPageInRange(list, PAGE_SIZE);

  return (
    <CatalogueListPage
      kind="categories"
      emptyIcon={FolderOpen}
      pageSize={PAGE_SIZE}
      businessId={businessId}
      businessPending={current.pending}
      businessFailed={current.failed}
      onRetryBusiness={current.retry}
      search={search}
      list={list}
      deletion={useDeleteCategory()}
      notice={<MissingTranslationsNotice kind="categories" business={current.business} />}
      renderCard={(category, onDelete) => <CategoryCard category={category} onDelete={onDelete} />}
    />
  );
}
