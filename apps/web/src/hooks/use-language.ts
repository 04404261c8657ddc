import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@carta/shared';
import { changeLanguage, isLanguage } from '../lib/i18n';

export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage)
    ? i18n.resolvedLanguage
    : DEFAULT_LANGUAGE;
  return { language, languages: LANGUAGES, changeLanguage };
}
