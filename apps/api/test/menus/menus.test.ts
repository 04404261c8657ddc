import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  MenuSchema,
  THEME_PRESETS,
  messages,
  type Business,
  type Category,
} from '@carta/shared';
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
import { activityOf, catalogueRows, getOk, PagedMenus, statsOf } from '../helpers/reads';
import { codedFields } from '../helpers/error-body';

const { t, owner, call } = ownerSessionForSuite();

const read = (id: string) => getOk(call, `/api/menus/${id}`, MenuSchema);

/** A business with categories Starters (2 products), Mains (3), Desserts (0), Drinks (1). */
async function catalogue(): Promise<{ business: Business; categories: Category[] }> {
  const business = await createBusiness(t, owner, {
    name: 'Trattoria',
    phone: '+39 06 1234',
    instagram: 'trattoria',
  });
  const products = await createProducts(t, owner, business.id, [
    'Bruschetta',
    'Olives',
    'Lasagna',
    'Risotto',
    'Ossobuco',
    'Espresso',
  ]);
  const categories = [
    await createCategory(t, owner, business.id, {
      name: 'Starters',
      products: refs(products.slice(0, 2)),
    }),
    await createCategory(t, owner, business.id, {
      name: 'Mains',
      products: refs(products.slice(2, 5)),
    }),
    await createCategory(t, owner, business.id, { name: 'Desserts', enabled: false }),
    await createCategory(t, owner, business.id, {
      name: 'Drinks',
      products: refs(products.slice(5)),
    }),
  ];
  return { business, categories };
}

describe('POST /api/menus (docs/product.md §7)', () => {
  it('creates a menu with categories in order, counts, business header and default theme', async () => {
    const { business, categories } = await catalogue();
    const [starters, mains, desserts] = categories as [Category, Category, Category];
    const response = await call('POST', '/api/menus', {
      business: { id: business.id },
      name: ' Dinner ',
      categories: refs([mains, desserts, starters]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const menu = response.json();
    expect(menu).toEqual({
      id: expect.any(String),
      name: 'Dinner',
      slug: null,
      enabled: true,
      categories: [
        { id: mains.id, name: 'Mains', enabled: true, product_count: 3 },
        { id: desserts.id, name: 'Desserts', enabled: false, product_count: 0 },
        { id: starters.id, name: 'Starters', enabled: true, product_count: 2 },
      ],
      theme: DEFAULT_THEME,
      business: {
        id: business.id,
        name: 'Trattoria',
        slug: null,
        logo: null,
        logo_url: null,
        phone: '+39 06 1234',
        website: null,
        whatsapp: null,
        instagram: 'trattoria',
        facebook: null,
        twitter: null,
        currency: 'USD',
        languages: ['en'],
      },
      // Always available until the owner sets hours (docs/product.md, "Hours").
      hours: [],
      translations: {},
      created_at: expect.any(String),
      updated_at: null,
    });
    expect(await read(menu.id)).toEqual(menu);
  });

  it('carries the business logo URL', async () => {
    const logo = await uploadImage(t, owner);
    const business = await createBusiness(t, owner, { logo });
    const menu = await createMenu(t, owner, business.id);
    expect(menu.business).toMatchObject({ logo, logo_url: `/api/files/${logo}-large.webp` });
  });

  it('stores a valid theme as sent (a preset)', async () => {
    const { business } = await catalogue();
    const theme = THEME_PRESETS.find((preset) => preset.id === 'modern')!.theme;
    const menu = await createMenu(t, owner, business.id, { theme, enabled: false });
    expect(menu.theme).toEqual(theme);
    expect(menu.enabled).toBe(false);
    expect((await read(menu.id)).theme).toEqual(theme);
  });

  it.each([
    ['primaryColor', '#ABC', messages.hexColorInvalid],
    ['backgroundColor', 'red', messages.hexColorInvalid],
    ['gradientFrom', '#12345G', messages.hexColorInvalid],
    ['id', '', messages.themeIdRequired],
    ['backgroundImage', 'not a url', messages.urlInvalid],
  ])(
    'refuses theme.%s = %j with the shared message (docs/product.md §5)',
    async (key, value, message) => {
      const { business } = await catalogue();
      const before = await catalogueRows(t);
      const response = await call('POST', '/api/menus', {
        business: { id: business.id },
        name: 'Dinner',
        theme: { ...DEFAULT_THEME, [key]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: messages.formInvalid,
        fields: codedFields({ [`theme.${key}`]: message }),
      });
      expect(await catalogueRows(t)).toEqual(before);
    },
  );

  it('refuses an unknown theme enumeration value', async () => {
    const { business } = await catalogue();
    const response = await call('POST', '/api/menus', {
      business: { id: business.id },
      name: 'Dinner',
      theme: { ...DEFAULT_THEME, fontFamily: 'comic-sans' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['theme.fontFamily']);
  });

  it('refuses a duplicate category and categories of another business or owner', async () => {
    const { business, categories } = await catalogue();
    const sibling = await createBusiness(t, owner);
    const siblingCategory = await createCategory(t, owner, sibling.id);
    const stranger = await createOwner(t);
    const strangerCategory = await createCategory(
      t,
      stranger,
      (await createBusiness(t, stranger)).id,
    );
    const before = await catalogueRows(t);

    const duplicate = await call('POST', '/api/menus', {
      business: { id: business.id },
      name: 'Dinner',
      categories: refs([categories[0]!, categories[1]!, categories[0]!]),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields).toEqual(
      codedFields({ categories: messages.duplicateCategories }),
    );

    for (const intruder of [siblingCategory.id, strangerCategory.id, randomUUID()]) {
      const response = await call('POST', '/api/menus', {
        business: { id: business.id },
        name: 'Dinner',
        categories: [{ id: categories[0]!.id }, { id: intruder }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(
        codedFields({ categories: messages.categoryNotInBusiness }),
      );
    }
    expect(await catalogueRows(t)).toEqual(before);
  });

  it.each([
    ['ab', messages.nameTooShort('Menu')],
    ['m'.repeat(51), messages.nameTooLong('Menu')],
    [undefined, messages.nameTooShort('Menu')],
  ])('answers 400 with the shared message for the name %j', async (name, message) => {
    const { business } = await catalogue();
    const response = await call('POST', '/api/menus', { business: { id: business.id }, name });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(codedFields({ name: message }));
  });
});

describe('POST and PATCH /api/menus/:id (docs/product.md §7)', () => {
  it('reorders and changes membership, keeping the exact order each time', async () => {
    const { business, categories } = await catalogue();
    const [s, m, d, k] = categories as [Category, Category, Category, Category];
    const menu = await createMenu(t, owner, business.id, { categories: refs([s, m]) });
    for (const order of [[m, s], [k, m, d, s], [d], []]) {
      const response = await call('POST', `/api/menus/${menu.id}`, {
        business: { id: business.id },
        name: 'Dinner',
        categories: refs(order),
        theme: menu.theme,
        enabled: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOf(response.json().categories)).toEqual(idsOf(order));
      expect(idsOf((await read(menu.id)).categories)).toEqual(idsOf(order));
    }
  });

  it('keeps categories, theme and enabled when left out; PATCH changes the theme alone', async () => {
    const { business, categories } = await catalogue();
    const playful = THEME_PRESETS.find((preset) => preset.id === 'playful')!.theme;
    const menu = await createMenu(t, owner, business.id, {
      categories: refs(categories.slice(0, 2)),
      theme: playful,
      enabled: false,
    });
    const renamed = await call('POST', `/api/menus/${menu.id}`, { name: 'Lunch' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Lunch',
      theme: playful,
      enabled: false,
      updated_at: expect.any(String),
    });
    expect(idsOf(renamed.json().categories)).toEqual(idsOf(categories.slice(0, 2)));

    const theme = { ...playful, primaryColor: '#000000' };
    const patched = await call('PATCH', `/api/menus/${menu.id}`, { theme });
    expect(patched.json()).toMatchObject({ name: 'Lunch', theme, enabled: false });
  });

  it('a failed update changes nothing (bad theme, foreign category)', async () => {
    const { business, categories } = await catalogue();
    const menu = await createMenu(t, owner, business.id, {
      categories: refs(categories.slice(0, 2)),
    });
    const foreign = await createCategory(t, owner, (await createBusiness(t, owner)).id);
    const before = await catalogueRows(t);

    const badTheme = await call('PATCH', `/api/menus/${menu.id}`, {
      name: 'Nope',
      theme: { ...DEFAULT_THEME, textColor: '#12' },
    });
    expect(badTheme.statusCode).toBe(400);
    expect(badTheme.json().fields).toEqual(
      codedFields({ 'theme.textColor': messages.hexColorInvalid }),
    );

    const foreignCategory = await call('POST', `/api/menus/${menu.id}`, {
      name: 'Nope',
      categories: refs([categories[3]!, foreign]),
      theme: THEME_PRESETS[1]!.theme,
      enabled: false,
    });
    expect(foreignCategory.statusCode).toBe(400);
    expect(foreignCategory.json().fields).toEqual(
      codedFields({ categories: messages.categoryNotInBusiness }),
    );

    expect(await catalogueRows(t)).toEqual(before);
    expect(await read(menu.id)).toEqual(menu);
  });

  it('never moves a menu to another business: `business` in an update is ignored', async () => {
    const { business } = await catalogue();
    const other = await createBusiness(t, owner);
    const menu = await createMenu(t, owner, business.id);
    const response = await call('POST', `/api/menus/${menu.id}`, {
      business: { id: other.id },
      name: 'Stays',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().business.id).toBe(business.id);
  });

  it('product counts follow changes to the categories', async () => {
    const { business, categories } = await catalogue();
    const menu = await createMenu(t, owner, business.id, { categories: refs([categories[0]!]) });
    expect(menu.categories[0]!.product_count).toBe(2);
    await call('PATCH', `/api/categories/${categories[0]!.id}`, { products: [] });
    expect((await read(menu.id)).categories[0]!.product_count).toBe(0);
  });
});

describe('GET /api/menus (docs/product.md §7, §9)', () => {
  it('lists newest first with category counts (not categories), searches, pages and counts', async () => {
    const { business, categories } = await catalogue();
    await createMenu(t, owner, business.id, {
      name: 'Breakfast',
      categories: refs([categories[3]!, categories[0]!]),
    });
    await createMenu(t, owner, business.id, { name: 'Lunch Specials' });
    await createMenu(t, owner, business.id, { name: 'Late_night' });

    const list = (query: string) =>
      getOk(call, `/api/menus?business_id=${business.id}&${query}`, PagedMenus);
    const first = await list('items_per_page=2');
    expect(first.items.map((menu) => menu.name)).toEqual(['Late_night', 'Lunch Specials']);
    expect(first.pagination).toEqual({ page: 1, items_per_page: 2, total: 3 });
    const second = await list('items_per_page=2&page=2');
    expect(second.items.map((menu) => menu.name)).toEqual(['Breakfast']);
    // Issue 9, "response sizes are bounded": a list item carries its count, not its categories
    // (PagedMenus is strict); GET by id still has them in order.
    expect(second.items[0]!.category_count).toBe(2);
    expect(second.items[0]).not.toHaveProperty('categories');
    expect(second.items[0]!.business.name).toBe('Trattoria');
    expect(second.items[0]!.theme).toEqual(DEFAULT_THEME);
    const breakfast = await read(second.items[0]!.id);
    expect(breakfast.categories.map((c) => [c.name, c.product_count])).toEqual([
      ['Drinks', 1],
      ['Starters', 2],
    ]);

    expect((await list('name=%20special%20')).items.map((m) => m.name)).toEqual(['Lunch Specials']);
    expect((await list('name=e_n')).items.map((m) => m.name)).toEqual(['Late_night']);
    expect((await list('name=BREAK')).pagination.total).toBe(1);
    expect((await list('name=zzz')).pagination.total).toBe(0);
  });

  it('answers 404 for a business_id that is not the owner’s', async () => {
    expect((await call('GET', `/api/menus?business_id=${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('DELETE, activity and statistics', () => {
  it('deletes a menu but keeps its categories; records every write; stats follow', async () => {
    const { business, categories } = await catalogue();
    const menu = await createMenu(t, owner, business.id, {
      name: 'Brunch',
      categories: refs(categories),
    });
    expect((await statsOf(t, owner, business.id))?.total_menus).toBe(1);
    await call('PATCH', `/api/menus/${menu.id}`, { name: 'Sunday Brunch' });
    expect((await call('DELETE', `/api/menus/${menu.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/menus/${menu.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/menus/${menu.id}`)).statusCode).toBe(404);
    for (const category of categories) {
      expect((await call('GET', `/api/categories/${category.id}`)).statusCode).toBe(200);
    }
    expect(await statsOf(t, owner, business.id)).toEqual({
      total_products: 6,
      total_categories: 4,
      total_menus: 0,
    });
    const entries = (await activityOf(t, owner, business.id)).filter((e) => e.type === 'menu');
    expect(entries.map((e) => [e.action, e.item_name, e.item_id])).toEqual([
      ['deleted', 'Sunday Brunch', menu.id],
      ['updated', 'Sunday Brunch', menu.id],
      ['created', 'Brunch', menu.id],
    ]);
  });
});
