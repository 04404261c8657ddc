import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { NameField } from './name-field';

/** The translation section of the entity a form edits. */
export type CollectionEntity = 'categories' | 'menus';

/** What the actions of a form (the page's sticky bar, a dialog's footer) need. */
export interface FormActionsState {
  /** Valid, not submitting, and (in edit mode) changed. */
  canSubmit: boolean;
  isSubmitting: boolean;
  /** A field, the order or membership of the children, or the theme differs from the loaded values. */
  changed: boolean;
  /** Back to the loaded values. */
  discard: () => void;
}

export interface CollectionFormLayoutProps {
  entity: CollectionEntity;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The name input's registration and message. */
  name: UseFormRegisterReturn;
  nameError?: string;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  /** Under the name (the menu's theme control). */
  extraDetails?: ReactNode;
  picker: ReactNode;
  list: ReactNode;
  /** How many children are in the list. */
  count: number;
  childrenError?: string;
  formError?: string;
  actions: ReactNode;
  /** Without card chrome, e.g. inside a dialog. */
  plain?: boolean;
}

/**
 * The category and menu forms: the visibility switch, the name and any extras, then the picker on
 * the left and the ordered list on the right, then the actions.
 */
export function CollectionFormLayout({
  entity,
  onSubmit,
  name,
  nameError,
  enabled,
  onEnabledChange,
  extraDetails,
  picker,
  list,
  count,
  childrenError,
  formError,
  actions,
  plain = false,
}: CollectionFormLayoutProps) {
  const { t } = useTranslation();
  const listHeadingId = useId();
  const Section = plain ? 'div' : Card;
  const sectionClass = plain ? 'flex flex-col gap-4' : 'flex flex-col gap-4 p-5 sm:p-6';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Section className={sectionClass}>
        <Switch
          layout="boxed"
          checked={enabled}
          onCheckedChange={onEnabledChange}
          label={t(`${entity}.form.enabled`)}
          description={t(enabled ? `${entity}.form.enabledOn` : `${entity}.form.enabledOff`)}
        />
        <NameField
          {...name}
          label={t(`${entity}.form.name`)}
          placeholder={t(`${entity}.form.namePlaceholder`)}
          error={nameError}
        />
        {extraDetails}
      </Section>
      <Section className={sectionClass}>
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t(`${entity}.form.contents`)}</h2>
          <p className="mt-1 text-sm text-slate-600">{t(`${entity}.form.contentsHint`)}</p>
        </div>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {picker}
          <section
            aria-labelledby={listHeadingId}
            className="flex min-w-0 flex-col gap-3 rounded-xl bg-slate-50 p-4"
          >
            <h3 id={listHeadingId} className="text-sm font-semibold text-slate-900">
              {t(`${entity}.form.chosen`, { count })}
            </h3>
            {list}
            {childrenError && <p className="text-sm text-red-600">{childrenError}</p>}
          </section>
        </div>
      </Section>
      {formError && (
        <p role="alert" className="text-sm text-red-600">
          {formError}
        </p>
      )}
      {actions}
    </form>
  );
}
