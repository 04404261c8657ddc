import { CONTENT_LANGUAGE_NAMES, type ContentLanguage } from '@carta/shared/core';

/**
 * Links to the menu in each of the business's languages, each named in its own language
 * (docs/product.md, "Menu languages"). Plain links: they work without JavaScript, and each
 * language is its own cached page.
 */
export function LanguageSwitch({
  languages,
  current,
  label,
  query = '',
}: {
  languages: readonly ContentLanguage[];
  current: ContentLanguage;
  label: string;
  /** What else the address keeps ('?diet=vegan'): switching language keeps the guest's filter. */
  query?: string;
}) {
  const kept = query.replace(/^\?/, '&');
  if (languages.length < 2) return null;
  return (
    <nav className="pm-languages" aria-label={label}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={`?lang=${language}${kept}`}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
            >
              {CONTENT_LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
