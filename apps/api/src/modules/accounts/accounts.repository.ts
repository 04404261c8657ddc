import { count, desc, eq } from 'drizzle-orm';
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

    async updatePassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(accounts)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(accounts.id, id));
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
