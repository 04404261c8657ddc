import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
  /** Prefix of the Redis keys (`<prefix><route>:<ip|email>:<value>`); tests use their own. */
  redisKeyPrefix?: string;
}

export const DEFAULT_REDIS_KEY_PREFIX = 'carta:rl:';

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

// Counts one hit and starts the window on the first one (or on a key that lost its expiry).
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/**
 * Redis store keyed by `prefix + key` alone. The plugin's own Redis store appends the route's
 * method and URL in `child()`, which `createRateLimit()` leaves empty (`undefinedundefined-`);
 * our keys already name the route.
 */
function redisStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  return class RedisKeyStore implements FastifyRateLimitStore {
    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow) => {
      redis.eval(INCR_SCRIPT, 1, prefix + key, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: Error) => callback(error),
      );
    };

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

const emailOf = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
};

/**
 * Connects before the first request so that early hits are counted. A Redis that is down does
 * not stop the API: commands then fail at once (no offline queue) while ioredis reconnects.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    app.log.warn({ err: error }, 'rate-limit Redis unavailable; auth limits are not enforced');
  });
  redis.on('ready', () => {
    reported = false;
  });
  app.addHook('onClose', async () => void redis.disconnect());
  await redis.connect().catch(() => {});
  return redis;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { redisUrl, limits = DEFAULT_AUTH_RATE_LIMITS }) => {
    const redis = redisUrl && limits ? await connectRedis(app, redisUrl) : undefined;
    // global: false: only the routes that ask are limited. skipOnError: an unreachable Redis
    // must not lock everyone out of signing in, so its errors let the request through.
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis &&
        limits && {
          store: redisStore(redis, limits.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX),
        }),
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
