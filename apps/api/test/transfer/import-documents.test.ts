import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_VERSION,
  CatalogueDocumentSchema,
  LIMITS,
  TRANSFER_LIMITS,
  type MessageKey,
} from '@carta/shared';
import { ownerSessionForSuite } from '../helpers/sessions';
import { createTransferService } from '../../src/modules/transfer/transfer.service';
import { LARGEST_DOCUMENT, catalogueDocument } from './large-document';

/**
 * Issue 26 items 2 and 5 (docs/security.md, "Imports"): a JSON catalogue document the database
 * would refuse, or one larger than TRANSFER_LIMITS allows, answers 400 with the path inside the
 * document before anything is written, never a 500 and never a long transaction.
 */

const { t, owner, call } = ownerSessionForSuite();

const importDocument = (document: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/businesses/import',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(document),
  });

/** How many businesses, products, categories and menus the owner has: "nothing written" is no change. */
async function stored() {
  const { rows } = await t.app.db.execute<Record<string, number>>(sql`
    select
      (select count(*)::int from businesses where owner_id = ${owner.id}) as businesses,
      (select count(*)::int from products p join businesses b on b.id = p.business_id
        where b.owner_id = ${owner.id}) as products,
      (select count(*)::int from categories c join businesses b on b.id = c.business_id
        where b.owner_id = ${owner.id}) as categories,
      (select count(*)::int from menus m join businesses b on b.id = m.business_id
        where b.owner_id = ${owner.id}) as menus`);
  return rows[0];
}

/** A small valid document: three products, two categories, one menu. */
const small = () => ({
  format: CATALOGUE_FORMAT,
  version: CATALOGUE_VERSION,
  business: { name: 'Casa Copy' },
  products: [
    { ref: 'p1', name: 'Tea', price: '1.50' },
    { ref: 'p2', name: 'Coffee', price: '1.80' },
    { ref: 'p3', name: 'Cake', price: '3' },
  ],
  categories: [
    { ref: 'c1', name: 'Drinks', products: ['p1', 'p2'] },
    { ref: 'c2', name: 'Sweets', products: ['p3'] },
  ],
  menus: [{ name: 'All day', categories: ['c1', 'c2'] }],
});

/** The 400's field errors as path → code. */
const fieldCodes = (body: { fields?: Record<string, { code: string }> }) =>
  Object.fromEntries(Object.entries(body.fields ?? {}).map(([path, { code }]) => [path, code]));

describe('a document the database would refuse', () => {
  // The probe's two 500s: the link tables' primary keys refused the second row.
  it('answers 400 at the path of a product three times in a category', async () => {
    const before = await stored();
    const document = small();
    document.categories[0]!.products = ['p1', 'p2', 'p1', 'p1'];
    const response = await importDocument(document);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldCodes(response.json())).toEqual({
      'categories.0.products.2': 'duplicateProducts',
      'categories.0.products.3': 'duplicateProducts',
    });
    expect(await stored()).toEqual(before);
  });

  it('answers 400 at the path of a category twice in a menu', async () => {
    const before = await stored();
    const document = small();
    document.menus[0]!.categories = ['c1', 'c2', 'c1'];
    const response = await importDocument(document);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldCodes(response.json())).toEqual({ 'menus.0.categories.2': 'duplicateCategories' });
    expect(await stored()).toEqual(before);
  });

  it('answers 400 at the path of a ref two products share, with its own message', async () => {
    const document = small();
    document.products.push({ ref: 'p2', name: 'Juice', price: '2' });
    const response = await importDocument(document);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldCodes(response.json())).toEqual({ 'products.3.ref': 'importReferenceDuplicate' });
  });

  it('answers 400 when a list of references is not a list, or a reference is not a key', async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [
        { ...small(), categories: [{ ref: 'c1', name: 'Drinks', products: 'p1' }] },
        'categories.0.products',
      ],
      [{ ...small(), menus: [{ name: 'All day', categories: { 0: 'c1' } }] }, 'menus.0.categories'],
      [
        { ...small(), categories: [{ ref: 'c1', name: 'Drinks', products: [7] }] },
        'categories.0.products.0',
      ],
      [
        {
          ...small(),
          categories: [
            { name: 'Drinks', products: ['p1'] },
            { name: 'Hot', products: [] },
          ],
        },
        'categories.0.ref',
      ],
      [{ ...small(), products: 'none' }, 'products'],
    ];
    for (const [document, path] of cases) {
      const response = await importDocument(document);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), path).toContain(path);
    }
    expect(await stored()).toEqual(before);
  });

  it('never answers 5xx to generated documents, and writes nothing when it refuses one', async () => {
    // Mutations of a valid document that the forms' schemas might let through but the database
    // refuses: references repeated, dropped, swapped between kinds, lists emptied or replaced.
    // Mostly valid keys, so that a document is often wrong in one way only.
    const refs = ['p1', 'p2', 'p3', 'c1', 'c2', 'x', '', 'p1 ', 'P1'];
    const products = fc.constantFrom('p1', 'p2', 'p3');
    const mutation = fc.record({
      productRefs: fc.oneof(
        { weight: 4, arbitrary: fc.constant(['p1', 'p2', 'p3']) },
        {
          weight: 1,
          arbitrary: fc.array(fc.constantFrom(...refs), { minLength: 3, maxLength: 3 }),
        },
      ),
      categoryRefs: fc.oneof(
        { weight: 4, arbitrary: fc.constant(['c1', 'c2']) },
        {
          weight: 1,
          arbitrary: fc.array(fc.constantFrom(...refs), { minLength: 2, maxLength: 2 }),
        },
      ),
      // Lists without repeats as often as lists with them (or with a key the document lacks).
      categoryProducts: fc.array(
        fc.oneof(fc.uniqueArray(products, { maxLength: 3 }), fc.array(products, { maxLength: 5 })),
        { minLength: 2, maxLength: 2 },
      ),
      menuCategories: fc.array(
        fc.oneof(
          fc.uniqueArray(fc.constantFrom('c1', 'c2'), { maxLength: 2 }),
          fc.array(fc.constantFrom('c1', 'c2', 'x'), { maxLength: 4 }),
        ),
        { minLength: 1, maxLength: 3 },
      ),
      extraProduct: fc.option(fc.constantFrom(...refs), { nil: undefined }),
    });
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        const document = small();
        document.products.forEach((product, index) => (product.ref = m.productRefs[index]!));
        document.categories.forEach((category, index) => {
          category.ref = m.categoryRefs[index]!;
          category.products = m.categoryProducts[index]!;
        });
        document.menus = m.menuCategories.map((categories, index) => ({
          name: `Menu ${index + 1}`,
          categories,
        }));
        if (m.extraProduct !== undefined) {
          document.products.push({ ref: m.extraProduct, name: 'Extra', price: '1' });
        }
        const before = await stored();
        const response = await importDocument(document);
        expect(response.statusCode, JSON.stringify(document)).toBeLessThan(500);
        if (response.statusCode === 400) {
          refused += 1;
          expect(Object.keys(response.json().fields ?? {}).length).toBeGreaterThan(0);
          expect(await stored()).toEqual(before);
        } else expect(response.statusCode).toBe(201);
      }),
      { seed: 20_261_126, numRuns: 30 },
    );
    // The generator is neither trivially valid nor trivially refused.
    expect(refused).toBeGreaterThan(5);
    expect(refused).toBeLessThan(30);
  }, 60_000);
});

describe('what one document may hold', () => {
  const largest = () =>
    catalogueDocument({
      products: 10,
      categories: 2,
      productsPerCategory: 5,
      menus: 1,
      categoriesPerMenu: 2,
    });

  /** A small document grown past one limit; the 400's path and code. */
  const overLimit: [string, () => unknown, string, MessageKey][] = [
    [
      'products',
      () => ({
        ...largest(),
        products: catalogueDocument({
          products: TRANSFER_LIMITS.productsMax + 1,
          categories: 0,
          productsPerCategory: 0,
          menus: 0,
          categoriesPerMenu: 0,
        }).products,
        categories: [],
        menus: [],
      }),
      'products',
      'importTooManyProducts',
    ],
    [
      'categories',
      () =>
        catalogueDocument({
          products: 1,
          categories: TRANSFER_LIMITS.categoriesMax + 1,
          productsPerCategory: 1,
          menus: 0,
          categoriesPerMenu: 0,
        }),
      'categories',
      'importTooManyCategories',
    ],
    [
      'menus',
      () =>
        catalogueDocument({
          products: 1,
          categories: 1,
          productsPerCategory: 1,
          menus: TRANSFER_LIMITS.menusMax + 1,
          categoriesPerMenu: 1,
        }),
      'menus',
      'importTooManyMenus',
    ],
    [
      'places of products in categories, in all',
      () =>
        catalogueDocument({
          products: LIMITS.categoryProductsMax,
          categories: Math.floor(TRANSFER_LIMITS.categoryLinksMax / LIMITS.categoryProductsMax) + 1,
          productsPerCategory: LIMITS.categoryProductsMax,
          menus: 0,
          categoriesPerMenu: 0,
        }),
      'categories',
      'importTooManyCategoryLinks',
    ],
    [
      'places of categories in menus, in all',
      () =>
        catalogueDocument({
          products: 1,
          categories: LIMITS.menuCategoriesMax,
          productsPerCategory: 1,
          menus: Math.floor(TRANSFER_LIMITS.menuLinksMax / LIMITS.menuCategoriesMax) + 1,
          categoriesPerMenu: LIMITS.menuCategoriesMax,
        }),
      'menus',
      'importTooManyMenuLinks',
    ],
  ];

  it.each(overLimit)(
    'too many %s: 400 at its path, nothing written',
    async (_, make, path, code) => {
      const before = await stored();
      const response = await importDocument(make());
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      expect(fieldCodes(response.json())).toEqual({ [path]: code });
      expect(await stored()).toEqual(before);
    },
  );

  it('accepts the largest allowed document: every product, category, menu and place', async () => {
    const document = catalogueDocument(LARGEST_DOCUMENT);
    const response = await importDocument(document);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const id = response.json().id as string;
    const total = async (url: string) => (await call('GET', url)).json().pagination.total;
    expect([
      await total(`/api/products?business_id=${id}&items_per_page=1`),
      await total(`/api/categories?business_id=${id}&items_per_page=1`),
      await total(`/api/menus?business_id=${id}&items_per_page=1`),
    ]).toEqual([
      TRANSFER_LIMITS.productsMax,
      TRANSFER_LIMITS.categoriesMax,
      TRANSFER_LIMITS.menusMax,
    ]);
    const categories = (
      await call('GET', `/api/categories?business_id=${id}&items_per_page=1000`)
    ).json().items as { product_count: number }[];
    expect(categories.reduce((sum, category) => sum + category.product_count, 0)).toBe(
      TRANSFER_LIMITS.categoryLinksMax,
    );
    const menus = (await call('GET', `/api/menus?business_id=${id}&items_per_page=1000`)).json()
      .items as { category_count: number }[];
    expect(menus.reduce((sum, menu) => sum + menu.category_count, 0)).toBe(
      TRANSFER_LIMITS.menuLinksMax,
    );
  });

  it('stops a write past its budget with a 503, writing nothing', async () => {
    const before = await stored();
    const service = createTransferService(t.app.db, { writeBudgetMs: -1 });
    const author = { accountId: owner.id, actorId: null };
    await expect(
      service.importDocument(author, CatalogueDocumentSchema.parse(largest())),
    ).rejects.toMatchObject({ statusCode: 503, code: 'importTimeout' });
    expect(await stored()).toEqual(before);
  });
});
