import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_VIEWS_PERIODS, menuViewsPeriodOf, type MenuViewsPeriod } from '@carta/shared';
import { cn } from '@/lib/utils';

/** The period of the views panel: a native select, named for assistive technology. */
export function ViewsPeriodSelect({
  value,
  onChange,
  className,
}: {
  value: number;
  onChange: (days: MenuViewsPeriod) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('views.period')}
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const days = menuViewsPeriodOf(event.target.value);
          if (days) onChange(days);
        }}
        className="focus-visible:border-brand-600 focus-visible:ring-brand-600/30 h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus-visible:ring-2 focus-visible:outline-none"
      >
        {MENU_VIEWS_PERIODS.map((days) => (
          <option key={days} value={days}>
            {t(`views.periods.${days}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
