import { useId, type CSSProperties, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/lib/utils';

export interface Option<T extends string> {
  value: T;
  label: ReactNode;
  /** E.g. the font a font option is shown in. */
  style?: CSSProperties;
}

/**
 * One choice out of a few (a size, a font, a direction) as a labelled radio group of buttons:
 * arrow keys move between them, as in any radio group.
 */
export function OptionGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  columns = 'auto',
}: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  /** 'auto': as many per row as fit; 'list': long labels, one or two per row. */
  columns?: 'auto' | 'list';
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm leading-none font-medium text-slate-800">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className={cn(
          'grid gap-2',
          columns === 'list'
            ? 'grid-cols-1 sm:grid-cols-2'
            : 'grid-cols-[repeat(auto-fill,minmax(7rem,1fr))]',
        )}
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            style={option.style}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-800 shadow-sm transition-colors hover:bg-slate-50',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-700 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-600',
              '[&_svg]:size-4 [&_svg]:shrink-0',
            )}
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
