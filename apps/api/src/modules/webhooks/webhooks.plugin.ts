import fp from 'fastify-plugin';
import { webhookDeliveriesQueued } from './webhook-events';
import { createWebhookQueue, type WebhookQueue, type WebhookQueueOptions } from './webhook-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhook deliveries: queued with the change they report, sent by this process's worker. */
    webhookQueue: WebhookQueue;
  }
}

export interface WebhooksPluginOptions {
  /** Private, loopback and link-local receivers and plain http allowed (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivate: boolean;
  /** Timings of the queue; defaults in DEFAULT_WEBHOOK_QUEUE_OPTIONS (tests shorten them). */
  queue?: Partial<WebhookQueueOptions>;
}

/**
 * The webhook delivery queue and its worker (docs/integrations.md, "Webhooks"). The worker starts
 * with the server and stops before the database closes; what it has not sent stays queued. A
 * write that queued deliveries wakes it once its answer is sent, that is after its transaction
 * committed.
 */
export const webhooksPlugin = fp<WebhooksPluginOptions>(
  async (app, { allowPrivate, queue }) => {
    const webhookQueue = createWebhookQueue({
      db: app.db,
      log: app.log,
      allowPrivate,
      options: queue,
    });
    app.decorate('webhookQueue', webhookQueue);
    let seen = webhookDeliveriesQueued();
    // A callback hook, not an async one: it runs on every response (a promise per guest request).
    app.addHook('onResponse', (_request, _reply, done) => {
      const queued = webhookDeliveriesQueued();
      if (queued !== seen) {
        seen = queued;
        webhookQueue.wake();
      }
      done();
    });
    app.addHook('onReady', async () => webhookQueue.start());
    app.addHook('preClose', async () => webhookQueue.stop());
  },
  { name: 'carta-webhooks', dependencies: ['carta-db'] },
);
