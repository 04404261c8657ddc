import { useTranslation } from 'react-i18next';
import type { Product } from '@carta/shared';
import { ProductPrice } from '../product-price';
import { ItemPicker } from './item-picker';
import { productPickerQueryOptions } from './picker-queries';
import { pickerTexts, type BusinessPickerProps } from './picker-texts';

/** The category form's picker: the business's products with their prices. */
export function ProductPicker({ businessId, ...props }: BusinessPickerProps<Product>) {
  const { t } = useTranslation();
  return (
    <ItemPicker
      {...props}
      query={(name) => productPickerQueryOptions(businessId, name)}
      renderDetails={(product) => (
        <span>
          <ProductPrice product={product} />
        </span>
      )}
      texts={pickerTexts(t, 'products')}
    />
  );
}
