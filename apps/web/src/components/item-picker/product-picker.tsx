import { useTranslation } from 'react-i18next';
import { formatPrice, type Product } from '@carta/shared';
import { ItemPicker } from './item-picker';
import { productPickerQueryOptions } from './picker-queries';

/** The category form's picker: the business's products with their prices. */
export function ProductPicker({
  businessId,
  chosenIds,
  onAdd,
  className,
}: {
  businessId: string;
  chosenIds: readonly string[];
  onAdd: (product: Product) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ItemPicker
      query={(name) => productPickerQueryOptions(businessId, name)}
      chosenIds={chosenIds}
      onAdd={onAdd}
      renderDetails={(product) => <span>{formatPrice(product.price)}</span>}
      className={className}
      texts={{
        title: t('picker.products.title'),
        search: t('picker.products.search'),
        empty: t('picker.products.empty'),
        noMatch: t('picker.products.noMatch'),
        allChosen: t('picker.products.allChosen'),
        loadFailed: t('picker.products.loadFailed'),
      }}
    />
  );
}
