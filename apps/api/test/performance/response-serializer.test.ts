import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp, testEnv } from '../helpers/app';
import { createOwner, type Owner } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProducts,
  refs,
} from '../helpers/fixtures';

describe('validateResponses (docs/performance.md)', () => {
  it('is on under NODE_ENV=test only, unless VALIDATE_RESPONSES says otherwise', () => {
    const flag = (env: Record<string, string>) =>
      loadConfig({ ...testEnv('/tmp/carta-unused'), ...env }).validateResponses;
    expect(flag({ NODE_ENV: 'test' })).toBe(true);
    expect(flag({ NODE_ENV: 'development' })).toBe(false);
    expect(flag({ NODE_ENV: 'production' })).toBe(false);
    expect(flag({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true' })).toBe(true);
    expect(flag({ NODE_ENV: 'test', VALIDATE_RESPONSES: 'false' })).toBe(false);
    expect(() => flag({ VALIDATE_RESPONSES: 'yes' })).toThrow(/VALIDATE_RESPONSES/);
  });
});

describe('the reply without response validation is the same JSON as with it', () => {
  let validated: TestApp;
  let plain: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Owner;
  const urls: string[] = [];

  beforeAll(async () => {
    validated = await createTestApp({ env: { VALIDATE_RESPONSES: 'true' } });
    // The same database behind both apps: the same rows, two serializers.
    plain = await createTestApp({
      database: validated.database,
      env: { VALIDATE_RESPONSES: 'false' },
    });
    owner = await createOwner(validated);
    const business = await createBusiness(validated, owner, {
      name: 'Café «Ñandú» & Co',
      phone: '+34 600 000 000',
      instagram: 'nandu',
    });
    const products = await createProducts(validated, owner, business.id, [
      'Té verde',
      'Tarta',
      'Zumo de naranja',
    ]);
    const starters = await createCategory(validated, owner, business.id, {
      name: 'Postres 🍰',
      products: refs(products.slice(0, 2)),
    });
    const empty = await createCategory(validated, owner, business.id, { name: 'Vacía' });
    const menu = await createMenu(validated, owner, business.id, {
      name: 'Carta "de noche"',
      categories: refs([starters, empty]),
    });
    urls.push(
      `/api/menus/${menu.id}`,
      '/api/menus',
      `/api/menus?business_id=${business.id}&name=noche`,
      `/api/categories/${starters.id}`,
      '/api/categories?items_per_page=1&page=2',
      `/api/products/${products[0]!.id}`,
      '/api/products?page=9',
      `/api/businesses/${business.id}`,
      '/api/businesses',
      '/api/stats',
      `/api/stats/${business.id}`,
      `/api/businesses/${business.id}/activity`,
      '/api/accounts/me',
      // Error bodies too.
      '/api/menus/00000000-0000-4000-8000-000000000000',
      '/api/menus/not-an-id',
    );
  });
  afterAll(async () => {
    await plain?.close();
    await validated?.close();
  });

  it('for a menu, the owner reads and their errors', async () => {
    expect(plain.config.validateResponses).toBe(false);
    expect(validated.config.validateResponses).toBe(true);
    for (const url of urls) {
      const request = { method: 'GET' as const, url, headers: owner.headers };
      const [checked, unchecked] = [
        await validated.app.inject(request),
        await plain.app.inject(request),
      ];
      expect(unchecked.statusCode, `${url}: ${unchecked.body}`).toBe(checked.statusCode);
      expect(unchecked.headers['content-type'], url).toBe(checked.headers['content-type']);
      expect(unchecked.body, url).toBe(checked.body);
    }
    const menu = await plain.app.inject({ method: 'GET', url: urls[0]!, headers: owner.headers });
    expect(menu.statusCode).toBe(200);
    expect(menu.json()).toMatchObject({
      name: 'Carta "de noche"',
      categories: [
        { name: 'Postres 🍰', product_count: 2 },
        { name: 'Vacía', product_count: 0 },
      ],
      business: { name: 'Café «Ñandú» & Co' },
    });
  });
});
