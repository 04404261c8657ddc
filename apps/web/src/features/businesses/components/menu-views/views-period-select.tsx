import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_VIEWS_PERIODS, menuViewsPeriodOf, type MenuViewsPeriod } from '@carta/shared';
import { Select } from '@/components/ui/select';
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
      <Select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const days = menuViewsPeriodOf(event.target.value);
          if (days) onChange(days);
        }}
        // Compact in the card's header, and as wide as its longest option.
        className="h-9 w-auto px-2 py-1"
      >
        {MENU_VIEWS_PERIODS.map((days) => (
          <option key={days} value={days}>
            {t(`views.periods.${days}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
