import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A value cell: beside its CellLabel on a card, a table cell from md up. */
export const cellClass =
  'flex items-start justify-between gap-4 md:table-cell md:px-4 md:py-3 md:align-middle';

/** A row: a card on phones, a table row from md up. */
export const rowClass =
  'grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none';

export interface AdminTableColumn {
  label: string;
  /** Added to the header cell's class (e.g. its alignment). */
  className?: string;
}

/**
 * The table of an admin list, one for every screen size: on phones the header row is hidden and
 * each row (`rowClass`) is laid out as a card with the column name (CellLabel) next to each value.
 */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly AdminTableColumn[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <table className="block w-full text-sm md:table md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-slate-200 md:bg-slate-50">
        <tr>
          {columns.map(({ label, className }) => (
            <th
              key={label}
              scope="col"
              className={cn('px-4 py-3 text-left font-medium text-slate-600', className)}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid gap-3 md:table-row-group md:divide-y md:divide-slate-200">
        {children}
      </tbody>
    </table>
  );
}
