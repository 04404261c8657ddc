import {
  DIET_FILTER_PARAMS,
  MENU_PART_PARAM,
  type DietFilter,
  type PublicMenuCategory,
} from '@carta/shared/core';

/**
 * Where the page is in a menu served in parts (docs/public-menu.md, "A big menu in parts"):
 * absent when the whole menu is one page.
 */
export interface MenuPartsInfo {
  /** This page's part, from 1. */
  current: number;
  count: number;
  /** Every category of the menu, in order, with the part its first dishes are in. */
  index: ReadonlyArray<Pick<PublicMenuCategory, 'id' | 'name' | 'untranslated'> & { part: number }>;
  /** Categories of this part that began in an earlier one. */
  continued: readonly string[];
  /** The first and last category names of each part, for the links' names. */
  spans: ReadonlyArray<{ first: string; last: string }>;
}

/**
 * The query string of this page with another part (and the guest's language and filter kept):
 * `?lang=es&diet=vegan&part=2`; part 1 has no `part`.
 */
export function partQuery(part: number, options: { lang?: string; filter: DietFilter }): string {
  const params: string[] = [];
  if (options.lang) params.push(`lang=${options.lang}`);
  const { labels, without } = options.filter;
  if (labels.length) params.push(`${DIET_FILTER_PARAMS.labels}=${labels.join(',')}`);
  if (without.length) params.push(`${DIET_FILTER_PARAMS.without}=${without.join(',')}`);
  if (part > 1) params.push(`${MENU_PART_PARAM}=${part}`);
  return params.length ? `?${params.join('&')}` : '';
}
