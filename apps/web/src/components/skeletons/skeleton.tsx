import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** One grey placeholder block, the size of what will replace it. */
export function SkeletonBlock({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />
  );
}

/**
 * Content still loading, drawn in its own shape (docs/product.md §2, "Errors, loading and
 * offline"): announced once as "Loading…", its blocks hidden from assistive technology.
 */
export function Skeleton({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      aria-busy="true"
      data-skeleton=""
      className={className}
    >
      {children}
    </div>
  );
}
