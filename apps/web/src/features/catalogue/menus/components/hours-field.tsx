import { useMemo } from 'react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import {
  DEFAULT_TIME_ZONE,
  LIMITS,
  WEEKDAYS,
  type MenuInputValues,
  type Weekday,
} from '@carta/shared';
import { useCurrentBusiness } from '@/features/businesses';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';

type DayNames = ReturnType<typeof useDayNames>;

/** The days of one range as toggles named in full ("Saturday"), shown short ("Sat"). */
function DayChoices({
  legend,
  names,
  chosen,
  onChange,
}: {
  legend: string;
  names: DayNames;
  chosen: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {names.map(({ day, short, long }) => {
          const on = chosen.includes(day);
          return (
            <label
              key={day}
              className={cn(
                'flex h-9 min-w-11 cursor-pointer items-center justify-center rounded-full border px-3 text-sm capitalize focus-within:ring-2 focus-within:ring-brand-600/40',
                on
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={(event) =>
                  onChange(
                    WEEKDAYS.filter((item) =>
                      item === day ? event.target.checked : chosen.includes(item),
                    ),
                  )
                }
                aria-label={long}
              />
              <span aria-hidden="true">{short}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Monday 5 January 2026 is a Monday: its week names the days in the screen's language. */
function useDayNames(language: string) {
  return useMemo(() => {
    const format = (style: 'short' | 'long') =>
      new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' });
    return WEEKDAYS.map((day, index) => {
      const date = Date.UTC(2026, 0, 5 + index);
      return { day, short: format('short').format(date), long: format('long').format(date) };
    });
  }, [language]);
}

interface HoursFieldProps {
  control: Control<MenuInputValues>;
  register: UseFormRegister<MenuInputValues>;
  setValue: UseFormSetValue<MenuInputValues>;
  errors: FieldErrors<MenuInputValues>;
}

/**
 * A menu's opening hours (docs/product.md, "Hours"): always available, or time ranges on chosen
 * days. A range that ends before it starts runs past midnight.
 */
export function HoursField({ control, register, setValue, errors }: HoursFieldProps) {
  const { t, i18n } = useTranslation();
  // The times are in the business's zone (the menu's business is the one being worked in).
  const timeZone = useCurrentBusiness().business?.time_zone ?? DEFAULT_TIME_ZONE;
  const dayNames = useDayNames(i18n.resolvedLanguage ?? i18n.language);
  const { fields, append, remove } = useFieldArray({ control, name: 'hours' });
  const limited = fields.length > 0;
  const full = fields.length >= LIMITS.openingRangesMax;
  const change = { shouldDirty: true, shouldValidate: true };

  return (
    <div className="flex flex-col gap-3">
      <Switch
        layout="boxed"
        checked={limited}
        onCheckedChange={(on) =>
          on
            ? append({ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '12:00' })
            : setValue('hours', [], change)
        }
        label={t('menus.hours.limited')}
        description={t('menus.hours.limitedHint', { zone: timeZone })}
      />
      {limited && (
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('menus.hours.title')}</legend>
          <ol className="flex flex-col gap-3">
            {fields.map((field, index) => {
              const number = index + 1;
              const rowErrors = errors.hours?.[index];
              const message =
                rowErrors?.days?.message ?? rowErrors?.from?.message ?? rowErrors?.to?.message;
              return (
                <li
                  key={field.id}
                  className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
                >
                  <Controller
                    control={control}
                    name={`hours.${index}.days`}
                    render={({ field: days }) => (
                      <DayChoices
                        legend={t('menus.hours.range', { number })}
                        names={dayNames}
                        chosen={(days.value ?? []) as Weekday[]}
                        onChange={days.onChange}
                      />
                    )}
                  />
                  <div className="flex flex-wrap items-end gap-2">
                    <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
                      {t('menus.hours.from')}
                      <Input
                        type="time"
                        {...register(`hours.${index}.from`)}
                        aria-invalid={rowErrors?.from ? true : undefined}
                        className="w-32"
                      />
                    </label>
                    <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
                      {t('menus.hours.to')}
                      <Input
                        type="time"
                        {...register(`hours.${index}.to`)}
                        aria-invalid={rowErrors?.to ? true : undefined}
                        className="w-32"
                      />
                    </label>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      onClick={() => remove(index)}
                      aria-label={t('menus.hours.remove', { number })}
                      className="ml-auto"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  {message && (
                    <p role="alert" className="text-sm text-red-600">
                      {message}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={full}
              onClick={() =>
                append({ days: [], from: '18:00', to: '23:00' }, { shouldFocus: false })
              }
            >
              <Plus aria-hidden="true" />
              {t('menus.hours.add')}
            </Button>
            <span className="text-xs text-slate-500">
              {full
                ? t('menus.hours.full', { max: LIMITS.openingRangesMax })
                : t('menus.hours.midnight')}
            </span>
          </div>
        </fieldset>
      )}
    </div>
  );
}
