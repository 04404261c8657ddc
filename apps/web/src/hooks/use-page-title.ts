import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '@/locales/en.json';

export type PageKey = keyof typeof en.pages;

/** Sets the document title to "<page title> · Carta" in the current language. */
export function usePageTitle(page: PageKey): string {
  const { t } = useTranslation();
  const title = t(`pages.${page}`);
  useEffect(() => {
    document.title = t('app.titleTemplate', { title });
  }, [t, title]);
  return title;
}
