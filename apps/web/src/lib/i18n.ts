import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, messageKey, type Language } from '@carta/shared';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { readItem, writeItem } from './safe-storage';
import { storageKeys } from './storage-keys';

// Both bundles ship with the app: no network request for translations.
export const resources = { en: { translation: en }, es: { translation: es } } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** SPEC §4: the stored choice, else the browser language (es if it starts with 'es'). */
export function detectLanguage(): Language {
  const stored = readItem(localStorage, storageKeys.language);
  if (isLanguage(stored)) return stored;
  const browser = navigator.languages?.[0] ?? navigator.language ?? '';
  return browser.toLowerCase().startsWith('es') ? 'es' : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  writeItem(localStorage, storageKeys.language, language);
  await i18n.changeLanguage(language);
}

const syncDocumentLanguage = (language: string) => {
  document.documentElement.lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
};
i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // A key missing from both bundles is a bug: say so where the browser tests can see it.
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => {
    console.error(`Missing translation key: ${key} (${languages.join(', ')})`);
  },
});
syncDocumentLanguage(i18n.language);

/**
 * Translates a known English message from the server or the shared schemas
 * (e.g. 'Email is required'); unknown text is shown as it came.
 */
export function translateMessage(message: string): string {
  const known = messageKey(message);
  if (!known) return message;
  const key = `messages.${known.key}`;
  if (!i18n.exists(key)) return message;
  const params = { ...known.params };
  // Entity names ('Product') take their translated form, which in Spanish carries the article.
  if (params.entity) params.entity = i18n.t(`messageEntities.${params.entity}` as never);
  return String(i18n.t(key as never, params));
}

export { i18n };
