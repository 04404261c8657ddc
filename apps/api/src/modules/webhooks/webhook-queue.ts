import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { sendWebhook, type WebhookResult } from './webhook-sender';
import { signatureHeaders } from './webhook-signature';
import { createWebhooksRepository, type ClaimedDelivery } from './webhooks.repository';

export interface WebhookQueueOptions {
  /** How often an idle worker looks for due deliveries (other processes' changes, retries). */
  pollMs: number;
  /** The first retry waits this long; each next one twice as long, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** One attempt: resolving, connecting and the receiver's answer. */
  timeoutMs: number;
  /** A sender's claim on a delivery: longer than any attempt can take. */
  claimMs: number;
  /** Delivered and failed deliveries are kept this long for Settings. */
  keepMs: number;
  /** Deliveries claimed and sent at once by one worker. */
  batch: number;
}

export const DEFAULT_WEBHOOK_QUEUE_OPTIONS: WebhookQueueOptions = {
  pollMs: 2_000,
  retryBaseMs: 10_000,
  maxRetryMs: 60 * 60_000,
  timeoutMs: 10_000,
  claimMs: 60_000,
  keepMs: 30 * 24 * 60 * 60_000,
  batch: 10,
};

/**
 * The webhook delivery queue (docs/integrations.md, "Webhooks"), built like the outgoing mail
 * queue: deliveries are stored in the transaction of the change, and the worker of every server
 * process claims due ones, signs and sends them, and retries with exponential backoff until a
 * delivery is accepted (2xx) or given up.
 */
export function createWebhookQueue(deps: {
  db: Database;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  options?: Partial<WebhookQueueOptions>;
  now?: () => Date;
}) {
  const { db, log, allowPrivate, now = () => new Date() } = deps;
  const options = { ...DEFAULT_WEBHOOK_QUEUE_OPTIONS, ...deps.options };
  const repository = createWebhooksRepository(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let lastPrune = 0;

  const retryDelay = (attempts: number) =>
    Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.maxRetryMs);

  async function deliver(delivery: ClaimedDelivery) {
    const body = JSON.stringify(delivery.payload);
    let result: WebhookResult;
    try {
      result = await sendWebhook(
        {
          url: delivery.url,
          body,
          headers: signatureHeaders(delivery.secret, delivery.id, body, now()),
        },
        { allowPrivate, timeoutMs: options.timeoutMs },
      );
    } catch (error) {
      result = { status: null, error: error instanceof Error ? error.message : String(error) };
    }
    if (result.status !== null && result.status >= 200 && result.status < 300) {
      await repository.markDelivered(delivery.id, result.status, now());
      return;
    }
    const reason = result.status === null ? result.error : `the receiver answered ${result.status}`;
    const next = new Date(now().getTime() + retryDelay(delivery.attempts));
    if (next >= delivery.giveUpAt) {
      await repository.markFailed(delivery.id, result.status, reason);
      log.warn(
        { webhookDeliveryId: delivery.id, attempts: delivery.attempts, error: reason },
        'webhook delivery given up (the owner can send it again)',
      );
      return;
    }
    await repository.markRetry(delivery.id, result.status, reason, next);
  }

  /** Sends every due delivery, batch after batch, until none is left. */
  async function sendDue() {
    do {
      again = false;
      for (;;) {
        const at = now();
        const batch = await repository.claimDue(
          at,
          new Date(at.getTime() + options.claimMs),
          options.batch,
        );
        if (batch.length === 0) break;
        await Promise.all(batch.map(deliver));
      }
    } while (again);
    const at = now().getTime();
    if (at - lastPrune > 60 * 60_000) {
      lastPrune = at;
      await repository.prune(new Date(at - options.keepMs));
    }
  }

  /** One pass of the worker; a pass already running is asked to look again. */
  function pass(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = sendDue()
      .catch((error: unknown) => log.error({ err: error }, 'the webhook queue could not be read'))
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void pass(), options.pollMs);
    timer.unref();
  }

  return {
    options,
    /** Whether private and local receivers and plain http are allowed (tests only). */
    allowPrivate,

    /** Something was queued and committed: look now rather than at the next poll. */
    wake(): void {
      if (!stopped) void pass();
    },

    /** Sends what is due now and resolves when done (tests, shutdown). */
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

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
