import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCreateBusiness } from '../api/create-business';
import { BusinessForm } from './business-form';
import { FormPage } from '@/components/layout/form-page';

/** /businesses/new: creating selects the new business and returns to the dashboard (docs/product.md §2, §4). */
export function NewBusinessPage() {
  const { t } = useTranslation();
  const title = usePageTitle('newBusiness');
  const navigate = useNavigate();
  const creation = useCreateBusiness();

  return (
    <FormPage>
      <PageHeader title={title} subtitle={t('businesses.new.subtitle')} />
      <p className="text-sm">
        <Link to="/businesses/import" className="text-brand-700 underline">
          {t('transfer.importBusiness.fromExport')}
        </Link>
      </p>
      <BusinessForm
        submitLabel={t('businesses.form.create')}
        onSubmit={async (input) => {
          await creation.mutateAsync(input);
          await navigate('/dashboard');
        }}
        onCancel={() => void navigate('/dashboard')}
      />
    </FormPage>
  );
}
