import type { FastifyBaseLogger } from 'fastify';

/** The timings every durable queue's worker shares (outgoing mail, webhook deliveries). */
export interface QueueWorkerTimings {
  /** How often an idle worker looks for due items (other processes' items, retries). */
  pollMs: number;
  /** The first retry waits this long; each next one twice as long, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** A sender's claim on an item: longer than any attempt can take. */
  claimMs: number;
  /** Finished items (sent, delivered or failed) are kept this long to be looked at. */
  keepMs: number;
  /** Items claimed and sent at once by one worker. */
  batch: number;
}

/** Where a queue's items are stored: claiming due ones for this worker and pruning old ones. */
export interface QueueStore<Item> {
  claimDue(at: Date, lockedUntil: Date, limit: number): Promise<Item[]>;
  prune(finishedBefore: Date): Promise<unknown>;
}

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The worker loop of a durable queue (docs/architecture.md, "Outgoing mail"): each server process
 * runs one; it claims due items (the store locks them, FOR UPDATE SKIP LOCKED, for `claimMs`),
 * hands each to `attempt`, which records the outcome, and looks again until none is due; then it
 * sleeps for `pollMs` unless woken. Old finished items are pruned once an hour.
 */
export function createQueueWorker<Item>(deps: {
  /** Names the queue in log lines ("the mail queue could not be read"). */
  name: string;
  store: QueueStore<Item>;
  attempt: (item: Item) => Promise<void>;
  timings: QueueWorkerTimings;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { name, store, attempt, timings, log, now } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let lastPrune = 0;

  /** Attempts every due item, batch after batch, until none is left. */
  async function attemptDue() {
    do {
      again = false;
      for (;;) {
        const at = now();
        const batch = await store.claimDue(
          at,
          new Date(at.getTime() + timings.claimMs),
          timings.batch,
        );
        if (batch.length === 0) break;
        await Promise.all(batch.map(attempt));
      }
    } while (again);
    const at = now().getTime();
    if (at - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = at;
      await store.prune(new Date(at - timings.keepMs));
    }
  }

  /** One pass of the worker; a pass already running is asked to look again. */
  function pass(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = attemptDue()
      .catch((error: unknown) => log.error({ err: error }, `the ${name} could not be read`))
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void pass(), timings.pollMs);
    timer.unref();
  }

  return {
    /** When an item that failed its `attempts`-th attempt is tried again: exponential backoff. */
    retryAt(attempts: number): Date {
      const delay = Math.min(
        timings.retryBaseMs * 2 ** Math.max(0, attempts - 1),
        timings.maxRetryMs,
      );
      return new Date(now().getTime() + delay);
    },

    /** Something was queued and committed: look now rather than at the next poll. */
    wake(): void {
      if (!stopped) void pass();
    },

    /** Attempts what is due now and resolves when done (tests, shutdown). */
    async drain(): Promise<void> {
      if (running) await running;
      await pass();
      if (running) await running;
    },

    start(): void {
      stopped = false;
      void pass();
    },

    /** No new pass starts; the one running (an attempt under way) is waited for. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
