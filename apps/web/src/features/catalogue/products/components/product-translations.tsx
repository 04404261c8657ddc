import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage, ProductInputValues } from '@carta/shared';
import type { BusinessLanguages } from '@/features/catalogue/shared/translations/business-languages';
import {
  TranslationsField,
  type TranslatedInput,
} from '@/features/catalogue/shared/translations/translations-field';

/**
 * The translations of a product (docs/product.md, "Menu languages"): per other language of the
 * business, its name, its description and, with sizes, each size's name, beside the texts typed
 * in the primary language.
 */
export function ProductTranslations({
  languages,
  plain,
  disabled,
}: {
  languages: BusinessLanguages;
  plain: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductInputValues>();
  // Watched here, not in the form: typing a text re-renders only this card.
  const name = useWatch({ control, name: 'name' }) ?? '';
  const description = useWatch({ control, name: 'description' }) ?? '';
  const sizes = useWatch({ control, name: 'variants' }) ?? [];

  const inputsOf = (language: ContentLanguage): TranslatedInput[] => [
    { name: `translations.${language}.name`, label: t('products.form.name'), primary: name },
    {
      name: `translations.${language}.description`,
      label: t('products.form.description'),
      primary: description,
      multiline: true,
    },
    ...sizes.map((size, index) => ({
      name: `variants.${index}.translations.${language}.name`,
      label: t('products.form.sizes.name', { number: index + 1 }),
      primary: size.name,
    })),
  ];

  return (
    <TranslationsField
      variant={plain ? 'section' : 'card'}
      primaryLanguage={languages.primary}
      languages={languages.others}
      inputsOf={inputsOf}
      disabled={disabled}
    />
  );
}
