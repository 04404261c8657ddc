import fp from 'fastify-plugin';
import { createMailQueue, type MailQueue, type MailQueueOptions } from './mail-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: queued with the data it mails, sent by this process's worker. */
    mailQueue: MailQueue;
  }
}

export interface MailPluginOptions {
  /** Timings of the queue; defaults in DEFAULT_MAIL_QUEUE_OPTIONS (tests shorten them). */
  queue?: Partial<MailQueueOptions>;
}

/**
 * The outgoing mail queue and its worker (docs/architecture.md, "Outgoing mail"), sending through
 * the auth plugin's mailer (SMTP, or the outbox directory). The worker starts with the server and
 * stops before the database closes; what it has not sent stays queued for the next start.
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { queue }) => {
    const mailQueue = createMailQueue({
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      options: queue,
    });
    app.decorate('mailQueue', mailQueue);
    app.addHook('onReady', async () => mailQueue.start());
    app.addHook('preClose', async () => mailQueue.stop());
  },
  { name: 'carta-mail', dependencies: ['carta-db', 'carta-auth'] },
);
