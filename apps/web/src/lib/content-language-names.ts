import { CONTENT_LANGUAGE_NAMES, type ContentLanguage } from '@carta/shared';

/**
 * A menu language named in the interface's language, as a sentence says it ('fr' → 'French',
 * 'francés'); its own name (CONTENT_LANGUAGE_NAMES) where the browser has no language names.
 */
export function contentLanguageName(language: ContentLanguage, interfaceLanguage: string): string {
  return namesIn(interfaceLanguage)?.of(language) ?? CONTENT_LANGUAGE_NAMES[language];
}

/** A menu language as a label on its own, capitalised as a label starts ('en' → 'Inglés'). */
export function contentLanguageLabel(language: ContentLanguage, interfaceLanguage: string): string {
  const name = contentLanguageName(language, interfaceLanguage);
  return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
}

/** One Intl.DisplayNames per interface language (making one is slow); null where unsupported. */
const displayNames = new Map<string, Intl.DisplayNames | null>();
function namesIn(interfaceLanguage: string): Intl.DisplayNames | null {
  if (!displayNames.has(interfaceLanguage)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([interfaceLanguage], { type: 'language' });
    } catch {
      // An unknown tag or no Intl.DisplayNames: the languages' own names.
    }
    displayNames.set(interfaceLanguage, names);
  }
  return displayNames.get(interfaceLanguage) ?? null;
}

/**
 * A menu language as a choice in a list: its own name, as guests see it in the language switch,
 * and the interface's name for it when that differs ('Français (French)', 'English').
 */
export function contentLanguageOption(
  language: ContentLanguage,
  interfaceLanguage: string,
): string {
  const native = CONTENT_LANGUAGE_NAMES[language];
  const local = contentLanguageName(language, interfaceLanguage);
  return local.toLocaleLowerCase(interfaceLanguage) === native.toLocaleLowerCase(interfaceLanguage)
    ? native
    : `${native} (${local})`;
}
