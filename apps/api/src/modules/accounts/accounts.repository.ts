import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = Pick<typeof accounts.$inferInsert, 'email' | 'passwordHash' | 'language'>;

export function createAccountsRepository(db: Database) {
  return {
    async findById(id: string): Promise<AccountRow | null> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<AccountRow | null> {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
      return row ?? null;
    },

    /** Null when the e-mail is already registered (the unique constraint decides, race-free). */
    async insert(account: NewAccount): Promise<AccountRow | null> {
      const [row] = await db
        .insert(accounts)
        .values(account)
        .onConflictDoNothing({ target: accounts.email })
        .returning();
      return row ?? null;
    },

    async activate(id: string): Promise<void> {
      await db
        .update(accounts)
        .set({ active: true, updatedAt: new Date() })
        .where(eq(accounts.id, id));
    },

    /**
     * The account, its row held FOR SHARE until the transaction ends: a password change or reset
     * (which update the row) waits for the holder, and the holder for them, so tokens issued
     * under the lock are issued either before the change (and revoked by it) or after it, at the
     * new session version (docs/security.md, "Sessions"). Inside a transaction only.
     */
    async lockForSession(id: string): Promise<AccountRow | null> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).for('share');
      return row ?? null;
    },

    /**
     * Sets a new password and moves the session version on, which ends every session issued
     * before (docs/security.md, "Sessions"). With `expectedVersion`, only while the account is
     * still at that version (no change or reset came in between). The new version; null when
     * nothing was updated.
     */
    async setPassword(
      id: string,
      passwordHash: string,
      options: { expectedVersion?: number; activate?: boolean } = {},
    ): Promise<number | null> {
      const [row] = await db
        .update(accounts)
        .set({
          passwordHash,
          sessionVersion: sql`${accounts.sessionVersion} + 1`,
          updatedAt: new Date(),
          ...(options.activate && { active: true }),
        })
        .where(
          options.expectedVersion === undefined
            ? eq(accounts.id, id)
            : and(eq(accounts.id, id), eq(accounts.sessionVersion, options.expectedVersion)),
        )
        .returning({ sessionVersion: accounts.sessionVersion });
      return row?.sessionVersion ?? null;
    },

    /** Newest first. */
    async list(page: {
      offset: number;
      limit: number;
    }): Promise<{ rows: AccountRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(accounts)
          .orderBy(desc(accounts.createdAt), desc(accounts.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(accounts),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
