import { describe, expect, it } from 'vitest';
import { PUBLIC_MENU_PART_DISHES } from './constants';
import { categoryParts, partCategories, partNumber, splitMenu } from './menu-parts';

const dishes = (part: { start: number; end: number }[]) =>
  part.reduce((sum, slice) => sum + slice.end - slice.start, 0);

describe('splitMenu (docs/public-menu.md, "A big menu in parts")', () => {
  it('keeps a menu within the budget as one part', () => {
    expect(splitMenu([50, 100, 50], 200)).toEqual([
      [
        { category: 0, start: 0, end: 50 },
        { category: 1, start: 0, end: 100 },
        { category: 2, start: 0, end: 50 },
      ],
    ]);
    expect(splitMenu([])).toEqual([[]]);
  });

  it('breaks at category boundaries: a category that does not fit starts the next part', () => {
    expect(splitMenu([120, 100, 60], 200)).toEqual([
      [{ category: 0, start: 0, end: 120 }],
      [
        { category: 1, start: 0, end: 100 },
        { category: 2, start: 0, end: 60 },
      ],
    ]);
  });

  it('splits a category larger than the budget into parts of the budget', () => {
    expect(splitMenu([30, 450, 20], 200)).toEqual([
      [{ category: 0, start: 0, end: 30 }],
      [{ category: 1, start: 0, end: 200 }],
      [{ category: 1, start: 200, end: 400 }],
      [
        { category: 1, start: 400, end: 450 },
        { category: 2, start: 0, end: 20 },
      ],
    ]);
  });

  it('never puts more than the budget in a part, and every dish in exactly one', () => {
    const sizes = Array.from({ length: 100 }, (_, index) => (index * 37) % 501);
    const parts = splitMenu(sizes);
    for (const part of parts) expect(dishes(part)).toBeLessThanOrEqual(PUBLIC_MENU_PART_DISHES);
    expect(parts.reduce((sum, part) => sum + dishes(part), 0)).toBe(
      sizes.reduce((sum, size) => sum + size, 0),
    );
    // The largest menu the limits allow: 100 × 500 dishes, 3 parts per category.
    expect(splitMenu(new Array<number>(100).fill(500))).toHaveLength(300);
  });

  it('finds the part of each category and slices its dishes', () => {
    const parts = splitMenu([120, 450, 20], 200);
    expect(categoryParts(parts, 3)).toEqual([1, 2, 4]);
    const categories = [120, 450, 20].map((size, index) => ({
      id: `c${index}`,
      products: Array.from({ length: size }, (_, dish) => dish),
    }));
    const third = partCategories(categories, parts[2]!);
    expect(third.map((category) => [category.id, category.products[0]])).toEqual([['c1', 200]]);
  });

  it('reads ?part= as a guest may send it, within the parts there are', () => {
    expect(partNumber('2', 3)).toBe(2);
    expect(partNumber(['3', '1'], 3)).toBe(3);
    expect(partNumber('7', 3)).toBe(3);
    for (const value of [undefined, '', '0', '-2', 'two', '1.5', '99999999', 2]) {
      expect(partNumber(value, 3)).toBe(1);
    }
  });
});
