import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_THEME,
  openAvailability,
  type ContentLanguage,
  type PublicMenu,
} from '@carta/shared';
import { createPublicMenuCache, type PublicMenuSource } from './public-menu-cache';
import { createRenderQueue, RenderBusyError } from './render-queue';

const menu = (name: string, language: ContentLanguage = 'en'): PublicMenu => ({
  id: '00000000-0000-0000-0000-000000000001',
  name: language === 'en' ? name : `${name} (${language})`,
  slug: null,
  enabled: true,
  theme: DEFAULT_THEME,
  business: {
    id: '00000000-0000-0000-0000-000000000002',
    name: 'Cafe',
    slug: null,
    logo_url: null,
    logo_thumb_url: null,
    phone: null,
    website: null,
    whatsapp: null,
    instagram: null,
    facebook: null,
    twitter: null,
    currency: 'USD',
    languages: ['en', 'fr'],
  },
  categories: [],
  availability: openAvailability(),
  language,
});

/** A database stand-in: one menu 'm' whose version and name the test changes. */
function fakeSource() {
  const state = {
    version: 1,
    name: 'Dinner',
    exists: true,
    fail: false,
    /** When the menu's hours next open or close it (ms), or null. */
    validUntil: null as number | null,
  };
  const source = {
    contentVersion: vi.fn(async () => {
      if (state.fail) throw new Error('database down');
      return state.exists ? state.version : null;
    }),
    load: vi.fn(async () => {
      if (state.fail) throw new Error('database down');
      return state.exists
        ? {
            version: state.version,
            languages: ['en', 'fr'] as const,
            menu: (language: ContentLanguage) => menu(state.name, language),
            validUntil: state.validUntil,
            path: '/m/00000000-0000-0000-0000-000000000001',
          }
        : null;
    }),
  } satisfies PublicMenuSource;
  return { state, source };
}

function setup(options: { maxBytes?: number; settleMs?: number } = {}) {
  const { state, source } = fakeSource();
  let time = 0;
  const renderPage = vi.fn((m: PublicMenu, language: string) =>
    m.enabled ? `<html lang="${language}">${m.name}</html>` : '',
  );
  const onStale = vi.fn();
  const cache = createPublicMenuCache({
    source,
    renderPage,
    maxBytes: options.maxBytes ?? 1_000_000,
    revalidateMs: 500,
    settleMs: options.settleMs,
    onStale,
    now: () => time,
  });
  return { cache, state, source, renderPage, onStale, advance: (ms: number) => (time += ms) };
}

const text = async (payload: Promise<{ raw: Buffer } | null>) =>
  (await payload)?.raw.toString('utf8') ?? null;

/** 100 ms of real time, so that compression queued on libuv's thread pool has finished. */
async function threadPoolDone() {
  const until = performance.now() + 100;
  while (performance.now() < until) await new Promise((resolve) => setImmediate(resolve));
}

describe('public menu cache (render once per change)', () => {
  it('loads and renders once for many concurrent requests', async () => {
    const { cache, source, renderPage } = setup();
    const pages = await Promise.all(Array.from({ length: 50 }, () => cache.page('m', ['en'])));
    expect(new Set(pages.map((page) => page?.etag)).size).toBe(1);
    expect(source.load).toHaveBeenCalledTimes(1);
    expect(renderPage).toHaveBeenCalledTimes(1);
    await cache.json('m');
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('compresses a new version fast, then at the best level once it has settled', async () => {
    vi.useFakeTimers();
    try {
      const { cache, state, advance } = setup({ settleMs: 1_000 });
      const first = await cache.page('m', ['en']);
      expect(first?.level).toBe('fast');
      expect((await cache.json('m'))?.level).toBe('fast');

      await vi.advanceTimersByTimeAsync(1_000);
      // Re-encoding runs on libuv's thread pool, outside the fake clock.
      await vi.waitFor(async () => expect((await cache.page('m', ['en']))?.level).toBe('best'));
      const settled = await cache.page('m', ['en']);
      expect(settled?.etag).toBe(first?.etag);
      expect(settled?.raw.equals(first!.raw)).toBe(true);
      expect((await cache.json('m'))?.level).toBe('best');

      // A change starts over: the new version is served fast at once, settled later.
      state.version += 1;
      state.name = 'Lunch';
      cache.noteLocalWrite();
      advance(1);
      const changed = await cache.page('m', ['en']);
      expect(changed?.raw.toString()).toContain('Lunch');
      expect(changed?.level).toBe('fast');
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(async () => expect((await cache.page('m', ['en']))?.level).toBe('best'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not settle a version that was replaced meanwhile', async () => {
    // Only the timers are fake: real time must pass for the thread pool's compression.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { cache, state, advance } = setup({ settleMs: 1_000 });
      await cache.page('m', ['en']);
      await vi.advanceTimersByTimeAsync(600);
      state.version += 1;
      cache.noteLocalWrite();
      advance(1);
      await cache.page('m', ['en']);
      // The first version's timer was due now (replacing it must have stopped it); the second
      // version's has 600 ms to go.
      await vi.advanceTimersByTimeAsync(400);
      await threadPoolDone();
      expect((await cache.page('m', ['en']))?.level).toBe('fast');
      await vi.advanceTimersByTimeAsync(600);
      await vi.waitFor(async () => expect((await cache.page('m', ['en']))?.level).toBe('best'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders each language once', async () => {
    const { cache, renderPage } = setup();
    expect(await text(cache.page('m', ['en']))).toContain('lang="en"');
    expect(await text(cache.page('m', ['es']))).toContain('lang="es"');
    await cache.page('m', ['es']);
    expect(renderPage).toHaveBeenCalledTimes(2);
  });

  it('keeps each content language apart, in the JSON and the page (docs/product.md, "Menu languages")', async () => {
    const { cache, source, renderPage } = setup();
    expect(await text(cache.json('m', ['fr']))).toContain('Dinner (fr)');
    expect(await text(cache.json('m', ['de']))).toContain('"name":"Dinner"');
    // French content with English texts of the page: the interface has no French.
    const french = await text(cache.page('m', ['fr', 'de']));
    expect(french).toContain('lang="en">Dinner (fr)');
    // A language the menu does not offer gets the primary one.
    expect(await text(cache.page('m', ['de']))).toContain('>Dinner<');
    await cache.page('m', ['fr']);
    expect(renderPage).toHaveBeenCalledTimes(2);
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('asks the database nothing while fresh, then only for the version', async () => {
    const { cache, source, advance } = setup();
    await cache.json('m');
    advance(499);
    await cache.json('m');
    expect(source.contentVersion).not.toHaveBeenCalled();
    advance(1);
    await cache.json('m');
    expect(source.contentVersion).toHaveBeenCalledTimes(1);
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('reloads when the content version moved, and keeps the copy when it did not', async () => {
    const { cache, state, source, renderPage, advance } = setup();
    expect(await text(cache.page('m', ['en']))).toContain('Dinner');
    advance(500);
    expect(await text(cache.page('m', ['en']))).toContain('Dinner');
    expect(source.load).toHaveBeenCalledTimes(1);
    state.version = 2;
    state.name = 'Supper';
    // Another process changed it: still the old copy until the entry is due for a check.
    expect(await text(cache.page('m', ['en']))).toContain('Dinner');
    advance(500);
    expect(await text(cache.page('m', ['en']))).toContain('Supper');
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(renderPage).toHaveBeenCalledTimes(2);
  });

  it('reads the menu again the moment its hours open or close it, with the same version', async () => {
    const { cache, state, source, advance } = setup();
    // Loaded at 0; its hours change what guests see at 100 ms (docs/product.md, "Hours").
    state.validUntil = 100;
    await cache.page('m', ['en']);
    advance(99);
    await cache.page('m', ['en']);
    expect(source.load).toHaveBeenCalledTimes(1);
    expect(source.load).toHaveBeenLastCalledWith('m', new Date(0));
    state.validUntil = null;
    advance(1);
    // Well within revalidateMs and no write: only the hours make it due.
    await cache.page('m', ['en']);
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(source.load).toHaveBeenLastCalledWith('m', new Date(100));
    advance(10_000);
    await cache.page('m', ['en']);
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('checks at once after a write through this process', async () => {
    const { cache, state } = setup();
    await cache.json('m');
    state.version = 2;
    state.name = 'Supper';
    cache.noteLocalWrite();
    expect(await text(cache.json('m'))).toContain('Supper');
  });

  it('forgets a menu that no longer exists', async () => {
    const { cache, state, advance } = setup();
    await cache.json('m');
    state.exists = false;
    advance(500);
    expect(await cache.json('m')).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  it('serves the last copy when the database cannot be reached, and says so', async () => {
    const { cache, state, onStale, advance } = setup();
    await cache.json('m');
    state.fail = true;
    advance(500);
    expect(await text(cache.json('m'))).toContain('Dinner');
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('serves the last copy when the check does not answer in time, one check at a time (issue 26 item 9)', async () => {
    const { cache, source, onStale, advance } = setup();
    await cache.json('m');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The database took the query and never answers (a partition).
      let answer: (version: number) => void = () => {};
      source.contentVersion.mockImplementation(
        () => new Promise<number>((resolve) => (answer = resolve)),
      );
      advance(500);
      let served = false;
      const page = cache.json('m').then((payload) => ((served = true), payload));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(served, 'answered from the copy after the 2 s check deadline').toBe(true);
      expect(await text(page)).toContain('Dinner');
      expect(onStale).toHaveBeenCalledTimes(1);
      // The check is still out: later guests get the copy at once and start no second query.
      advance(500);
      expect(await text(cache.json('m'))).toContain('Dinner');
      expect(source.contentVersion).toHaveBeenCalledTimes(1);
      answer(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails without a copy to fall back on', async () => {
    const { cache, state } = setup();
    state.fail = true;
    await expect(cache.json('m')).rejects.toThrow('database down');
  });

  it('stays within its memory bound, dropping the least recently used', async () => {
    const { cache } = setup({ maxBytes: 1 });
    await cache.json('a');
    await cache.json('b');
    expect(cache.stats().entries).toBe(1);
    const many = setup({ maxBytes: 600 });
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']) {
      await many.cache.page(id, ['en']);
    }
    expect(many.cache.stats().bytes).toBeLessThanOrEqual(600);
    expect(many.cache.stats().entries).toBeLessThan(12);
  });
});

describe('public menu cache, a big menu (issue 26 item 1; docs/public-menu.md, "A big menu in parts")', () => {
  it('shares one render among concurrent requests for a filtered page it does not keep', async () => {
    const { cache, renderPage } = setup();
    // The first FILTERED_PAGES_MAX filters are kept; the next ones are rendered per request.
    const filters = [
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soybeans',
      'milk',
      'nuts',
    ];
    for (const allergen of filters) {
      await cache.page('m', ['en'], { labels: [], without: [allergen as 'gluten'] });
    }
    renderPage.mockClear();
    const beyond = { labels: [], without: ['celery' as const] };
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => cache.page('m', ['en'], beyond)),
    );
    expect(new Set(pages.map((page) => page?.etag)).size).toBe(1);
    expect(renderPage).toHaveBeenCalledTimes(1);
  });

  it('renders at most the queue concurrency at once, and refuses beyond its waiting room', async () => {
    const { source } = fakeSource();
    const cache = createPublicMenuCache({
      source,
      renderPage: (_m, language, filter) => `${language}:${filter.without.join()}`,
      maxBytes: 1_000_000,
      revalidateMs: 500,
      renderQueue: createRenderQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 }),
    });
    // Four different pages asked at once: one renders, one waits, two are refused at once.
    const answers = await Promise.all(
      (['gluten', 'eggs', 'fish', 'milk'] as const).map((allergen) =>
        cache.page('m', ['en'], { labels: [], without: [allergen] }).then(
          (page) => ({ page, error: null }),
          (error: unknown) => ({ page: null, error }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.page?.raw.toString() ?? null)).toEqual([
      'en:gluten',
      'en:eggs',
      null,
      null,
    ]);
    expect(answers[2]!.error).toBeInstanceOf(RenderBusyError);
    expect(answers[3]!.error).toBeInstanceOf(RenderBusyError);
    // A refused page is not kept as a failure: asked again, it renders.
    expect(await text(cache.page('m', ['en'], { labels: [], without: ['milk'] }))).toBe('en:milk');
  });

  it('clamps ?part= to the parts of the menu: no query string makes a new page', async () => {
    const { source } = fakeSource();
    const renderPage = vi.fn(
      (_m: PublicMenu, _language: string, _filter: unknown, _inAddress: boolean, part: number) =>
        `part ${part}`,
    );
    const cache = createPublicMenuCache({
      source,
      renderPage,
      partCount: () => 3,
      maxBytes: 1_000_000,
      revalidateMs: 500,
    });
    expect(await text(cache.page('m', ['en'], undefined, false, '2'))).toBe('part 2');
    expect(await text(cache.page('m', ['en'], undefined, false, '3'))).toBe('part 3');
    for (const asked of ['4', '999999', '3', ['3', '1']]) {
      expect(await text(cache.page('m', ['en'], undefined, false, asked))).toBe('part 3');
    }
    for (const asked of [undefined, '0', '-1', 'x', '1e9']) {
      expect(await text(cache.page('m', ['en'], undefined, false, asked))).toBe('part 1');
    }
    expect(renderPage).toHaveBeenCalledTimes(3);
  });
});

describe('renders for the store (stored-public-cache.ts)', () => {
  it("gives a head with every language's parts, and bodies at the best level", async () => {
    const { cache, renderPage } = setup();
    const head = await cache.head('m');
    expect(head).toMatchObject({
      version: 1,
      languages: ['en', 'fr'],
      path: '/m/00000000-0000-0000-0000-000000000001',
      pageParts: { en: 1, fr: 1 },
      jsonParts: { en: 1, fr: 1 },
    });
    const page = await cache.renderVariant('m', {
      kind: 'page',
      content: 'fr',
      chrome: 'en',
      languageInAddress: false,
      part: 9,
    });
    expect(page?.version).toBe(1);
    expect(page?.payload.level).toBe('best');
    expect(page?.payload.raw.toString('utf8')).toBe('<html lang="en">Dinner (fr)</html>');
    // A part past the last is the last.
    expect(renderPage).toHaveBeenLastCalledWith(
      expect.anything(),
      'en',
      expect.anything(),
      false,
      1,
    );
  });

  it('never labels an older render with a newer version the store has seen', async () => {
    const { cache, state, source } = setup();
    await cache.head('m');
    state.version = 2;
    state.name = 'Supper';
    // Fresh by the cache's own rule (checked 0 ms ago), but older than what the store read.
    const json = await cache.renderVariant('m', { kind: 'json', content: 'en', part: 1 }, 2);
    expect(json?.version).toBe(2);
    expect(json?.payload.raw.toString('utf8')).toContain('Supper');
    expect(source.load).toHaveBeenCalledTimes(2);
  });
});
