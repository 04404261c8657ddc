import { useTranslation } from 'react-i18next';
import type { Category } from '@carta/shared';
import { ItemPicker } from './item-picker';
import { categoryPickerQueryOptions } from './picker-queries';

/** The menu form's picker: the business's categories with their product counts. */
export function CategoryPicker({
  businessId,
  chosenIds,
  onAdd,
  className,
}: {
  businessId: string;
  chosenIds: readonly string[];
  onAdd: (category: Category) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ItemPicker
      query={(name) => categoryPickerQueryOptions(businessId, name)}
      chosenIds={chosenIds}
      onAdd={onAdd}
      renderDetails={(category) => (
        <span>{t('picker.productCount', { count: category.product_count })}</span>
      )}
      className={className}
      texts={{
        title: t('picker.categories.title'),
        search: t('picker.categories.search'),
        empty: t('picker.categories.empty'),
        noMatch: t('picker.categories.noMatch'),
        allChosen: t('picker.categories.allChosen'),
        loadFailed: t('picker.categories.loadFailed'),
      }}
    />
  );
}
