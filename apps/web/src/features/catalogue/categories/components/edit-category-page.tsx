import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CategoryForm } from '@/features/catalogue/categories/components/category-form';
import { FormActionBar } from '@/features/catalogue/shared/collection-form/form-action-bar';
import { PageHeader } from '@/components/layout/page-header';
import { FormSkeleton } from '@/components/skeletons/form-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRequiredBusiness } from '@/features/businesses';
import { useDeleteCategory } from '../api/delete-category';
import { useCategory } from '../api/get-category';
import { useUpdateCategory } from '../api/update-category';
import { FormPage } from '@/components/layout/form-page';

/**
 * /categories/:categoryId/edit (docs/product.md §2): loads the category, or toasts and returns to
 * /categories when it cannot (missing, not yours, failure). Saving and deleting return there too.
 * Without a selected business it goes to /dashboard (docs/product.md §6).
 */
export function EditCategoryPage() {
  const { t } = useTranslation();
  const title = usePageTitle('editCategory');
  const navigate = useNavigate();
  const id = useParams().categoryId ?? '';
  const current = useRequiredBusiness();
  const query = useCategory(id);
  const update = useUpdateCategory(id);
  const deletion = useDeleteCategory();
  const toList = () => void navigate('/categories');

  // The query toasts the failure (lib/query-client.ts).
  useEffect(() => {
    if (query.isError) void navigate('/categories', { replace: true });
  }, [query.isError, navigate]);

  const category = query.data;
  return (
    <FormPage>
      <PageHeader
        title={title}
        subtitle={category && t('categories.edit.subtitle', { name: category.name })}
      />
      {category && !current.pending ? (
        <CategoryForm
          key={category.id}
          businessId={category.business.id}
          category={category}
          onSubmit={async (input) => {
            await update.mutateAsync(input);
            await navigate('/categories');
          }}
          actions={(state) => (
            <FormActionBar
              entity="categories"
              {...state}
              onCancel={toList}
              edit={{
                name: category.name,
                deleting: deletion.isPending,
                onDelete: async () => {
                  await deletion.mutateAsync(category);
                  await navigate('/categories', { replace: true });
                },
              }}
            />
          )}
        />
      ) : (
        <FormSkeleton />
      )}
    </FormPage>
  );
}
