import {
  choosePageLanguages,
  isDietFilterEmpty,
  partNumber,
  type ContentLanguage,
  type DietFilter,
  type PublicMenu,
} from '@carta/shared';
import { withDeadline } from '../../lib/deadline';
import type { BodyMemory, HeldBody } from './body-memory';
import type { ServedPayload } from './encoded-payload';
import type { BodyVariant, MenuHead, PublicMenuCache, RenderedBody } from './public-menu-cache';
import {
  HEAD_VARIANT,
  type BodyEncoding,
  type StoredBodiesRepository,
  type StoredHeadRow,
  type StoredVariantRow,
} from './stored-bodies.repository';
import { parseVariant, variantKey } from './body-variant';
import type { NoticeLedger } from './notice-ledger';

export interface StoredPublicCacheOptions<T> {
  /** Menus (`/m/…`, their JSON) or places (`/b/…`): the `kind` of their stored rows. */
  kind: 'menu' | 'place';
  /** Reads and renders what is not stored yet (rows and menus held only while rendering). */
  renderer: PublicMenuCache<T>;
  store: StoredBodiesRepository;
  /** The memory tier of compressed bodies (shared by menus and places of a process). */
  memory: BodyMemory;
  /** Heads held in memory (a few hundred bytes each): past this, least recently used go. */
  headsMax: number;
  /** As PublicMenuCacheOptions.revalidateMs: another process's change shows within it. */
  revalidateMs: number;
  /**
   * Change notices from the database (db/content-changes.ts): while they flow, a head is trusted
   * past `revalidateMs` until its business is named (notice-ledger.ts).
   */
  notices?: NoticeLedger;
  checkTimeoutMs?: number;
  onStale?: (id: string, error: unknown) => void;
  /** A stored row could not be written: served anyway, rendered again next time. */
  onStoreError?: (id: string, error: unknown) => void;
  now?: () => number;
}

interface Head extends MenuHead {
  ownerId: string;
  checkedAt: number;
  checkedEpoch: number;
  /** The notice count when its check started (NoticeLedger.seq). */
  checkedSeq: number;
}

/** What a guest's request asks of a page or JSON, once its head is known. */
type ChooseBody = (head: MenuHead) => BodyVariant;

const NO_FILTER: DietFilter = { labels: [], without: [] };

const expiredAt = (validUntil: number | null, at: number) =>
  validUntil !== null && at >= validUntil;

const headMeta = (head: MenuHead) => ({
  languages: head.languages,
  path: head.path,
  viewZone: head.viewZone,
  pageParts: head.pageParts,
  jsonParts: head.jsonParts,
});

function headOfRow(
  ownerId: string,
  row: StoredHeadRow,
  checkedAt: number,
  epoch: number,
  seq: number,
): Head {
  const meta = (row.meta ?? {}) as Partial<ReturnType<typeof headMeta>>;
  return {
    ownerId,
    version: row.version,
    businessId: row.businessId,
    validUntil: row.validUntil?.getTime() ?? null,
    languages: meta.languages ?? [],
    path: meta.path ?? null,
    viewZone: meta.viewZone ?? null,
    pageParts: meta.pageParts ?? {},
    jsonParts: meta.jsonParts ?? {},
    checkedAt,
    checkedEpoch: epoch,
    checkedSeq: seq,
  };
}

/** The default body of a page: what a guest without preferences gets (rendered on change). */
export function defaultPageVariant(head: MenuHead): BodyVariant {
  const { content, chrome } = choosePageLanguages([], head.languages);
  return { kind: 'page', content, chrome, languageInAddress: false, part: 1 };
}

/**
 * Public pages and JSON served from stored, already-compressed bodies (docs/public-menu.md,
 * "Caching that stays correct"; docs/performance.md, "Many menus").
 *
 * Each page has a head (languages, parts, canonical path: what choosing a body needs) and its
 * bodies, both stored in `public_bodies` with the content version and hours they were made for.
 * A guest's request is answered from memory while the head is fresh (checked less than
 * `revalidateMs` ago, no write through this process since). Otherwise one indexed query reads the
 * body with its business's current version; a body is served only when both versions agree and
 * its hours still hold. Anything missing or out of date is rendered now through `renderer` (its
 * bounded render queue) and stored, so the next guest of any process reads it. The background
 * worker (public-render-worker.ts) renders changed pages before guests ask.
 */
export function createStoredPublicCache<T = PublicMenu>(options: StoredPublicCacheOptions<T>) {
  const {
    kind,
    renderer,
    store,
    memory,
    headsMax,
    revalidateMs,
    checkTimeoutMs = 2_000,
    onStale,
    onStoreError,
    notices,
    now = Date.now,
  } = options;
  const heads = new Map<string, Head>();
  const headChecks = new Map<string, Promise<Head | null>>();
  const bodyReads = new Map<string, Promise<ServedPayload | null>>();
  let writeEpoch = 0;

  const remember = (head: Head) => {
    heads.delete(head.ownerId);
    heads.set(head.ownerId, head);
    for (const oldest of heads.keys()) {
      if (heads.size <= headsMax) break;
      heads.delete(oldest);
    }
  };

  const noticeSeq = () => notices?.seq ?? 0;

  const fresh = (head: Head, at: number) =>
    head.checkedEpoch === writeEpoch &&
    !expiredAt(head.validUntil, at) &&
    (notices?.live() && head.businessId
      ? notices.trusts(head.businessId, head.checkedAt, head.checkedSeq, at)
      : at - head.checkedAt < revalidateMs);

  const saveQuietly = async (id: string, save: Promise<void>) => {
    try {
      await save;
    } catch (error) {
      onStoreError?.(id, error);
    }
  };

  /**
   * Rows stored after a guest's render: the guest does not wait for the write (a commit is a
   * disk flush), the memory tier serves this process meanwhile.
   */
  const saving = new Set<Promise<void>>();
  const saveInBackground = (id: string, save: Promise<void>) => {
    const done = saveQuietly(id, save);
    saving.add(done);
    void done.finally(() => saving.delete(done));
  };

  /** The stored row of a body just rendered for `ownerId`'s `variant`. */
  const bodyRow = (
    ownerId: string,
    variant: string,
    businessId: string,
    { payload, version, validUntil }: RenderedBody,
  ) => ({
    ownerId,
    variant,
    kind,
    businessId,
    version,
    validUntil: validUntil === null ? null : new Date(validUntil),
    etag: payload.etag,
    contentType: payload.contentType,
    level: payload.level,
    br: payload.br,
    gzip: payload.gzip,
  });

  /** Renders the head of `id` (of at least `minVersion`), stores it and holds it. */
  async function renderHead(id: string, minVersion: number): Promise<Head | null> {
    const epoch = writeEpoch;
    const seq = noticeSeq();
    const checkedAt = now();
    const made = await renderer.head(id, minVersion);
    if (!made) {
      heads.delete(id);
      return null;
    }
    const head: Head = { ...made, ownerId: id, checkedAt, checkedEpoch: epoch, checkedSeq: seq };
    if (made.businessId) {
      saveInBackground(
        id,
        store.save({
          ownerId: id,
          variant: HEAD_VARIANT,
          kind,
          businessId: made.businessId,
          version: made.version,
          validUntil: made.validUntil === null ? null : new Date(made.validUntil),
          meta: headMeta(made),
        }),
      );
    }
    remember(head);
    return head;
  }

  /** The head as stored, if still good; else rendered again. */
  async function loadHead(id: string): Promise<Head | null> {
    const epoch = writeEpoch;
    const seq = noticeSeq();
    const checkedAt = now();
    const row = await store.head(id);
    if (
      row &&
      row.version === row.currentVersion &&
      !expiredAt(row.validUntil?.getTime() ?? null, checkedAt)
    ) {
      const head = headOfRow(id, row, checkedAt, epoch, seq);
      remember(head);
      return head;
    }
    return renderHead(id, row?.currentVersion ?? 0);
  }

  async function checkHead(id: string, held: Head | undefined): Promise<Head | null> {
    const epoch = writeEpoch;
    const seq = noticeSeq();
    const checkedAt = now();
    try {
      if (held?.businessId && !expiredAt(held.validUntil, checkedAt)) {
        const version = await store.currentVersion(held.businessId);
        if (version === held.version) {
          held.checkedAt = checkedAt;
          held.checkedEpoch = epoch;
          held.checkedSeq = seq;
          return held;
        }
      }
      return await loadHead(id);
    } catch (error) {
      if (!held) throw error;
      onStale?.(id, error);
      held.checkedAt = checkedAt;
      return held;
    }
  }

  /** The head of `id`, checked when due; concurrent guests share one check. */
  function headFor(id: string): Promise<Head | null> {
    const held = heads.get(id);
    if (held && fresh(held, now())) {
      remember(held);
      return Promise.resolve(held);
    }
    const pending = headChecks.get(id);
    if (pending) return pending;
    const checked = checkHead(id, held);
    // With a copy in hand, a late check serves it (the database is away: docs/security.md).
    const answered = held
      ? withDeadline(checked, checkTimeoutMs).catch((error: unknown) => {
          onStale?.(id, error);
          return held;
        })
      : checked;
    headChecks.set(id, answered);
    const done = () => {
      if (headChecks.get(id) === answered) headChecks.delete(id);
    };
    checked.then(done, done);
    return answered;
  }

  const heldPayload = (held: HeldBody, encoding: BodyEncoding): ServedPayload | null => {
    const bytes = held[encoding];
    if (!bytes) return null;
    return {
      etag: held.etag,
      contentType: held.contentType,
      level: held.level,
      [encoding]: bytes,
    };
  };

  /** Renders one body now, stores it, holds the encoding asked for. */
  async function renderBody(
    head: MenuHead & { ownerId: string },
    variant: BodyVariant,
    encoding: BodyEncoding,
    minVersion: number,
  ): Promise<ServedPayload | null> {
    const rendered = await renderer.renderVariant(head.ownerId, variant, minVersion);
    if (!rendered) return null;
    const key = variantKey(variant);
    const { payload } = rendered;
    if (head.businessId) {
      saveInBackground(
        head.ownerId,
        store.save(bodyRow(head.ownerId, key, head.businessId, rendered)),
      );
    }
    memory.put(`${head.ownerId}|${key}`, {
      version: rendered.version,
      validUntil: rendered.validUntil,
      etag: payload.etag,
      contentType: payload.contentType,
      level: payload.level,
      [encoding]: payload[encoding],
    });
    return payload;
  }

  /**
   * A stored body of `head`'s version, read with one query, else rendered. With `trustHead` off
   * (the head is due for a check), the same query's current version checks the head too.
   */
  async function readBody(
    head: Head,
    variant: BodyVariant,
    encoding: BodyEncoding,
    checksHead: boolean,
  ): Promise<ServedPayload | null | 'stale-head'> {
    const key = variantKey(variant);
    const at = now();
    const row = await store.body({ ownerId: head.ownerId, variant: key }, encoding);
    // Nothing stored says whether the head still holds: it is checked on its own first.
    if (!row && checksHead) return 'stale-head';
    if (row && row.currentVersion !== head.version) return 'stale-head';
    if (
      row?.body &&
      row.version === row.currentVersion &&
      !expiredAt(row.validUntil?.getTime() ?? null, at)
    ) {
      const held: HeldBody = {
        version: row.version,
        validUntil: row.validUntil?.getTime() ?? null,
        etag: row.etag,
        contentType: row.contentType,
        level: row.level,
        [encoding]: row.body,
      };
      memory.put(`${head.ownerId}|${key}`, held);
      return heldPayload(held, encoding);
    }
    return renderBody(head, variant, encoding, Math.max(head.version, row?.currentVersion ?? 0));
  }

  /** One shared read (or render) per body and encoding at a time. */
  function sharedRead(
    head: Head,
    pick: ChooseBody,
    encoding: BodyEncoding,
    checksHead: boolean,
  ): Promise<ServedPayload | null> {
    const variant = pick(head);
    const key = `${head.ownerId}|${variantKey(variant)}|${encoding}|${head.version}|${checksHead}`;
    const pending = bodyReads.get(key);
    if (pending) return pending;
    const epoch = writeEpoch;
    const seq = noticeSeq();
    const checkedAt = now();
    const read = (async () => {
      const body = await readBody(head, variant, encoding, checksHead);
      if (body !== 'stale-head') {
        if (checksHead && head.checkedEpoch <= epoch) {
          // The row's current version equals the head's: the head is checked too.
          head.checkedAt = checkedAt;
          head.checkedEpoch = epoch;
          head.checkedSeq = seq;
        }
        return body;
      }
      // The version moved (or nothing is stored): the head is checked, then the body read again.
      head.checkedAt = -Infinity;
      const current = await headFor(head.ownerId);
      if (!current) return null;
      const again = await readBody(current, pick(current), encoding, false);
      return again === 'stale-head'
        ? renderBody(current, pick(current), encoding, current.version)
        : again;
    })();
    bodyReads.set(key, read);
    const done = () => {
      if (bodyReads.get(key) === read) bodyReads.delete(key);
    };
    read.then(done, done);
    return read;
  }

  async function serve(
    id: string,
    pick: ChooseBody,
    encoding: BodyEncoding,
  ): Promise<ServedPayload | null> {
    const at = now();
    const held = heads.get(id);
    if (held && !fresh(held, at) && !expiredAt(held.validUntil, at)) {
      // Due for a check and the body is not in memory: one query checks and reads.
      const variant = pick(held);
      const inMemory = memory.get(`${id}|${variantKey(variant)}`);
      if (!inMemory || inMemory.version !== held.version || !inMemory[encoding]) {
        try {
          return await sharedRead(held, pick, encoding, true);
        } catch (error) {
          onStale?.(id, error);
          // The database is away: the head's own check decides what is served below.
        }
      }
    }
    const head = await headFor(id);
    if (!head) return null;
    const variant = pick(head);
    const inMemory = memory.get(`${id}|${variantKey(variant)}`);
    if (inMemory && inMemory.version === head.version && !expiredAt(inMemory.validUntil, now())) {
      const payload = heldPayload(inMemory, encoding);
      if (payload) return payload;
    }
    return sharedRead(head, pick, encoding, false);
  }

  /** The stored encoding an Accept-Encoding choice reads (identity is unzipped from gzip). */
  const storedEncoding = (encoding: 'br' | 'gzip' | 'identity'): BodyEncoding =>
    encoding === 'br' ? 'br' : 'gzip';

  /**
   * Brings the stored rows of `id` up to its business's current version (the worker): its head,
   * the `stored` variants and its default page. What is stored for that version already (a
   * guest's request, another process) is not rendered again.
   */
  async function rerender(
    id: string,
    stored: readonly Pick<StoredVariantRow, 'variant' | 'version' | 'validUntil'>[],
    beforeEach: () => Promise<void>,
  ): Promise<void> {
    await beforeEach();
    const at = now();
    const seq = noticeSeq();
    const row = await store.head(id);
    const current =
      row && row.version === row.currentVersion && !expiredAt(row.validUntil?.getTime() ?? null, at)
        ? headOfRow(id, row, at, writeEpoch, seq)
        : await renderHead(id, row?.currentVersion ?? 0);
    if (!current) return;
    const upToDate = new Set(
      stored
        .filter(
          (body) =>
            body.version === current.version && !expiredAt(body.validUntil?.getTime() ?? null, at),
        )
        .map((body) => body.variant),
    );
    const wanted = new Map<string, BodyVariant>();
    const fallback = defaultPageVariant(current);
    wanted.set(variantKey(fallback), fallback);
    for (const { variant: key } of stored) {
      if (key === HEAD_VARIANT) continue;
      const variant = parseVariant(key);
      const offered =
        current.languages.length === 0 ||
        current.languages.includes(variant?.content as ContentLanguage);
      if (!variant || !offered) {
        memory.drop(`${id}|${key}`);
        await saveQuietly(id, store.remove({ ownerId: id, variant: key }));
        continue;
      }
      wanted.set(key, variant);
    }
    for (const key of upToDate) wanted.delete(key);
    for (const variant of wanted.values()) {
      await beforeEach();
      const key = `${id}|${variantKey(variant)}`;
      const held = memory.get(key);
      const rendered = await renderer.renderVariant(id, variant, current.version);
      if (!rendered) return;
      const { payload } = rendered;
      if (current.businessId) {
        await saveQuietly(
          id,
          store.save(bodyRow(id, variantKey(variant), current.businessId, rendered)),
        );
      }
      // Held in memory already: keep it current there too (in the encodings it was asked in).
      if (held) {
        memory.put(key, {
          version: rendered.version,
          validUntil: rendered.validUntil,
          etag: payload.etag,
          contentType: payload.contentType,
          level: payload.level,
          br: held.br && payload.br,
          gzip: held.gzip && payload.gzip,
        });
      }
    }
    // The head's row too (written in the background by renderHead).
    await Promise.all(saving);
  }

  return {
    /** `GET /api/public/menus/:id` (or a place's JSON) as the cache's `json`, from the store. */
    json(
      id: string,
      guest: readonly string[] = [],
      partParam?: unknown,
      encoding: 'br' | 'gzip' | 'identity' = 'br',
    ): Promise<ServedPayload | null> {
      return serve(
        id,
        (head) => {
          const { content } = choosePageLanguages(guest, head.languages);
          return {
            kind: 'json',
            content,
            part: partNumber(partParam, head.jsonParts[content] ?? 1),
          };
        },
        storedEncoding(encoding),
      );
    },

    /**
     * The page of `id` for a guest's languages, from the store; a filtered page (`?diet=`) is not
     * stored: the renderer makes it (and keeps a few) as before.
     */
    async page(
      id: string,
      guest: readonly string[],
      filter: DietFilter = NO_FILTER,
      languageInAddress = false,
      partParam?: unknown,
      encoding: 'br' | 'gzip' | 'identity' = 'br',
    ): Promise<ServedPayload | null> {
      if (!isDietFilterEmpty(filter)) {
        const head = await headFor(id);
        if (!head) return null;
        return renderer.page(id, guest, filter, languageInAddress, partParam);
      }
      return serve(
        id,
        (head) => {
          const { content, chrome } = choosePageLanguages(guest, head.languages);
          return {
            kind: 'page',
            content,
            chrome,
            languageInAddress,
            part: partNumber(partParam, head.pageParts[content] ?? 1),
          };
        },
        storedEncoding(encoding),
      );
    },

    /**
     * `{ path }` of an existing page, from its head; null when it does not exist. `bodyFollows`:
     * the caller reads the page's body next, whose query checks the head (one query a guest
     * instead of two), so a held head is trusted here even when due for a check.
     */
    async address(id: string, bodyFollows = false): Promise<{ path: string | null } | null> {
      const held = heads.get(id);
      // Never past a write through this process: its changes (a new slug) show at once.
      if (
        bodyFollows &&
        held &&
        held.checkedEpoch === writeEpoch &&
        !expiredAt(held.validUntil, now())
      ) {
        return { path: held.path };
      }
      const head = await headFor(id);
      return head && { path: head.path };
    },

    /** Where a view of the page just served counts (see PublicMenuCache.viewOf). */
    viewOf(id: string, guest: readonly string[]): { timeZone: string; language: string } | null {
      const head = heads.get(id);
      if (!head?.viewZone) return null;
      return {
        timeZone: head.viewZone,
        language: choosePageLanguages(guest, head.languages).content,
      };
    },

    /** A write went through this process: check every head before serving it again. */
    noteLocalWrite(): void {
      writeEpoch += 1;
      renderer.noteLocalWrite();
    },

    rerender,

    /** Resolves once the rows of the renders so far are written (tests, shutdown). */
    async saved(): Promise<void> {
      await Promise.all(saving);
    },

    stats: () => ({ heads: heads.size, memory: memory.stats(), renderer: renderer.stats() }),
  };
}

export type StoredPublicCache<T = PublicMenu> = ReturnType<typeof createStoredPublicCache<T>>;
