import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormSkeleton } from '@/components/skeletons/form-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useDeleteBusiness } from '@/features/businesses/api/delete-business';
import { useBusiness } from '../api/get-business';
import { useUpdateBusiness } from '../api/update-business';
import { BusinessForm } from './business-form';
import { FormPage } from '@/components/layout/form-page';

/**
 * /businesses/:id/edit (docs/product.md §2): a failed load toasts and returns to the dashboard; saving opens
 * the business; deleting (after confirmation) returns to the dashboard.
 */
export function EditBusinessPage() {
  const { t } = useTranslation();
  const title = usePageTitle('editBusiness');
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const query = useBusiness(id);
  const update = useUpdateBusiness(id);
  const deletion = useDeleteBusiness();
  const [confirming, setConfirming] = useState(false);
  const detailsPath = `/businesses/${encodeURIComponent(id)}`;

  // The query toasts the failure (lib/query-client.ts).
  useEffect(() => {
    if (query.isError) void navigate('/dashboard', { replace: true });
  }, [query.isError, navigate]);

  const business = query.data;
  if (!business) {
    return (
      <FormPage>
        <PageHeader title={title} />
        <FormSkeleton />
      </FormPage>
    );
  }

  return (
    <FormPage>
      <PageHeader title={title} subtitle={t('businesses.edit.subtitle', { name: business.name })} />
      <BusinessForm
        key={business.id}
        business={business}
        submitLabel={t('businesses.form.save')}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          await navigate(detailsPath);
        }}
        onCancel={() => void navigate(detailsPath)}
        extraActions={
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            {t('businesses.form.delete')}
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('businesses.delete.title')}
        description={t('businesses.delete.description', { name: business.name })}
        confirmLabel={t('businesses.delete.confirm')}
        cancelLabel={t('businesses.delete.cancel')}
        pending={deletion.isPending}
        onConfirm={() =>
          deletion.mutate(business, {
            onSuccess: () => void navigate('/dashboard', { replace: true }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </FormPage>
  );
}
