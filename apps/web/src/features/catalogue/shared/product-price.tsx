import { formatPrice, formatPriceRange, type Product } from '@carta/shared';
import { useMoneyFormat } from '@/features/businesses';

/** A product's price in lists: its one price, or the range of its sizes ('$4.00 – $18.00'). */
export function ProductPrice({
  product,
}: {
  product: Pick<Product, 'price'> & { variants: ReadonlyArray<{ price: string }> };
}) {
  const money = useMoneyFormat();
  return product.variants.length
    ? formatPriceRange(
        product.variants.map((variant) => variant.price),
        money,
      )
    : formatPrice(product.price, money);
}
