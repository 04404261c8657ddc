import {
  menuPath,
  type Addressable,
  type Language,
  type PublicMenuAvailability,
} from '@carta/shared/core';
import { fill } from '../lib/fill';
import { formatOpening } from '../lib/format-opening';
import { textLang, type PageLanguages } from '../lib/text-lang';
import type { PublicMenuTexts } from '../types';

/**
 * A menu outside its hours (docs/product.md, "Hours"): when it is served again, in the place's
 * local time, and the place's menus served now instead.
 */
export function ClosedNotice({
  availability,
  business,
  texts,
  language,
  linkLang,
  langs,
}: {
  availability: PublicMenuAvailability;
  /** The menu's business: the menus open now are its, and their addresses start with its. */
  business: Addressable;
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
                  href={`${menuPath(menu, business)}?lang=${linkLang}`}
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
