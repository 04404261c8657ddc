import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Business } from '@carta/shared';
import { callAs, createOwner, ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness, createProduct, createProducts, uploadImage } from '../helpers/fixtures';
import { activityOf, catalogueRows, getOk, PagedProducts, statsOf } from '../helpers/reads';
import { codedFields } from '../helpers/error-body';

const { t, owner, call } = ownerSessionForSuite();

const list = (query: string) => getOk(call, `/api/products?${query}`, PagedProducts);
const namesOf = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

describe('POST /api/products (docs/product.md §7)', () => {
  it('creates a product and returns the full object (201), readable by id', async () => {
    const business = await createBusiness(t, owner);
    const response = await call('POST', '/api/products', {
      name: '  Margherita ',
      price: '12.5',
      description: 'Tomato, mozzarella, basil',
      enabled: false,
      business: { id: business.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json();
    expect(product).toEqual({
      id: expect.any(String),
      name: 'Margherita',
      price: '12.50',
      description: 'Tomato, mozzarella, basil',
      image: null,
      image_url: null,
      image_thumb_url: null,
      enabled: false,
      allergens: null,
      dietary: [],
      sold_out: false,
      variants: [],
      translations: {},
      business: { id: business.id },
      created_at: expect.any(String),
      updated_at: null,
    });
    expect((await call('GET', `/api/products/${product.id}`)).json()).toEqual(product);
  });

  it('defaults enabled to true and an empty description to null', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id, { description: '  ' });
    expect(product).toMatchObject({ enabled: true, description: null });
  });

  it.each([
    ['12.5', '12.50'],
    ['7', '7.00'],
    ['0.01', '0.01'],
    [' 3.25 ', '3.25'],
    [4.5, '4.50'],
    ['99999999.99', '99999999.99'],
  ])('stores the price %j exactly and returns %j (docs/product.md §3)', async (price, expected) => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id, { price });
    expect(product.price).toBe(expected);
    expect((await call('GET', `/api/products/${product.id}`)).json().price).toBe(expected);
  });

  it.each([
    [{ price: '0' }, 'price', messages.priceInvalid],
    [{ price: '-1' }, 'price', messages.priceInvalid],
    [{ price: '1.234' }, 'price', messages.priceInvalid],
    [{ price: 'abc' }, 'price', messages.priceInvalid],
    [{ price: '' }, 'price', messages.priceRequired],
    [{ price: undefined }, 'price', messages.priceRequired],
    [{ price: '100000000' }, 'price', messages.priceTooHigh],
    [{ name: 'ab' }, 'name', messages.nameTooShort('Product')],
    [{ name: 'x'.repeat(51) }, 'name', messages.nameTooLong('Product')],
    [{ description: 'd'.repeat(251) }, 'description', messages.descriptionTooLong],
    [{ image: 'f'.repeat(101) }, 'image', messages.fileNameTooLong],
    [{ business: { id: 'nope' } }, 'business.id', messages.invalidId],
  ])(
    'answers 400 with the shared message for %j (docs/product.md §5)',
    async (change, field, message) => {
      const business = await createBusiness(t, owner);
      const before = await catalogueRows(t);
      const response = await call('POST', '/api/products', {
        name: 'Margherita',
        price: '9.50',
        business: { id: business.id },
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        message: messages.formInvalid,
        fields: codedFields({ [field]: message }),
      });
      expect(await catalogueRows(t)).toEqual(before);
    },
  );

  it('answers 404 for a business that does not exist', async () => {
    const response = await call('POST', '/api/products', {
      name: 'Margherita',
      price: '9.50',
      business: { id: randomUUID() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.notFound);
  });

  it('takes an image the owner uploaded and returns its URLs', async () => {
    const business = await createBusiness(t, owner);
    const image = await uploadImage(t, owner);
    const product = await createProduct(t, owner, business.id, { image });
    expect(product.image).toBe(image);
    expect(product.image_url).toMatch(new RegExp(`^/api/files/${image}-large\\.webp$`));
    expect(product.image_thumb_url).toMatch(new RegExp(`^/api/files/${image}-thumb\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: product.image_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses an image nobody uploaded (400 on image)', async () => {
    const business = await createBusiness(t, owner);
    const response = await call('POST', '/api/products', {
      name: 'Margherita',
      price: '9.50',
      image: randomUUID(),
      business: { id: business.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(codedFields({ image: messages.fileNotYours }));
  });
});

describe('POST and PATCH /api/products/:id (docs/product.md §7)', () => {
  it('updates every field sent and sets updated_at', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id, { description: 'Old' });
    const response = await call('POST', `/api/products/${product.id}`, {
      name: 'Marinara',
      price: '8',
      description: 'Garlic, oregano',
      enabled: false,
      business: { id: business.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: product.id,
      name: 'Marinara',
      price: '8.00',
      description: 'Garlic, oregano',
      enabled: false,
      created_at: product.created_at,
      updated_at: expect.any(String),
    });
    expect((await call('GET', `/api/products/${product.id}`)).json()).toEqual(updated);
  });

  it('keeps optional fields left out and clears them with null or an empty string', async () => {
    const business = await createBusiness(t, owner);
    const image = await uploadImage(t, owner);
    const product = await createProduct(t, owner, business.id, {
      description: 'Keep me',
      image,
      enabled: false,
    });
    const kept = await call('POST', `/api/products/${product.id}`, { name: 'Renamed', price: 5 });
    expect(kept.json()).toMatchObject({
      name: 'Renamed',
      price: '5.00',
      description: 'Keep me',
      image,
      enabled: false,
    });
    const cleared = await call('POST', `/api/products/${product.id}`, {
      name: 'Renamed',
      price: 5,
      description: '',
      image: null,
    });
    expect(cleared.json()).toMatchObject({ description: null, image: null, image_url: null });
  });

  it('PATCH changes only the fields sent', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id, { description: 'Spicy' });
    const response = await call('PATCH', `/api/products/${product.id}`, { enabled: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: product.name,
      price: product.price,
      description: 'Spicy',
      enabled: false,
    });
    const priced = await call('PATCH', `/api/products/${product.id}`, { price: '10.1' });
    expect(priced.json()).toMatchObject({ price: '10.10', enabled: false });
  });

  it('never moves a product to another business: `business` in an update is ignored', async () => {
    const first = await createBusiness(t, owner);
    const second = await createBusiness(t, owner);
    const product = await createProduct(t, owner, first.id);
    const response = await call('POST', `/api/products/${product.id}`, {
      name: product.name,
      price: product.price,
      business: { id: second.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().business).toEqual({ id: first.id });
  });

  it('refuses an invalid update and changes nothing', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id);
    const before = await catalogueRows(t);
    const invalid = await call('POST', `/api/products/${product.id}`, {
      name: 'Still valid',
      price: '1.999',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual(codedFields({ price: messages.priceInvalid }));
    const foreignImage = await call('PATCH', `/api/products/${product.id}`, {
      name: 'Renamed',
      image: randomUUID(),
    });
    expect(foreignImage.statusCode).toBe(400);
    expect(foreignImage.json().fields).toEqual(codedFields({ image: messages.fileNotYours }));
    expect(await catalogueRows(t)).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call('POST', `/api/products/${randomUUID()}`, {
      name: 'Ghost',
      price: '1',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/products/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('DELETE /api/products/:id (docs/product.md §7)', () => {
  it('deletes (204) and the product is gone', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id);
    const response = await call('DELETE', `/api/products/${product.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/products (docs/product.md §7, §5)', () => {
  let business: Business;

  beforeAll(async () => {
    business = await createBusiness(t, owner, { name: 'Search Cafe' });
    await createProducts(t, owner, business.id, [
      'Margherita',
      'Quattro Formaggi',
      'Pizza MARINARA',
      '100% Juice',
      '100 Percent Juice',
      'Snake_case Salad',
      'Snakecase Soup',
      'Back\\slash Bread',
    ]);
  });

  const search = async (name: string) =>
    namesOf(await list(`business_id=${business.id}&name=${encodeURIComponent(name)}`));

  it('lists one business, newest first, with pagination totals', async () => {
    const page1 = await list(`business_id=${business.id}&items_per_page=3`);
    expect(namesOf(page1)).toEqual(['Back\\slash Bread', 'Snakecase Soup', 'Snake_case Salad']);
    expect(page1.pagination).toEqual({ page: 1, items_per_page: 3, total: 8 });
    const page3 = await list(`business_id=${business.id}&items_per_page=3&page=3`);
    expect(namesOf(page3)).toEqual(['Quattro Formaggi', 'Margherita']);
    expect(page3.pagination).toEqual({ page: 3, items_per_page: 3, total: 8 });
    const beyond = await list(`business_id=${business.id}&items_per_page=3&page=9`);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(8);
  });

  it('defaults to page 1 of 25', async () => {
    const page = await list(`business_id=${business.id}`);
    expect(page.pagination).toEqual({ page: 1, items_per_page: 25, total: 8 });
  });

  it('searches case-insensitively inside the name, trimmed', async () => {
    expect(await search('marinara')).toEqual(['Pizza MARINARA']);
    expect(await search('  FORMAG  ')).toEqual(['Quattro Formaggi']);
    expect(await search('ita')).toEqual(['Margherita']);
    expect(await search('zzz')).toEqual([]);
  });

  it('takes % and _ and \\ literally', async () => {
    expect(await search('%')).toEqual(['100% Juice']);
    expect(await search('0% J')).toEqual(['100% Juice']);
    expect(await search('_')).toEqual(['Snake_case Salad']);
    expect(await search('e_c')).toEqual(['Snake_case Salad']);
    expect(await search('\\')).toEqual(['Back\\slash Bread']);
  });

  it('counts only the matches in the pagination total', async () => {
    const page = await list(`business_id=${business.id}&name=juice&items_per_page=1`);
    expect(namesOf(page)).toEqual(['100 Percent Juice']);
    expect(page.pagination.total).toBe(2);
  });

  it('treats a blank search as no search', async () => {
    expect((await list(`business_id=${business.id}&name=%20%20`)).pagination.total).toBe(8);
  });

  it("without business_id lists every one of the owner's businesses", async () => {
    const other = await createOwner(t);
    const mine = await createBusiness(t, other);
    const second = await createBusiness(t, other);
    const a = await createProduct(t, other, mine.id, { name: 'Alpha' });
    const b = await createProduct(t, other, second.id, { name: 'Beta' });
    const response = await callAs(t, other)('GET', '/api/products');
    const page = PagedProducts.parse(response.json());
    expect(page.items.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(page.pagination.total).toBe(2);
  });

  it('answers 404 for a business_id that is not one of the owner’s', async () => {
    const response = await call('GET', `/api/products?business_id=${randomUUID()}`);
    expect(response.statusCode).toBe(404);
  });

  it.each(['page=0', 'items_per_page=0', 'items_per_page=1001', 'business_id=x'])(
    'answers 400 for %s',
    async (query) => {
      expect((await call('GET', `/api/products?${query}`)).statusCode).toBe(400);
    },
  );
});

describe('activity and statistics (docs/architecture.md §7)', () => {
  it('records created, updated and deleted, and the stats follow', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id, { name: 'Calzone' });
    expect((await statsOf(t, owner, business.id))?.total_products).toBe(1);
    await call('PATCH', `/api/products/${product.id}`, { name: 'Calzone XL' });
    await call('DELETE', `/api/products/${product.id}`);
    expect((await statsOf(t, owner, business.id))?.total_products).toBe(0);

    const entries = (await activityOf(t, owner, business.id)).filter((e) => e.type === 'product');
    expect(entries.map((e) => [e.action, e.item_name, e.item_id])).toEqual([
      ['deleted', 'Calzone XL', product.id],
      ['updated', 'Calzone XL', product.id],
      ['created', 'Calzone', product.id],
    ]);
    expect(entries.every((e) => e.account_id === owner.id && e.actor_id === null)).toBe(true);
  });

  it('writes no entry for a refused write', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id);
    const before = await activityOf(t, owner, business.id);
    await call('POST', `/api/products/${product.id}`, { name: 'X', price: '1' });
    await call('POST', '/api/products', { name: 'Fine name', price: '0', business: business });
    expect(await activityOf(t, owner, business.id)).toEqual(before);
  });
});
