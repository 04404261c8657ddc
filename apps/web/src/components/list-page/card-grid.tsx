import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface CardGridProps<T extends { id: string }> {
  items: readonly T[];
  renderCard: (item: T) => ReactNode;
  /** Accessible name of the list, when no heading names its region. */
  label?: string;
  /** The next page or search is loading: the cards fade until it arrives. */
  busy?: boolean;
  /** Column classes from the small breakpoint up. */
  columns?: string;
}

/** A responsive grid of cards, one list item each. */
export function CardGrid<T extends { id: string }>({
  items,
  renderCard,
  label,
  busy = false,
  columns = 'sm:grid-cols-2 xl:grid-cols-3',
}: CardGridProps<T>) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn('grid grid-cols-1 gap-4 transition-opacity aria-busy:opacity-60', columns)}
    >
      {items.map((item) => (
        <li key={item.id} className="flex min-w-0">
          {renderCard(item)}
        </li>
      ))}
    </ul>
  );
}
