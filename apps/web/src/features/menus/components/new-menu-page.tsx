import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormActionBar } from '@/components/collection-form/form-action-bar';
import { MenuForm } from '@/components/collection-form/menu-form';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCreateMenu } from '@/lib/catalogue/create-menu';
import { useCurrentBusiness } from '@/lib/catalogue/use-current-business';
import { PageHeader } from './page-header';

/** /menus/new (SPEC §2): needs a selected business (else /dashboard); done → /menus. */
export function NewMenuPage() {
  const { t } = useTranslation();
  const title = usePageTitle('newMenu');
  const navigate = useNavigate();
  const { pending, business } = useCurrentBusiness();
  const creation = useCreateMenu();
  const toList = () => void navigate('/menus');

  useEffect(() => {
    if (!pending && !business) void navigate('/dashboard', { replace: true });
  }, [pending, business, navigate]);

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <PageHeader title={title} subtitle={t('menus.new.subtitle')} />
      {business ? (
        <MenuForm
          businessId={business.id}
          onSubmit={async (input) => {
            await creation.mutateAsync(input);
            await navigate('/menus');
          }}
          actions={(state) => <FormActionBar entity="menus" {...state} onCancel={toList} />}
        />
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
