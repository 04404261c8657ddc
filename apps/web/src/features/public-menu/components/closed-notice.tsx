import type { Language, PublicMenuAvailability } from '@carta/shared/core';
import { fill } from '../lib/fill';
import { textLang, type PageLanguages } from '../lib/text-lang';
import type { PublicMenuTexts } from '../types';

/** 'Saturday 10:00 AM' / 'sábado, 10:00' in the business's zone, whatever the guest's. */
function formatOpening(iso: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/**
 * A menu outside its hours (docs/product.md, "Hours"): when it is served again, in the place's
 * local time, and the place's menus served now instead.
 */
export function ClosedNotice({
  availability,
  texts,
  language,
  linkLang,
  langs,
}: {
  availability: PublicMenuAvailability;
  texts: PublicMenuTexts;
  language: Language;
  /** The `?lang=` of the links to the menus open now (see linkLanguage). */
  linkLang: string;
  langs?: PageLanguages;
}) {
  const { next_open: nextOpen, time_zone: timeZone, open_now: openNow } = availability;
  return (
    <div className="pm-card pm-notice">
      <h2 className="pm-notice-title">{texts.closedTitle}</h2>
      {nextOpen ? (
        <p className="pm-notice-text">
          {fill(texts.closedNext, { when: formatOpening(nextOpen, timeZone, language) })}
        </p>
      ) : null}
      {openNow.length ? (
        <nav aria-label={texts.closedOpenNow} className="pm-open-now">
          <p className="pm-notice-text">{texts.closedOpenNow}</p>
          <ul>
            {openNow.map((menu) => (
              <li key={menu.id}>
                <a
                  href={`/m/${encodeURIComponent(menu.id)}?lang=${linkLang}`}
                  lang={textLang(langs, menu.untranslated)}
                >
                  {menu.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
