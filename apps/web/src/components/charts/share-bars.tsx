import { useId } from 'react';
import { cn } from '@/lib/utils';

export interface ShareDatum {
  key: string;
  label: string;
  value: number;
}

export interface ShareBarsProps {
  /** The list's heading ('By source'). */
  title: string;
  data: readonly ShareDatum[];
  /** Count and share in the interface language ('12', '40 %'). */
  formatValue: (value: number) => string;
  formatShare: (share: number) => string;
  className?: string;
}

/**
 * Shares of a whole as labelled horizontal bars: a list whose items read "label, count, share"
 * (the bar itself is decoration), so screen readers get the numbers without the drawing.
 */
export function ShareBars({ title, data, formatValue, formatShare, className }: ShareBarsProps) {
  const titleId = useId();
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  return (
    <section aria-labelledby={titleId} className={cn('flex flex-col gap-2', className)}>
      <h3 id={titleId} className="text-sm font-medium text-slate-700">
        {title}
      </h3>
      <ul className="flex flex-col gap-2">
        {data.map((datum) => {
          const share = total > 0 ? datum.value / total : 0;
          return (
            <li key={datum.key} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="min-w-0 truncate text-slate-900">{datum.label}</span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  {formatValue(datum.value)}
                  <span className="text-slate-400"> · </span>
                  {formatShare(share)}
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                <div
                  className="bg-brand-600 h-full rounded-full"
                  style={{ width: `${share * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
