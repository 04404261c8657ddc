import { useTranslation } from 'react-i18next';
import type { Product } from '@carta/shared';
import { DietGlyphs } from '../diet-glyphs';
import { ProductPrice } from '../product-price';
import { ItemPicker } from './item-picker';
import { productPickerQueryOptions } from './picker-queries';
import { pickerTexts, type BusinessPickerProps } from './picker-texts';

/** The category form's picker: the business's products with their prices and dietary labels. */
export function ProductPicker({ businessId, ...props }: BusinessPickerProps<Product>) {
  const { t } = useTranslation();
  return (
    <ItemPicker
      {...props}
      query={(name) => productPickerQueryOptions(businessId, name)}
      renderDetails={(product) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <ProductPrice product={product} />
          {product.dietary.length > 0 && (
            <DietGlyphs
              names={product.dietary}
              nameOf={(label) => t(`publicMenu.dietary.${label}`)}
            />
          )}
        </span>
      )}
      texts={pickerTexts(t, 'products')}
    />
  );
}
