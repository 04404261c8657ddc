import { useTranslation } from 'react-i18next';
import type { CategorySummary } from '@carta/shared';
import { ItemPicker } from './item-picker';
import { categoryPickerQueryOptions } from './picker-queries';
import { pickerTexts, type BusinessPickerProps } from './picker-texts';

/** The menu form's picker: the business's categories with their product counts. */
export function CategoryPicker({ businessId, ...props }: BusinessPickerProps<CategorySummary>) {
  const { t } = useTranslation();
  return (
    <ItemPicker
      {...props}
      query={(name) => categoryPickerQueryOptions(businessId, name)}
      renderDetails={(category) => (
        <span>{t('picker.productCount', { count: category.product_count })}</span>
      )}
      texts={pickerTexts(t, 'categories')}
    />
  );
}
