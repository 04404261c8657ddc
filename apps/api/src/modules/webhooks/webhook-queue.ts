import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createQueueWorker, type QueueWorkerTimings } from '../../lib/queue-worker';
import { sendWebhook, type WebhookResult } from './webhook-sender';
import { signatureHeaders } from './webhook-signature';
import { createWebhooksRepository, type ClaimedDelivery } from './webhooks.repository';

export interface WebhookQueueOptions extends QueueWorkerTimings {
  /** One attempt: resolving, connecting and the receiver's answer. */
  timeoutMs: number;
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
  const worker = createQueueWorker({
    name: 'webhook queue',
    store: repository,
    attempt: deliver,
    timings: options,
    log,
    now,
  });

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
    const next = worker.retryAt(delivery.attempts);
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

  return {
    options,
    /** Whether private and local receivers and plain http are allowed (tests only). */
    allowPrivate,

    wake: worker.wake,
    drain: worker.drain,
    start: worker.start,
    stop: worker.stop,
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
