import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Rotating refresh tokens grouped in families (one family per sign-in). */
export function createRefreshTokensRepository(db: Database) {
  return {
    async insert(token: {
      accountId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values(token);
    },

    /** True when the account has signed in before: every sign-in starts a refresh family. */
    async existsForAccount(accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(eq(refreshTokens.accountId, accountId))
        .limit(1);
      return row !== undefined;
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Spends the token: 'spent' when this call did; 'used' when it was already used (copied, or a
     * parallel refresh); 'revoked' when a sign-out of every session came first.
     */
    async spend(id: string, now: Date): Promise<'spent' | 'used' | 'revoked'> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      if (rows.length === 1) return 'spent';
      const [row] = await db
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, id));
      return row?.revokedAt ? 'revoked' : 'used';
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Every session of the account (a password change or reset). */
    async revokeAllForAccount(accountId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
