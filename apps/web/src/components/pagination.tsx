import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGINATION_ALL_PAGES_MAX } from '@carta/shared';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show (SPEC §2 Dashboard): every page when there are at most five, otherwise the
 * first and last pages, the current one with its neighbours, and an ellipsis for each gap.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= PAGINATION_ALL_PAGES_MAX) {
    return Array.from({ length: totalPages }, (_, index) => index + 1);
  }
  const page = Math.min(Math.max(current, 1), totalPages);
  // Near an edge show three pages next to it so the row keeps the same length.
  let start = Math.max(2, page - 1);
  let end = Math.min(totalPages - 1, page + 1);
  if (page <= 3) {
    start = 2;
    end = 4;
  } else if (page >= totalPages - 2) {
    start = totalPages - 3;
    end = totalPages - 1;
  }
  // An ellipsis standing for a single page would save nothing: show that page instead.
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Disables the controls, e.g. while the next page loads. */
  disabled?: boolean;
  className?: string;
}

/**
 * 'Showing X to Y of Z results', Previous/Next and page numbers. Renders nothing when everything
 * fits on one page (pagination appears only when the total exceeds the page size).
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  disabled = false,
  className,
}: PaginationProps) {
  const { t, i18n } = useTranslation();
  const totalPages = Math.ceil(total / pageSize);
  if (totalPages <= 1) return null;

  const current = Math.min(Math.max(page, 1), totalPages);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('pagination.showing', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            variant="outline"
            size="sm"
            onClick={() => go(current - 1)}
            disabled={disabled || current === 1}
            aria-label={t('pagination.previousPage')}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">{t('pagination.previous')}</span>
          </Button>
        </li>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === current ? 'primary' : 'ghost'}
                size="sm"
                className="min-w-8 px-2"
                onClick={() => go(item)}
                disabled={disabled && item !== current}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {number.format(item)}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-sm text-slate-500">
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="outline"
            size="sm"
            onClick={() => go(current + 1)}
            disabled={disabled || current === totalPages}
            aria-label={t('pagination.nextPage')}
          >
            <span className="hidden sm:inline">{t('pagination.next')}</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
