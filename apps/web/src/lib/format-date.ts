import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an ISO timestamp as a medium date in the interface language ('Mar 4, 2026', '4 mar 2026'). */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    [language],
  );
}
