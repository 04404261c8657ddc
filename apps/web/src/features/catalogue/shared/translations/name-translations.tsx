import { useFormContext, useWatch } from 'react-hook-form';
import type { BusinessLanguages } from './business-languages';
import { TranslationsField } from './translations-field';

/**
 * The translated names of a category or menu: a section of its details (the form's
 * FormProvider), one tab per other language of the business.
 */
export function NameTranslations({
  languages,
  label,
}: {
  languages: BusinessLanguages;
  /** The name input's label. */
  label: string;
}) {
  const { control } = useFormContext<{ name: string }>();
  // Watched here, not in the form: typing the name re-renders only this section.
  const name = useWatch({ control, name: 'name' }) ?? '';
  return (
    <TranslationsField
      variant="section"
      primaryLanguage={languages.primary}
      languages={languages.others}
      inputsOf={(language) => [{ name: `translations.${language}.name`, label, primary: name }]}
    />
  );
}
