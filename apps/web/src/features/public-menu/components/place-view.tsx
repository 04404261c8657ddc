import {
  menuPath,
  type Language,
  type PublicPlace,
  type PublicPlaceMenu,
} from '@carta/shared/core';
import { fill } from '../lib/fill';
import { formatHours } from '../lib/format-hours';
import { formatOpening } from '../lib/format-opening';
import { linkLanguage, textLang, type PageLanguages } from '../lib/text-lang';
import type { PublicMenuTexts, ShareTexts } from '../types';
import { LanguageSwitch } from './language-switch';
import { MenuHeader } from './menu-header';
import { PageFooter } from './page-footer';
import { rootProps } from './root-props';

export interface PlaceViewProps {
  place: PublicPlace;
  texts: PublicMenuTexts;
  /** The Share control's texts, with the place's wording ("the menus of …"). */
  shareTexts: ShareTexts;
  language: Language;
  /** APP_URL/b/<slug or id>: what Share and the QR code carry. */
  shareUrl: string;
  homeUrl: string;
  supportEmail: string;
}

/**
 * A business's own page (docs/product.md, "One QR for the place"): the one code a place prints
 * for every table. Its header as on a menu, then its enabled menus, those served now first, each
 * with its hours and a link to it in the guest's language.
 */
export function PlaceView({
  place,
  texts,
  shareTexts,
  language,
  shareUrl,
  homeUrl,
  supportEmail,
}: PlaceViewProps) {
  const { business } = place;
  const langs: PageLanguages = {
    content: place.language,
    page: language,
    primary: business.languages[0] ?? place.language,
  };
  return (
    <div {...rootProps(place.theme, false)}>
      <MenuHeader
        business={business}
        texts={texts}
        shareTexts={shareTexts}
        shareTarget={{ url: shareUrl, menuName: business.name, businessName: business.name }}
        landmark
        languages={
          <LanguageSwitch
            languages={business.languages}
            current={place.language}
            label={texts.languagesLabel}
          />
        }
      />
      <main className="pm-main pm-container">
        {place.menus.length ? (
          <nav aria-label={fill(texts.placeMenusLabel, { business: business.name })}>
            <ul className="pm-place-menus">
              {place.menus.map((menu) => (
                <PlaceMenu
                  key={menu.id}
                  menu={menu}
                  place={place}
                  texts={texts}
                  language={language}
                  langs={langs}
                />
              ))}
            </ul>
          </nav>
        ) : (
          <div className="pm-card pm-notice">
            <h2 className="pm-notice-title">{texts.placeNoMenus}</h2>
            <p className="pm-notice-text">{texts.placeNoMenusDescription}</p>
          </div>
        )}
      </main>
      <PageFooter texts={texts} homeUrl={homeUrl} supportEmail={supportEmail} landmark />
    </div>
  );
}

function PlaceMenu({
  menu,
  place,
  texts,
  language,
  langs,
}: {
  menu: PublicPlaceMenu;
  place: PublicPlace;
  texts: PublicMenuTexts;
  language: Language;
  langs: PageLanguages;
}) {
  const hours = formatHours(menu.hours, language);
  const status = menu.open
    ? texts.placeServedNow
    : menu.next_open
      ? fill(texts.closedNext, { when: formatOpening(menu.next_open, place.time_zone, language) })
      : texts.closedTitle;
  return (
    <li
      className={
        menu.open ? 'pm-card pm-place-menu' : 'pm-card pm-place-menu pm-place-menu--closed'
      }
    >
      <h2 className="pm-place-menu-name">
        <a
          href={`${menuPath(menu, place.business)}?lang=${linkLanguage(place.business.languages, langs)}`}
          lang={textLang(langs, menu.untranslated)}
        >
          {menu.name}
        </a>
      </h2>
      <p className={menu.open ? 'pm-place-status pm-place-status--open' : 'pm-place-status'}>
        {status}
      </p>
      <p className="pm-place-hours">{hours.length ? hours.join(' · ') : texts.placeAlwaysServed}</p>
    </li>
  );
}
