import { and, eq, isNull, ne } from 'drizzle-orm';
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

    /** True when this call spent the token; false when it was already used or revoked (a race). */
    async markUsed(id: string, now: Date): Promise<boolean> {
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
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Every session of the account, or every one but `keepFamilyId` (the caller's own). */
    async revokeAllForAccount(accountId: string, now: Date, keepFamilyId?: string): Promise<void> {
      const scope = keepFamilyId
        ? and(eq(refreshTokens.accountId, accountId), ne(refreshTokens.familyId, keepFamilyId))
        : eq(refreshTokens.accountId, accountId);
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(scope, isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
