import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyCodes } from '@carta/shared';
import { Select } from '@/components/ui/select';

/** Where most Carta owners are: offered first, the rest follow in code order. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'MXN', 'ARS', 'COP', 'CLP', 'PEN', 'GBP'];

/**
 * A native select of every ISO 4217 currency the browser can format, named in the screen's
 * language ("EUR · Euro"). Native, because on a phone it opens the system picker.
 */
export function CurrencySelect({ className, ...props }: ComponentProps<'select'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => {
    const names = new Intl.DisplayNames(language, { type: 'currency' });
    const option = (code: string) => ({ code, label: `${code} · ${names.of(code) ?? code}` });
    const all = currencyCodes();
    return {
      common: COMMON_CURRENCIES.filter((code) => all.includes(code)).map(option),
      others: all.filter((code) => !COMMON_CURRENCIES.includes(code)).map(option),
    };
  }, [language]);

  return (
    <Select className={className} {...props}>
      <optgroup label={t('businesses.form.currencyCommon')}>
        {options.common.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('businesses.form.currencyAll')}>
        {options.others.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
