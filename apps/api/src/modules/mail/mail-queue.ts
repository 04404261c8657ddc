import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer, OutgoingMail } from '../../lib/mail/mailer';
import { createQueueWorker, type QueueWorkerTimings } from '../../lib/queue-worker';
import { createMailQueueRepository, type ClaimedMail } from './mail-queue.repository';

export interface MailQueueOptions extends QueueWorkerTimings {
  /** A mail not delivered this long after it was queued is given up (state `failed`). */
  giveUpAfterMs: number;
}

export const DEFAULT_MAIL_QUEUE_OPTIONS: MailQueueOptions = {
  pollMs: 2_000,
  retryBaseMs: 5_000,
  maxRetryMs: 5 * 60_000,
  giveUpAfterMs: 2 * 60 * 60_000,
  claimMs: 2 * 60_000,
  keepMs: 30 * 24 * 60 * 60_000,
  batch: 10,
};

/** What a mail server or the network said, short enough for a log line and the admin area. */
const describeError = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The outgoing mail queue (docs/architecture.md, "Outgoing mail"). `enqueue` stores a mail in the
 * caller's transaction; the worker of every server process claims due mail and sends it through
 * `mailer`, retrying with exponential backoff until the mail is given up. Nothing waits for the
 * mail server but the worker.
 */
export function createMailQueue(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  options?: Partial<MailQueueOptions>;
  now?: () => Date;
}) {
  const { db, mailer, log, now = () => new Date() } = deps;
  const options = { ...DEFAULT_MAIL_QUEUE_OPTIONS, ...deps.options };
  const repository = createMailQueueRepository(db);
  const worker = createQueueWorker({
    name: 'mail queue',
    store: repository,
    attempt: deliver,
    timings: options,
    log,
    now,
  });

  async function deliver(mail: ClaimedMail) {
    const { id, toAddress: to, subject, text, html, links } = mail;
    try {
      await mailer.send({ to, subject, text, html, links });
      await repository.markSent(id, now());
    } catch (error) {
      const reason = describeError(error);
      const next = worker.retryAt(mail.attempts);
      if (next >= mail.giveUpAt) {
        await repository.markFailed(id, reason);
        log.error(
          { mailId: id, attempts: mail.attempts, error: reason },
          'mail given up: the mail server did not accept it in time (an admin can send it again)',
        );
        return;
      }
      await repository.markRetry(id, reason, next);
      log.warn(
        { mailId: id, attempts: mail.attempts, retryAt: next.toISOString(), error: reason },
        'sending mail failed; it will be retried',
      );
    }
  }

  return {
    options,

    /** Stores `mail` in `tx` (the transaction that makes its token); sent after it commits. */
    async enqueue(tx: Database, mail: OutgoingMail): Promise<void> {
      await createMailQueueRepository(tx).insert(
        mail,
        new Date(now().getTime() + options.giveUpAfterMs),
      );
    },

    wake: worker.wake,
    drain: worker.drain,
    start: worker.start,
    stop: worker.stop,

    /** A failed mail is sent again, with a new time limit; false when it is not failed. */
    async retry(id: string): Promise<boolean> {
      const at = now();
      const done = await repository.retry(id, at, new Date(at.getTime() + options.giveUpAfterMs));
      if (done) worker.wake();
      return done;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
