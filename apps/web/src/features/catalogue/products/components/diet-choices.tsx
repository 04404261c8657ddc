import { DietGlyph, type DietIconName } from '@/features/public-menu';
import { cn } from '@/lib/utils';

interface DietChoicesProps<T extends DietIconName> {
  /** The choices, in the order of the shared list. */
  options: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  /** The translated name of a choice. */
  nameOf: (option: T) => string;
  disabled?: boolean;
}

/**
 * A grid of checkboxes, each with its pictogram and name, that wraps on a phone. Native
 * checkboxes: Space toggles, Tab moves, and each is announced with its name and state.
 */
export function DietChoices<T extends DietIconName>({
  options,
  chosen,
  onChange,
  nameOf,
  disabled,
}: DietChoicesProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(options.filter((item) => (item === option ? checked : chosen.includes(item))));

  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {options.map((option) => {
        const checked = chosen.includes(option);
        return (
          <li key={option}>
            <label
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors',
                'focus-within:ring-2 focus-within:ring-brand-600/40',
                checked
                  ? 'border-brand-600 bg-brand-50 text-slate-900'
                  : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-600"
                checked={checked}
                disabled={disabled}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <DietGlyph name={option} className="size-4 shrink-0 text-slate-600" />
              <span className="min-w-0 break-words">{nameOf(option)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
