import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CategorySchema,
  MenuSchema,
  ProductSchema,
  PublicMenuSchema,
  type PublicMenuAvailable,
  untranslatedFields,
} from '@carta/shared';
import { categories, menus, products } from '../../src/db/schema';
import { APP_SHELL } from '../helpers/app';
import { callAs, createOwner, ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  refs,
} from '../helpers/fixtures';

/**
 * Menu languages (docs/product.md, "Menu languages"): a business's languages and the
 * translations of products, sizes, categories and menus round trip through the owner API (on
 * PGlite and on PostgreSQL, as every API test); guests get the language they ask for, field by
 * field falling back to the primary text, and each language is cached on its own.
 */

const { t, owner, call, guest } = ownerSessionForSuite({ appShell: APP_SHELL });

async function publicMenu(url: string, headers?: Record<string, string>) {
  const menu = PublicMenuSchema.parse((await guest(url, headers)).json());
  if (!menu.enabled) throw new Error('expected an enabled menu');
  return menu;
}

const firstProduct = (menu: PublicMenuAvailable) => menu.categories[0]!.products[0]!;

/** A Spanish place translated into English and (partly) French. */
async function place() {
  const business = await createBusiness(t, owner, {
    name: 'Casa Pepe',
    primary_language: 'es',
    other_languages: ['fr', 'en'],
  });
  const product = await createProduct(t, owner, business.id, {
    name: 'Sopa de ajo',
    description: 'Con huevo',
    translations: {
      en: { name: 'Garlic soup', description: 'With egg' },
      fr: { name: "Soupe à l'ail" },
    },
    variants: [
      { name: 'Media', price: '4', translations: { en: { name: 'Half' }, fr: { name: 'Demi' } } },
      { name: 'Entera', price: '7', translations: { en: { name: 'Whole' } } },
    ],
  });
  const category = await createCategory(t, owner, business.id, {
    name: 'Entrantes',
    products: refs([product]),
    translations: { en: { name: 'Starters' } },
  });
  const menu = await createMenu(t, owner, business.id, {
    name: 'Cena',
    categories: refs([category]),
    translations: { en: { name: 'Dinner' }, fr: { name: 'Dîner' } },
  });
  return { business, product, category, menu };
}

describe('translations through the owner API', () => {
  it('stores the languages and every translation, and reads them back', async () => {
    const { business, product, category, menu } = await place();
    expect(business).toMatchObject({ primary_language: 'es', other_languages: ['en', 'fr'] });
    const readProduct = ProductSchema.parse(
      (await call('GET', `/api/products/${product.id}`)).json(),
    );
    expect(readProduct.translations).toEqual({
      en: { name: 'Garlic soup', description: 'With egg' },
      fr: { name: "Soupe à l'ail" },
    });
    expect(readProduct.variants.map((variant) => variant.translations)).toEqual([
      { en: { name: 'Half' }, fr: { name: 'Demi' } },
      { en: { name: 'Whole' } },
    ]);
    const readCategory = CategorySchema.parse(
      (await call('GET', `/api/categories/${category.id}`)).json(),
    );
    expect(readCategory.translations).toEqual({ en: { name: 'Starters' } });
    const readMenu = MenuSchema.parse((await call('GET', `/api/menus/${menu.id}`)).json());
    expect(readMenu.translations).toEqual({ en: { name: 'Dinner' }, fr: { name: 'Dîner' } });
    expect(readMenu.business.languages).toEqual(['es', 'en', 'fr']);
  });

  it('an update without translations keeps them; an empty text removes one', async () => {
    const { category } = await place();
    await call('POST', `/api/categories/${category.id}`, { name: 'Para empezar' });
    expect((await call('GET', `/api/categories/${category.id}`)).json().translations).toEqual({
      en: { name: 'Starters' },
    });
    const cleared = await call('PATCH', `/api/categories/${category.id}`, {
      translations: { en: { name: '' } },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().translations).toEqual({});
  });

  it('answers 400 with the field for an unknown language or a too long text, keeping the stored ones', async () => {
    const { product, business } = await place();
    const unknown = await call('PATCH', `/api/products/${product.id}`, {
      translations: { xx: { name: 'Nope' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.translations.code).toBe('languageInvalid');
    const long = await call('PATCH', `/api/products/${product.id}`, {
      translations: { fr: { name: 'x'.repeat(51) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields['translations.fr.name'].code).toBe('nameTooLong');
    expect((await call('GET', `/api/products/${product.id}`)).json().translations.fr).toEqual({
      name: "Soupe à l'ail",
    });
    const language = await call('PATCH', `/api/businesses/${business.id}`, {
      other_languages: ['tlh'],
    });
    expect(language.statusCode).toBe(400);
    expect(language.json().fields['other_languages.0'].code).toBe('languageInvalid');
  });
});

describe('GET /api/businesses/:id/missing-translations', () => {
  it('counts, per other language, what lacks a translation of a text it has', async () => {
    const { business, menu } = await place();
    await createProduct(t, owner, business.id, { name: 'Pan' });
    const missing = await call('GET', `/api/businesses/${business.id}/missing-translations`);
    expect(missing.statusCode).toBe(200);
    // English: the soup is complete, the bread is not; the category and menu are translated.
    // French: the soup lacks its description and a size; the category lacks its name.
    expect(missing.json()).toEqual({
      en: { products: 1, categories: 0, menus: 0 },
      fr: { products: 2, categories: 1, menus: 0 },
    });
    await call('PATCH', `/api/menus/${menu.id}`, { translations: {} });
    const after = (await call('GET', `/api/businesses/${business.id}/missing-translations`)).json();
    expect(after.fr.menus).toBe(1);
  });

  it('follows the rule of the public menu (untranslatedFields) on blank texts', async () => {
    const business = await createBusiness(t, owner, {
      primary_language: 'es',
      other_languages: ['fr'],
    });
    const fr = (name: string, description?: string) => ({ fr: { name, description } });
    // Written straight to the database: the API trims texts, so it never stores blank ones.
    const cases: Partial<typeof products.$inferInsert>[] = [
      { description: null, translations: fr('Soupe') }, // complete
      { description: ' \n ', translations: fr('Soupe') }, // a blank description needs none
      { description: 'Caliente', translations: fr('Soupe', '\u00a0') }, // blank translation
      { description: null, translations: fr(' \t') }, // blank name translation
      { translations: fr('Soupe'), variants: [{ name: 'Media', price: '4' }] }, // size untranslated
      {
        translations: fr('Soupe'),
        variants: [{ name: 'Media', price: '4', translations: fr('\u3000') }],
      },
      { translations: fr('Soupe'), variants: [{ name: ' ', price: '4' }] }, // a blank size needs none
    ];
    for (const values of cases) {
      const { id } = await createProduct(t, owner, business.id, { name: 'Sopa' });
      await t.database.db.update(products).set(values).where(eq(products.id, id));
    }
    const category = await createCategory(t, owner, business.id);
    await t.database.db
      .update(categories)
      .set({ translations: fr('  ') })
      .where(eq(categories.id, category.id));
    const menu = await createMenu(t, owner, business.id);
    await t.database.db
      .update(menus)
      .set({ translations: fr('Dîner') })
      .where(eq(menus.id, menu.id));

    const rows = await t.database.db
      .select()
      .from(products)
      .where(eq(products.businessId, business.id));
    const lacking = rows.filter(
      (p) =>
        untranslatedFields({ name: p.name, description: p.description }, p.translations, 'fr', 'es')
          .length > 0 ||
        p.variants.some(
          (v) => untranslatedFields({ name: v.name }, v.translations, 'fr', 'es').length > 0,
        ),
    );
    expect(lacking).toHaveLength(4);
    const missing = await call('GET', `/api/businesses/${business.id}/missing-translations`);
    expect(missing.json()).toEqual({ fr: { products: 4, categories: 1, menus: 0 } });
  });

  it("is the owner's only: another account's business answers 404", async () => {
    const { business } = await place();
    const stranger = callAs(t, await createOwner(t));
    const answer = await stranger('GET', `/api/businesses/${business.id}/missing-translations`);
    expect(answer.statusCode).toBe(404);
  });
});

describe('the public menu in the guest language', () => {
  it('?lang= picks a language the place offers; each missing field falls back on its own', async () => {
    const { menu } = await place();
    const french = await publicMenu(`/api/public/menus/${menu.id}?lang=fr`);
    expect(french.language).toBe('fr');
    expect(french.name).toBe('Dîner');
    // The category has no French name, the product no French description: Spanish, not blank.
    expect(french.categories[0]!.name).toBe('Entrantes');
    expect(french.categories[0]!.untranslated).toEqual(['name']);
    expect(firstProduct(french)).toMatchObject({
      name: "Soupe à l'ail",
      description: 'Con huevo',
      untranslated: ['description'],
      variants: [
        { name: 'Demi', price: '4.00' },
        { name: 'Entera', price: '7.00', untranslated: ['name'] },
      ],
    });
  });

  it("without ?lang=, the browser's languages decide; else the primary language", async () => {
    const { menu } = await place();
    const english = await publicMenu(`/api/public/menus/${menu.id}`, {
      'accept-language': 'de-DE, en-GB;q=0.8',
    });
    expect(english.language).toBe('en');
    expect(firstProduct(english).description).toBe('With egg');
    const german = await publicMenu(`/api/public/menus/${menu.id}`, { 'accept-language': 'de' });
    expect(german.language).toBe('es');
    expect(german.name).toBe('Cena');
    const unknown = await publicMenu(`/api/public/menus/${menu.id}?lang=xx`);
    expect(unknown.language).toBe('es');
  });

  it('the page: French content with the page texts in English, lang attributes and hreflang alternates', async () => {
    const { menu } = await place();
    const page = await guest(`/m/${menu.id}`, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.vary).toContain('Accept-Language');
    expect(page.body).toContain('<html lang="en"');
    // The dishes are marked French; the page's own texts stay English (html lang).
    expect(page.body).toMatch(/<h3 [^>]*lang="fr"[^>]*>Soupe/);
    expect(page.body).toMatch(/<p [^>]*lang="fr"[^>]*>Dîner/);
    // The description has no French: it is shown, and marked, in Spanish (WCAG 3.1.2).
    expect(page.body).toMatch(/<p [^>]*lang="es"[^>]*>Con huevo/);
    for (const language of ['es', 'en', 'fr']) {
      expect(page.body).toContain(
        `<link rel="alternate" hreflang="${language}" href="${t.config.appUrl}/m/${menu.id}?lang=${language}"`,
      );
    }
    // Without ?lang= the address chooses by the browser: the x-default one, its own canonical.
    const address = `${t.config.appUrl}/m/${menu.id}`;
    expect(page.body).toContain(`<link rel="alternate" hreflang="x-default" href="${address}">`);
    expect(page.body).toContain(`<link rel="canonical" href="${address}">`);
    const spanish = await guest(`/m/${menu.id}?lang=es`, { 'accept-language': 'fr' });
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.body).toContain('Sopa de ajo');
    expect(spanish.body).toContain(`<link rel="canonical" href="${address}?lang=es">`);
  });

  it('each language is cached apart and a translation change shows on the next load', async () => {
    const { menu, product } = await place();
    expect(firstProduct(await publicMenu(`/api/public/menus/${menu.id}?lang=fr`)).name).toBe(
      "Soupe à l'ail",
    );
    expect(firstProduct(await publicMenu(`/api/public/menus/${menu.id}?lang=en`)).name).toBe(
      'Garlic soup',
    );
    await call('PATCH', `/api/products/${product.id}`, {
      translations: { en: { name: 'Garlic broth' }, fr: { name: "Soupe à l'ail" } },
    });
    expect(firstProduct(await publicMenu(`/api/public/menus/${menu.id}?lang=en`)).name).toBe(
      'Garlic broth',
    );
    expect(firstProduct(await publicMenu(`/api/public/menus/${menu.id}?lang=es`)).name).toBe(
      'Sopa de ajo',
    );
  });
});
