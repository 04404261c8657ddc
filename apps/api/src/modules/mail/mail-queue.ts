import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer, OutgoingMail } from '../../lib/mail/mailer';
import { createMailQueueRepository, type ClaimedMail } from './mail-queue.repository';

export interface MailQueueOptions {
  /** How often an idle worker looks for due mail (other processes' mail, retries). */
  pollMs: number;
  /** The first retry waits this long; each next one twice as long, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** A mail not delivered this long after it was queued is given up (state `failed`). */
  giveUpAfterMs: number;
  /** A sender's claim on a mail: longer than any send (the SMTP timeouts) can take. */
  claimMs: number;
  /** Sent and failed mail is kept this long for the admin area. */
  keepMs: number;
  /** Mails claimed and sent at once by one worker. */
  batch: number;
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let lastPrune = 0;

  const retryDelay = (attempts: number) =>
    Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.maxRetryMs);

  async function deliver(mail: ClaimedMail) {
    const { id, toAddress: to, subject, text, html, links } = mail;
    try {
      await mailer.send({ to, subject, text, html, links });
      await repository.markSent(id, now());
    } catch (error) {
      const reason = describeError(error);
      const next = new Date(now().getTime() + retryDelay(mail.attempts));
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

  /** Sends every due mail, batch after batch, until none is left. */
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
      .catch((error: unknown) => log.error({ err: error }, 'the mail queue could not be read'))
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

    /** Stores `mail` in `tx` (the transaction that makes its token); sent after it commits. */
    async enqueue(tx: Database, mail: OutgoingMail): Promise<void> {
      await createMailQueueRepository(tx).insert(
        mail,
        new Date(now().getTime() + options.giveUpAfterMs),
      );
    },

    /** Something was queued: look now rather than at the next poll. */
    wake(): void {
      if (!stopped) void pass();
    },

    /** Sends what is due now and resolves when done (tests, shutdown). */
    async drain(): Promise<void> {
      if (running) await running;
      await pass();
      if (running) await running;
    },

    /** A failed mail is sent again, with a new time limit; false when it is not failed. */
    async retry(id: string): Promise<boolean> {
      const at = now();
      const done = await repository.retry(id, at, new Date(at.getTime() + options.giveUpAfterMs));
      if (done) this.wake();
      return done;
    },

    start(): void {
      stopped = false;
      void pass();
    },

    /** No new pass starts; the one running (a send under way) is waited for. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
