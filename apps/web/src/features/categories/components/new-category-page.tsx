import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CategoryForm } from '@/components/collection-form/category-form';
import { FormActionBar } from '@/components/collection-form/form-action-bar';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCreateCategory } from '@/lib/catalogue/create-category';
import { useCurrentBusiness } from '@/lib/catalogue/use-current-business';
import { PageHeader } from './page-header';

/** /categories/new (SPEC §2): needs a selected business (else /dashboard); done → /categories. */
export function NewCategoryPage() {
  const { t } = useTranslation();
  const title = usePageTitle('newCategory');
  const navigate = useNavigate();
  const { pending, business } = useCurrentBusiness();
  const creation = useCreateCategory();
  const toList = () => void navigate('/categories');

  useEffect(() => {
    if (!pending && !business) void navigate('/dashboard', { replace: true });
  }, [pending, business, navigate]);

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <PageHeader title={title} subtitle={t('categories.new.subtitle')} />
      {business ? (
        <CategoryForm
          businessId={business.id}
          onSubmit={async (input) => {
            await creation.mutateAsync(input);
            await navigate('/categories');
          }}
          actions={(state) => <FormActionBar entity="categories" {...state} onCancel={toList} />}
        />
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
