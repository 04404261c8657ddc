import { CategoryForm } from '@/features/catalogue/categories/components/category-form';
import { NewCollectionPage } from '@/features/catalogue/shared/collection-form/new-collection-page';
import { useCreateCategory } from '@/features/catalogue/categories/api/create-category';

/** /categories/new (docs/product.md §2): needs a selected business (else /dashboard); done → /categories. */
export function NewCategoryPage() {
  const creation = useCreateCategory();
  return (
    <NewCollectionPage
      entity="categories"
      create={creation.mutateAsync}
      renderForm={(props) => <CategoryForm {...props} />}
    />
  );
}
