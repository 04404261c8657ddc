import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderQueue } from './render-queue';
import type { StoredBodiesRepository, StoredVariantRow } from './stored-bodies.repository';
import type { StoredPublicCache } from './stored-public-cache';

export interface PublicRenderWorkerOptions {
  store: StoredBodiesRepository;
  menus: Pick<StoredPublicCache<unknown>, 'rerender'>;
  places: Pick<StoredPublicCache<unknown>, 'rerender'>;
  /** The guests' render queue: while it has work, the worker waits (guests first). */
  renderQueue: RenderQueue;
  log: FastifyBaseLogger;
  pollMs: number;
  batch: number;
  /** A business is rendered once it has not changed for this long (a burst of saves, an import). */
  quietMs: number;
  /** After each business, rest this many times as long as its renders took. */
  restRatio: number;
  now?: () => Date;
}

/** How long the worker waits, each time, for the guests' renders to finish. */
const GUESTS_FIRST_WAIT_MS = 5;

/**
 * Renders public pages when their content changes, before guests ask (docs/public-menu.md,
 * "Caching that stays correct"). Each server process runs one. A pass first marks for a render the
 * businesses whose stored pages' hours turned, then claims changed businesses from
 * `public_render_due` (filled by the content-version trigger of migration 0010; FOR UPDATE SKIP
 * LOCKED, so with several processes each change is rendered once) and, one business at a time,
 * renders its pages' heads, the bodies already stored and each enabled menu's default page, and
 * stores them. One render at a time, after any guest's, resting between businesses.
 */
export function createPublicRenderWorker(options: PublicRenderWorkerOptions) {
  const { store, menus, places, renderQueue, log, pollMs, batch, quietMs, restRatio } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  /** Yields to the event loop, then waits while guests' renders run or wait. */
  async function guestsFirst() {
    await sleep(0);
    while (!stopped && renderQueue.running + renderQueue.waiting > 0) {
      await sleep(GUESTS_FIRST_WAIT_MS);
    }
  }

  async function renderBusiness(businessId: string) {
    const stored = await store.storedVariants(businessId);
    const menuIds = await store.enabledMenuIds(businessId);
    const owners = new Map<string, { kind: 'menu' | 'place'; variants: StoredVariantRow[] }>();
    owners.set(businessId, { kind: 'place', variants: [] });
    for (const id of menuIds) owners.set(id, { kind: 'menu', variants: [] });
    for (const row of stored) {
      const owner = owners.get(row.ownerId) ?? { kind: row.kind, variants: [] };
      owner.variants.push(row);
      owners.set(row.ownerId, owner);
    }
    for (const [id, owner] of owners) {
      if (stopped) return;
      await (owner.kind === 'menu' ? menus : places).rerender(id, owner.variants, guestsFirst);
    }
  }

  async function renderDue(quiet: number) {
    await store.queueExpired(now());
    while (!stopped) {
      const due = await store.claimDue(batch, quiet);
      if (due.length === 0) return;
      for (const businessId of due) {
        if (stopped) return;
        const started = performance.now();
        try {
          await renderBusiness(businessId);
        } catch (error) {
          // A guest's request renders what is missing; the next change queues it again.
          log.warn({ err: error, businessId }, 'public pages could not be rendered ahead');
        }
        const took = performance.now() - started;
        if (restRatio > 0) await sleep(took * restRatio);
      }
    }
  }

  function pass(quiet = quietMs): Promise<void> {
    if (running) return running;
    running = renderDue(quiet)
      .catch((error: unknown) =>
        log.error({ err: error }, 'the public render queue could not be read'),
      )
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void pass(), pollMs);
    timer.unref();
  }

  return {
    start(): void {
      stopped = false;
      schedule();
    },

    /** Renders everything due now, however recent, and resolves when done (tests). */
    async drain(): Promise<void> {
      const wasStopped = stopped;
      stopped = false;
      try {
        if (running) await running;
        await pass(0);
      } finally {
        stopped = wasStopped;
        if (stopped) clearTimeout(timer);
      }
    },

    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}

export type PublicRenderWorker = ReturnType<typeof createPublicRenderWorker>;
