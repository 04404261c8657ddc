import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { MessageKey } from '@carta/shared';
import { httpError } from '../lib/http-errors';
import type { RateLimitWindow } from './rate-limit';

/**
 * A preHandler that answers 429 `code` with Retry-After once the signed-in account has made
 * `window.max` requests in the window (costly work: image uploads, PDFs). Counted in the rate
 * limiter's store (Redis when REDIS_URL is set, so every API instance shares it), keyed by
 * `kind` and the acting account: an admin impersonating an owner spends the admin's own
 * allowance. `false` lets everything through (tests).
 */
export function accountRateLimit(
  app: FastifyInstance,
  kind: string,
  window: RateLimitWindow | false,
  code: MessageKey,
): preHandlerAsyncHookHandler {
  if (!window) return async () => {};
  const limit = app.createRateLimit({
    max: window.max,
    timeWindow: window.timeWindowMs,
    keyGenerator: (request) => `${kind}:account:${request.auth?.actorId ?? `ip:${request.ip}`}`,
  });
  return async (request, reply) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw httpError(429, code);
    }
  };
}
