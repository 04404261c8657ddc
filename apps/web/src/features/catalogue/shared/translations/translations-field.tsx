import { useState } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import type { ContentLanguage } from '@carta/shared';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { contentLanguageName } from '@/lib/content-language-names';
import { cn } from '@/lib/utils';

/** One text to translate. */
export interface TranslatedInput {
  /** The form path of its translation, e.g. `translations.fr.name`. */
  name: string;
  label: string;
  /** The text in the primary language, shown beside the input as the reference. */
  primary: string;
  multiline?: boolean;
}

export interface TranslationsFieldProps {
  primaryLanguage: ContentLanguage;
  /** The business's other languages: one tab each; none, no field. */
  languages: readonly ContentLanguage[];
  /** The texts to translate into a language. */
  inputsOf: (language: ContentLanguage) => TranslatedInput[];
  disabled?: boolean;
  /** In its own card (the product form), or a section of the form's details card. */
  variant?: 'card' | 'section';
}

const INPUT_CLASS =
  'flex w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/30';

/**
 * The translations of a product, category or menu (docs/product.md, "Menu languages"): one tab
 * per other language of the business, each with an input per text and the primary text as the
 * reference. The owner types every translation (nothing is machine-translated); an empty one
 * means the guest sees the primary text. Needs the form's FormProvider. A tab whose texts have
 * errors says so, and the first such tab opens when errors appear elsewhere.
 */
export function TranslationsField({
  primaryLanguage,
  languages,
  inputsOf,
  disabled = false,
  variant = 'card',
}: TranslationsFieldProps) {
  const { t, i18n } = useTranslation();
  const interfaceLanguage = i18n.resolvedLanguage ?? i18n.language;
  const { errors } = useFormState();
  const [chosen, setChosen] = useState<ContentLanguage | undefined>(languages[0]);
  const active = chosen && languages.includes(chosen) ? chosen : languages[0];

  const withErrors = languages.filter((language) =>
    inputsOf(language).some((input) => get(errors, input.name) !== undefined),
  );
  // New errors in other tabs only (e.g. a server answer): open the first of them.
  const errorKey = withErrors.join(' ');
  const [seenErrors, setSeenErrors] = useState(errorKey);
  if (seenErrors !== errorKey) {
    setSeenErrors(errorKey);
    if (withErrors.length > 0 && (!active || !withErrors.includes(active))) {
      setChosen(withErrors[0]);
    }
  }

  if (!active) return null;
  const nameOf = (language: ContentLanguage) => contentLanguageName(language, interfaceLanguage);
  const primaryName = nameOf(primaryLanguage);

  const content = (
    <>
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t('translations.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('translations.hint', { language: primaryName })}
        </p>
      </div>
      <Tabs.Root
        value={active}
        onValueChange={(next) => setChosen(next as ContentLanguage)}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          aria-label={t('translations.tabsLabel')}
          className="flex flex-wrap gap-1 self-start rounded-lg bg-slate-100 p-1"
        >
          {languages.map((language) => (
            <Tabs.Trigger
              key={language}
              value={language}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {nameOf(language)}
              {withErrors.includes(language) && (
                <>
                  <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />{' '}
                  <span className="sr-only">{t('translations.tabErrors')}</span>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {languages.map((language) => (
          <Tabs.Content
            key={language}
            value={language}
            className="flex flex-col gap-4 focus-visible:outline-none"
          >
            {inputsOf(language).map((input) => (
              <TranslationInput
                key={input.name}
                input={input}
                language={language}
                primaryName={primaryName}
                disabled={disabled}
              />
            ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );

  return variant === 'card' ? (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">{content}</Card>
  ) : (
    <section className="flex flex-col gap-4 border-t border-slate-200 pt-4">{content}</section>
  );
}

function TranslationInput({
  input,
  language,
  primaryName,
  disabled,
}: {
  input: TranslatedInput;
  /** What the owner types in: the browser's spelling check follows it. */
  language: ContentLanguage;
  primaryName: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: input.name });
  const value = typeof field.value === 'string' ? field.value : '';
  const primary = input.primary.trim();
  const props = {
    name: field.name,
    ref: field.ref,
    value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    disabled,
    placeholder: primary,
    autoComplete: 'off',
    lang: language,
  };

  return (
    <FormField
      label={input.label}
      error={fieldState.error?.message}
      keepDescription
      description={
        <span className="break-words whitespace-pre-line">
          {primary
            ? t('translations.original', { language: primaryName, text: primary })
            : t('translations.originalEmpty', { language: primaryName })}
        </span>
      }
    >
      {(fieldControl) =>
        input.multiline ? (
          <textarea {...fieldControl} {...props} rows={3} className={cn(INPUT_CLASS, 'min-h-20')} />
        ) : (
          <Input {...fieldControl} {...props} />
        )
      }
    </FormField>
  );
}
