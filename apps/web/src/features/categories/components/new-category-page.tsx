import { CategoryForm } from '@/components/collection-form/category-form';
import { NewCollectionPage } from '@/components/collection-form/new-collection-page';
import { useCreateCategory } from '@/lib/catalogue/create-category';

/** /categories/new (SPEC §2): needs a selected business (else /dashboard); done → /categories. */
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
