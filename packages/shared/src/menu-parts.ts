import { PUBLIC_MENU_PART_DISHES } from './constants';

/**
 * A big menu's page in parts (docs/public-menu.md, "A big menu in parts"): the server renders at
 * most PUBLIC_MENU_PART_DISHES dishes in one page, so the memory and time of a guest's request
 * are bounded whatever the menu's size. Parts break at category boundaries; a category larger
 * than the budget is split across parts.
 */

/** The query parameter of a part (`/m/:id?part=2`); the first part has none. */
export const MENU_PART_PARAM = 'part';

/** The dishes `start` to `end` (exclusive) of the category at `category` in the menu. */
export interface MenuPartSlice {
  category: number;
  start: number;
  end: number;
}

/** One part of a menu: the slices of its categories, in menu order. */
export type MenuPart = MenuPartSlice[];

/**
 * Splits categories of `sizes[i]` dishes into parts of at most `budget` dishes: whole categories
 * while they fit, a category that does not fit starts a new part, and one larger than the budget
 * fills parts of its own (its last piece may share a part with the categories after it). Always
 * at least one part (an empty menu is one empty part).
 */
export function splitMenu(
  sizes: readonly number[],
  budget: number = PUBLIC_MENU_PART_DISHES,
): MenuPart[] {
  const parts: MenuPart[] = [];
  let current: MenuPart = [];
  let used = 0;
  const close = () => {
    if (current.length) parts.push(current);
    current = [];
    used = 0;
  };
  sizes.forEach((size, category) => {
    if (used > 0 && used + size > budget) close();
    let start = 0;
    while (size - start > budget - used) {
      const end = start + (budget - used);
      current.push({ category, start, end });
      close();
      start = end;
    }
    if (size - start > 0 || size === 0) {
      current.push({ category, start, end: size });
      used += size - start;
    }
  });
  close();
  return parts.length ? parts : [[]];
}

/** The categories of one part, each with the dishes of its slice. */
export function partCategories<C extends { products: readonly unknown[] }>(
  categories: readonly C[],
  part: MenuPart,
): C[] {
  return part.map(({ category, start, end }) => ({
    ...categories[category]!,
    products: categories[category]!.products.slice(start, end),
  }));
}

/** `?part=` as a guest may send it: a number from 1, else the first part; past the last, the last. */
export function partNumber(value: unknown, count: number): number {
  const text = Array.isArray(value) ? value[0] : value;
  const number = typeof text === 'string' && /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return Math.min(Math.max(1, number), Math.max(1, count));
}

/** The part (1-based) holding the first dish of each category. */
export function categoryParts(parts: readonly MenuPart[], categories: number): number[] {
  const first = new Array<number>(categories).fill(1);
  const seen = new Set<number>();
  parts.forEach((part, index) => {
    for (const slice of part) {
      if (seen.has(slice.category)) continue;
      seen.add(slice.category);
      first[slice.category] = index + 1;
    }
  });
  return first;
}
