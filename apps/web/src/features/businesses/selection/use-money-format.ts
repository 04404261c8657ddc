import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type MoneyFormat } from '@carta/shared';
import { useCurrentBusiness } from './use-current-business';

/** Prices of the catalogue screens: the current business's currency, the screen's language. */
export function useMoneyFormat(): MoneyFormat {
  const { business } = useCurrentBusiness();
  const { i18n } = useTranslation();
  return {
    currency: business?.currency ?? DEFAULT_CURRENCY,
    language: i18n.resolvedLanguage ?? i18n.language,
  };
}
