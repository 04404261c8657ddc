import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isInterfaceLanguage,
  LANGUAGES,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@carta/shared';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { ApiError } from './api-client';
import { readItem, writeItem } from './safe-storage';
import { storageKeys } from './storage-keys';

// Both bundles ship with the app: no network request for translations.
export const resources = { en: { translation: en }, es: { translation: es } } as const;

/** One of the interface's languages (the shared rule, as the public pages use it). */
export const isLanguage = isInterfaceLanguage;

/** docs/product.md §4: the stored choice, else the browser language (es if it starts with 'es'). */
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
 * A message to show: the `code` and `params` of an API error (an ApiError is one) or of a schema
 * message, with the English `message` for a code these bundles do not know.
 */
export interface CodedMessage {
  code: string;
  params?: MessageParams;
  message?: string;
}

/**
 * `messages.<code>` in the current language, filled with `params`; an entity name ('Product')
 * takes its translated form, which in Spanish carries the article. An unknown code shows its
 * English message.
 */
export function translateCode({ code, params, message }: CodedMessage): string {
  const key = `messages.${code}`;
  if (!i18n.exists(key)) return message ?? code;
  const values: Record<string, string | number> = { ...params };
  if (typeof values.entity === 'string') {
    values.entity = i18n.t(`messageEntities.${values.entity}` as never);
  }
  return String(i18n.t(key as never, values));
}

/**
 * docs/product.md §8: the translated message of a failed call when the server said what went wrong (or the
 * server could not be reached), else the screen's `fallback`.
 */
export function errorText(error: unknown, fallback: MessageKey): string {
  const said = error instanceof ApiError && (error.status === 0 || error.fromServer);
  return translateCode(said ? error : { code: fallback });
}

export { i18n };
