import type { Language } from './constants';
import type { Allergen, DietaryLabel } from './dietary';
import { slugify } from './public-addresses';

/**
 * The print kit (docs/product.md, "Print kit"): table cards with the menu's or the place's QR
 * code, and the whole menu as a printable PDF. Both are made by the API; these are their options,
 * sizes and texts, the one source for the API, the web dialog and the tests.
 */

/** Paper the PDFs are laid out on. */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Page sizes in PDF points (1/72 inch): A4 is 210 × 297 mm, US Letter 8.5 × 11 in. */
export const PAPER_POINTS: Readonly<Record<PaperSize, { width: number; height: number }>> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** How many identical table cards a page holds (one, two stacked, 2 × 2, 2 × 3). */
export const CARDS_PER_PAGE = [1, 2, 4, 6] as const;
export type CardsPerPage = (typeof CARDS_PER_PAGE)[number];

export const PRINT_KIT = {
  defaultPaper: 'a4' as PaperSize,
  defaultCardsPerPage: 4 as CardsPerPage,
  /** The owner picks how many pages of cards to print; each page is full of the same card. */
  defaultPages: 1,
  pagesMax: 20,
  /**
   * The QR code (its modules, without the quiet zone) is never printed smaller than this. A phone
   * reads a code from about ten times its width: 3 cm is read from 30 cm, a guest seated at a
   * table holding the phone above the card.
   */
  qrMinMm: 30,
  /** White margin around the code, in modules: what the QR standard asks for. */
  qrQuietZoneModules: 4,
  /** The page margin a home or office printer can print inside. */
  pageMarginMm: 10,
  /**
   * The printed menu holds at most this many dishes (about 100 pages): a real menu has about a
   * hundred, and drawing a PDF costs CPU in proportion (docs/security.md, "Printing").
   */
  menuProductsMax: 2_000,
} as const;

export const pointsFromMm = (mm: number): number => (mm * 72) / 25.4;
export const mmFromPoints = (points: number): number => (points * 25.4) / 72;

/** The print kit's own words (its content — names, products — comes from the business). */
export interface PrintTexts {
  /** Under a menu's QR code. */
  scanMenu: string;
  /** Under a place's QR code (it leads to all the place's menus). */
  scanPlace: string;
  /** Above the address printed under the code, for a phone that does not scan. */
  orVisit: string;
  soldOut: string;
  sizes: string;
  /** A footer: '{page}' and '{pages}' are replaced. */
  pageOf: string;
  legendTitle: string;
  legendNote: string;
  /** Before a product's allergen numbers. */
  contains: string;
  allergensNotDeclared: string;
  noAllergens: string;
  emptyMenu: string;
  allergens: Readonly<Record<Allergen, string>>;
  dietary: Readonly<Record<DietaryLabel, string>>;
}

export const PRINT_TEXTS: Readonly<Record<Language, PrintTexts>> = {
  en: {
    scanMenu: 'Scan to see our menu',
    scanPlace: 'Scan to see our menus',
    orVisit: 'or visit',
    soldOut: 'Sold out',
    sizes: 'Sizes',
    pageOf: 'Page {page} of {pages}',
    legendTitle: 'Allergens and dietary labels',
    legendNote: 'Dishes without allergen information may contain any allergen. Ask the staff.',
    contains: 'Contains',
    allergensNotDeclared: 'Allergens not declared: ask the staff',
    noAllergens: 'No declared allergens',
    emptyMenu: 'This menu has no dishes yet.',
    allergens: {
      gluten: 'Gluten',
      crustaceans: 'Crustaceans',
      eggs: 'Eggs',
      fish: 'Fish',
      peanuts: 'Peanuts',
      soybeans: 'Soy',
      milk: 'Milk',
      nuts: 'Tree nuts',
      celery: 'Celery',
      mustard: 'Mustard',
      sesame: 'Sesame',
      sulphites: 'Sulphites',
      lupin: 'Lupin',
      molluscs: 'Molluscs',
    },
    dietary: {
      vegetarian: 'Vegetarian',
      vegan: 'Vegan',
      gluten_free: 'Gluten-free',
      spicy: 'Spicy',
      halal: 'Halal',
      kosher: 'Kosher',
    },
  },
  es: {
    scanMenu: 'Escanea para ver nuestra carta',
    scanPlace: 'Escanea para ver nuestras cartas',
    orVisit: 'o visita',
    soldOut: 'Agotado',
    sizes: 'Tamaños',
    pageOf: 'Página {page} de {pages}',
    legendTitle: 'Alérgenos y etiquetas dietéticas',
    legendNote:
      'Los platos sin información de alérgenos pueden contener cualquiera. Pregunta al personal.',
    contains: 'Contiene',
    allergensNotDeclared: 'Alérgenos no declarados: pregunta al personal',
    noAllergens: 'Sin alérgenos declarados',
    emptyMenu: 'Esta carta aún no tiene platos.',
    allergens: {
      gluten: 'Gluten',
      crustaceans: 'Crustáceos',
      eggs: 'Huevos',
      fish: 'Pescado',
      peanuts: 'Cacahuetes',
      soybeans: 'Soja',
      milk: 'Leche',
      nuts: 'Frutos de cáscara',
      celery: 'Apio',
      mustard: 'Mostaza',
      sesame: 'Sésamo',
      sulphites: 'Sulfitos',
      lupin: 'Altramuces',
      molluscs: 'Moluscos',
    },
    dietary: {
      vegetarian: 'Vegetariano',
      vegan: 'Vegano',
      gluten_free: 'Sin gluten',
      spicy: 'Picante',
      halal: 'Halal',
      kosher: 'Kosher',
    },
  },
};

/** What a print kit PDF is of: the download name says it. */
export type PrintKitKind = 'table-cards' | 'menu';

/**
 * The download name of a print kit PDF, plain ASCII (safe in a Content-Disposition header and on
 * any disk): 'table-cards-casa-pepe.pdf', 'menu-dinner.pdf'; the kind alone when the name has no
 * usable letters.
 */
export function printKitFileName(kind: PrintKitKind, name: string): string {
  const words = slugify(name);
  return `${kind}${words ? `-${words}` : ''}.pdf`;
}
