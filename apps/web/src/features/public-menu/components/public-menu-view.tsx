import { useRef, useState, type MouseEvent } from 'react';
import {
  DEFAULT_THEME,
  dietFilterQuery,
  type DietFilter,
  type Language,
  type PublicMenu,
  type PublicMenuAvailable,
  type PublicMenuProduct,
} from '@carta/shared/core';
import type { PublicMenuTexts, ShareTexts } from '../types';
import { CategoryNav, type CategoryNavProps } from './category-nav';
import { ClosedNotice } from './closed-notice';
import { DietFilterForm } from './diet-filter';
import { DietIconSprite } from './diet-icons';
import { DietLegend } from './diet-legend';
import { dietOptions, filterCategories } from './diet-options';
import { eagerImages } from './eager-images';
import { LanguageSwitch } from './language-switch';
import { linkLanguage, textLang, type PageLanguages } from '../lib/text-lang';
import { MenuCategory, type OpenPhoto } from './menu-category';
import { MenuHeader } from './menu-header';
import { partQuery, type MenuPartsInfo } from './menu-parts';
import { PartNav } from './part-nav';
import { PageFooter } from './page-footer';
import { PhotoDialog } from './photo-dialog';
import { rootProps } from './root-props';

export interface PublicMenuViewProps {
  menu: PublicMenu;
  texts: PublicMenuTexts;
  shareTexts: ShareTexts;
  /** The page's language: prices are formatted for it, in the business's currency. */
  language: Language;
  /** The guest's allergen and dietary filter (from the query string); none by default. */
  filter?: DietFilter;
  /** APP_URL/m/:menuId: what the Share control shares. */
  shareUrl: string;
  /** Carta's home (APP_URL) for the powered-by link, and the support address of the contact link. */
  homeUrl: string;
  supportEmail: string;
  /** Inside the theme editor: a contained, non-interactive rendering of sample data. */
  preview?: boolean;
  /**
   * A big menu served in parts: `menu` holds this part's dishes only (docs/public-menu.md,
   * "A big menu in parts").
   */
  parts?: MenuPartsInfo;
  /** The `?lang=` of the page's address, kept by its links to other parts. */
  addressLang?: string;
}

const NO_FILTER: DietFilter = { labels: [], without: [] };

/**
 * The guest's view of a menu (docs/public-menu.md). The same components
 * render on the server (Preact), hydrate in the browser (Preact) and preview a theme in the
 * dashboard (React): plain hooks only, nothing read from the browser while rendering.
 */
export function PublicMenuView(props: PublicMenuViewProps) {
  const { menu, texts, preview } = props;
  if (!menu.enabled) {
    return (
      <div {...rootProps(DEFAULT_THEME, preview)}>
        <main className="pm-center">
          <div className="pm-card pm-notice">
            <h1 className="pm-notice-title">{texts.unavailableTitle}</h1>
            <p className="pm-notice-text">{texts.unavailableDescription}</p>
          </div>
        </main>
      </div>
    );
  }
  return <AvailableMenu {...props} menu={menu} />;
}

/** In the preview, links lead nowhere (the category links still scroll the preview's box). */
function keepLinksInert(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

function AvailableMenu({
  menu,
  texts,
  shareTexts,
  shareUrl,
  homeUrl,
  supportEmail,
  preview,
  language,
  filter: initialFilter = NO_FILTER,
  parts,
  addressLang,
}: PublicMenuViewProps & { menu: PublicMenuAvailable }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const [photo, setPhoto] = useState<PublicMenuProduct | null>(null);
  const [filter, setFilter] = useState(initialFilter);
  const options = dietOptions(menu.categories);
  const categories = filterCategories(menu.categories, filter);
  const eager = eagerImages(categories);
  const money = { currency: menu.business.currency, language };
  const hasFilter = options.labels.length + options.allergens.length > 0;
  // Inside the dashboard the preview is part of a dialog: no second set of page landmarks.
  const Main = preview ? 'div' : 'main';
  // Outside its hours the page says when it is served again (the owner's preview ignores hours).
  const closed = !preview && !menu.availability.open;
  // French dishes on a page whose own texts are English: each text says which it is in.
  const langs: PageLanguages | undefined = preview
    ? undefined
    : {
        content: menu.language,
        page: language,
        primary: menu.business.languages[0] ?? menu.language,
      };

  // Links to another part keep the guest's language and filter.
  const partHref = (part: number) => partQuery(part, { lang: addressLang, filter }) || '?';
  const here = parts?.current ?? 1;
  const shown = new Set(categories.map((category) => category.id));
  // The index names every category of the menu; one in another part links to that part.
  const navItems: CategoryNavProps['categories'] = parts
    ? parts.index.flatMap((entry): CategoryNavProps['categories'] => {
        if (entry.part !== here && !parts.continued.includes(entry.id)) {
          return [{ ...entry, href: partHref(entry.part) }];
        }
        return shown.has(entry.id) ? [entry] : [];
      })
    : categories;

  const openPhoto: OpenPhoto = (product, trigger) => {
    triggerRef.current = trigger;
    setPhoto(product);
  };
  const photoClosed = () => {
    setPhoto(null);
    triggerRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      {...rootProps(menu.theme, preview)}
      onClickCapture={preview ? keepLinksInert : undefined}
    >
      <DietIconSprite names={[...options.labels, ...options.allergens]} />
      <MenuHeader
        business={menu.business}
        subtitle={menu.name}
        texts={texts}
        shareTexts={shareTexts}
        shareTarget={{ url: shareUrl, menuName: menu.name, businessName: menu.business.name }}
        landmark={!preview}
        contentLang={textLang(langs, menu.untranslated)}
        languages={
          preview ? null : (
            <LanguageSwitch
              languages={menu.business.languages}
              current={menu.language}
              label={texts.languagesLabel}
              query={parts ? partQuery(here, { filter }) : dietFilterQuery(filter)}
            />
          )
        }
      />
      {closed ? (
        <main className="pm-main pm-container">
          <ClosedNotice
            availability={menu.availability}
            business={menu.business}
            texts={texts}
            language={language}
            linkLang={linkLanguage(menu.business.languages, {
              content: menu.language,
              page: language,
            })}
            langs={langs}
          />
        </main>
      ) : null}
      {closed ? null : navItems.length > 1 ? (
        <CategoryNav
          categories={navItems}
          label={texts.categoriesLabel}
          rootRef={rootRef}
          preview={preview}
          langs={langs}
        />
      ) : null}
      {closed ? null : (
        <Main className="pm-main pm-container">
          {hasFilter && !preview ? (
            <DietFilterForm
              options={options}
              filter={filter}
              onChange={setFilter}
              texts={texts}
              language={language}
              part={here}
            />
          ) : null}
          {categories.length === 0 && menu.categories.length > 0 ? (
            <div className="pm-card pm-notice" role="status">
              <p className="pm-notice-text">{texts.filterNoMatch}</p>
            </div>
          ) : categories.length === 0 ? (
            <div className="pm-card pm-notice">
              <h2 className="pm-notice-title">{texts.emptyTitle}</h2>
              <p className="pm-notice-text">{texts.emptyDescription}</p>
            </div>
          ) : (
            categories.map((category) => (
              <MenuCategory
                key={category.id}
                category={category}
                eager={eager}
                texts={texts}
                money={money}
                flagUndeclared={filter.without.length > 0}
                continued={parts?.continued.includes(category.id)}
                onOpenPhoto={preview ? undefined : openPhoto}
                langs={langs}
              />
            ))
          )}
          {parts ? <PartNav parts={parts} texts={texts} href={partHref} /> : null}
          <DietLegend labels={options.labels} allergens={options.present} texts={texts} />
          {/* Not in the preview: the editor's own dialog would take its Escape key too. */}
          {preview ? null : (
            <PhotoDialog photo={photo} closeLabel={texts.closePhoto} onClosed={photoClosed} />
          )}
        </Main>
      )}
      <PageFooter texts={texts} homeUrl={homeUrl} supportEmail={supportEmail} landmark={!preview} />
    </div>
  );
}
