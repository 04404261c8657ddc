import type { ComponentProps } from 'react';
import { currencyAffix } from '@carta/shared';
import { Input } from '@/components/ui/input';
import { useMoneyFormat } from '@/features/businesses';
import { cn } from '@/lib/utils';

/**
 * A price box with the business's currency sign on the side the language writes it ('$ 12.50',
 * '12,50 €'). The value stays the exact decimal text the shared price rule checks.
 */
export function PriceInput({ className, ...props }: ComponentProps<'input'>) {
  const { symbol, position } = currencyAffix(useMoneyFormat());
  const before = position === 'before';
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-sm text-slate-500',
          before ? 'left-3' : 'right-3',
        )}
      >
        {symbol}
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        {...props}
        className={cn(
          'tabular-nums',
          // Room for the sign: wider for 'CHF' or 'R$' than for '$'.
          before ? (symbol.length > 1 ? 'pl-11' : 'pl-7') : symbol.length > 1 ? 'pr-11' : 'pr-7',
          className,
        )}
      />
    </div>
  );
}
