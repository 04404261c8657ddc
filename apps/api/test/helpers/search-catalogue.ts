/**
 * The 10,000-product catalogue of issue 5's search requirement, shared by the search-index test
 * and bench/search.ts: varied names like real menus, a dish word and a distinctive code
 * ('Sushi 5yc1t'), so both common and selective terms can be searched.
 */
export const SEARCH_CATALOGUE_SIZE = 10_000;

const DISHES = [
  'Pizza',
  'Pasta',
  'Salad',
  'Soup',
  'Burger',
  'Taco',
  'Curry',
  'Sushi',
  'Steak',
  'Wrap',
];

export const searchCatalogueName = (i: number) =>
  `${DISHES[i % DISHES.length]} ${(i * 7919 + 1_000_003).toString(36)}`;
