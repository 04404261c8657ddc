import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryForm } from '@/components/collection-form/category-form';
import { useCreateCategory } from '@/lib/catalogue/create-category';
import { DialogFormFooter } from './dialog-form-footer';
import { QuickActionDialog } from './quick-action-dialog';

/**
 * The business page's "create a category" quick action (SPEC §2): the category form with its
 * product picker in a dialog; it closes once the category is created.
 */
export function CreateCategoryDialog({
  business,
  trigger,
}: {
  business: { id: string; name: string };
  trigger: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const creation = useCreateCategory();

  return (
    <QuickActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={t('quickActions.createCategory.title')}
      description={t('quickActions.createCategory.description', { business: business.name })}
    >
      <CategoryForm
        plain
        businessId={business.id}
        onSubmit={async (input) => {
          await creation.mutateAsync(input);
          setOpen(false);
        }}
        actions={(state) => (
          <DialogFormFooter
            {...state}
            submitLabel={t('categories.form.create')}
            cancelLabel={t('categories.form.cancel')}
            onCancel={() => setOpen(false)}
          />
        )}
      />
    </QuickActionDialog>
  );
}
