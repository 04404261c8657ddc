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
}: {
  languages: readonly ContentLanguage[];
  current: ContentLanguage;
  label: string;
}) {
  if (languages.length < 2) return null;
  return (
    <nav className="pm-languages" aria-label={label}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={`?lang=${language}`}
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
