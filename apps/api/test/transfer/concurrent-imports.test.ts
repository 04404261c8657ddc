import { describe, expect, it } from 'vitest';
import { ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness } from '../helpers/fixtures';

/**
 * Issue 26 item 12 (docs/security.md, "Imports"): the probe sent one products CSV four times at
 * once into one business on PostgreSQL and got 160 products instead of 40 and 8 categories
 * instead of 2: each import read the catalogue before the others had written, and each created
 * every row. Imports into one business now take turns (an advisory lock held by the write
 * transaction), so the later ones find the products by name and change nothing. Runs on PGlite
 * (`api`) and on PostgreSQL (`api-postgres`), where the race was.
 */

const { t, owner, call } = ownerSessionForSuite();

const PRODUCTS = 40;
const csv = [
  'name,price,categories',
  ...Array.from(
    { length: PRODUCTS },
    (_, i) => `Dish ${i + 1},${(5 + (i % 7)).toFixed(2)},${i % 2 ? 'Mains' : 'Starters|Mains'}`,
  ),
].join('\n');

const confirm = (businessId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/imports/products`,
    headers: owner.headers,
    payload: { csv },
  });

/** Product names, category names and each category's products, in order. */
async function catalogue(businessId: string) {
  const products = (
    await call('GET', `/api/products?business_id=${businessId}&items_per_page=1000`)
  ).json().items as { name: string }[];
  const categories = (
    await call('GET', `/api/categories?business_id=${businessId}&items_per_page=1000`)
  ).json().items as { id: string; name: string }[];
  const members = await Promise.all(
    categories.map(async ({ id }) =>
      ((await call('GET', `/api/categories/${id}`)).json().products as { name: string }[]).map(
        (product) => product.name,
      ),
    ),
  );
  return {
    products: products.map((product) => product.name).sort(),
    categories: categories.map((category, index) => [category.name, members[index]!.length]),
  };
}

describe('four imports of one CSV at once', () => {
  it('give exactly what one import gives', async () => {
    const once = await createBusiness(t, owner, { name: 'Casa Once' });
    expect((await confirm(once.id)).statusCode).toBe(200);
    const expected = await catalogue(once.id);
    expect(expected.products).toHaveLength(PRODUCTS);

    const raced = await createBusiness(t, owner, { name: 'Casa Raced' });
    const answers = await Promise.all([1, 2, 3, 4].map(() => confirm(raced.id)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // One created every row; the others found them all by name, unchanged.
    const results = answers.map((answer) => answer.json()).sort((a, b) => b.created - a.created);
    expect(results).toEqual([
      { created: PRODUCTS, updated: 0, unchanged: 0, categories_created: 2 },
      ...[1, 2, 3].map(() => ({
        created: 0,
        updated: 0,
        unchanged: PRODUCTS,
        categories_created: 0,
      })),
    ]);
    expect(await catalogue(raced.id)).toEqual(expected);
  });
});
