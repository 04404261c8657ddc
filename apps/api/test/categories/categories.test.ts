import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CategorySchema, messages, type Business, type Product } from '@carta/shared';
import { createOwner, ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProducts,
  idsOf,
  refs,
  uploadImage,
} from '../helpers/fixtures';
import { activityOf, catalogueRows, getOk, PagedCategories, statsOf } from '../helpers/reads';
import { codedFields } from '../helpers/error-body';

const { t, owner, call } = ownerSessionForSuite();

const read = (id: string) => getOk(call, `/api/categories/${id}`, CategorySchema);

/** A business with four products A..D (D newest). */
async function catalogue(): Promise<{ business: Business; products: Product[] }> {
  const business = await createBusiness(t, owner);
  const products = await createProducts(t, owner, business.id, [
    'Apple',
    'Banana',
    'Cherry',
    'Date',
  ]);
  return { business, products };
}

describe('POST /api/categories (docs/product.md §7)', () => {
  it('creates a category with its products in the order sent (201)', async () => {
    const { business, products } = await catalogue();
    const [a, b, c] = products as [Product, Product, Product];
    const response = await call('POST', '/api/categories', {
      business: { id: business.id },
      name: ' Fruit ',
      products: refs([c, a, b]),
      enabled: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    const category = response.json();
    expect(category).toEqual({
      id: expect.any(String),
      name: 'Fruit',
      enabled: false,
      translations: {},
      business: { id: business.id },
      products: [c, a, b].map((p) => ({
        id: p.id,
        name: p.name,
        price: p.price,
        image_url: null,
        image_thumb_url: null,
        enabled: true,
        sold_out: false,
        variants: [],
      })),
      product_count: 3,
      created_at: expect.any(String),
      updated_at: null,
    });
    expect(await read(category.id)).toEqual(category);
  });

  it('defaults products to none and enabled to true', async () => {
    const { business } = await catalogue();
    const category = await createCategory(t, owner, business.id);
    expect(category).toMatchObject({ products: [], product_count: 0, enabled: true });
  });

  it("returns each product's image URL and enabled flag", async () => {
    const business = await createBusiness(t, owner);
    const image = await uploadImage(t, owner);
    const [withImage] = await createProducts(t, owner, business.id, ['Pictured']);
    await call('PATCH', `/api/products/${withImage!.id}`, { image, enabled: false });
    const category = await createCategory(t, owner, business.id, { products: refs([withImage!]) });
    expect(category.products[0]).toMatchObject({
      image_url: `/api/files/${image}-large.webp`,
      image_thumb_url: `/api/files/${image}-thumb.webp`,
      enabled: false,
    });
  });

  it('refuses a duplicate product (400, shared message) and stores nothing', async () => {
    const { business, products } = await catalogue();
    const before = await catalogueRows(t);
    const response = await call('POST', '/api/categories', {
      business: { id: business.id },
      name: 'Twice',
      products: refs([products[0]!, products[1]!, products[0]!]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(codedFields({ products: messages.duplicateProducts }));
    expect(await catalogueRows(t)).toEqual(before);
  });

  it("refuses a product of another business or another owner's, or an unknown one", async () => {
    const { business, products } = await catalogue();
    const sibling = await createBusiness(t, owner);
    const [siblingProduct] = await createProducts(t, owner, sibling.id, ['Elsewhere']);
    const stranger = await createOwner(t);
    const strangerBusiness = await createBusiness(t, stranger);
    const [strangerProduct] = await createProducts(t, stranger, strangerBusiness.id, ['Theirs']);

    const before = await catalogueRows(t);
    for (const intruder of [siblingProduct!.id, strangerProduct!.id, randomUUID()]) {
      const response = await call('POST', '/api/categories', {
        business: { id: business.id },
        name: 'Mixed',
        products: [{ id: products[0]!.id }, { id: intruder }],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        message: messages.formInvalid,
        fields: codedFields({ products: messages.productNotInBusiness }),
      });
    }
    expect(await catalogueRows(t)).toEqual(before);
  });

  it.each([
    [{ name: 'ab' }, 'name', messages.nameTooShort('Category')],
    [{ name: 'c'.repeat(51) }, 'name', messages.nameTooLong('Category')],
    [{ products: [{ id: 'nope' }] }, 'products.0.id', messages.invalidId],
  ])('answers 400 with the shared message for %j', async (change, field, message) => {
    const { business } = await catalogue();
    const response = await call('POST', '/api/categories', {
      business: { id: business.id },
      name: 'Valid name',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject(codedFields({ [field]: message }));
  });
});

describe('POST and PATCH /api/categories/:id (docs/product.md §7)', () => {
  it('reorders and changes membership, keeping the exact order each time', async () => {
    const { business, products } = await catalogue();
    const [a, b, c, d] = products as [Product, Product, Product, Product];
    const category = await createCategory(t, owner, business.id, { products: refs([a, b, c]) });

    const orders = [
      [c, b, a], // reorder
      [c, d, a], // remove b, add d in the middle
      [a], // shrink
      [d, c, b, a], // grow again
      [], // empty
    ];
    for (const order of orders) {
      const response = await call('POST', `/api/categories/${category.id}`, {
        business: { id: business.id },
        name: 'Fruit',
        products: refs(order),
        enabled: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOf(response.json().products)).toEqual(idsOf(order));
      const stored = await read(category.id);
      expect(idsOf(stored.products)).toEqual(idsOf(order));
      expect(stored.product_count).toBe(order.length);
    }
  });

  it('keeps products and enabled when left out; updates name and updated_at', async () => {
    const { business, products } = await catalogue();
    const category = await createCategory(t, owner, business.id, {
      products: refs(products.slice(0, 2)),
      enabled: false,
    });
    const response = await call('POST', `/api/categories/${category.id}`, { name: 'Renamed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      enabled: false,
      product_count: 2,
      updated_at: expect.any(String),
    });
    const patched = await call('PATCH', `/api/categories/${category.id}`, { enabled: true });
    expect(patched.json()).toMatchObject({ name: 'Renamed', enabled: true, product_count: 2 });
  });

  it('a failed update changes nothing: a foreign product rolls back the rename too', async () => {
    const { business, products } = await catalogue();
    const category = await createCategory(t, owner, business.id, {
      products: refs(products.slice(0, 2)),
    });
    const other = await createBusiness(t, owner);
    const [foreign] = await createProducts(t, owner, other.id, ['Foreign']);
    const before = await catalogueRows(t);

    const response = await call('POST', `/api/categories/${category.id}`, {
      name: 'Should not stick',
      products: refs([products[3]!, foreign!]),
      enabled: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      codedFields({ products: messages.productNotInBusiness }),
    );
    const duplicate = await call('PATCH', `/api/categories/${category.id}`, {
      name: 'Nor this',
      products: refs([products[0]!, products[0]!]),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(await catalogueRows(t)).toEqual(before);
    expect(await read(category.id)).toEqual(category);
  });

  it('never moves a category to another business: `business` in an update is ignored', async () => {
    const { business } = await catalogue();
    const other = await createBusiness(t, owner);
    const category = await createCategory(t, owner, business.id);
    const response = await call('POST', `/api/categories/${category.id}`, {
      business: { id: other.id },
      name: 'Stays',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().business).toEqual({ id: business.id });
  });
});

describe('cascades (docs/architecture.md §6)', () => {
  it('deleting a product removes it from its categories, keeping the others in order', async () => {
    const { business, products } = await catalogue();
    const [a, b, c] = products as [Product, Product, Product];
    const first = await createCategory(t, owner, business.id, { products: refs([a, b, c]) });
    const second = await createCategory(t, owner, business.id, { products: refs([b]) });
    expect((await call('DELETE', `/api/products/${b.id}`)).statusCode).toBe(204);
    expect(idsOf((await read(first.id)).products)).toEqual([a.id, c.id]);
    expect(await read(second.id)).toMatchObject({ products: [], product_count: 0 });
  });

  it('deleting a category removes it from its menus and keeps its products', async () => {
    const { business, products } = await catalogue();
    const keep = await createCategory(t, owner, business.id, { name: 'Keep' });
    const gone = await createCategory(t, owner, business.id, { products: refs(products) });
    const menu = await createMenu(t, owner, business.id, { categories: refs([gone, keep]) });
    expect((await call('DELETE', `/api/categories/${gone.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/categories/${gone.id}`)).statusCode).toBe(404);
    const stored = (await call('GET', `/api/menus/${menu.id}`)).json();
    expect(idsOf(stored.categories)).toEqual([keep.id]);
    for (const product of products) {
      expect((await call('GET', `/api/products/${product.id}`)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/categories (docs/product.md §7)', () => {
  it('lists newest first with product counts (not products), searches, pages and counts', async () => {
    const { business, products } = await catalogue();
    const [a, b] = products as [Product, Product];
    await createCategory(t, owner, business.id, { name: 'Starters', products: refs([b, a]) });
    await createCategory(t, owner, business.id, { name: 'Main Courses' });
    await createCategory(t, owner, business.id, { name: 'Desserts 100%' });

    const page = PagedCategories.parse(
      (await call('GET', `/api/categories?business_id=${business.id}&items_per_page=2`)).json(),
    );
    expect(page.items.map((c) => c.name)).toEqual(['Desserts 100%', 'Main Courses']);
    expect(page.pagination).toEqual({ page: 1, items_per_page: 2, total: 3 });

    const second = PagedCategories.parse(
      (
        await call('GET', `/api/categories?business_id=${business.id}&items_per_page=2&page=2`)
      ).json(),
    );
    expect(second.items.map((c) => c.name)).toEqual(['Starters']);
    // Issue 9, "response sizes are bounded": a list item carries its count, not its products
    // (PagedCategories is strict); GET by id still has them in order.
    expect(second.items[0]!.product_count).toBe(2);
    expect(second.items[0]).not.toHaveProperty('products');
    const starters = await read(second.items[0]!.id);
    expect(idsOf(starters.products)).toEqual([b.id, a.id]);
    expect(starters.product_count).toBe(2);

    const search = async (name: string) =>
      PagedCategories.parse(
        (
          await call(
            'GET',
            `/api/categories?business_id=${business.id}&name=${encodeURIComponent(name)}`,
          )
        ).json(),
      );
    expect((await search('  COURSE ')).items.map((c) => c.name)).toEqual(['Main Courses']);
    expect((await search('%')).items.map((c) => c.name)).toEqual(['Desserts 100%']);
    expect((await search('s_')).pagination.total).toBe(0);
    expect((await search('s')).pagination.total).toBe(3);
  });

  it('answers 404 for a business_id that is not the owner’s', async () => {
    expect((await call('GET', `/api/categories?business_id=${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('DELETE, activity and statistics', () => {
  it('records created, updated and deleted, and the stats follow', async () => {
    const { business } = await catalogue();
    const category = await createCategory(t, owner, business.id, { name: 'Soups' });
    expect((await statsOf(t, owner, business.id))?.total_categories).toBe(1);
    await call('PATCH', `/api/categories/${category.id}`, { name: 'Hot Soups' });
    const deleted = await call('DELETE', `/api/categories/${category.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(404);
    expect((await statsOf(t, owner, business.id))?.total_categories).toBe(0);

    const entries = (await activityOf(t, owner, business.id)).filter((e) => e.type === 'category');
    expect(entries.map((e) => [e.action, e.item_name, e.item_id])).toEqual([
      ['deleted', 'Hot Soups', category.id],
      ['updated', 'Hot Soups', category.id],
      ['created', 'Soups', category.id],
    ]);
  });
});
