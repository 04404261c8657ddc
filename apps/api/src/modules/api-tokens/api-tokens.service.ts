import {
  MAX_ACTIVE_API_TOKENS,
  type ApiToken,
  type ApiTokenExpiryDays,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@carta/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { httpError } from '../../lib/http-errors';
import { createApiTokensRepository, type ApiTokenRow } from './api-tokens.repository';
import { newApiToken } from './token-secret';

const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
    revoked_reason: row.revokedAt ? (row.revokedReason ?? 'owner') : null,
  };
}

export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  expires_in_days: ApiTokenExpiryDays | null;
}

/** Personal API tokens of the signed-in account (docs/integrations.md, "Personal API tokens"). */
export function createApiTokensService(db: Database) {
  const tokens = createApiTokensRepository(db);
  return {
    async list(accountId: string): Promise<ApiToken[]> {
      return (await tokens.listForAccount(accountId)).map(toApiToken);
    },

    /**
     * The new token, with the token itself: the only answer that ever carries it. `sessionVersion`
     * is the one the caller's access token carries: a password change or reset that committed
     * since the request was authenticated ended that session, and no token is made (401).
     */
    async create(
      accountId: string,
      sessionVersion: number,
      input: NewApiToken,
    ): Promise<CreatedApiToken> {
      const now = new Date();
      // A transaction with the account row locked, so parallel creations cannot pass the limit,
      // and a reset (which updates the row, then revokes the tokens) comes wholly before or after.
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ session_version: number }>(
          sql`SELECT ${accounts.sessionVersion} FROM ${accounts} WHERE ${accounts.id} = ${accountId} FOR UPDATE`,
        );
        if (rows[0]?.session_version !== sessionVersion) throw httpError(401, 'notAuthenticated');
        const repository = createApiTokensRepository(tx);
        if ((await repository.countUsable(accountId, now)) >= MAX_ACTIVE_API_TOKENS) {
          throw httpError(409, 'apiTokensTooMany');
        }
        const { token, hash, hint } = newApiToken();
        const row = await repository.insert({
          accountId,
          name: input.name,
          scope: input.scope,
          tokenHash: hash,
          hint,
          expiresAt: input.expires_in_days
            ? new Date(now.getTime() + input.expires_in_days * DAY_MS)
            : null,
        });
        return { ...toApiToken(row), token };
      });
    },

    /** Revokes one of the account's tokens at once; 404 for another account's or a missing one. */
    async revoke(accountId: string, id: string): Promise<void> {
      if (!(await tokens.revoke(accountId, id, new Date()))) throw httpError(404, 'notFound');
    },
  };
}

/**
 * A password reset revokes every personal API token of the account, in the reset's transaction
 * (docs/security.md, "Sessions"): whoever had taken the account over may have made some. The list
 * then shows them as revoked by the reset.
 */
export async function revokeApiTokensOnReset(
  tx: Database,
  accountId: string,
  now: Date,
): Promise<void> {
  await createApiTokensRepository(tx).revokeAll(accountId, 'password_reset', now);
}
