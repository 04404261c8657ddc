import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_CACHE_SECONDS } from '@carta/shared';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_CDN_CACHE_CONTROL,
} from '../../src/modules/public-menus/http-cache';
import { PUBLIC_MENU_REVALIDATE_MS } from '../../src/modules/public-menus/public-menus.plugin';
import { APP_SHELL } from '../helpers/app';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  refs,
  uploadImage,
} from '../helpers/fixtures';
import { httpGet, startNginx, textOf, type Answer, type RunningNginx } from '../helpers/nginx';
import { ownerSessionForSuite } from '../helpers/sessions';

/**
 * Real nginx (deploy/nginx/carta.conf, the config docs/deployment.md gives) in front of a listening
 * Carta: what a guest gets through a shared cache, how soon an owner's change reaches them, and
 * that nothing private is ever shared.
 */

const { t, owner, call } = ownerSessionForSuite({
  appShell: APP_SHELL,
  env: { TRUST_PROXY: '127.0.0.1' },
});
let nginx: RunningNginx;
/** What reached Carta: each request's path, whether it was conditional, and the status. */
const originLog: { url: string; conditional: boolean; status: number }[] = [];

beforeAll(async () => {
  // The app is ready (the owner signed up through it), so it is watched from its HTTP server.
  t.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () =>
      originLog.push({
        url: request.url ?? '',
        conditional: request.headers['if-none-match'] !== undefined,
        status: response.statusCode,
      }),
    );
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  nginx = await startNginx((t.app.server.address() as AddressInfo).port);
});
// Runs before the session's own afterAll closes the app (after hooks run in reverse order).
afterAll(() => nginx?.stop());

const BROTLI_SPANISH = { 'accept-encoding': 'br', 'accept-language': 'es-ES,es;q=0.9' };
const BROTLI_ENGLISH = { 'accept-encoding': 'br', 'accept-language': 'en-GB,en;q=0.9' };

const guest = (path: string, headers: Record<string, string> = BROTLI_SPANISH) =>
  httpGet(nginx.port, path, headers);
const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fromOrigin = (path: string) => originLog.filter(({ url }) => url === path);

/** A run of the suite on the same database must not meet its own slugs. */
const run = Math.random().toString(36).slice(2, 8);

/** A Spanish place with an English translation, and its menu page's readable address. */
async function place(name: string) {
  const slug = `${name.toLowerCase().replace(/\s+/g, '-')}-${run}`;
  const business = await createBusiness(t, owner, {
    name,
    slug,
    primary_language: 'es',
    other_languages: ['en'],
  });
  const soup = await createProduct(t, owner, business.id, {
    name: 'Sopa de ajo',
    price: '6',
    translations: { en: { name: 'Garlic soup' } },
  });
  const category = await createCategory(t, owner, business.id, {
    name: 'Entrantes',
    products: refs([soup]),
  });
  const menu = await createMenu(t, owner, business.id, {
    slug: 'cena',
    categories: refs([category]),
  });
  return { business, soup, menu, path: `/m/${slug}/cena` };
}

describe('Carta behind nginx proxy_cache (deploy/nginx/carta.conf)', () => {
  it("serves a guest's repeated request from the cache, one copy per language and encoding", async () => {
    const { path } = await place('Casa Uno');

    const first = await guest(path);
    expect(first.status, await nginx.errorLog()).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers['cdn-cache-control']).toBe(PUBLIC_CDN_CACHE_CONTROL);
    expect(first.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(first.headers['content-encoding']).toBe('br');
    expect(textOf(first)).toContain('Sopa de ajo');

    const again = await guest(path);
    expect(cacheStatus(again)).toBe('HIT');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.equals(first.body)).toBe(true);
    expect(fromOrigin(path)).toHaveLength(1);

    // Another language is another copy: never the Spanish page for an English guest.
    const english = await guest(path, BROTLI_ENGLISH);
    expect(cacheStatus(english)).toBe('MISS');
    expect(textOf(english)).toContain('Garlic soup');
    expect(textOf(english)).not.toContain('Sopa de ajo');
    expect(cacheStatus(await guest(path, BROTLI_ENGLISH))).toBe('HIT');

    // A client that cannot read brotli gets its own copy, never brotli.
    const plain = await guest(path, { 'accept-language': 'es' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('Sopa de ajo');
    const gzip = await guest(path, { 'accept-encoding': 'gzip', 'accept-language': 'es' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(textOf(gzip)).toContain('Sopa de ajo');

    // The guest's own copy revalidates through the cache: a 304 without reaching Carta.
    const before = fromOrigin(path).length;
    const revalidated = await guest(path, {
      ...BROTLI_SPANISH,
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(cacheStatus(revalidated)).toBe('HIT');
    expect(revalidated.body).toHaveLength(0);
    expect(fromOrigin(path)).toHaveLength(before);

    // The JSON is shared the same way.
    const jsonPath = `/api/public/menus/${(await place('Casa Dos')).menu.id}`;
    const json = await guest(jsonPath);
    expect(json.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(cacheStatus(json)).toBe('MISS');
    expect(textOf(await guest(jsonPath))).toContain('Sopa de ajo');
    expect(cacheStatus(await guest(jsonPath))).toBe('HIT');
  });

  it("brings an owner's change to guests within s-maxage + stale-while-revalidate, then renews with a 304", async () => {
    const { soup, path } = await place('Casa Tres');
    expect(textOf(await guest(path))).toContain('Sopa de ajo');
    expect(cacheStatus(await guest(path))).toBe('HIT');

    const changed = await call('POST', `/api/products/${soup.id}`, {
      name: 'Sopa castellana',
      price: '6',
      translations: { en: { name: 'Castilian soup' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const changedAt = Date.now();
    const promisedMs =
      (SHARED_CACHE_SECONDS.fresh + SHARED_CACHE_SECONDS.staleWhileRevalidate) * 1000 +
      PUBLIC_MENU_REVALIDATE_MS;
    const statuses: string[] = [];
    let seenAfterMs = -1;
    while (Date.now() - changedAt < promisedMs + 2000) {
      const answer = await guest(path);
      statuses.push(String(cacheStatus(answer)));
      if (textOf(answer).includes('Sopa castellana')) {
        seenAfterMs = Date.now() - changedAt;
        break;
      }
      await sleep(100);
    }
    expect(seenAfterMs, statuses.join(' ')).toBeGreaterThan(0);
    expect(seenAfterMs).toBeLessThanOrEqual(promisedMs);
    // Guests were answered from the cache meanwhile: the stale copy while nginx renewed it.
    expect(statuses).toContain('STALE');

    // Unchanged past s-maxage: nginx asks Carta with If-None-Match, Carta answers 304, and the
    // guest, answered at once from the cache, keeps the very same copy.
    const current = await guest(path);
    const asked = fromOrigin(path).length;
    // nginx counts whole seconds: a copy is stale once the clock's second is past its expiry.
    await sleep((SHARED_CACHE_SECONDS.fresh + 1) * 1000 + 200);
    const afterExpiry = await guest(path);
    expect(['STALE', 'UPDATING', 'REVALIDATED']).toContain(cacheStatus(afterExpiry));
    expect(afterExpiry.headers.etag).toBe(current.headers.etag);
    // The renewal runs after the guest's answer: wait for it (a loaded machine may be slow).
    for (let waited = 0; fromOrigin(path).length === asked && waited < 5000; waited += 50) {
      await sleep(50);
    }
    const renewal = fromOrigin(path).slice(asked);
    expect(renewal).toEqual([{ url: path, conditional: true, status: 304 }]);
    expect(cacheStatus(await guest(path))).toBe('HIT');
  }, 40_000);

  it('never shares a private answer', async () => {
    const { business, menu, path } = await place('Casa Cuatro');
    const twice = async (path: string, headers: Record<string, string> = {}) => [
      await guest(path, headers),
      await guest(path, headers),
    ];

    // The owner's API: no-store, and requests with credentials bypass the cache altogether.
    for (const answer of await twice(`/api/businesses/${business.id}`, owner.headers)) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(cacheStatus(answer)).toBe('BYPASS');
    }
    // Without credentials the same address is a 401 that is not kept either.
    for (const answer of await twice(`/api/businesses/${business.id}`)) {
      expect(answer.status).toBe(401);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(cacheStatus(answer)).toBe('MISS');
    }
    // Health, sign-in's captcha and an unknown menu: asked of Carta every time.
    for (const path of ['/api/health', '/api/captcha/config', '/m/does-not-exist']) {
      for (const answer of await twice(path)) {
        expect(answer.headers['cache-control'], path).toMatch(/no-store|no-cache/);
        expect(cacheStatus(answer), path).toBe('MISS');
      }
    }
    // The redirect from a menu's id to its readable address may change with the slug.
    for (const answer of await twice(`/m/${menu.id}`)) {
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(path);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(cacheStatus(answer)).toBe('MISS');
    }
  });

  it('keeps uploaded images, which never change, for as long as they are asked for', async () => {
    const image = `/api/files/${await uploadImage(t, owner)}-large.webp`;
    const first = await guest(image, {});
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cacheStatus(first)).toBe('MISS');
    expect(cacheStatus(await guest(image, {}))).toBe('HIT');
  });
});
