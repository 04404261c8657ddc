import { hash, randomBytes } from 'node:crypto';
import { dayInZone, type ViewDevice, type ViewSource } from '@carta/shared';

/**
 * Menu views counted in memory and written in batches (docs/product.md, "Menu views").
 *
 * A guest's page request costs a few map operations here and nothing else: the view is added to
 * an in-memory batch (the raw counts) keyed by menu, day, language, device and source; a timer
 * writes the batch into the daily totals (`menu_view_days`) every few seconds, off the request
 * path. A failed write is logged and its counts merged into the next batch, up to a bound.
 *
 * The same address opening the same menu again within DEDUP_WINDOW_MS counts once: a hash of a
 * random salt, the client address and the menu is remembered (only in memory, salt and all, for
 * one day at most); the address is never stored. The user agent is not part of it: one address
 * sending many browsers' agents is one visitor (issue 26 item 8), so an agent changed per request
 * cannot inflate a menu's count.
 */

/** Reloads of the same menu from the same address within this time count as one view. */
export const VIEW_DEDUP_WINDOW_MS = 30 * 60_000;
/** How often the batch is written to the database (and once more when the app closes). */
export const VIEW_FLUSH_INTERVAL_MS = 5_000;
/** Distinct visitors remembered for deduplication; the oldest are forgotten beyond it. */
export const VIEW_DEDUP_MAX_ENTRIES = 100_000;
/** Distinct rows (menu, day, language, device, source) a batch holds; more views are dropped. */
export const VIEW_BATCH_MAX_ROWS = 20_000;

export interface ViewRow {
  menuId: string;
  day: string;
  language: string;
  device: ViewDevice;
  source: ViewSource;
  views: number;
}

export interface CountedView {
  menuId: string;
  timeZone: string;
  language: string;
  device: ViewDevice;
  source: ViewSource;
  /** The client address, for deduplication only: hashed with the day's salt, never kept. */
  client: string;
}

export interface ViewCounterOptions {
  /** Writes a batch; a rejection keeps its counts for the next flush. */
  write: (rows: ViewRow[]) => Promise<void>;
  onWriteError?: (error: unknown, rows: number) => void;
  /** Views dropped because the batch was full (reported once per flush). */
  onDropped?: (views: number) => void;
  dedupWindowMs?: number;
  maxDedupEntries?: number;
  maxBatchRows?: number;
  now?: () => number;
}

const UTC_DAY_MS = 86_400_000;

export function createViewCounter(options: ViewCounterOptions) {
  const {
    write,
    onWriteError,
    onDropped,
    dedupWindowMs = VIEW_DEDUP_WINDOW_MS,
    maxDedupEntries = VIEW_DEDUP_MAX_ENTRIES,
    maxBatchRows = VIEW_BATCH_MAX_ROWS,
    now = Date.now,
  } = options;

  let batch = new Map<string, ViewRow>();
  let dropped = 0;
  let flushing: Promise<void> | null = null;

  // Deduplication: visitor hash → when its view was counted, oldest first (Map keeps order).
  let seen = new Map<string, number>();
  const newSalt = () => randomBytes(16).toString('base64');
  let salt = newSalt();
  let saltDay = Math.floor(now() / UTC_DAY_MS);

  // The day in a zone changes only on a minute boundary (zones are whole minutes off UTC), so
  // it is worked out once per zone and minute.
  const days = new Map<string, { minute: number; day: string }>();
  const dayOf = (at: number, timeZone: string) => {
    const minute = Math.floor(at / 60_000);
    const known = days.get(timeZone);
    if (known?.minute === minute) return known.day;
    const day = dayInZone(at, timeZone);
    days.set(timeZone, { minute, day });
    return day;
  };

  /** False when a view of the menu from the same address was counted less than a window ago. */
  function firstInWindow(view: CountedView, at: number): boolean {
    const utcDay = Math.floor(at / UTC_DAY_MS);
    if (utcDay !== saltDay) {
      // A new salt every day: yesterday's hashes can no longer be linked to anyone.
      salt = newSalt();
      saltDay = utcDay;
      seen = new Map();
    }
    const visitor = hash('sha256', `${salt}\n${view.client}\n${view.menuId}`, 'base64');
    const counted = seen.get(visitor);
    if (counted !== undefined && at - counted < dedupWindowMs) return false;
    seen.delete(visitor);
    seen.set(visitor, at);
    // Forget the expired (they are first) and, past the bound, the oldest.
    for (const [key, when] of seen) {
      if (seen.size <= maxDedupEntries && at - when < dedupWindowMs) break;
      seen.delete(key);
    }
    return true;
  }

  function add(rows: Map<string, ViewRow>, row: ViewRow): boolean {
    const key = `${row.menuId}|${row.day}|${row.language}|${row.device}|${row.source}`;
    const known = rows.get(key);
    if (known) {
      known.views += row.views;
      return true;
    }
    if (rows.size >= maxBatchRows) return false;
    rows.set(key, { ...row });
    return true;
  }

  return {
    /** Counts one page view, unless one from the same address was counted within the window. */
    count(view: CountedView): boolean {
      const at = now();
      if (!firstInWindow(view, at)) return false;
      const counted = add(batch, {
        menuId: view.menuId,
        day: dayOf(at, view.timeZone),
        language: view.language,
        device: view.device,
        source: view.source,
        views: 1,
      });
      if (!counted) dropped += 1;
      return counted;
    },

    /** Writes the batch; on failure its counts go back into the next one. Never rejects. */
    flush(): Promise<void> {
      if (flushing) return flushing;
      if (dropped > 0) {
        onDropped?.(dropped);
        dropped = 0;
      }
      if (batch.size === 0) return Promise.resolve();
      const rows = [...batch.values()];
      batch = new Map();
      flushing = write(rows)
        .catch((error: unknown) => {
          onWriteError?.(error, rows.length);
          // Merged with what was counted meanwhile; rows beyond the bound are dropped (reported).
          const merged = new Map<string, ViewRow>();
          for (const row of [...rows, ...batch.values()]) {
            if (!add(merged, row)) dropped += row.views;
          }
          batch = merged;
        })
        .finally(() => {
          flushing = null;
        });
      return flushing;
    },

    /** Counts not written yet (views, and distinct rows). */
    pending: () => {
      let views = 0;
      for (const row of batch.values()) views += row.views;
      return { views, rows: batch.size };
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
