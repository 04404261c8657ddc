import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiTokenRevokedReason } from '@carta/shared';
import type { Database } from '../../db/client';
import { accounts, apiTokens } from '../../db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** What authentication needs of a token, found by its hash. */
export interface ApiTokenCredential {
  id: string;
  accountId: string;
  scope: ApiTokenRow['scope'];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  accountActive: boolean;
}

/** Not revoked, and without an expiry or expiring after `now`. */
const usableAt = (now: Date) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

export function createApiTokensRepository(db: Database) {
  return {
    /** The account's tokens, newest first: revoked and expired ones too (the list shows them). */
    async listForAccount(accountId: string): Promise<ApiTokenRow[]> {
      return db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.accountId, accountId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },

    async countUsable(accountId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.accountId, accountId), usableAt(now)));
      return row?.n ?? 0;
    },

    async insert(values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(values).returning();
      return row!;
    },

    /** Revokes one of the account's tokens; false when it is not the account's (or missing). */
    async revoke(accountId: string, id: string, now: Date): Promise<boolean> {
      const [row] = await db
        .update(apiTokens)
        .set({
          revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${now.toISOString()}::timestamptz)`,
          revokedReason: sql`coalesce(${apiTokens.revokedReason}, 'owner')`,
        })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.accountId, accountId)))
        .returning({ id: apiTokens.id });
      return row !== undefined;
    },

    /** Revokes every token of the account not revoked yet, recording why. */
    async revokeAll(accountId: string, reason: ApiTokenRevokedReason, now: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt)));
    },

    /** The token with this hash and whether its account is active; undefined when none. */
    async findByHash(tokenHash: string): Promise<ApiTokenCredential | undefined> {
      const [row] = await db
        .select({
          id: apiTokens.id,
          accountId: apiTokens.accountId,
          scope: apiTokens.scope,
          expiresAt: apiTokens.expiresAt,
          revokedAt: apiTokens.revokedAt,
          lastUsedAt: apiTokens.lastUsedAt,
          accountActive: accounts.active,
        })
        .from(apiTokens)
        .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
        .where(eq(apiTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Sets last_used_at unless another request did within `intervalMs`. */
    async touch(id: string, now: Date, intervalMs: number): Promise<void> {
      const before = new Date(now.getTime() - intervalMs);
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiTokens.id, id),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before)),
          ),
        );
    },
  };
}
