import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCreateBusiness } from '../api/create-business';
import { BusinessForm } from './business-form';

/** /businesses/new: creating selects the new business and returns to the dashboard (docs/product.md §2, §4). */
export function NewBusinessPage() {
  const { t } = useTranslation();
  const title = usePageTitle('newBusiness');
  const navigate = useNavigate();
  const creation = useCreateBusiness();

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <PageHeader title={title} subtitle={t('businesses.new.subtitle')} />
      <BusinessForm
        submitLabel={t('businesses.form.create')}
        onSubmit={async (input) => {
          await creation.mutateAsync(input);
          await navigate('/dashboard');
        }}
        onCancel={() => void navigate('/dashboard')}
      />
    </section>
  );
}
