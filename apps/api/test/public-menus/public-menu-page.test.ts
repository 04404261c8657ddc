import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '@carta/shared';
import { PUBLIC_CACHE_CONTROL } from '../../src/modules/public-menus/http-cache';
import { ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  refs,
} from '../helpers/fixtures';

const APP_SHELL = '<!doctype html><html><body><div id="root">app shell</div></body></html>';

// The SPA shell answers unknown menus (its router shows the not-found page).
const { t, owner, call, guest } = ownerSessionForSuite({ appShell: APP_SHELL });

async function dinner(productName = 'Margherita') {
  const business = await createBusiness(t, owner, {
    name: 'Pizzeria Napoli',
    phone: '+34 600 123 456',
    instagram: 'napoli',
  });
  const shown = await createProduct(t, owner, business.id, {
    name: productName,
    price: '9.5',
    description: 'Tomato, mozzarella, basil',
  });
  const hidden = await createProduct(t, owner, business.id, {
    name: 'Hidden calzone',
    enabled: false,
  });
  const pizzas = await createCategory(t, owner, business.id, {
    name: 'Pizzas',
    products: refs([shown, hidden]),
  });
  const secret = await createCategory(t, owner, business.id, {
    name: 'Secret category',
    enabled: false,
    products: refs([shown]),
  });
  const menu = await createMenu(t, owner, business.id, {
    name: 'Dinner',
    categories: refs([pizzas, secret]),
    theme: THEME_PRESETS[1]!.theme,
  });
  return { business, menu };
}

describe('GET /m/:menuId, the server-rendered public menu page (docs/public-menu.md)', () => {
  it('renders the whole menu into the HTML, readable without JavaScript', async () => {
    const { menu } = await dinner();
    const response = await guest(`/m/${menu.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('Pizzeria Napoli');
    expect(html).toContain('Dinner');
    expect(html).toContain('Pizzas');
    expect(html).toContain('Margherita');
    expect(html).toContain('$9.50');
    expect(html).toContain('Tomato, mozzarella, basil');
    expect(html).toContain('href="tel:+34600123456"');
    expect(html).toContain('https://www.instagram.com/napoli');
    // The theme's styles are on the page (elegant preset: Playfair Display, gold).
    expect(html).toContain('Playfair Display');
    expect(html).toContain(THEME_PRESETS[1]!.theme.primaryColor);
  });

  it('never puts hidden products or categories in the HTML or the inlined data', async () => {
    const { menu } = await dinner();
    const html = (await guest(`/m/${menu.id}`)).body;
    expect(html).not.toContain('Hidden calzone');
    expect(html).not.toContain('Secret category');
  });

  it('has the tags of a link preview, search and the JSON-LD of the restaurant', async () => {
    const { menu } = await dinner();
    const html = (await guest(`/m/${menu.id}`)).body;
    const menuUrl = `${t.config.appUrl}/m/${menu.id}`;
    expect(html).toContain('<title>Dinner · Pizzeria Napoli</title>');
    expect(html).toContain(
      '<meta name="description" content="The menu of Pizzeria Napoli: Pizzas.">',
    );
    expect(html).toContain(`<meta property="og:url" content="${menuUrl}">`);
    expect(html).toContain('<meta property="og:title" content="Dinner · Pizzeria Napoli">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain(`<link rel="canonical" href="${menuUrl}">`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(jsonLd!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      name: 'Pizzeria Napoli',
      telephone: '+34 600 123 456',
      hasMenu: {
        '@type': 'Menu',
        name: 'Dinner',
        inLanguage: 'en',
        hasMenuSection: [
          {
            name: 'Pizzas',
            hasMenuItem: [
              { name: 'Margherita', offers: [{ price: '9.50', priceCurrency: 'USD' }] },
            ],
          },
        ],
      },
    });
  });

  it('speaks Spanish by ?lang=es or Accept-Language, and says it varies', async () => {
    const { menu } = await dinner();
    const byQuery = await guest(`/m/${menu.id}?lang=es`);
    expect(byQuery.body).toMatch(/^<!doctype html><html lang="es">/);
    expect(byQuery.body).toContain('La carta de Pizzeria Napoli');
    const byHeader = await guest(`/m/${menu.id}`, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(byHeader.body).toMatch(/<html lang="es">/);
    expect(byHeader.headers.vary).toContain('Accept-Language');
    expect(byHeader.headers.etag).not.toBe((await guest(`/m/${menu.id}`)).headers.etag);
  });

  it('shows only "Menu temporarily unavailable" for a disabled menu', async () => {
    const { menu } = await dinner();
    await call('PATCH', `/api/menus/${menu.id}`, { enabled: false });
    const response = await guest(`/m/${menu.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Menu temporarily unavailable');
    expect(response.body).not.toContain('Pizzeria Napoli');
    expect(response.body).not.toContain('Margherita');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it.each(['not-a-menu', randomUUID(), 'a'.repeat(150), `${randomUUID()}/extra`])(
    'answers 404 with the app shell for %s',
    async (id) => {
      const response = await guest(`/m/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(APP_SHELL);
    },
  );

  it('falls back to English for a ?lang= it does not speak, however long', async () => {
    const { menu } = await dinner();
    for (const lang of ['fr', 'x'.repeat(300)]) {
      const response = await guest(`/m/${menu.id}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<html lang="en">/);
    }
  });

  it('keeps text that looks like markup inert', async () => {
    const { menu } = await dinner('</script><script>alert(1)</script><b>x');
    const html = (await guest(`/m/${menu.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>x');
  });

  it('revalidates with ETag, and a change shows on the next load', async () => {
    const { menu, business } = await dinner();
    const first = await guest(`/m/${menu.id}`);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect((await guest(`/m/${menu.id}`, { 'if-none-match': etag })).statusCode).toBe(304);
    await call('POST', `/api/businesses/${business.id}`, { name: 'Napoli Centro' });
    const changed = await guest(`/m/${menu.id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Napoli Centro');
  });
});
