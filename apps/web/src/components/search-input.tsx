import { useId, type ChangeEvent } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@carta/shared';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the box (read by screen readers; visually hidden). */
  label: string;
  placeholder?: string;
  className?: string;
}

/**
 * A controlled search box with a clear button. It reports every keystroke; the caller debounces
 * (SEARCH_DEBOUNCE_MS) and trims the term before sending it (docs/product.md §5).
 */
export function SearchInput({ value, onChange, label, placeholder, className }: SearchInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="search" className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder ?? label}
        autoComplete="off"
        // The API refuses longer search terms; the box stops there instead.
        maxLength={LIMITS.searchMax}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value !== '' && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('search.clear')}
          className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
