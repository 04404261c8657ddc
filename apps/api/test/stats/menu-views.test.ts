import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  MENU_VIEWS_DEFAULT_DAYS,
  MenuViewsStatsSchema,
  menuPath,
  placePath,
  messages,
  type MenuViewsStats,
} from '@carta/shared';
import { VIEW_DEDUP_WINDOW_MS } from '../../src/modules/menu-views/view-counter';
import { codedFields } from '../helpers/error-body';
import { createBusiness, createMenu } from '../helpers/fixtures';
import { createOwner, ownerSession, ownerSessionForSuite } from '../helpers/sessions';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const { t, owner } = ownerSessionForSuite({ menuViews: { flushIntervalMs: 0, now: () => clock } });
/** The app's clock: views count on its day, and the dedup window runs on it. */
let clock = Date.parse('2026-03-10T12:00:00Z');
let guests = 0;

/** A new visitor: its own address, so no other test's views dedupe against it. */
const newGuest = () => `203.0.113.${(guests += 1)}`;

const visit = (url: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: { 'user-agent': IPHONE, ...headers },
  });

async function viewsOf(businessId: string, query = 'from=2026-03-01&to=2026-03-31') {
  await t.app.menuViews.flush();
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/stats/${businessId}/views?${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return MenuViewsStatsSchema.parse(response.json());
}

const dayViews = (stats: MenuViewsStats, day: string) =>
  stats.days.find((entry) => entry.day === day)?.views;

let places = 0;

/** A business with a readable address and its menu "Dinner" at `path`. */
async function place(input: Parameters<typeof createBusiness>[2] = {}) {
  places += 1;
  const business = await createBusiness(t, owner, {
    name: 'Casa Pepe',
    slug: `casa-pepe-${places}`,
    ...input,
  });
  const menu = await createMenu(t, owner, business.id, { name: 'Dinner', slug: 'dinner' });
  return { business, menu, path: menuPath(menu, business) };
}

describe('Menu views: counting page views (docs/product.md, "Menu views")', () => {
  it('counts a view of a menu page by day, menu, language, device and source', async () => {
    const { business, menu, path } = await place();
    const lunch = await createMenu(t, owner, business.id, { name: 'Lunch' });
    expect((await viewsOf(business.id)).total).toBe(0);

    expect((await visit(`/m/${menu.id}`, newGuest())).statusCode).toBe(302);
    const page = await visit(path, newGuest());
    expect(page.statusCode).toBe(200);
    await visit(`/m/${lunch.id}`, newGuest(), { 'user-agent': DESKTOP });
    await visit(`/m/${lunch.id}`, newGuest(), { 'user-agent': DESKTOP });

    const stats = await viewsOf(business.id);
    expect(stats.total).toBe(3);
    expect(stats.from).toBe('2026-03-01');
    expect(stats.to).toBe('2026-03-31');
    expect(stats.days).toHaveLength(31);
    expect(dayViews(stats, '2026-03-10')).toBe(3);
    expect(dayViews(stats, '2026-03-09')).toBe(0);
    expect(stats.top_menus).toEqual([
      { id: lunch.id, name: 'Lunch', views: 2 },
      { id: menu.id, name: 'Dinner', views: 1 },
    ]);
    expect(stats.sources).toEqual([{ source: 'link', views: 3 }]);
    expect(stats.devices).toEqual([
      { device: 'desktop', views: 2 },
      { device: 'phone', views: 1 },
    ]);
    expect(stats.languages).toEqual([{ language: 'en', views: 3 }]);
  });

  it('tells QR views (?src=qr) from link views, keeping src out of the page and its canonical', async () => {
    const { business, menu, path } = await place();
    const plain = await visit(path, newGuest());
    const fromQr = await visit(`${path}?src=qr`, newGuest());
    expect(fromQr.statusCode).toBe(200);
    // The same cached page: the parameter changes nothing guests see.
    expect(fromQr.headers.etag).toBe(plain.headers.etag);
    expect(fromQr.body).toBe(plain.body);
    expect(fromQr.body).not.toContain('src=qr');
    // The id address redirects with the query kept, so a QR code with an id counts as QR too.
    const ip = newGuest();
    const moved = await visit(`/m/${menu.id}?src=qr`, ip);
    expect(moved.headers.location).toBe(`${path}?src=qr`);
    await visit(moved.headers.location!, ip);
    await visit(`${path}?src=other`, newGuest());

    const stats = await viewsOf(business.id);
    // Ties in the order of VIEW_SOURCES.
    expect(stats.sources).toEqual([
      { source: 'qr', views: 2 },
      { source: 'link', views: 2 },
    ]);
  });

  it('classifies devices from the user agent and counts the language the menu was shown in', async () => {
    const { business, path } = await place({
      primary_language: 'es',
      other_languages: ['en'],
    });
    await visit(path, newGuest(), { 'user-agent': IPAD });
    await visit(path, newGuest(), { 'user-agent': ANDROID_TABLET });
    await visit(path, newGuest(), { 'user-agent': ANDROID_PHONE, 'accept-language': 'en' });
    await visit(`${path}?lang=en`, newGuest(), { 'user-agent': DESKTOP });
    // A language the business does not offer shows the primary one.
    await visit(`${path}?lang=fr`, newGuest(), { 'user-agent': DESKTOP });

    const stats = await viewsOf(business.id);
    expect(stats.total).toBe(5);
    expect(stats.devices).toEqual([
      { device: 'tablet', views: 2 },
      { device: 'desktop', views: 2 },
      { device: 'phone', views: 1 },
    ]);
    expect(stats.languages).toEqual([
      { language: 'es', views: 3 },
      { language: 'en', views: 2 },
    ]);
  });

  it('does not count bots, tools, link previews, prefetches, the JSON API, place pages or misses', async () => {
    const { business, menu, path } = await place();
    for (const userAgent of [
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'curl/8.5.0',
    ]) {
      const response = await visit(path, newGuest(), { 'user-agent': userAgent });
      expect(response.statusCode).toBe(200);
    }
    const prefetches: Record<string, string>[] = [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
      { 'x-purpose': 'preview' },
    ];
    for (const headers of prefetches) {
      expect((await visit(path, newGuest(), headers)).statusCode).toBe(200);
    }
    await visit(`/api/public/menus/${menu.id}`, newGuest());
    await visit(placePath(business), newGuest());
    await visit(`/m/${randomUUID()}`, newGuest());
    expect(t.app.menuViews.pending().views).toBe(0);
    expect((await viewsOf(business.id)).total).toBe(0);
  });

  it('counts reloads by the same visitor within the window once', async () => {
    const { business, path } = await place();
    const ip = newGuest();
    for (let i = 0; i < 4; i += 1) await visit(path, ip);
    // A revalidation from the guest's own copy (304) is a reload like any other.
    const etag = (await visit(path, ip)).headers.etag as string;
    expect((await visit(path, ip, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await viewsOf(business.id)).total).toBe(1);

    // The same address later on is a new view.
    clock += VIEW_DEDUP_WINDOW_MS + 1;
    await visit(path, ip);
    expect((await viewsOf(business.id)).total).toBe(2);
  });

  it('dedupes by address alone: 30 browsers (user agents) at one address within the window are one view', async () => {
    // Issue 26 item 8: the agent was part of the visitor, so changing it per request counted
    // every request.
    const { business, path } = await place();
    const ip = newGuest();
    for (let i = 0; i < 30; i += 1) {
      const agent = `Mozilla/5.0 (Linux; Android 14; Pixel ${i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0.0.0 Mobile Safari/537.36`;
      expect((await visit(path, ip, { 'user-agent': agent })).statusCode).toBe(200);
    }
    await visit(path, ip, { 'user-agent': DESKTOP });
    expect((await viewsOf(business.id)).total).toBe(1);
  });

  it('never counts a HEAD request', async () => {
    const { business, menu, path } = await place();
    for (const url of [path, `${path}?src=qr`]) {
      const head = await t.app.inject({
        method: 'HEAD',
        url,
        remoteAddress: newGuest(),
        headers: { 'user-agent': IPHONE },
      });
      expect(head.statusCode).toBe(200);
    }
    const ip = newGuest();
    const moved = await t.app.inject({
      method: 'HEAD',
      url: `/m/${menu.id}`,
      remoteAddress: ip,
      headers: { 'user-agent': IPHONE },
    });
    expect(moved.statusCode).toBe(302);
    expect(t.app.menuViews.pending().views).toBe(0);
    // A HEAD does not use up the address's view either: its GET counts.
    await visit(path, ip);
    expect((await viewsOf(business.id)).total).toBe(1);
  });

  it("counts a view on the business's calendar day, in its time zone", async () => {
    const saved = clock;
    clock = Date.parse('2026-03-10T23:30:00Z');
    try {
      const auckland = await place({ time_zone: 'Pacific/Auckland' });
      const honolulu = await place({ time_zone: 'Pacific/Honolulu' });
      await visit(auckland.path, newGuest());
      await visit(honolulu.path, newGuest());
      expect(dayViews(await viewsOf(auckland.business.id), '2026-03-11')).toBe(1);
      expect(dayViews(await viewsOf(honolulu.business.id), '2026-03-10')).toBe(1);
    } finally {
      clock = saved;
    }
  });

  it('never fails the page when counts cannot be written, and writes them on the next flush', async () => {
    const { business, path } = await place();
    await visit(path, newGuest());
    await t.app.db.execute(sql`ALTER TABLE menu_view_days RENAME TO menu_view_days_away`);
    try {
      await t.app.menuViews.flush();
      expect(t.app.menuViews.pending()).toEqual({ views: 1, rows: 1 });
      const page = await visit(path, newGuest());
      expect(page.statusCode).toBe(200);
      await t.app.menuViews.flush();
      expect(t.app.menuViews.pending()).toEqual({ views: 2, rows: 1 });
    } finally {
      await t.app.db.execute(sql`ALTER TABLE menu_view_days_away RENAME TO menu_view_days`);
    }
    expect((await viewsOf(business.id)).total).toBe(2);
    expect(t.app.menuViews.pending()).toEqual({ views: 0, rows: 0 });
  });

  it('drops the views of a menu deleted before the flush without losing the others', async () => {
    const { business, menu, path } = await place();
    const lunch = await createMenu(t, owner, business.id, { name: 'Lunch' });
    await visit(path, newGuest());
    await visit(`/m/${lunch.id}`, newGuest());
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/menus/${lunch.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const stats = await viewsOf(business.id);
    expect(stats.total).toBe(1);
    expect(stats.top_menus).toEqual([{ id: menu.id, name: 'Dinner', views: 1 }]);
  });
});

describe('Menu views behind a proxy (TRUST_PROXY)', () => {
  const proxied = ownerSessionForSuite({
    env: { TRUST_PROXY: '127.0.0.1' },
    menuViews: { flushIntervalMs: 0 },
  });

  it('dedupes by the client address the proxy forwards, whatever the user agent', async () => {
    const business = await createBusiness(proxied.t, proxied.owner);
    const menu = await createMenu(proxied.t, proxied.owner, business.id);
    const open = (client: string, agent: string) =>
      proxied.t.app.inject({
        method: 'GET',
        url: `/m/${menu.id}`,
        remoteAddress: '127.0.0.1',
        headers: { 'user-agent': agent, 'x-forwarded-for': client },
      });
    for (const agent of [IPHONE, IPAD, ANDROID_PHONE, ANDROID_TABLET, DESKTOP]) {
      expect((await open('198.51.100.7', agent)).statusCode).toBe(200);
    }
    // Two other guests behind the same proxy are two more views.
    await open('198.51.100.8', IPHONE);
    await open('198.51.100.9', IPHONE);
    await proxied.t.app.menuViews.flush();
    const response = await proxied.t.app.inject({
      method: 'GET',
      url: `/api/stats/${business.id}/views?from=2026-01-01&to=2026-12-31`,
      headers: proxied.owner.headers,
    });
    expect(MenuViewsStatsSchema.parse(response.json()).total).toBe(3);
  });
});

describe('Menu views when the app closes', () => {
  it('writes what was counted before the database closes', async () => {
    const lines: string[] = [];
    const other = await ownerSession({
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line: string) => void lines.push(line) },
      menuViews: { flushIntervalMs: 0 },
    });
    const business = await createBusiness(other.t, other.owner);
    const menu = await createMenu(other.t, other.owner, business.id);
    await other.t.app.inject({
      method: 'GET',
      url: menuPath(menu, business),
      headers: { 'user-agent': IPHONE },
    });
    expect(other.t.app.menuViews.pending().views).toBe(1);
    await other.t.close();
    expect(other.t.app.menuViews.pending().views).toBe(0);
    expect(lines.join('')).not.toContain('menu views not written');
  });
});

describe('Menu views and the owner read cache (docs/performance.md)', () => {
  it('never answers the views from the cache: the flush writes them without a request', async () => {
    const cached = await ownerSession({
      env: { OWNER_READ_CACHE: 'true' },
      menuViews: { flushIntervalMs: 0 },
    });
    try {
      const business = await createBusiness(cached.t, cached.owner);
      const menu = await createMenu(cached.t, cached.owner, business.id);
      const total = async () =>
        MenuViewsStatsSchema.parse(
          (await cached.call('GET', `/api/stats/${business.id}/views`)).json(),
        ).total;
      expect(await total()).toBe(0);
      await cached.t.app.inject({
        method: 'GET',
        url: menuPath(menu, business),
        headers: { 'user-agent': IPHONE },
      });
      await cached.t.app.menuViews.flush();
      expect(await total()).toBe(1);
    } finally {
      await cached.t.close();
    }
  });
});

describe('GET /api/stats/:businessId/views', () => {
  it('defaults to the last 30 days ending today in the business zone', async () => {
    const { business } = await place({ time_zone: 'America/Mexico_City' });
    const stats = await viewsOf(business.id, '');
    const today = dayInZone(Date.now(), 'America/Mexico_City');
    expect(stats.to).toBe(today);
    expect(stats.from).toBe(addDays(today, -(MENU_VIEWS_DEFAULT_DAYS - 1)));
    expect(stats.days).toHaveLength(MENU_VIEWS_DEFAULT_DAYS);
    expect(stats.time_zone).toBe('America/Mexico_City');
    expect(stats).toMatchObject({
      total: 0,
      top_menus: [],
      sources: [],
      devices: [],
      languages: [],
    });
    expect((await viewsOf(business.id, 'to=2026-02-10')).from).toBe('2026-01-12');
    expect((await viewsOf(business.id, 'from=2026-02-10')).to).toBe('2026-03-11');
  });

  it("answers 404 for another owner's business, 401 without a token", async () => {
    const { business } = await place();
    const stranger = await createOwner(t);
    const url = `/api/stats/${business.id}/views`;
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/stats/${randomUUID()}/views`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 400 with field messages for bad dates and ranges', async () => {
    const { business } = await place();
    const ask = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/stats/${business.id}/views?${query}`,
        headers: owner.headers,
      });
    for (const [query, fields] of [
      ['from=2026-02-30', { from: messages.dateInvalid }],
      ['to=yesterday', { to: messages.dateInvalid }],
      ['from=2026-03-10&to=2026-03-09', { to: messages.dateRangeReversed }],
      ['from=2025-01-01&to=2026-01-02', { to: messages.dateRangeTooLong }],
    ] as const) {
      const response = await ask(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toEqual(codedFields(fields));
    }
    expect((await ask('from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });
});
