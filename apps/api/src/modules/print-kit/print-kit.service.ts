import type { FastifyBaseLogger } from 'fastify';
import {
  choosePageLanguages,
  DEFAULT_THEME,
  menuLanguagesOf,
  menuPath,
  PRINT_KIT,
  PRINT_TEXTS,
  placePath,
  printKitFileName,
  qrAddress,
  translatedField,
  type PageLanguages,
  type PrintMenuQuery,
  type TableCardsQuery,
  type Theme,
} from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';
import { findOwnedBusinessOr404 } from '../businesses/businesses.service';
import type { BusinessRow } from '../menus/menus.repository';
import { createMenusRepository } from '../menus/menus.repository';
import { createPublicMenusRepository } from '../public-menus/public-menus.repository';
import { availabilityAt, toPublicMenu } from '../public-menus/to-public-menu';
import { loadLogo } from './logo';
import { printColors } from './pdf/print-colors';
import type { PrintJob } from './pdf/print-jobs';
import type { TableCard } from './pdf/table-cards';

/** A made PDF and the name it downloads as. */
export interface PdfFile {
  pdf: Buffer;
  fileName: string;
}

export interface PrintKitDeps {
  db: Database;
  storage: Storage;
  /** The public base URL the QR codes lead to (APP_URL). */
  appUrl: string;
  log: FastifyBaseLogger;
  /** Draws a PDF (in a worker thread: ./printer.ts). */
  print: (job: PrintJob) => Promise<Buffer>;
}

/**
 * The content language (one of the business's menu languages) and the language of the kit's own
 * words: as a guest asking `?lang=` gets them (docs/product.md, "Menu languages"), the owner's
 * interface language standing in when the content language is not one Carta's texts exist in.
 */
function languagesOf(business: BusinessRow, query: { lang?: string; ui?: string }): PageLanguages {
  const asked = [query.lang, query.ui].filter((value): value is string => Boolean(value));
  return choosePageLanguages(
    asked,
    menuLanguagesOf(business.primaryLanguage, business.otherLanguages),
  );
}

/** The address as printed: without the scheme and the QR marker (`carta.example/m/casa-pepe`). */
const printedAddress = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * Table cards and the printable menu (docs/product.md, "Print kit"), made as PDFs on request from
 * the owner's current data; nothing is stored. Another owner's ids are not found.
 */
export function createPrintKitService({ db, storage, appUrl, log, print }: PrintKitDeps) {
  const menus = createMenusRepository(db);
  const publicMenus = createPublicMenusRepository(db);

  async function tableCards(
    card: Omit<TableCard, 'qr' | 'logo' | 'colors' | 'address'> & {
      url: string;
      theme: Theme;
      logo: string | null;
    },
    query: TableCardsQuery,
    language: string,
    fileName: string,
  ): Promise<PdfFile> {
    const pdf = await print({
      kind: 'tableCards',
      paper: query.paper,
      fontFamily: card.theme.fontFamily,
      title: card.subtitle ? `${card.title} · ${card.subtitle}` : card.title,
      language,
      card: {
        title: card.title,
        subtitle: card.subtitle,
        callToAction: card.callToAction,
        address: printedAddress(card.url),
        qrText: qrAddress(card.url),
        logo: await loadLogo(storage, card.logo, log),
        colors: printColors(card.theme),
      },
      layout: { perPage: query.per_page, pages: query.pages },
    });
    return { pdf, fileName };
  }

  return {
    /** Cards with the menu's own QR code. */
    async menuTableCards(accountId: string, menuId: string, query: TableCardsQuery) {
      const row = await menus.findOwned(accountId, menuId);
      if (!row) throw httpError(404, 'notFound');
      const { menu, business } = row;
      const { content, chrome } = languagesOf(business, query);
      const menuName = translatedField(menu.name, menu.translations, content, 'name');
      return tableCards(
        {
          title: business.name,
          subtitle: menuName,
          callToAction: PRINT_TEXTS[chrome].scanMenu,
          url: `${appUrl}${menuPath(menu, business)}`,
          theme: menu.theme,
          logo: business.logo,
        },
        query,
        content,
        printKitFileName('table-cards', `${business.name} ${menuName}`),
      );
    },

    /**
     * Cards with the place's QR code (its page lists all its menus: one code per place). They
     * wear the look of the menu its page lists first, its oldest enabled one; the default theme
     * when it has none.
     */
    async placeTableCards(accountId: string, businessId: string, query: TableCardsQuery) {
      const business = await findOwnedBusinessOr404(db, accountId, businessId);
      const { content, chrome } = languagesOf(business, query);
      const [first] = await publicMenus.placeMenus(business.id);
      return tableCards(
        {
          title: business.name,
          subtitle: null,
          callToAction: PRINT_TEXTS[chrome].scanPlace,
          url: `${appUrl}${placePath(business)}`,
          theme: first?.theme ?? DEFAULT_THEME,
          logo: business.logo,
        },
        query,
        content,
        printKitFileName('table-cards', business.name),
      );
    },

    /**
     * The whole menu as guests see it now (enabled categories and products, sold-out ones as the
     * business shows them), in the chosen language, on as many pages as it takes.
     */
    async menuPrint(accountId: string, menuId: string, query: PrintMenuQuery): Promise<PdfFile> {
      const owned = await menus.findOwned(accountId, menuId);
      if (!owned) throw httpError(404, 'notFound');
      const row = await publicMenus.findMenu(menuId);
      if (!row) throw httpError(404, 'notFound');
      const { content, chrome } = languagesOf(row.business, query);
      // One more than may print is enough to know the menu is too long, at a bounded cost.
      const products = await publicMenus.visibleProducts(menuId, {
        includeSoldOut: row.business.showSoldOut,
        limit: PRINT_KIT.menuProductsMax + 1,
      });
      if (products.length > PRINT_KIT.menuProductsMax) {
        throw httpError(413, 'menuTooLargeToPrint');
      }
      const { availability } = availabilityAt(row, [], new Date());
      // A disabled menu prints too: the owner may prepare it before switching it on.
      const menu = toPublicMenu({ ...row, enabled: true }, products, availability, content);
      if (!menu.enabled) throw new Error('an enabled menu was expected');
      const pdf = await print({
        kind: 'menu',
        paper: query.paper,
        fontFamily: row.theme.fontFamily,
        title: `${row.business.name} · ${menu.name}`,
        language: content,
        printable: {
          menu,
          texts: PRINT_TEXTS[chrome],
          language: chrome,
          logo: await loadLogo(storage, row.business.logo, log),
          colors: printColors(row.theme),
        },
      });
      return { pdf, fileName: printKitFileName('menu', menu.name) };
    },
  };
}
