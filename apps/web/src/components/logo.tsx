import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** Carta's mark with an optional word mark. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-slate-900', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M21.5 11.2a7 7 0 1 0 0 9.6"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      {showName ? (
        <span className="text-lg tracking-tight">{t('app.name')}</span>
      ) : (
        <span className="sr-only">{t('app.name')}</span>
      )}
    </span>
  );
}
