import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  DIETARY_LABELS,
  dietFilterQuery,
  dietFit,
  isDietFilterEmpty,
  parseDietFilter,
} from './dietary';

describe('the lists (docs/product.md, "Allergens and dietary labels")', () => {
  it('has the 14 allergens of EU Regulation 1169/2011 and six dietary labels', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGENS).size).toBe(14);
    expect(DIETARY_LABELS).toEqual([
      'vegetarian',
      'vegan',
      'gluten_free',
      'spicy',
      'halal',
      'kosher',
    ]);
  });
});

describe('dietFit', () => {
  const vegan = { allergens: ['soybeans'], dietary: ['vegetarian', 'vegan'] };
  const pizza = { allergens: ['gluten', 'milk'], dietary: ['vegetarian'] };
  const undeclared = { allergens: null, dietary: [] };
  const none = { allergens: [], dietary: [] };

  it('fits everything when nothing is asked', () => {
    const filter = { labels: [], without: [] };
    expect([vegan, pizza, undeclared].map((p) => dietFit(p, filter))).toEqual([
      'fits',
      'fits',
      'fits',
    ]);
  });

  it('excludes a product missing a wanted label', () => {
    const filter = parseDietFilter({ diet: 'vegan' });
    expect(dietFit(vegan, filter)).toBe('fits');
    expect(dietFit(pizza, filter)).toBe('excluded');
    expect(dietFit(undeclared, filter)).toBe('excluded');
  });

  it('excludes a product with an avoided allergen; one that declares none fits', () => {
    const filter = parseDietFilter({ without: 'gluten,nuts' });
    expect(dietFit(pizza, filter)).toBe('excluded');
    expect(dietFit(vegan, filter)).toBe('fits');
    expect(dietFit(none, filter)).toBe('fits');
  });

  it('never hides a product whose allergens are not declared: it is unknown', () => {
    expect(dietFit(undeclared, parseDietFilter({ without: 'nuts' }))).toBe('unknown');
  });
});

describe('parseDietFilter and dietFilterQuery (the filter works without JavaScript)', () => {
  it('reads comma lists and repeated parameters, drops unknown names, keeps list order', () => {
    expect(parseDietFilter({ diet: ['vegan', 'keto'], without: 'nuts,gluten,nuts' })).toEqual({
      labels: ['vegan'],
      without: ['gluten', 'nuts'],
    });
    expect(parseDietFilter({ diet: 42, without: { x: 1 } })).toEqual({ labels: [], without: [] });
  });

  it('writes one stable query string for equal filters', () => {
    const filter = parseDietFilter({ without: 'nuts,gluten', diet: 'spicy,vegan' });
    expect(dietFilterQuery(filter)).toBe('?diet=vegan,spicy&without=gluten,nuts');
    expect(
      parseDietFilter(Object.fromEntries(new URLSearchParams(dietFilterQuery(filter)))),
    ).toEqual(filter);
    expect(dietFilterQuery({ labels: [], without: [] })).toBe('');
    expect(isDietFilterEmpty(parseDietFilter({}))).toBe(true);
  });
});
