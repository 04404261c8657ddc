import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  choosePageLanguages,
  DEFAULT_CONTENT_LANGUAGE,
  dietFilterQuery,
  isDietFilterEmpty,
  partNumber,
  PUBLIC_RENDER_QUEUE,
  type ContentLanguage,
  type DietFilter,
  type Language,
  type PublicMenu,
} from '@carta/shared';
import { withDeadline } from '../../lib/deadline';
import {
  encodePayload,
  payloadBytes,
  reencodePayload,
  type CompressionLevel,
  type EncodedPayload,
} from './encoded-payload';
import { createRenderQueue, type RenderQueue } from './render-queue';

/**
 * Where the cache reads from (the repository, or a fake in unit tests). `T` is what guests see:
 * a menu, or a place's page listing its menus (the same rules of freshness hold for both).
 */
export interface PublicMenuSource<T = PublicMenu> {
  /** The content version behind a menu; null when the menu no longer exists. */
  contentVersion(menuId: string): Promise<number | null>;
  /**
   * The version (read FIRST) and then the menu as guests see it at `at`; null when missing.
   * `validUntil` (ms since the epoch): when the menu's hours change what guests see, or null.
   */
  load(menuId: string, at: Date): Promise<LoadedMenu<T> | null>;
}

export interface LoadedMenu<T = PublicMenu> {
  version: number;
  /** The business it belongs to (stored bodies are kept per business: stored-public-cache.ts). */
  businessId?: string;
  /** The business's menu languages, the primary first (none for a disabled menu). */
  languages: readonly ContentLanguage[];
  /**
   * The menu with its texts in one of them (docs/product.md, "Menu languages"); made once per
   * language and entry.
   */
  menu: (language: ContentLanguage) => T;
  /**
   * About how many bytes of memory the loaded rows and each language's menu hold: counted with
   * the entry's bodies against `maxBytes`, so a huge menu is not kept for free.
   */
  weight?: number;
  validUntil: number | null;
  /**
   * Its canonical path (`/m/casa-pepe/dinner`): other addresses of it redirect there. Null: it
   * answers at any of its addresses (a disabled menu).
   */
  path: string | null;
  /**
   * The business's time zone, on whose calendar views of the page are counted
   * (docs/product.md, "Menu views"); absent when views are not counted (a disabled menu).
   */
  viewZone?: string;
}

export interface PublicMenuCacheOptions<T = PublicMenu> {
  source: PublicMenuSource<T>;
  /** The server-rendered page of a menu in one interface language, with the guest's filter. */
  renderPage: (
    menu: T,
    language: Language,
    filter: DietFilter,
    /** The address named the language (`?lang=`): the page's canonical address does too. */
    languageInAddress: boolean,
    /** The part of a big menu, from 1 (docs/public-menu.md, "A big menu in parts"). */
    part: number,
  ) => string;
  /** How many parts the page of `menu` has (1 by default): `?part=` is clamped to them. */
  partCount?: (menu: T) => number;
  /**
   * The JSON of a big menu in parts (docs/public-menu.md): how many, and the value of one (from
   * 1). By default the whole value is one part.
   */
  jsonParts?: { count: (menu: T) => number; value: (menu: T, part: number) => unknown };
  /**
   * Bounds the renders (and JSON bodies) being built at once; a render refused by it rejects with
   * RenderBusyError. By default a queue of PUBLIC_RENDER_QUEUE for this cache alone.
   */
  renderQueue?: RenderQueue;
  /** Upper bound of the bytes held (every encoding of every body counted). */
  maxBytes: number;
  /**
   * How long a checked entry is served without asking the database again. Changes made by
   * another server process show after at most this long; this process's own writes at once.
   */
  revalidateMs: number;
  /**
   * Bodies are first compressed fast (a change must not cost guests latency); once a menu has
   * gone this long without changing, its bodies are compressed again at the best level in the
   * background. Default 5 s.
   */
  settleMs?: number;
  /**
   * How long the check of a cached entry may take before the cached copy is served anyway (the
   * database is away or stuck: docs/security.md, "When the database goes away"). Default 2 s.
   */
  checkTimeoutMs?: number;
  /** Called when a check fails or is late and a stale copy is served instead. */
  onStale?: (menuId: string, error: unknown) => void;
  now?: () => number;
  /**
   * How unfiltered bodies are compressed when made: `fast` then settled to the best level later
   * (the default), or `best` at once and never settled (bodies that are stored: their render is
   * not on a guest's path but in the background, docs/public-menu.md).
   */
  level?: CompressionLevel;
}

/** One body of a page or of the JSON, as stored-public-cache.ts names it. */
export type BodyVariant =
  | {
      kind: 'page';
      content: ContentLanguage;
      chrome: Language;
      languageInAddress: boolean;
      part: number;
    }
  | { kind: 'json'; content: ContentLanguage; part: number };

/** What serving a menu needs before choosing one of its bodies: no rows, no menu object. */
export interface MenuHead {
  version: number;
  businessId: string | null;
  languages: readonly ContentLanguage[];
  validUntil: number | null;
  path: string | null;
  viewZone: string | null;
  /** How many parts its page and JSON have, by content language. */
  pageParts: Partial<Record<ContentLanguage, number>>;
  jsonParts: Partial<Record<ContentLanguage, number>>;
}

/** A body made for the store, with the version and hours it was made for. */
export interface RenderedBody {
  payload: EncodedPayload;
  version: number;
  validUntil: number | null;
}

interface Entry<T> extends LoadedMenu<T> {
  /** The menu opens or closes then (docs/product.md, "Hours"): it is read again from then on. */
  validUntil: number | null;
  /** By content language and part (`${language}#${part}`), each made on first request. */
  json: Map<string, Promise<EncodedPayload>>;
  /** By content language, interface language, filter and part (`pageKey`), least recent first. */
  pages: Map<string, Promise<EncodedPayload>>;
  /** The bytes of each page of `pages` once it is ready, and whether it is a filtered one. */
  pageSizes: Map<string, { bytes: number; filtered: boolean }>;
  /** The sum of `pageSizes`: bounded by a share of `maxBytes` (ENTRY_PAGES_SHARE). */
  pageBytes: number;
  /** Renders of pages that are not kept, shared by the requests asking at the same time. */
  transient: Map<string, Promise<EncodedPayload>>;
  /** Each language's menu and how many parts its page and JSON have, made once (menuOf). */
  menus: Map<ContentLanguage, MadeMenu<T>>;
  /** How many of `pages` are filtered ones (bounded by FILTERED_PAGES_MAX). */
  filteredPages: number;
  bytes: number;
  checkedAt: number;
  checkedEpoch: number;
  settleTimer?: NodeJS.Timeout;
}

/**
 * Public menus rendered once per change, not once per request (docs/public-menu.md).
 *
 * A guest's request is answered from memory while its entry is fresh: checked less than
 * `revalidateMs` ago and no write has gone through this process since. Otherwise ONE query asks
 * for the business's content version (bumped by database triggers on every relevant write, by
 * any process); the menu is read and rendered again only when that number moved. Concurrent
 * requests for the same menu share one check and one render. Least recently used entries are
 * dropped beyond `maxBytes`. If the database cannot be reached, the last good copy is served.
 */
/** A language's menu with its part counts, derived once so that a guest's request only looks them up. */
interface MadeMenu<T> {
  menu: T;
  pageParts: number;
  jsonParts: number;
}

/**
 * Filtered pages (`?diet=vegan`, asked by guests without JavaScript) kept per menu; any further
 * filter is rendered for its request alone, so no sequence of query strings grows the cache.
 */
export const FILTERED_PAGES_MAX = 8;
/**
 * One entry's pages may hold at most this share of `maxBytes`: a menu of many parts keeps its
 * most recently asked ones, and the others are rendered again when asked.
 */
export const ENTRY_PAGES_SHARE = 1 / 4;

const NO_FILTER: DietFilter = { labels: [], without: [] };
const pageKey = (
  content: ContentLanguage,
  chrome: Language,
  filter: DietFilter,
  languageInAddress: boolean,
  part: number,
) => `${content}:${chrome}:${languageInAddress ? 'q' : ''}${dietFilterQuery(filter)}#${part}`;

/** A part asked for by number, within the menu's parts. */
const clampPart = (part: number, count: number) => Math.min(Math.max(1, part), Math.max(1, count));

/** Past the moment its hours open or close the menu: what guests see has changed. */
const expired = (entry: { validUntil: number | null }, at: number) =>
  entry.validUntil !== null && at >= entry.validUntil;

export function createPublicMenuCache<T = PublicMenu>(options: PublicMenuCacheOptions<T>) {
  const {
    source,
    renderPage,
    maxBytes,
    revalidateMs,
    settleMs = 5_000,
    checkTimeoutMs = 2_000,
    onStale,
    now = Date.now,
    partCount = () => 1,
    jsonParts = { count: () => 1, value: (menu: T) => menu },
    renderQueue = createRenderQueue(PUBLIC_RENDER_QUEUE),
    level = 'fast',
  } = options;
  const settles = level === 'fast';
  const entryPagesMaxBytes = Math.floor(maxBytes * ENTRY_PAGES_SHARE);
  const entries = new Map<string, Entry<T>>();
  const inflight = new Map<string, Promise<Entry<T> | null>>();
  let totalBytes = 0;
  /** Counts writes made through this process; any write makes every entry due for a check. */
  let writeEpoch = 0;

  const remove = (menuId: string) => {
    const entry = entries.get(menuId);
    if (!entry) return;
    clearTimeout(entry.settleTimer);
    totalBytes -= entry.bytes;
    entries.delete(menuId);
  };

  const evictOverflow = () => {
    for (const menuId of entries.keys()) {
      if (totalBytes <= maxBytes || entries.size <= 1) break;
      remove(menuId);
    }
  };

  const store = (menuId: string, entry: Entry<T>) => {
    remove(menuId);
    entries.set(menuId, entry);
    totalBytes += entry.bytes;
    evictOverflow();
  };

  const addBytes = (menuId: string, entry: Entry<T>, bytes: number) => {
    entry.bytes += bytes;
    if (entries.get(menuId) === entry) {
      totalBytes += bytes;
      evictOverflow();
    }
  };

  /**
   * Re-encodes an entry's bodies at the best level if it is still the current one. Guests come
   * first: while renders are running or waiting, it waits for another quiet moment.
   */
  async function settle(menuId: string, entry: Entry<T>) {
    entry.settleTimer = undefined;
    const current = () => entries.get(menuId) === entry;
    if (!current()) return;
    if (renderQueue.running + renderQueue.waiting > 0) {
      scheduleSettle(menuId, entry);
      return;
    }
    for (const bodies of [entry.json, entry.pages] as Map<string, Promise<EncodedPayload>>[]) {
      await settleBodies(menuId, entry, bodies);
    }
  }

  async function settleBodies(
    menuId: string,
    entry: Entry<T>,
    bodies: Map<string, Promise<EncodedPayload>>,
  ) {
    const current = () => entries.get(menuId) === entry;
    for (const [key, pending] of bodies) {
      const page = await pending.catch(() => null);
      if (!page || !current() || bodies.get(key) !== pending) continue;
      const better = await reencodePayload(page, 'best');
      if (!current() || bodies.get(key) !== pending) continue;
      const change = payloadBytes(better) - payloadBytes(page);
      addBytes(menuId, entry, change);
      bodies.set(key, Promise.resolve(better));
      const size = entry.pageSizes.get(key as string);
      if (bodies === entry.pages && size) {
        size.bytes += change;
        entry.pageBytes += change;
      }
    }
  }

  const scheduleSettle = (menuId: string, entry: Entry<T>) => {
    if (entry.settleTimer || !settles) return;
    entry.settleTimer = setTimeout(() => {
      settle(menuId, entry).catch(() => {
        // Best effort: the fast encoding stays in place.
      });
    }, settleMs);
    entry.settleTimer.unref();
  };

  async function refresh(menuId: string, cached: Entry<T> | undefined): Promise<Entry<T> | null> {
    const epoch = writeEpoch;
    const checkedAt = now();
    try {
      if (cached) {
        const version = await source.contentVersion(menuId);
        if (version === null) {
          remove(menuId);
          return null;
        }
        if (version === cached.version && !expired(cached, checkedAt)) {
          cached.checkedAt = checkedAt;
          cached.checkedEpoch = epoch;
          return cached;
        }
      }
      const loaded = await source.load(menuId, new Date(checkedAt));
      if (!loaded) {
        remove(menuId);
        return null;
      }
      const entry: Entry<T> = {
        ...loaded,
        json: new Map(),
        pages: new Map(),
        pageSizes: new Map(),
        pageBytes: 0,
        transient: new Map(),
        menus: new Map(),
        filteredPages: 0,
        // The rows it was made from; each language's menu adds as much again (menuOf).
        bytes: loaded.weight ?? 0,
        checkedAt,
        checkedEpoch: epoch,
      };
      store(menuId, entry);
      scheduleSettle(menuId, entry);
      return entry;
    } catch (error) {
      if (!cached) throw error;
      onStale?.(menuId, error);
      cached.checkedAt = checkedAt;
      return cached;
    }
  }

  /**
   * The entry of a menu, checked when due. `minVersion`: a version known to exist (read by the
   * store), so an older entry is checked now instead of being trusted for `revalidateMs`.
   */
  async function entryFor(menuId: string, minVersion = 0): Promise<Entry<T> | null> {
    const cached = entries.get(menuId);
    const at = now();
    if (
      cached &&
      cached.version >= minVersion &&
      cached.checkedEpoch === writeEpoch &&
      at - cached.checkedAt < revalidateMs &&
      !expired(cached, at)
    ) {
      // Most recently used goes last, so eviction starts with the least recently used.
      entries.delete(menuId);
      entries.set(menuId, cached);
      return cached;
    }
    let pending = inflight.get(menuId);
    if (pending && minVersion > 0) {
      // A check under way may have read an older version than the store has seen: one more.
      const seen = await pending;
      if (!seen || seen.version >= minVersion) return seen;
      pending = inflight.get(menuId);
    }
    if (!pending) {
      const current = entries.get(menuId);
      const refreshed = refresh(menuId, current);
      // With a copy in hand, a late check serves it; the check goes on and stays the one in
      // flight until it ends, so a stuck database gets one query per menu, not one per guest.
      const answered: Promise<Entry<T> | null> = current
        ? withDeadline(refreshed, checkTimeoutMs).catch((error: unknown) => {
            onStale?.(menuId, error);
            return current;
          })
        : refreshed;
      inflight.set(menuId, answered);
      const done = () => {
        if (inflight.get(menuId) === answered) inflight.delete(menuId);
      };
      refreshed.then(done, done);
      pending = answered;
    }
    return pending;
  }

  /**
   * The menu of an entry in one language, made once and its memory counted. Made in a turn of the
   * event loop of its own: for a menu of thousands of dishes reading the rows, making each
   * language and rendering are each tens of milliseconds, and other requests go in between.
   */
  async function menuOf(
    menuId: string,
    entry: Entry<T>,
    content: ContentLanguage,
  ): Promise<MadeMenu<T>> {
    const made = entry.menus.get(content);
    if (made !== undefined) return made;
    await nextTurn();
    let again = entry.menus.get(content);
    if (again === undefined) {
      const menu = entry.menu(content);
      again = { menu, pageParts: partCount(menu), jsonParts: jsonParts.count(menu) };
      entry.menus.set(content, again);
      addBytes(menuId, entry, entry.weight ?? 0);
    }
    return again;
  }

  /** Drops an entry's least recently asked pages until they fit its share of `maxBytes`. */
  function trimPages(menuId: string, entry: Entry<T>, keepKey: string) {
    for (const [key, size] of entry.pageSizes) {
      if (entry.pageBytes <= entryPagesMaxBytes) break;
      if (key === keepKey) continue;
      entry.pages.delete(key);
      entry.pageSizes.delete(key);
      entry.pageBytes -= size.bytes;
      if (size.filtered) entry.filteredPages -= 1;
      addBytes(menuId, entry, -size.bytes);
    }
  }

  /**
   * A body made once per entry and key, its bytes counted when it is ready. Its making waits for
   * a slot of the render queue; a refusal rejects every request sharing it (503).
   */
  function keep<K>(
    menuId: string,
    entry: Entry<T>,
    bodies: Map<K, Promise<EncodedPayload>>,
    key: K,
    make: () => Promise<EncodedPayload>,
    onFailure?: () => void,
    onReady?: (bytes: number) => void,
  ): Promise<EncodedPayload> {
    const body = renderQueue.run(make);
    bodies.set(key, body);
    body.then(
      (payload) => {
        if (bodies.get(key) !== body) return;
        addBytes(menuId, entry, payloadBytes(payload));
        onReady?.(payloadBytes(payload));
        scheduleSettle(menuId, entry);
      },
      () => {
        if (bodies.get(key) === body) bodies.delete(key);
        onFailure?.();
      },
    );
    return body;
  }

  /** A page rendered for the requests asking for it now, not kept (shared while it is made). */
  function transient(entry: Entry<T>, key: string, make: () => Promise<EncodedPayload>) {
    const pending = entry.transient.get(key);
    if (pending) return pending;
    const body = renderQueue.run(make).finally(() => entry.transient.delete(key));
    entry.transient.set(key, body);
    return body;
  }

  /** The languages whose parts a head lists: a disabled menu has none, and shows the default. */
  const headLanguages = (entry: Entry<T>): readonly ContentLanguage[] =>
    entry.languages.length > 0 ? entry.languages : [DEFAULT_CONTENT_LANGUAGE];

  return {
    /**
     * What serving the menu needs before choosing a body (stored-public-cache.ts), from an entry
     * of at least `minVersion`; null when the menu does not exist.
     */
    async head(menuId: string, minVersion = 0): Promise<MenuHead | null> {
      const entry = await entryFor(menuId, minVersion);
      if (!entry) return null;
      const head: MenuHead = {
        version: entry.version,
        businessId: entry.businessId ?? null,
        languages: entry.languages,
        validUntil: entry.validUntil,
        path: entry.path,
        viewZone: entry.viewZone ?? null,
        pageParts: {},
        jsonParts: {},
      };
      for (const language of headLanguages(entry)) {
        const made = await menuOf(menuId, entry, language);
        head.pageParts[language] = made.pageParts;
        head.jsonParts[language] = made.jsonParts;
      }
      return head;
    },

    /**
     * One body made for the store (not kept here), from an entry of at least `minVersion`, in the
     * render queue; null when the menu does not exist. The part is clamped to the menu's parts.
     */
    async renderVariant(
      menuId: string,
      variant: BodyVariant,
      minVersion = 0,
    ): Promise<RenderedBody | null> {
      const entry = await entryFor(menuId, minVersion);
      if (!entry) return null;
      const made = await menuOf(menuId, entry, variant.content);
      const payload = await renderQueue.run(async () =>
        variant.kind === 'json'
          ? encodePayload(
              JSON.stringify(jsonParts.value(made.menu, clampPart(variant.part, made.jsonParts))),
              'application/json; charset=utf-8',
              'best',
            )
          : encodePayload(
              renderPage(
                made.menu,
                variant.chrome,
                NO_FILTER,
                variant.languageInAddress,
                clampPart(variant.part, made.pageParts),
              ),
              'text/html; charset=utf-8',
              'best',
            ),
      );
      return { payload, version: entry.version, validUntil: entry.validUntil };
    },

    /**
     * `GET /api/public/menus/:id` body in the first of the guest's languages the business offers
     * (else its primary one), or null when the menu does not exist.
     */
    async json(
      menuId: string,
      guest: readonly string[] = [],
      /** `?part=` as the guest sent it (docs/public-menu.md, "A big menu in parts"). */
      partParam?: unknown,
    ): Promise<EncodedPayload | null> {
      const entry = await entryFor(menuId);
      if (!entry) return null;
      const { content } = choosePageLanguages(guest, entry.languages);
      const made = await menuOf(menuId, entry, content);
      const part = partNumber(partParam, made.jsonParts);
      const key = `${content}#${part}`;
      const body = entry.json.get(key);
      if (body) return body;
      return keep(menuId, entry, entry.json, key, async () =>
        encodePayload(
          JSON.stringify(jsonParts.value(made.menu, part)),
          'application/json; charset=utf-8',
          level,
        ),
      );
    },

    /**
     * The page `/m/:menuId` for a guest's languages (`?lang=` first, then the browser's), rendered
     * on first request after each change; with a filter, kept only for the first
     * FILTERED_PAGES_MAX filters asked of this version.
     */
    async page(
      menuId: string,
      guest: readonly string[],
      filter: DietFilter = NO_FILTER,
      languageInAddress = false,
      /** `?part=` as the guest sent it (docs/public-menu.md, "A big menu in parts"). */
      partParam?: unknown,
    ): Promise<EncodedPayload | null> {
      const entry = await entryFor(menuId);
      if (!entry) return null;
      const { content, chrome } = choosePageLanguages(guest, entry.languages);
      // A part past the last is the last: no query string makes a new key.
      const made = await menuOf(menuId, entry, content);
      const part = partNumber(partParam, made.pageParts);
      const key = pageKey(content, chrome, filter, languageInAddress, part);
      const filtered = !isDietFilterEmpty(filter);
      const page = entry.pages.get(key);
      if (page) {
        // Most recently asked goes last, so trimming starts with the least recently asked.
        const size = entry.pageSizes.get(key);
        if (size) {
          entry.pageSizes.delete(key);
          entry.pageSizes.set(key, size);
        }
        return page;
      }
      const render = async () =>
        encodePayload(
          renderPage(made.menu, chrome, filter, languageInAddress, part),
          'text/html; charset=utf-8',
          filtered ? 'fast' : level,
        );
      if (filtered && entry.filteredPages >= FILTERED_PAGES_MAX) {
        return transient(entry, key, render);
      }
      if (filtered) entry.filteredPages += 1;
      return keep(
        menuId,
        entry,
        entry.pages,
        key,
        render,
        () => {
          if (filtered) entry.filteredPages -= 1;
        },
        (bytes) => {
          entry.pageSizes.set(key, { bytes, filtered });
          entry.pageBytes += bytes;
          trimPages(menuId, entry, key);
        },
      );
    },

    /**
     * `{ path }`: the canonical path of an existing menu (see LoadedMenu), from the same entry the
     * page or JSON asked next is served from; null when the menu does not exist.
     */
    async address(menuId: string): Promise<{ path: string | null } | null> {
      const entry = await entryFor(menuId);
      return entry && { path: entry.path };
    },

    /**
     * Where a guest's view of the page just served counts (docs/product.md, "Menu views"): the
     * business's zone and the language the menu was shown in; null when views of it are not
     * counted. Only reads the entry `page()` left, so it costs a lookup.
     */
    viewOf(
      menuId: string,
      guest: readonly string[],
    ): { timeZone: string; language: string } | null {
      const entry = entries.get(menuId);
      if (!entry?.viewZone) return null;
      return {
        timeZone: entry.viewZone,
        language: choosePageLanguages(guest, entry.languages).content,
      };
    },

    /** A write went through this process: check every entry before serving it again. */
    noteLocalWrite(): void {
      writeEpoch += 1;
    },

    stats: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}

export type PublicMenuCache<T = PublicMenu> = ReturnType<typeof createPublicMenuCache<T>>;
