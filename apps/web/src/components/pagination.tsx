import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { pageItems } from './page-items';
import { Button } from './ui/button';

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
