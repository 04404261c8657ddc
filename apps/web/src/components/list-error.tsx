import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface ListErrorProps {
  /** What failed, e.g. "Failed to load products. Please try again." */
  text: string;
  onRetry: () => void;
  /** A retry is under way: the button waits. */
  retrying?: boolean;
  /** A smaller block without its own card, for inside a panel (recent activity, a picker). */
  compact?: boolean;
  className?: string;
}

/**
 * A list that could not be loaded (docs/product.md §2, "Errors, loading and offline"): an error
 * with a Retry, never the empty state, so a failure is not mistaken for "nothing here yet".
 */
export function ListError({
  text,
  onRetry,
  retrying = false,
  compact = false,
  className,
}: ListErrorProps) {
  const { t } = useTranslation();
  const Frame = compact ? 'div' : Card;
  return (
    <Frame
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 text-center',
        compact ? 'py-2' : 'border-red-200 px-6 py-12',
        className,
      )}
    >
      <span
        className={cn(
          'flex items-center justify-center rounded-full bg-red-50 text-red-600',
          compact ? 'size-10' : 'size-14',
        )}
      >
        <TriangleAlert aria-hidden="true" className={compact ? 'size-5' : 'size-7'} />
      </span>
      {compact ? (
        <h3 className="text-base font-semibold text-slate-900">{t('errors.title')}</h3>
      ) : (
        <h2 className="text-lg font-semibold text-slate-900">{t('errors.title')}</h2>
      )}
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        {t('common.retry')}
      </Button>
    </Frame>
  );
}
