import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  messages,
  type Business,
  type Category,
  type Menu,
  type Product,
} from '@carta/shared';
import { testAppForSuite } from '../helpers/app';
import { callAs, createOwner, type Owner } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  refs,
} from '../helpers/fixtures';
import { catalogueRows, PagedCategories, PagedMenus, PagedProducts } from '../helpers/reads';
import { codedFields } from '../helpers/error-body';

/**
 * docs/architecture.md §8: every products, categories and menus endpoint tried with another owner's ids
 * answers 404 and changes nothing; lists never show another owner's items.
 */
const t = testAppForSuite();
let alice: Owner;
let mallory: Owner;
let aliceBusiness: Business;
let malloryBusiness: Business;
let product: Product;
let category: Category;
let menu: Menu;
let asMallory: ReturnType<typeof callAs>;

beforeAll(async () => {
  alice = await createOwner(t);
  mallory = await createOwner(t);
  asMallory = callAs(t, mallory);
  aliceBusiness = await createBusiness(t, alice, { name: 'Alice Bistro' });
  malloryBusiness = await createBusiness(t, mallory, { name: 'Mallory Diner' });
  product = await createProduct(t, alice, aliceBusiness.id, { name: 'Secret Sauce' });
  category = await createCategory(t, alice, aliceBusiness.id, { products: refs([product]) });
  menu = await createMenu(t, alice, aliceBusiness.id, { categories: refs([category]) });
});

const expectNotFound = (response: {
  statusCode: number;
  body: string;
  json: () => { message: string };
}) => {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json().message).toBe(messages.notFound);
};

describe('tenant isolation of products, categories and menus (docs/architecture.md §1.6, §8)', () => {
  it("answers 404 to every verb on another owner's items and changes nothing", async () => {
    const before = await catalogueRows(t);
    const bodies = {
      products: { name: 'Hijacked', price: '1.00', business: { id: malloryBusiness.id } },
      categories: { name: 'Hijacked', products: [], business: { id: malloryBusiness.id } },
      menus: {
        name: 'Hijacked',
        categories: [],
        theme: DEFAULT_THEME,
        business: { id: malloryBusiness.id },
      },
    };
    const targets = [
      ['products', product.id],
      ['categories', category.id],
      ['menus', menu.id],
    ] as const;
    for (const [kind, id] of targets) {
      const url = `/api/${kind}/${id}`;
      expectNotFound(await asMallory('GET', url));
      expectNotFound(await asMallory('POST', url, bodies[kind]));
      expectNotFound(await asMallory('PATCH', url, { name: 'Hijacked' }));
      expectNotFound(await asMallory('PATCH', url, { enabled: false }));
      expectNotFound(await asMallory('DELETE', url));
    }
    expect(await catalogueRows(t)).toEqual(before);
    expect((await callAs(t, alice)('GET', `/api/menus/${menu.id}`)).json().categories).toEqual([
      { id: category.id, name: category.name, enabled: true, product_count: 1 },
    ]);
  });

  it("answers 404 to lists and creates in another owner's business", async () => {
    const before = await catalogueRows(t);
    const business = { id: aliceBusiness.id };
    for (const kind of ['products', 'categories', 'menus']) {
      expectNotFound(await asMallory('GET', `/api/${kind}?business_id=${aliceBusiness.id}`));
    }
    expectNotFound(
      await asMallory('POST', '/api/products', { name: 'Planted', price: '1', business }),
    );
    expectNotFound(await asMallory('POST', '/api/categories', { name: 'Planted', business }));
    expectNotFound(await asMallory('POST', '/api/menus', { name: 'Planted', business }));
    expect(await catalogueRows(t)).toEqual(before);
  });

  it("refuses to link another owner's products and categories into one's own (400)", async () => {
    const own = { id: malloryBusiness.id };
    const ownCategory = await createCategory(t, mallory, malloryBusiness.id);
    const ownMenu = await createMenu(t, mallory, malloryBusiness.id);
    const before = await catalogueRows(t);
    const attempts = [
      asMallory('POST', '/api/categories', {
        name: 'Stolen',
        business: own,
        products: refs([product]),
      }),
      asMallory('PATCH', `/api/categories/${ownCategory.id}`, { products: refs([product]) }),
      asMallory('POST', '/api/menus', {
        name: 'Stolen',
        business: own,
        categories: refs([category]),
      }),
      asMallory('PATCH', `/api/menus/${ownMenu.id}`, { categories: refs([category]) }),
    ];
    const fields: Record<string, string>[] = [
      { products: messages.productNotInBusiness },
      { products: messages.productNotInBusiness },
      { categories: messages.categoryNotInBusiness },
      { categories: messages.categoryNotInBusiness },
    ];
    for (const [i, response] of (await Promise.all(attempts)).entries()) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual(codedFields(fields[i]!));
    }
    expect(await catalogueRows(t)).toEqual(before);
  });

  it("keeps another owner's items out of lists without business_id", async () => {
    const own = await createProduct(t, mallory, malloryBusiness.id, { name: 'Secret Menu Item' });
    const products = PagedProducts.parse(
      (await asMallory('GET', '/api/products?name=secret')).json(),
    );
    expect(products.items.map((p) => p.id)).toEqual([own.id]);
    expect(products.pagination.total).toBe(1);
    const categories = PagedCategories.parse((await asMallory('GET', '/api/categories')).json());
    expect(categories.items.every((c) => c.business.id === malloryBusiness.id)).toBe(true);
    const menus = PagedMenus.parse((await asMallory('GET', '/api/menus')).json());
    expect(menus.items.every((m) => m.business.id === malloryBusiness.id)).toBe(true);

    const aliceProducts = PagedProducts.parse(
      (await callAs(t, alice)('GET', '/api/products')).json(),
    );
    expect(aliceProducts.items.map((p) => p.id)).toEqual([product.id]);
  });

  it('answers 401 without a token on every endpoint', async () => {
    const urls = ['products', 'categories', 'menus'].flatMap((kind) => [
      ['GET', `/api/${kind}`],
      ['POST', `/api/${kind}`],
      ['GET', `/api/${kind}/${product.id}`],
      ['POST', `/api/${kind}/${product.id}`],
      ['PATCH', `/api/${kind}/${product.id}`],
      ['DELETE', `/api/${kind}/${product.id}`],
    ]) as ['GET' | 'POST' | 'PATCH' | 'DELETE', string][];
    for (const [method, url] of urls) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
