import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/components/skeletons/skeleton';
import type { Total } from './totals';

/** A count on the dashboard: the number, a placeholder while it loads, "—" when it failed to load. */
export function TotalValue({ value, className }: { value: Total; className?: string }) {
  const { t, i18n } = useTranslation();
  if (value === undefined) return <SkeletonBlock className="my-1 h-6 w-10" />;
  if (value === null) {
    return (
      <span className={className}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('dashboard.totals.unavailable')}</span>
      </span>
    );
  }
  return (
    <span className={className}>{new Intl.NumberFormat(i18n.resolvedLanguage).format(value)}</span>
  );
}
