import type { Locator, Page } from '@playwright/test';
import { ownerApi, type OwnerApi } from '../fixtures/catalogue';
import { englishTexts } from '../fixtures/languages';
import { expect, roleAccount, test } from '../fixtures/roles';
import { axeViolations } from '../fixtures/axe';

// Menu content in the guest's language (docs/product.md, "Menu languages"): a Spanish place
// translated into French and English. A guest whose browser prefers French reads the dishes in
// French, each untranslated text in Spanish, and the page's own texts in English (Carta's
// interface has no French); the language switch takes them to Spanish. The head's hreflang
// alternates, the switch's current language, a one-language business, the JSON answer, and axe.

/** What a browser set to French sends (Playwright's `locale` alone would send "fr-FR"). */
const FRENCH_BROWSER = {
  locale: 'fr-FR',
  extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
};

/** A dish's name (a pattern for a sold-out one, whose name ends with the badge). */
const dish = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 3, name, exact: true });

/** A dish's list item: its name, sizes, price and description. */
const dishItem = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('listitem').filter({ has: dish(page, name) });

const languageSwitch = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label, exact: true });

/** The alternates of the page's head, in order. */
const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );

const canonical = (page: Page) => page.locator('head link[rel="canonical"]').getAttribute('href');

/** A one-category menu of Spanish dishes with no translation, for a business of one language. */
async function createPlainMenu(api: OwnerApi): Promise<string> {
  const business = {
    id: await api.post('/api/businesses', {
      name: 'Bar Único',
      currency: 'EUR',
      primary_language: 'es',
      other_languages: [],
    }),
  };
  const product = await api.post('/api/products', { name: 'Pulpo a feira', price: '14', business });
  const category = await api.post('/api/categories', {
    name: 'Raciones',
    products: [{ id: product }],
    business,
  });
  return api.post('/api/menus', { name: 'Carta', categories: [{ id: category }], business });
}

test.describe('a Spanish place translated into French and English', () => {
  const BUSINESS = 'Casa Pepa';
  let menuId = '';
  let plainMenuId = '';
  let menuUrl = '';

  test.beforeAll(async ({ playwright }, testInfo) => {
    const { baseURL } = testInfo.project.use;
    menuUrl = `${baseURL}/m/`;
    const request = await playwright.request.newContext({ baseURL });
    try {
      const api = await ownerApi(request, roleAccount('owner'));
      const business = {
        id: await api.post('/api/businesses', {
          name: BUSINESS,
          currency: 'EUR',
          primary_language: 'es',
          other_languages: ['fr', 'en'],
        }),
      };
      const product = (name: string, extra: object) =>
        api.post('/api/products', { name, business, ...extra });
      const sopa = await product('Sopa de ajo', {
        price: '6.50',
        description: 'Con huevo escalfado',
        translations: {
          fr: { name: "Soupe à l'ail", description: 'Avec un œuf poché' },
          en: { name: 'Garlic soup', description: 'With a poached egg' },
        },
      });
      // Its description has no French: a French guest reads it in Spanish.
      const tortilla = await product('Tortilla de patatas', {
        price: '8',
        description: 'Jugosa, con cebolla',
        translations: {
          fr: { name: 'Omelette aux pommes de terre' },
          en: { name: 'Potato omelette', description: 'Juicy, with onion' },
        },
      });
      const croquetas = await product('Croquetas caseras', {
        price: '7.50',
        allergens: ['gluten', 'milk'],
        sold_out: true,
        translations: { fr: { name: 'Croquettes maison' }, en: { name: 'Homemade croquettes' } },
      });
      // Sizes: the product's price is the lowest of them.
      const vino = await product('Vino de la casa', {
        variants: [
          {
            name: 'Copa',
            price: '3.50',
            translations: { fr: { name: 'Verre' }, en: { name: 'Glass' } },
          },
          {
            name: 'Botella',
            price: '16',
            translations: { fr: { name: 'Bouteille' }, en: { name: 'Bottle' } },
          },
        ],
        translations: { fr: { name: 'Vin de la maison' }, en: { name: 'House wine' } },
      });
      const entrantes = await api.post('/api/categories', {
        name: 'Entrantes',
        products: [{ id: sopa }, { id: tortilla }, { id: croquetas }],
        translations: { fr: { name: 'Entrées' }, en: { name: 'Starters' } },
        business,
      });
      // No French name: a French guest reads "Bebidas".
      const bebidas = await api.post('/api/categories', {
        name: 'Bebidas',
        products: [{ id: vino }],
        translations: { en: { name: 'Drinks' } },
        business,
      });
      const menu = await api.post('/api/menus', {
        name: 'Cena',
        categories: [{ id: entrantes }, { id: bebidas }],
        translations: { fr: { name: 'Dîner' }, en: { name: 'Dinner' } },
        business,
      });
      menuId = menu;
      plainMenuId = await createPlainMenu(api);
    } finally {
      await request.dispose();
    }
  });

  test.describe('a guest whose browser prefers French', () => {
    test.use(FRENCH_BROWSER);

    test('reads French dishes with English page texts, then switches to Spanish', async ({
      page,
    }) => {
      const response = await page.goto(`/m/${menuId}`);
      expect(response?.status()).toBe(200);

      // The page's own texts: English, as Carta's interface has no French.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
      const menuName = page.getByText('Dîner', { exact: true });
      await expect(menuName).toBeVisible();
      await expect(menuName).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveTitle(`Dîner · ${BUSINESS}`);

      // The dishes in French, each marked as French on the English page.
      const soupe = dish(page, "Soupe à l'ail");
      await expect(soupe).toBeVisible();
      await expect(soupe).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 2, name: 'Entrées' })).toHaveAttribute(
        'lang',
        'fr',
      );
      await expect(dishItem(page, "Soupe à l'ail").getByText('Avec un œuf poché')).toBeVisible();
      await expect(
        dishItem(page, "Soupe à l'ail").getByText('€6.50', { exact: true }),
      ).toBeVisible();
      await expect(dish(page, 'Omelette aux pommes de terre')).toBeVisible();
      const sizes = dishItem(page, 'Vin de la maison').getByRole('list', { name: 'Sizes' });
      await expect(sizes.getByRole('listitem')).toHaveText([
        /^Verre\s*€3\.50$/,
        /^Bouteille\s*€16\.00$/,
      ]);

      // What has no French is in Spanish, never blank: a description, a category's name.
      await expect(
        dishItem(page, 'Omelette aux pommes de terre').getByText('Jugosa, con cebolla', {
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Bebidas' })).toBeVisible();

      // Sold out (the badge is the page's English, inside the French name) and the footer.
      const croquettes = dish(page, /^Croquettes maison/);
      await expect(croquettes).toHaveAttribute('lang', 'fr');
      const soldOut = croquettes.getByText('Sold out', { exact: true });
      await expect(soldOut).toBeVisible();
      await expect(soldOut).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Powered by Carta' })).toBeVisible();
      for (const spanish of ['Sopa de ajo', 'Cena', 'Entrantes', 'Agotado', 'Tamaños']) {
        await expect(page.getByText(spanish, { exact: true }), spanish).toHaveCount(0);
      }

      // The switch names each language in its own words; French is the current one.
      const english = languageSwitch(page, 'Menu language');
      await expect(english.getByRole('link')).toHaveText(['Español', 'English', 'Français']);
      await expect(english.getByRole('link', { name: 'Français' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      await english.getByRole('link', { name: 'Español' }).click();
      await expect(page).toHaveURL(new RegExp(`/m/${menuId}\\?lang=es$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(`Cena · ${BUSINESS}`);
      await expect(page.getByText('Cena', { exact: true })).toBeVisible();
      // Content and page in one language: no lang of their own.
      const sopa = dish(page, 'Sopa de ajo');
      await expect(sopa).toBeVisible();
      await expect(sopa).not.toHaveAttribute('lang');
      await expect(page.getByRole('heading', { level: 2, name: 'Entrantes' })).toBeVisible();
      await expect(dishItem(page, 'Sopa de ajo').getByText('Con huevo escalfado')).toBeVisible();
      await expect(dish(page, 'Tortilla de patatas')).toBeVisible();
      // Prices as Spanish writes them.
      await expect(
        dishItem(page, 'Sopa de ajo').getByText('6,50\u00a0€', { exact: true }),
      ).toBeVisible();
      await expect(
        dishItem(page, 'Vino de la casa')
          .getByRole('list', { name: 'Tamaños' })
          .getByRole('listitem'),
      ).toHaveText([/^Copa\s*3,50\s€$/, /^Botella\s*16,00\s€$/]);
      await expect(
        dish(page, /^Croquetas caseras/).getByText('Agotado', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Creado con Carta' })).toBeVisible();
      for (const french of ["Soupe à l'ail", 'Dîner', 'Entrées', 'Verre']) {
        await expect(page.getByText(french, { exact: true }), french).toHaveCount(0);
      }
      expect(await englishTexts(page)).toEqual([]);
      const spanish = languageSwitch(page, 'Idioma del menú');
      await expect(spanish.getByRole('link', { name: 'Español' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      // The choice holds on a reload, over the browser's French.
      await page.reload();
      await expect(dish(page, 'Sopa de ajo')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });

    test('the head has an alternate per language, the switch marks the current one; a one-language business has neither', async ({
      page,
    }) => {
      const url = `${menuUrl}${menuId}`;
      const expectedAlternates = [
        ['es', `${url}?lang=es`],
        ['en', `${url}?lang=en`],
        ['fr', `${url}?lang=fr`],
        ['x-default', url],
      ];
      const switchLabels = { es: 'Idioma del menú', en: 'Menu language', fr: 'Menu language' };
      const names = { es: 'Español', en: 'English', fr: 'Français' } as const;
      const dishes = { es: 'Sopa de ajo', en: 'Garlic soup', fr: "Soupe à l'ail" };
      // The browser's own choice first (French), then each language asked for.
      for (const [path, language] of [
        [`/m/${menuId}`, 'fr'],
        [`/m/${menuId}?lang=es`, 'es'],
        [`/m/${menuId}?lang=en`, 'en'],
        [`/m/${menuId}?lang=fr`, 'fr'],
      ] as const) {
        await page.goto(path);
        await expect(dish(page, dishes[language]), path).toBeVisible();
        expect(await alternates(page), path).toEqual(expectedAlternates);
        // Without ?lang= the address chooses by the browser: x-default, its own canonical.
        const named = path.includes('?lang=');
        expect(await canonical(page), path).toBe(named ? `${url}?lang=${language}` : url);
        const links = languageSwitch(page, switchLabels[language]).getByRole('link');
        await expect(links, path).toHaveCount(3);
        for (const other of ['es', 'en', 'fr'] as const) {
          const link = links.filter({ hasText: names[other] });
          await expect(link).toHaveAttribute('href', `?lang=${other}`);
          await expect(link).toHaveAttribute('hreflang', other);
          await expect(link).toHaveAttribute('lang', other);
          if (other === language) await expect(link, path).toHaveAttribute('aria-current', 'true');
          else await expect(link, path).not.toHaveAttribute('aria-current');
        }
      }

      // A language the business does not offer is passed over for the browser's French.
      await page.goto(`/m/${menuId}?lang=de`);
      await expect(dish(page, "Soupe à l'ail")).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // One language: no switch, no alternates, one canonical address; the French browser gets
      // the Spanish menu with Spanish page texts (the content's language, which Carta speaks).
      const plain = await page.goto(`/m/${plainMenuId}`);
      expect(plain?.status()).toBe(200);
      await expect(dish(page, 'Pulpo a feira')).toBeVisible();
      await expect(dish(page, 'Pulpo a feira')).not.toHaveAttribute('lang');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('navigation', { name: 'Idioma del menú' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Menu language' })).toHaveCount(0);
      await expect(page.locator('.pm-languages')).toHaveCount(0);
      expect(await alternates(page)).toEqual([]);
      expect(await canonical(page)).toBe(`${menuUrl}${plainMenuId}`);
    });

    test('the JSON answer is in the language asked for, else the browser’s, else the primary', async ({
      page,
    }) => {
      const menuJson = async (query: string, acceptLanguage?: string) => {
        const response = await page.request.get(`/api/public/menus/${menuId}${query}`, {
          headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
        });
        expect(response.status()).toBe(200);
        return (await response.json()) as {
          name: string;
          language: string;
          business: { languages: string[] };
          categories: Array<{
            name: string;
            products: Array<{
              name: string;
              description: string | null;
              variants: Array<{ name: string; price: string }>;
            }>;
          }>;
        };
      };

      const french = await menuJson('?lang=fr');
      expect(french.language).toBe('fr');
      expect(french.name).toBe('Dîner');
      expect(french.business.languages).toEqual(['es', 'en', 'fr']);
      expect(french.categories.map((category) => category.name)).toEqual(['Entrées', 'Bebidas']);
      const [starters, drinks] = french.categories;
      expect(starters!.products.map(({ name, description }) => [name, description])).toEqual([
        ["Soupe à l'ail", 'Avec un œuf poché'],
        ['Omelette aux pommes de terre', 'Jugosa, con cebolla'],
        ['Croquettes maison', null],
      ]);
      expect(drinks!.products[0]!.variants).toEqual([
        { name: 'Verre', price: '3.50' },
        { name: 'Bouteille', price: '16.00' },
      ]);

      // The same content from the browser's languages alone; ?lang= wins over them.
      expect(await menuJson('', 'fr-FR,fr;q=0.9')).toEqual(french);
      expect((await menuJson('?lang=en', 'fr-FR,fr;q=0.9')).name).toBe('Dinner');
      const primary = await menuJson('?lang=de', 'de-DE,de;q=0.9');
      expect(primary.language).toBe('es');
      expect(primary.name).toBe('Cena');
      expect(primary.categories[0]!.products[0]!.name).toBe('Sopa de ajo');
    });

    test('the multilingual page has no axe violations, switch included, in French and in Spanish', async ({
      page,
    }) => {
      const problems: Record<string, string[]> = {};
      for (const [path, label] of [
        [`/m/${menuId}`, 'Menu language'],
        [`/m/${menuId}?lang=es`, 'Idioma del menú'],
      ] as const) {
        await page.goto(path);
        await expect(languageSwitch(page, label).getByRole('link')).toHaveCount(3);
        await expect(languageSwitch(page, label)).toBeVisible();
        const found = await axeViolations(page);
        if (found.length > 0) problems[path] = found;
      }
      expect(problems).toEqual({});
    });
  });
});
