import type { FastifyInstance } from 'fastify';
import { IMPERSONATION_HEADER } from '@carta/shared';
import { httpError } from '../../lib/http-errors';
import type { ApiTokenAuthenticator } from '../../plugins/auth';
import { createApiTokensRepository } from './api-tokens.repository';
import { hashApiToken } from './token-secret';

/** last_used_at is written at most this often per token (it is a hint, not an audit log). */
export const LAST_USED_INTERVAL_MS = 60_000;

/** Methods a `read` token may use. */
const READ_METHODS = new Set(['GET', 'HEAD']);

const IMPERSONATION = IMPERSONATION_HEADER.toLowerCase();

/**
 * Authentication by personal API token (docs/integrations.md, "Personal API tokens"). The token is
 * looked up by its SHA-256 on every request, with no cache: a revoked token stops at once, and the
 * lookup is one unique-index read. Unknown, revoked and expired tokens and tokens of an inactive
 * account all answer the same 401 as a bad sign-in token.
 */
export function createApiTokenAuth(app: FastifyInstance): ApiTokenAuthenticator {
  const tokens = createApiTokensRepository(app.db);
  /** When this process last wrote each token's last_used_at (bounded by the tokens in use). */
  const touched = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  // Before the database closes (a module's onClose runs before the root's).
  app.addHook('onClose', async () => void (await Promise.allSettled(pending)));

  /** Records the use off the request path, at most once a minute per token and process. */
  const touch = (id: string, lastUsedAt: Date | null) => {
    const now = Date.now();
    const last = Math.max(touched.get(id) ?? 0, lastUsedAt?.getTime() ?? 0);
    if (now - last < LAST_USED_INTERVAL_MS) return;
    if (touched.size > 10_000) touched.clear();
    touched.set(id, now);
    const write = tokens
      .touch(id, new Date(now), LAST_USED_INTERVAL_MS)
      .catch((error: unknown) => app.log.warn({ err: error }, 'recording an API token use failed'))
      .finally(() => pending.delete(write));
    pending.add(write);
  };

  return async (request, reply, token, rules) => {
    const found = await tokens.findByHash(hashApiToken(token));
    if (
      !found ||
      found.revokedAt ||
      (found.expiresAt && found.expiresAt.getTime() <= Date.now()) ||
      !found.accountActive
    ) {
      throw httpError(401, 'notAuthenticated');
    }
    await app.apiTokenRateLimit(found.id, reply);
    touch(found.id, found.lastUsedAt);

    if (!rules.allowed) throw httpError(403, 'apiTokenNotAllowed');
    const target = rules.impersonation ? request.headers[IMPERSONATION] : undefined;
    if (typeof target === 'string' && target !== '') throw httpError(403, 'apiTokenNotAllowed');
    if (found.scope === 'read' && !READ_METHODS.has(request.method)) {
      throw httpError(403, 'apiTokenReadOnly');
    }
    return {
      accountId: found.accountId,
      actorId: found.accountId,
      // A token never carries the admin role, whoever owns it.
      roles: [],
      impersonating: false,
      sessionId: found.id,
      sessionVersion: null,
      apiToken: { id: found.id, scope: found.scope },
    };
  };
}
