import { describe, expect, it } from 'vitest';
import { TRANSFER_LIMITS, type ImportPreview } from '@carta/shared';
import { callAs, createOwner, ownerSessionForSuite, type Call } from '../helpers/sessions';
import { createBusiness, createCategory, createMenu, createProduct } from '../helpers/fixtures';
import { createTransferService } from '../../src/modules/transfer/transfer.service';

/** Import and export of a catalogue (docs/product.md, "Import and export"). */

const { t, owner, call } = ownerSessionForSuite();

/** A catalogue with every kind of field: sizes, allergens, labels, translations, sold out, hidden. */
async function seedCatalogue() {
  const business = await createBusiness(t, owner, {
    name: 'Casa Transfer',
    other_languages: ['es'],
    currency: 'EUR',
  });
  const pizza = await createProduct(t, owner, business.id, {
    name: 'Margherita',
    description: 'Tomato, mozzarella, basil\nwood-fired',
    variants: [
      { name: 'Small', price: '8', translations: { es: { name: 'Pequeña' } } },
      { name: 'Large | family', price: '12.50', translations: { es: { name: 'Grande' } } },
    ],
    allergens: ['gluten', 'milk'],
    dietary: ['vegetarian'],
    translations: { es: { name: 'Margarita', description: 'Tomate, "mozzarella", albahaca' } },
  });
  const soup = await createProduct(t, owner, business.id, {
    name: '=Soup; of the day',
    price: '5,5',
    allergens: [],
    sold_out: true,
    translations: { es: { name: 'Sopa del día' } },
  });
  const water = await createProduct(t, owner, business.id, {
    name: 'Water',
    price: '1.20',
    enabled: false,
  });
  const mains = await createCategory(t, owner, business.id, {
    name: 'Mains',
    products: [{ id: soup.id }, { id: pizza.id }],
    translations: { es: { name: 'Principales' } },
  });
  const drinks = await createCategory(t, owner, business.id, {
    name: 'Drinks',
    products: [{ id: water.id }, { id: pizza.id }],
    enabled: false,
  });
  await createMenu(t, owner, business.id, {
    name: 'Dinner',
    slug: 'dinner',
    categories: [{ id: drinks.id }, { id: mains.id }],
    hours: [{ days: ['mon', 'tue'], from: '18:00', to: '23:00' }],
    translations: { es: { name: 'Cena' } },
  });
  return business;
}

/** Products and categories as the owner's API answers them, without ids and times. */
async function catalogueOf(businessId: string) {
  const products = (
    await call('GET', `/api/products?business_id=${businessId}&items_per_page=1000`)
  ).json().items as Record<string, unknown>[];
  const categories = (
    await call('GET', `/api/categories?business_id=${businessId}&items_per_page=1000`)
  ).json().items as { id: string; name: string }[];
  const details = await Promise.all(
    categories.map(async (category) =>
      (await call('GET', `/api/categories/${category.id}`)).json(),
    ),
  );
  const strip = ({
    id: _id,
    created_at: _c,
    updated_at: _u,
    business: _b,
    image_url: _i,
    image_thumb_url: _t,
    ...rest
  }: Record<string, unknown>) => rest;
  return {
    products: products.map(strip).sort((a, b) => String(a.name).localeCompare(String(b.name))),
    categories: details
      .map(
        (category: {
          name: string;
          enabled: boolean;
          translations: unknown;
          products: { name: string }[];
        }) => ({
          name: category.name,
          enabled: category.enabled,
          translations: category.translations,
          products: category.products.map((product) => product.name).sort(),
        }),
      )
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const exportCsv = async (businessId: string) => {
  const response = await call('GET', `/api/businesses/${businessId}/products.csv`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const preview = (businessId: string, csv: string, as: Call = call) =>
  as('POST', `/api/businesses/${businessId}/imports/products/preview`, { csv });
const confirm = (businessId: string, csv: string, as: Call = call) =>
  as('POST', `/api/businesses/${businessId}/imports/products`, { csv });

describe('products CSV export', () => {
  it('is UTF-8 with a BOM, quotes what needs it and guards formulas', async () => {
    const business = await seedCatalogue();
    const response = await exportCsv(business.id);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'name,description,price,variants,categories,allergens,labels,sold_out,enabled,name_es,description_es,variants_es',
    );
    expect(text).toContain(
      `Margherita,"Tomato, mozzarella, basil\nwood-fired",,Small=8.00|Large \\| family=12.50,Mains|Drinks,gluten|milk,vegetarian,no,yes,Margarita,"Tomate, ""mozzarella"", albahaca",Pequeña|Grande`,
    );
    expect(text).toContain(`'=Soup; of the day,,5.50,,Mains,none,,yes,yes,Sopa del día,,`);
    expect(text).toContain('Water,,1.20,,Drinks,,,no,no,,,');
  });
});

describe('CSV round trip', () => {
  it('into the same business: every row unchanged, and confirming changes nothing', async () => {
    const business = await seedCatalogue();
    const before = await catalogueOf(business.id);
    const csv = (await exportCsv(business.id)).body;
    const checked = await preview(business.id, csv);
    expect(checked.statusCode, checked.body).toBe(200);
    const body = checked.json() as ImportPreview;
    expect(body.summary).toEqual({ create: 0, update: 0, unchanged: 3, invalid: 0 });
    expect(body.new_categories).toEqual([]);
    const done = await confirm(business.id, csv);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ created: 0, updated: 0, unchanged: 3, categories_created: 0 });
    expect(await catalogueOf(business.id)).toEqual(before);
  });

  it('into an empty business: the same products and categories', async () => {
    const source = await seedCatalogue();
    const csv = (await exportCsv(source.id)).body;
    const target = await createBusiness(t, owner, { name: 'Casa Empty', other_languages: ['es'] });
    const checked = (await preview(target.id, csv)).json() as ImportPreview;
    expect(checked.summary).toEqual({ create: 3, update: 0, unchanged: 0, invalid: 0 });
    expect(checked.new_categories).toEqual(['Mains', 'Drinks']);
    const done = await confirm(target.id, csv);
    expect(done.json()).toEqual({ created: 3, updated: 0, unchanged: 0, categories_created: 2 });
    const copy = await catalogueOf(target.id);
    const original = await catalogueOf(source.id);
    // Categories made by the import have no translation and are visible; the rest is the same.
    expect(copy.products).toEqual(original.products);
    expect(copy.categories.map(({ name, products }) => ({ name, products }))).toEqual(
      original.categories.map(({ name, products }) => ({ name, products })),
    );
    // Importing the same file again updates nothing and duplicates nothing.
    const again = (await preview(target.id, csv)).json() as ImportPreview;
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 3, invalid: 0 });
  });

  it('reads a semicolon file with decimal commas, and re-importing updates by name', async () => {
    const business = await createBusiness(t, owner, { name: 'Casa Semicolon' });
    await createProduct(t, owner, business.id, { name: 'Flan', price: '3' });
    const csv = 'Name;Price;Categories\r\n  flan ;4,50;Postres\r\nCafé;1,2;Bebidas|Postres\r\n';
    const checked = (await preview(business.id, csv)).json() as ImportPreview;
    expect(checked.delimiter).toBe(';');
    expect(checked.rows.map((row) => [row.row, row.name, row.action, row.price])).toEqual([
      [2, 'flan', 'update', '4.50'],
      [3, 'Café', 'create', '1.20'],
    ]);
    expect((await confirm(business.id, csv)).statusCode).toBe(200);
    const products = (await call('GET', `/api/products?business_id=${business.id}`)).json().items;
    expect(products.map((p: { name: string; price: string }) => [p.name, p.price]).sort()).toEqual([
      ['Café', '1.20'],
      ['flan', '4.50'],
    ]);
    expect((await preview(business.id, csv)).json().summary.unchanged).toBe(2);
  });
});

describe('updates through the file', () => {
  it('change sizes, allergens, labels, translations and categories; the rest stays', async () => {
    const business = await seedCatalogue();
    const csv = (await exportCsv(business.id)).body;
    const margherita = csv.split('\r\n').findIndex((line) => line.startsWith('Margherita,'));
    const lines = csv.split('\r\n');
    // Records end with CRLF; the line break inside the description is a bare LF.
    lines[margherita] = lines[margherita]!.replace(
      'Small=8.00|Large \\| family=12.50',
      'Medium=9.00|Huge=15.00|Tiny=5.00',
    )
      .replace('Mains|Drinks', 'Mains')
      .replace('gluten|milk,vegetarian', 'gluten,vegan|spicy')
      .replace('Pequeña|Grande', 'Mediana|Enorme|Mini');
    const edited = lines
      .join('\r\n')
      .replace('Water,,1.20,,Drinks,,,no,no', 'Water,,1.20,,Drinks,none,,no,yes');
    const checked = (await preview(business.id, edited)).json() as ImportPreview;
    expect(checked.rows.map((row) => [row.name, row.action, row.errors])).toEqual([
      ['Margherita', 'update', {}],
      ['=Soup; of the day', 'unchanged', {}],
      ['Water', 'update', {}],
    ]);
    expect((await confirm(business.id, edited)).json()).toMatchObject({ updated: 2, unchanged: 1 });

    const products = (await catalogueOf(business.id)).products;
    expect(products.find((p) => p.name === 'Margherita')).toMatchObject({
      price: '5.00',
      description: 'Tomato, mozzarella, basil\nwood-fired',
      allergens: ['gluten'],
      dietary: ['vegan', 'spicy'],
      variants: [
        { name: 'Medium', price: '9.00', translations: { es: { name: 'Mediana' } } },
        { name: 'Huge', price: '15.00', translations: { es: { name: 'Enorme' } } },
        { name: 'Tiny', price: '5.00', translations: { es: { name: 'Mini' } } },
      ],
      translations: { es: { name: 'Margarita', description: 'Tomate, "mozzarella", albahaca' } },
    });
    expect(products.find((p) => p.name === 'Water')).toMatchObject({
      allergens: [],
      enabled: true,
    });
    const categories = (await catalogueOf(business.id)).categories;
    expect(categories.map((c) => [c.name, c.products])).toEqual([
      ['Drinks', ['Water']],
      ['Mains', ['=Soup; of the day', 'Margherita']],
    ]);
    // And what was imported exports as the edited file.
    expect((await exportCsv(business.id)).body).toBe(edited);
  });

  it('refuses a JSON document over the size limit with its own message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/import',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(TRANSFER_LIMITS.jsonBytesMax) }),
    });
    expect([response.statusCode, response.json().code]).toEqual([413, 'importJsonTooLarge']);
  });
});

describe('bad rows', () => {
  const bad = [
    'name,price,variants,allergens,labels,sold_out,name_es',
    'ab,2,,,,,',
    'Tart,0,,,,,',
    'Cake,,Small=2|Small=3,,,,',
    'Pie,3,,shellfish,,,',
    'Bun,3,,,keto,maybe,',
    `Roll,3,,,,,${'x'.repeat(60)}`,
    'Tart,4,,,,,',
  ].join('\n');

  it('are marked with the forms’ messages, per column', async () => {
    const business = await createBusiness(t, owner, { name: 'Casa Bad', other_languages: ['es'] });
    const response = await preview(business.id, bad);
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as ImportPreview).rows;
    const codes = rows.map((row) =>
      Object.fromEntries(Object.entries(row.errors).map(([column, error]) => [column, error.code])),
    );
    expect(codes).toEqual([
      { name: 'nameTooShort' },
      { price: 'priceInvalid' },
      { variants: 'variantNamesDuplicate' },
      { allergens: 'allergenInvalid' },
      { labels: 'dietaryLabelInvalid', sold_out: 'importYesNoInvalid' },
      { name_es: 'nameTooLong' },
      { name: 'importNameDuplicate' },
    ]);
    expect(rows[0]!.errors.name!.message).toBe('Product name must be at least 3 characters long');
    expect(rows[0]!.errors.name!.params).toEqual({ entity: 'Product' });
  });

  it('make the import answer 400 with the rows’ errors and write nothing', async () => {
    const business = await createBusiness(t, owner, {
      name: 'Casa Bad Two',
      other_languages: ['es'],
    });
    const response = await confirm(business.id, bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('importRowsInvalid');
    expect(response.json().fields['3.price'].code).toBe('priceInvalid');
    expect(response.json().fields['8.name'].code).toBe('importNameDuplicate');
    const products = (await call('GET', `/api/products?business_id=${business.id}`)).json();
    expect(products.pagination.total).toBe(0);
  });
});

describe('limits and access', () => {
  it('refuse a file that is too large, too long, malformed, or not text', async () => {
    const business = await createBusiness(t, owner, { name: 'Casa Limits' });
    const large = `name,price\n${'Tea,1\n'.repeat(TRANSFER_LIMITS.csvBytesMax / 6 + 10)}`;
    const tooLarge = await preview(business.id, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('importCsvTooLarge');

    const rows = Array.from({ length: TRANSFER_LIMITS.rowsMax + 1 }, (_, i) => `Tea ${i},1`);
    const tooLong = await preview(business.id, `name,price\n${rows.join('\n')}`);
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'importTooManyRows']);

    const unclosed = await preview(business.id, 'name,price\n"Tea,1\n');
    expect([unclosed.statusCode, unclosed.json().code]).toEqual([400, 'importCsvMalformed']);
    const binary = await preview(business.id, 'PK\u0003\u0004\u0000\u0000');
    expect([binary.statusCode, binary.json().code]).toEqual([415, 'importNotCsv']);
    const unknown = await preview(business.id, 'name,colour\nTea,green\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields['header.colour'].code).toBe('importColumnUnknown');
    const empty = await preview(business.id, 'name,price\n');
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'importEmpty']);

    const csvType = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/imports/products/preview`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: 'name,price\nTea,1\n',
    });
    expect(csvType.statusCode).toBe(415);
  });

  it("answer 404 for another owner's business, and write nothing there", async () => {
    const business = await seedCatalogue();
    const other = callAs(t, await createOwner(t));
    const csv = 'name,price\nIntruder,1\n';
    for (const response of [
      await other('GET', `/api/businesses/${business.id}/export.json`),
      await other('GET', `/api/businesses/${business.id}/products.csv`),
      await preview(business.id, csv, other),
      await confirm(business.id, csv, other),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const names = (await catalogueOf(business.id)).products.map((p) => p.name);
    expect(names).not.toContain('Intruder');
  });
});

describe('JSON export and import as a new business', () => {
  it('copies the catalogue: equal but for ids, without slugs and images', async () => {
    const source = await seedCatalogue();
    const exported = await call('GET', `/api/businesses/${source.id}/export.json`);
    expect(exported.statusCode, exported.body).toBe(200);
    const document = exported.json();
    expect([document.format, document.version]).toEqual(['carta-catalogue', 1]);

    const imported = await call('POST', '/api/businesses/import', document);
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json();
    expect(copy).toMatchObject({
      name: 'Casa Transfer',
      slug: null,
      currency: 'EUR',
      other_languages: ['es'],
    });
    expect(await catalogueOf(copy.id)).toEqual(await catalogueOf(source.id));

    const again = (await call('GET', `/api/businesses/${copy.id}/export.json`)).json();
    const withoutRefs = (doc: typeof document) => {
      const products = new Map(doc.products.map((p: { ref: string }, i: number) => [p.ref, i]));
      const categories = new Map(doc.categories.map((c: { ref: string }, i: number) => [c.ref, i]));
      return {
        business: doc.business,
        products: doc.products.map(({ ref: _r, ...rest }: { ref: string }) => rest),
        categories: doc.categories.map(
          ({ ref: _r, products: items, ...rest }: { ref: string; products: string[] }) => ({
            ...rest,
            products: items.map((id) => products.get(id)),
          }),
        ),
        menus: doc.menus.map(({ categories: items, ...rest }: { categories: string[] }) => ({
          ...rest,
          categories: items.map((id) => categories.get(id)),
        })),
      };
    };
    expect(withoutRefs(again)).toEqual(withoutRefs(document));
    const menus = (await call('GET', `/api/menus?business_id=${copy.id}`)).json().items;
    expect(menus.map((m: { slug: string | null }) => m.slug)).toEqual([null]);
  });

  it('refuses a document that is not an export, or refers to missing items', async () => {
    const wrong = await call('POST', '/api/businesses/import', {
      format: 'something-else',
      version: 1,
      business: { name: 'Copy' },
      products: [],
      categories: [],
      menus: [],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.format.code).toBe('importDocumentInvalid');
    const dangling = await call('POST', '/api/businesses/import', {
      format: 'carta-catalogue',
      version: 1,
      business: { name: 'Copy' },
      products: [{ ref: 'p1', name: 'Tea', price: '1' }],
      categories: [{ ref: 'c1', name: 'Drinks', products: ['p1', 'p2'] }],
      menus: [],
    });
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json().fields['categories.0.products.1'].code).toBe('importReferenceMissing');
  });
});

describe('the time budget', () => {
  it('stops a preview and an import that run past it with a 503, writing nothing', async () => {
    const business = await createBusiness(t, owner, { name: 'Casa Slow' });
    const service = createTransferService(t.app.db, { timeBudgetMs: -1 });
    const author = { accountId: owner.id, actorId: null };
    await expect(
      service.preview(owner.id, business.id, 'name,price\nTea,1\n'),
    ).rejects.toMatchObject({
      statusCode: 503,
      code: 'importTimeout',
    });
    await expect(service.confirm(author, business.id, 'name,price\nTea,1\n')).rejects.toMatchObject(
      {
        statusCode: 503,
        code: 'importTimeout',
      },
    );
    const products = (await call('GET', `/api/products?business_id=${business.id}`)).json();
    expect(products.pagination.total).toBe(0);
  });
});
