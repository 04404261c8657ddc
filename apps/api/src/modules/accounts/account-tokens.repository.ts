import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens } from '../../db/schema';

export type AccountTokenKind = (typeof accountTokens.$inferSelect)['kind'];

/** A token of this kind that is neither used nor expired: what checking and spending agree on. */
const usable = (kind: AccountTokenKind, tokenHash: string, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.kind, kind),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** Single-use activation and reset tokens (stored as SHA-256 hashes). */
export function createAccountTokensRepository(db: Database) {
  return {
    async insert(token: {
      accountId: string;
      kind: AccountTokenKind;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(accountTokens).values(token);
    },

    /**
     * Marks an unused, unexpired token as used and returns its account id; null when the token
     * is unknown, expired or already used. One UPDATE, so two concurrent uses cannot both win.
     */
    async consume(kind: AccountTokenKind, tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(usable(kind, tokenHash, now))
        .returning({ accountId: accountTokens.accountId });
      return row?.accountId ?? null;
    },

    /** True for an unused, unexpired token of this kind; changes nothing (consume spends it). */
    async isUsable(kind: AccountTokenKind, tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(usable(kind, tokenHash, now))
        .limit(1);
      return row !== undefined;
    },

    /** Spends every outstanding token of this kind, e.g. older reset links once one was used. */
    async invalidateAll(accountId: string, kind: AccountTokenKind, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.accountId, accountId),
            eq(accountTokens.kind, kind),
            isNull(accountTokens.usedAt),
          ),
        );
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
