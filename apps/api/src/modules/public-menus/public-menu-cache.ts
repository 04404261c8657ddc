import {
  dietFilterQuery,
  isDietFilterEmpty,
  type DietFilter,
  type Language,
  type PublicMenu,
} from '@carta/shared';
import {
  encodePayload,
  payloadBytes,
  reencodePayload,
  type EncodedPayload,
} from './encoded-payload';

/** Where the cache reads menus from (the repository, or a fake in unit tests). */
export interface PublicMenuSource {
  /** The content version behind a menu; null when the menu no longer exists. */
  contentVersion(menuId: string): Promise<number | null>;
  /**
   * The version (read FIRST) and then the menu as guests see it at `at`; null when missing.
   * `validUntil` (ms since the epoch): when the menu's hours change what guests see, or null.
   */
  load(
    menuId: string,
    at: Date,
  ): Promise<{ version: number; menu: PublicMenu; validUntil: number | null } | null>;
}

export interface PublicMenuCacheOptions {
  source: PublicMenuSource;
  /** The server-rendered page of a menu in one interface language, with the guest's filter. */
  renderPage: (menu: PublicMenu, language: Language, filter: DietFilter) => string;
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
  /** Called when a check fails and a stale copy is served instead. */
  onStale?: (menuId: string, error: unknown) => void;
  now?: () => number;
}

interface Entry {
  version: number;
  menu: PublicMenu;
  /** The menu opens or closes then (docs/product.md, "Hours"): it is read again from then on. */
  validUntil: number | null;
  json: EncodedPayload;
  /** By language and filter (`pageKey`). */
  pages: Map<string, Promise<EncodedPayload>>;
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
/**
 * Filtered pages (`?diet=vegan`, asked by guests without JavaScript) kept per menu; any further
 * filter is rendered for its request alone, so no sequence of query strings grows the cache.
 */
export const FILTERED_PAGES_MAX = 8;

const NO_FILTER: DietFilter = { labels: [], without: [] };
const pageKey = (language: Language, filter: DietFilter) => `${language}${dietFilterQuery(filter)}`;

/** Past the moment its hours open or close the menu: what guests see has changed. */
const expired = (entry: Entry, at: number) => entry.validUntil !== null && at >= entry.validUntil;

export function createPublicMenuCache(options: PublicMenuCacheOptions) {
  const {
    source,
    renderPage,
    maxBytes,
    revalidateMs,
    settleMs = 5_000,
    onStale,
    now = Date.now,
  } = options;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();
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

  const store = (menuId: string, entry: Entry) => {
    remove(menuId);
    entries.set(menuId, entry);
    totalBytes += entry.bytes;
    evictOverflow();
  };

  const addBytes = (menuId: string, entry: Entry, bytes: number) => {
    entry.bytes += bytes;
    if (entries.get(menuId) === entry) {
      totalBytes += bytes;
      evictOverflow();
    }
  };

  /** Re-encodes an entry's bodies at the best level if it is still the current one. */
  async function settle(menuId: string, entry: Entry) {
    entry.settleTimer = undefined;
    const current = () => entries.get(menuId) === entry;
    if (!current()) return;
    const json = await reencodePayload(entry.json, 'best');
    if (!current()) return;
    addBytes(menuId, entry, payloadBytes(json) - payloadBytes(entry.json));
    entry.json = json;
    for (const [key, pending] of entry.pages) {
      const page = await pending.catch(() => null);
      if (!page || !current() || entry.pages.get(key) !== pending) continue;
      const better = await reencodePayload(page, 'best');
      if (!current() || entry.pages.get(key) !== pending) continue;
      addBytes(menuId, entry, payloadBytes(better) - payloadBytes(page));
      entry.pages.set(key, Promise.resolve(better));
    }
  }

  const scheduleSettle = (menuId: string, entry: Entry) => {
    if (entry.settleTimer) return;
    entry.settleTimer = setTimeout(() => {
      settle(menuId, entry).catch(() => {
        // Best effort: the fast encoding stays in place.
      });
    }, settleMs);
    entry.settleTimer.unref();
  };

  async function refresh(menuId: string, cached: Entry | undefined): Promise<Entry | null> {
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
      const json = await encodePayload(
        JSON.stringify(loaded.menu),
        'application/json; charset=utf-8',
        'fast',
      );
      const entry: Entry = {
        ...loaded,
        json,
        pages: new Map(),
        filteredPages: 0,
        bytes: payloadBytes(json),
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

  async function entryFor(menuId: string): Promise<Entry | null> {
    const cached = entries.get(menuId);
    const at = now();
    if (
      cached &&
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
    if (!pending) {
      pending = refresh(menuId, cached).finally(() => inflight.delete(menuId));
      inflight.set(menuId, pending);
    }
    return pending;
  }

  return {
    /** `GET /api/public/menus/:id` body, or null when the menu does not exist. */
    async json(menuId: string): Promise<EncodedPayload | null> {
      return (await entryFor(menuId))?.json ?? null;
    },

    /**
     * The page `/m/:menuId` in one language, rendered on first request after each change; with a
     * filter, kept only for the first FILTERED_PAGES_MAX filters asked of this version.
     */
    async page(
      menuId: string,
      language: Language,
      filter: DietFilter = NO_FILTER,
    ): Promise<EncodedPayload | null> {
      const entry = await entryFor(menuId);
      if (!entry) return null;
      const key = pageKey(language, filter);
      let page = entry.pages.get(key);
      if (page) return page;
      const render = () =>
        encodePayload(renderPage(entry.menu, language, filter), 'text/html; charset=utf-8', 'fast');
      const filtered = !isDietFilterEmpty(filter);
      if (filtered && entry.filteredPages >= FILTERED_PAGES_MAX) return render();
      page = Promise.resolve().then(render);
      entry.pages.set(key, page);
      if (filtered) entry.filteredPages += 1;
      page.then(
        (payload) => {
          addBytes(menuId, entry, payloadBytes(payload));
          scheduleSettle(menuId, entry);
        },
        () => {
          entry.pages.delete(key);
          if (filtered) entry.filteredPages -= 1;
        },
      );
      return page;
    },

    /** A write went through this process: check every entry before serving it again. */
    noteLocalWrite(): void {
      writeEpoch += 1;
    },

    stats: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}

export type PublicMenuCache = ReturnType<typeof createPublicMenuCache>;
