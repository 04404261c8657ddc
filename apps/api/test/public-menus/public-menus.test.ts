import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PublicMenuSchema, THEME_PRESETS, type Business, type Product } from '@carta/shared';
import { PUBLIC_CACHE_CONTROL } from '../../src/modules/public-menus/http-cache';
import { ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProducts,
  refs,
  uploadImage,
} from '../helpers/fixtures';

const { t, owner, call, guest } = ownerSessionForSuite();

async function publicMenu(id: string) {
  const response = await guest(`/api/public/menus/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return PublicMenuSchema.parse(response.json());
}

/**
 * Starters (Bruschetta, hidden Olives), Mains (Lasagna, Risotto), a hidden category with a
 * product, a category whose only product is hidden, and an empty one, in that menu order.
 */
async function menuWithHiddenParts() {
  const business = await createBusiness(t, owner, {
    name: 'Trattoria Roma',
    phone: '+39 06 1234',
    instagram: 'trattoria',
  });
  const [bruschetta, olives, lasagna, risotto, secret, soldAlone] = await createProducts(
    t,
    owner,
    business.id,
    ['Bruschetta', 'Olives', 'Lasagna', 'Risotto', 'Secret dish', 'Hidden alone'],
  );
  await call('POST', `/api/products/${olives!.id}`, { name: 'Olives', price: '3', enabled: false });
  await call('POST', `/api/products/${soldAlone!.id}`, {
    name: 'Hidden alone',
    price: '3',
    enabled: false,
  });
  const starters = await createCategory(t, owner, business.id, {
    name: 'Starters',
    products: refs([bruschetta!, olives!]),
  });
  const mains = await createCategory(t, owner, business.id, {
    name: 'Mains',
    products: refs([risotto!, lasagna!]),
  });
  const hidden = await createCategory(t, owner, business.id, {
    name: 'Hidden category',
    enabled: false,
    products: refs([secret!]),
  });
  const allHidden = await createCategory(t, owner, business.id, {
    name: 'Nothing visible',
    products: refs([soldAlone!]),
  });
  const empty = await createCategory(t, owner, business.id, { name: 'Empty' });
  const menu = await createMenu(t, owner, business.id, {
    name: 'Dinner',
    categories: refs([mains, hidden, starters, allHidden, empty]),
    theme: THEME_PRESETS[1]!.theme,
  });
  return { business, menu, products: { bruschetta, lasagna, risotto } as Record<string, Product> };
}

describe('GET /api/public/menus/:id (docs/public-menu.md public visibility)', () => {
  it('needs no sign-in and sends only enabled categories with enabled products, in order', async () => {
    const { business, menu } = await menuWithHiddenParts();
    const body = await publicMenu(menu.id);
    if (!body.enabled) throw new Error('expected an enabled menu');
    expect(body.name).toBe('Dinner');
    expect(body.theme).toEqual(THEME_PRESETS[1]!.theme);
    expect(body.business).toMatchObject({
      id: business.id,
      name: 'Trattoria Roma',
      phone: '+39 06 1234',
      instagram: 'trattoria',
      logo_url: null,
    });
    expect(
      body.categories.map((category) => [category.name, category.products.map((p) => p.name)]),
    ).toEqual([
      ['Mains', ['Risotto', 'Lasagna']],
      ['Starters', ['Bruschetta']],
    ]);
    expect(body.categories[0]!.products[0]).toMatchObject({
      price: '9.50',
      description: null,
      image_url: null,
      thumb_url: null,
    });
  });

  it('never sends hidden names anywhere in the body', async () => {
    const { menu } = await menuWithHiddenParts();
    const raw = (await guest(`/api/public/menus/${menu.id}`)).body;
    for (const hidden of ['Olives', 'Secret dish', 'Hidden category', 'Nothing visible', 'Empty']) {
      expect(raw).not.toContain(hidden);
    }
  });

  it('answers only { enabled: false } for a disabled menu', async () => {
    const { menu } = await menuWithHiddenParts();
    await call('PATCH', `/api/menus/${menu.id}`, { enabled: false });
    const response = await guest(`/api/public/menus/${menu.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
  });

  it('sends an enabled menu with nothing to show as empty categories', async () => {
    const business = await createBusiness(t, owner, { name: 'Empty Bar' });
    const menu = await createMenu(t, owner, business.id, { name: 'Drinks' });
    const body = await publicMenu(menu.id);
    expect(body.enabled && body.categories).toEqual([]);
  });

  it('gives image and logo URLs with the large variant size', async () => {
    const business = await createBusiness(t, owner, { name: 'Photo Cafe' });
    const image = await uploadImage(t, owner);
    await call('POST', `/api/businesses/${business.id}`, { name: 'Photo Cafe', logo: image });
    const [product] = await createProducts(t, owner, business.id, ['Cake']);
    await call('POST', `/api/products/${product!.id}`, { name: 'Cake', price: '4', image });
    const category = await createCategory(t, owner, business.id, { products: refs([product!]) });
    const menu = await createMenu(t, owner, business.id, { categories: refs([category]) });
    const body = await publicMenu(menu.id);
    if (!body.enabled) throw new Error('expected an enabled menu');
    const cake = body.categories[0]!.products[0]!;
    expect(cake.image_url).toBe(`/api/files/${image}-large.webp`);
    expect(cake.thumb_url).toBe(`/api/files/${image}-thumb.webp`);
    expect(cake.image_width).toBeGreaterThan(0);
    expect(cake.image_height).toBeGreaterThan(0);
    expect(body.business.logo_thumb_url).toBe(`/api/files/${image}-thumb.webp`);
    const thumb = await guest(cake.thumb_url!);
    expect(thumb.statusCode).toBe(200);
  });

  it.each(['not-a-uuid', randomUUID(), `${'a'.repeat(150)}`])('answers 404 for %s', async (id) => {
    const response = await guest(`/api/public/menus/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('HTTP caching of the public menu (docs/public-menu.md)', () => {
  it('sends ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const { menu } = await menuWithHiddenParts();
    const first = await guest(`/api/public/menus/${menu.id}`);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await guest(`/api/public/menus/${menu.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A shared cache renews its copy's lifetime from the 304's own header.
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const other = await guest(`/api/public/menus/${menu.id}`, { 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
  });

  it('compresses with brotli or gzip when the client accepts it, with its own ETag', async () => {
    const { menu } = await menuWithHiddenParts();
    const br = await guest(`/api/public/menus/${menu.id}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gzip = await guest(`/api/public/menus/${menu.id}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const revalidated = await guest(`/api/public/menus/${menu.id}`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it.each([
    [
      'a product',
      async (ids: Ids) =>
        call('POST', `/api/products/${ids.risotto}`, { name: 'Risotto ai funghi', price: '14' }),
      'Risotto ai funghi',
    ],
    [
      'a category',
      async (ids: Ids) => call('PATCH', `/api/categories/${ids.mains}`, { name: 'Main courses' }),
      'Main courses',
    ],
    [
      'the business',
      async (ids: Ids) => call('POST', `/api/businesses/${ids.business}`, { name: 'Roma Nuova' }),
      'Roma Nuova',
    ],
    [
      'the menu theme',
      async (ids: Ids) =>
        call('PATCH', `/api/menus/${ids.menu}`, {
          theme: { ...THEME_PRESETS[0]!.theme, primaryColor: '#123456' },
        }),
      '#123456',
    ],
  ])('shows a change to %s on the next load', async (_what, change, expected) => {
    const { business, menu, products } = await menuWithHiddenParts();
    const mains = (await publicMenu(menu.id)) as { categories: { id: string }[] };
    const ids = {
      business: business.id,
      menu: menu.id,
      risotto: products.risotto!.id,
      mains: mains.categories[0]!.id,
    };
    const before = await guest(`/api/public/menus/${menu.id}`);
    expect(before.body).not.toContain(expected);
    const response = await change(ids);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const after = await guest(`/api/public/menus/${menu.id}`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(expected);
  });

  it('shows a disabled product gone and a deleted menu as 404 on the next load', async () => {
    const { menu, products } = await menuWithHiddenParts();
    await publicMenu(menu.id);
    await call('PATCH', `/api/products/${products.bruschetta!.id}`, { enabled: false });
    const body = await publicMenu(menu.id);
    expect(JSON.stringify(body)).not.toContain('Bruschetta');
    await call('DELETE', `/api/menus/${menu.id}`);
    expect((await guest(`/api/public/menus/${menu.id}`)).statusCode).toBe(404);
  });
});

type Ids = { business: string; menu: string; risotto: string; mains: string };

describe('GET /api/config', () => {
  it('tells the web app the public address and the support e-mail', async () => {
    const response = await guest('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      app_url: t.config.appUrl,
      support_email: t.config.supportEmail,
    });
  });
});

export type { Business };
