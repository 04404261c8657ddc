import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { httpError } from '../lib/http-errors';
import { messages } from '@carta/shared';

export interface RateLimitWindow {
  max: number;
  timeWindowMs: number;
}

/** Limits of each abuse-prone auth route, counted per client IP and per normalised e-mail. */
export interface AuthRateLimits {
  perIp: RateLimitWindow;
  perEmail: RateLimitWindow;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIp: { max: 50, timeWindowMs: 5 * 60_000 },
  perEmail: { max: 10, timeWindowMs: 5 * 60_000 },
};

export interface RateLimitPluginOptions {
  /** Shared counters for several API instances (DESIGN §9); in-process otherwise. */
  redisUrl?: string;
  /** `false` turns the auth limits off. */
  limits?: AuthRateLimits | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler hook for a route named `name` (signin, signup, …): 429 once the client IP or
     * the body's `email` (already normalised by the shared schema) exceeds its limit.
     */
    authRateLimit(name: string): preHandlerAsyncHookHandler;
  }
}

const emailOf = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
};

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { redisUrl, limits = DEFAULT_AUTH_RATE_LIMITS }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    // global: false: only the routes that ask are limited. skipOnError: an unreachable Redis
    // must not lock everyone out of signing in (it fails open and logs through ioredis).
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      redis,
      nameSpace: 'carta-rate-limit-',
    });

    app.decorate('authRateLimit', (name: string): preHandlerAsyncHookHandler => {
      if (!limits) return async () => {};
      const byIp = app.createRateLimit({
        max: limits.perIp.max,
        timeWindow: limits.perIp.timeWindowMs,
        keyGenerator: (request) => `${name}:ip:${request.ip}`,
      });
      const byEmail = app.createRateLimit({
        max: limits.perEmail.max,
        timeWindow: limits.perEmail.timeWindowMs,
        keyGenerator: (request) => `${name}:email:${emailOf(request) ?? ''}`,
      });
      return async (request, reply) => {
        for (const limit of emailOf(request) ? [byIp, byEmail] : [byIp]) {
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw httpError(429, messages.tooManyRequests);
          }
        }
      };
    });
  },
  { name: 'carta-rate-limit' },
);
