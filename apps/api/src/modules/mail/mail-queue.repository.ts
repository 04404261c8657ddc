import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claimDueStatement } from '../../db/queue-claim';
import { outgoingMail } from '../../db/schema';
import type { OutgoingMail as QueuedMail } from '../../lib/mail/mailer';

export type MailRow = typeof outgoingMail.$inferSelect;

/** A claimed row: what the sender needs, nothing else. */
export type ClaimedMail = Pick<
  MailRow,
  'id' | 'toAddress' | 'subject' | 'text' | 'html' | 'links' | 'attempts' | 'giveUpAt'
>;

/** The queue's table (docs/architecture.md, "Outgoing mail"). */
export function createMailQueueRepository(db: Database) {
  return {
    async insert(mail: QueuedMail, giveUpAt: Date): Promise<void> {
      await db.insert(outgoingMail).values({
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: [...mail.links],
        giveUpAt,
      });
    },

    /**
     * Marks up to `limit` due mails as being sent by the caller until `lockedUntil` and answers
     * them; a claim whose sender died lapses at `lockedUntil` (db/queue-claim.ts).
     */
    async claimDue(now: Date, lockedUntil: Date, limit: number): Promise<ClaimedMail[]> {
      const result = await db.execute<{
        id: string;
        to_address: string;
        subject: string;
        text: string;
        html: string;
        links: string[];
        attempts: number;
        give_up_at: string | Date;
      }>(
        claimDueStatement(
          outgoingMail,
          { now, lockedUntil, limit },
          sql`id, to_address, subject, text, html, links, attempts, give_up_at`,
        ),
      );
      return result.rows.map((row) => ({
        id: row.id,
        toAddress: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        links: row.links,
        attempts: row.attempts,
        giveUpAt: new Date(row.give_up_at),
      }));
    },

    /** Delivered: the body, with the links and tokens it carries, is not kept. */
    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(outgoingMail)
        .set({
          state: 'sent',
          sentAt: at,
          lockedUntil: null,
          lastError: null,
          text: '',
          html: '',
          links: [],
        })
        .where(eq(outgoingMail.id, id));
    },

    async markRetry(id: string, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outgoingMail)
        .set({ state: 'queued', lockedUntil: null, lastError: error, nextAttemptAt })
        .where(eq(outgoingMail.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(outgoingMail)
        .set({ state: 'failed', lockedUntil: null, lastError: error })
        .where(eq(outgoingMail.id, id));
    },

    /** A failed mail goes back in the queue for another `giveUpAt`; false when not failed. */
    async retry(id: string, now: Date, giveUpAt: Date): Promise<boolean> {
      const rows = await db
        .update(outgoingMail)
        .set({ state: 'queued', attempts: 0, nextAttemptAt: now, giveUpAt })
        .where(and(eq(outgoingMail.id, id), eq(outgoingMail.state, 'failed')))
        .returning({ id: outgoingMail.id });
      return rows.length > 0;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: outgoingMail.id })
        .from(outgoingMail)
        .where(eq(outgoingMail.id, id))
        .limit(1);
      return row !== undefined;
    },

    /** Newest first, with the total. */
    async list(offset: number, limit: number): Promise<{ rows: MailRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(outgoingMail)
          .orderBy(desc(outgoingMail.createdAt), desc(outgoingMail.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: sql<number>`count(*)::int` }).from(outgoingMail),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Sent and failed mail older than `before` goes: the table holds recent mail only. */
    async prune(before: Date): Promise<void> {
      await db
        .delete(outgoingMail)
        .where(
          and(lt(outgoingMail.createdAt, before), sql`${outgoingMail.state} IN ('sent', 'failed')`),
        );
    },
  };
}
