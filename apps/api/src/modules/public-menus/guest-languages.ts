import { guestLanguages } from '@carta/shared';

/** Distinct `?lang=` and Accept-Language pairs remembered; cleared when full. */
const GUEST_LANGUAGES_MAX = 1_000;
const known = new Map<string, readonly string[]>();

/**
 * `guestLanguages` for a page request, parsed once per distinct `?lang=` and Accept-Language:
 * browsers send few distinct headers, and parsing one on every guest request was ~1 % of a hot
 * menu's CPU (docs/performance.md, "A hot menu"). The answer is shared: callers must not change it.
 */
export function guestLanguagesOf(
  lang: string | undefined,
  acceptLanguage: string | undefined,
): readonly string[] {
  // The length keeps `?lang=` and the header apart whatever characters either holds.
  const key = `${lang === undefined ? '' : `${lang.length}:${lang}`}|${acceptLanguage ?? ''}`;
  let languages = known.get(key);
  if (languages === undefined) {
    languages = Object.freeze(guestLanguages(lang, acceptLanguage));
    if (known.size >= GUEST_LANGUAGES_MAX) known.clear();
    known.set(key, languages);
  }
  return languages;
}
