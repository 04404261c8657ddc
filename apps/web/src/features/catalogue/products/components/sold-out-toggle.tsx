import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch as SwitchPrimitive } from 'radix-ui';
import type { Product } from '@carta/shared';
import { useSetSoldOut } from '../api/set-sold-out';

/**
 * The card's sold-out switch: one tap, no editor (docs/product.md, "Sold out"). Its name says which
 * product ("Margherita sold out"), so a list of them reads apart.
 */
export function SoldOutToggle({ product }: { product: Product }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSetSoldOut(product);
  // While the request runs the card shows the asked-for state (optimistic), and a second tap waits.
  const checked = mutation.isPending ? mutation.variables : product.sold_out;

  return (
    <div className="flex items-center gap-2">
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={(soldOut) => mutation.mutate(soldOut)}
        disabled={mutation.isPending}
        aria-label={t('products.card.soldOutToggleNamed', { name: product.name })}
        className="relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait data-[state=checked]:bg-amber-600"
      >
        <SwitchPrimitive.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.125rem]" />
      </SwitchPrimitive.Root>
      <label htmlFor={id} className="cursor-pointer text-sm text-slate-700" aria-hidden="true">
        {t('products.card.soldOutToggle')}
      </label>
    </div>
  );
}
