import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuForm } from '@/components/collection-form/menu-form';
import { useCreateMenu } from '@/lib/catalogue/create-menu';
import { DialogFormFooter } from './dialog-form-footer';
import { QuickActionDialog } from './quick-action-dialog';

/**
 * The business page's "build a menu" quick action (SPEC §2): the menu form with its
 * category picker in a dialog; it closes once the menu is created.
 */
export function BuildMenuDialog({
  business,
  trigger,
}: {
  business: { id: string; name: string };
  trigger: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const creation = useCreateMenu();

  return (
    <QuickActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={t('quickActions.buildMenu.title')}
      description={t('quickActions.buildMenu.description', { business: business.name })}
    >
      <MenuForm
        plain
        businessId={business.id}
        onSubmit={async (input) => {
          await creation.mutateAsync(input);
          setOpen(false);
        }}
        actions={(state) => (
          <DialogFormFooter
            {...state}
            submitLabel={t('menus.form.create')}
            cancelLabel={t('menus.form.cancel')}
            onCancel={() => setOpen(false)}
          />
        )}
      />
    </QuickActionDialog>
  );
}
