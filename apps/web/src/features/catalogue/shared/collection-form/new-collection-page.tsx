import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { FormSkeleton } from '@/components/skeletons/form-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRequiredBusiness } from '@/features/businesses';
import type { CollectionEntity, FormActionsState } from './collection-form-layout';
import { FormActionBar } from './form-action-bar';
import { FormPage } from '@/components/layout/form-page';

/** What the create page hands its form. */
export interface NewCollectionFormProps<TInput> {
  businessId: string;
  onSubmit: (input: TInput) => Promise<void>;
  actions: (state: FormActionsState) => ReactNode;
}

/**
 * /categories/new and /menus/new (docs/product.md §2): the form in the selected business (without one, off
 * to /dashboard); Cancel and a successful create go back to the list.
 */
export function NewCollectionPage<TInput>({
  entity,
  create,
  renderForm,
}: {
  entity: CollectionEntity;
  /** Sends the new category or menu (the mutation toasts). */
  create: (input: TInput) => Promise<unknown>;
  renderForm: (props: NewCollectionFormProps<TInput>) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = usePageTitle(entity === 'categories' ? 'newCategory' : 'newMenu');
  const navigate = useNavigate();
  const { business } = useRequiredBusiness();
  const list = `/${entity}`;

  return (
    <FormPage>
      <PageHeader title={title} subtitle={t(`${entity}.new.subtitle`)} />
      {business ? (
        renderForm({
          businessId: business.id,
          onSubmit: async (input) => {
            await create(input);
            await navigate(list);
          },
          actions: (state) => (
            <FormActionBar entity={entity} {...state} onCancel={() => void navigate(list)} />
          ),
        })
      ) : (
        <FormSkeleton />
      )}
    </FormPage>
  );
}
