import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { API_TOKEN_RATE_LIMIT } from '@carta/shared';
import { httpError } from '../lib/http-errors';
import {
  createLocalCounters,
  createRedisCounters,
  type AttemptCounters,
  type CountedKey,
  type CounterHit,
  type RedisHealth,
} from './attempt-counters';

export interface RateLimitWindow {
  max: number;
  timeWindowMs: number;
}

/**
 * Failed sign-ins. Nobody can lock an owner out from elsewhere: the refusals (429) are per
 * (e-mail, IP) pair and per IP; failures for one address from all IPs only make a captcha
 * necessary. A successful sign-in takes its own attempt back. See docs/security.md, "Sign-in and
 * sign-up abuse".
 */
export interface SignInLimits {
  /** Failures for one address from one IP; beyond, 429 for that pair only. */
  perEmailAndIp: RateLimitWindow;
  /** Failures for one address from any IP; beyond, the sign-in needs a solved captcha. */
  captchaAfter: RateLimitWindow;
}

/** Limits of the abuse-prone auth routes. */
export interface AuthRateLimits {
  /** Requests per client IP on each route; on sign-in only the failed ones count. */
  perIp: RateLimitWindow;
  /** Requests per normalised e-mail on sign-up, reset and resend-activation (mail to one address). */
  perEmail: RateLimitWindow;
  /** Default: DEFAULT_SIGN_IN_LIMITS. */
  signIn?: SignInLimits;
  /** Requests per personal API token (docs/integrations.md). Default: API_TOKEN_RATE_LIMIT. */
  perApiToken?: RateLimitWindow;
  /** Prefix of the Redis keys (`<prefix><route>:<kind>:<value>`); tests use their own. */
  redisKeyPrefix?: string;
}

export const DEFAULT_REDIS_KEY_PREFIX = 'carta:rl:';

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perEmailAndIp: { max: 10, timeWindowMs: 15 * 60_000 },
  captchaAfter: { max: 5, timeWindowMs: 15 * 60_000 },
};

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIp: { max: 50, timeWindowMs: 5 * 60_000 },
  perEmail: { max: 10, timeWindowMs: 5 * 60_000 },
  signIn: DEFAULT_SIGN_IN_LIMITS,
  perApiToken: API_TOKEN_RATE_LIMIT,
};

export interface RateLimitPluginOptions {
  /** Shared counters for several API instances (docs/architecture.md §9); in-process otherwise. */
  redisUrl?: string;
  /** `false` turns the auth limits off. */
  limits?: AuthRateLimits | false;
}

/** One sign-in attempt, counted before the password is checked (so parallel guesses count too). */
export interface SignInAttempt {
  /** The address has had too many failures lately: this sign-in needs a solved captcha. */
  captchaRequired: boolean;
  /** A successful sign-in does not count: takes this attempt back. */
  succeeded(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler hook for a route named `name` (signup, request-reset-password, …): 429 once the
     * client IP or the body's `email` (already normalised by the shared schema) exceeds its limit.
     */
    authRateLimit(name: string): preHandlerAsyncHookHandler;
    /** Counts a sign-in attempt for `email` from the request's IP; 429 when the pair or IP is over. */
    signInAttempt(
      request: FastifyRequest,
      reply: FastifyReply,
      email: string,
    ): Promise<SignInAttempt>;
    /**
     * Counts a password change for `accountId` from the request's IP, before the current password
     * is checked; 429 when the (account, IP) pair or the IP is over the sign-in limits. A right
     * current password takes its attempt back (`succeeded`).
     */
    changePasswordAttempt(
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: string,
    ): Promise<Pick<SignInAttempt, 'succeeded'>>;
    /** Counts a request made with the personal API token `tokenId`; 429 once it is over. */
    apiTokenRateLimit(tokenId: string, reply: FastifyReply): Promise<void>;
  }
}

/**
 * The rate limiter's store on the shared counters: Redis keyed by `prefix + key` alone, and, when
 * Redis fails, this process's own counters (docs/security.md, "When Redis is unreachable"), so no
 * limit is lifted by an outage. The plugin's own Redis store appends the route's method and URL in
 * `child()`, which `createRateLimit()` leaves empty (`undefinedundefined-`), and lets every
 * request through on an error (`skipOnError`); our keys already name the route.
 */
function countersStore(counters: AttemptCounters): FastifyRateLimitStoreCtor {
  return class CountersStore implements FastifyRateLimitStore {
    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow) => {
      counters.hit([{ key, windowMs: timeWindow }]).then(
        ({ hits: [hit] }) => callback(null, { current: hit!.count, ttl: hit!.ttlMs }),
        (error: Error) => callback(error),
      );
    };

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

const emailOf = (request: FastifyRequest): string | undefined => {
  const body: unknown = request.body;
  const email =
    typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return typeof email === 'string' ? email : undefined;
};

/**
 * Whether the shared counters are in Redis or, while it fails, in this process; each switch is
 * logged once (warn when falling back, info when Redis answers again), not once per request.
 */
function redisHealth(app: FastifyInstance): RedisHealth {
  let down = false;
  return {
    failed(error) {
      if (down) return;
      down = true;
      app.log.warn(
        { err: error },
        'rate-limit Redis unreachable: every rate limit is counted by this process alone until it is back',
      );
    },
    succeeded() {
      if (!down) return;
      down = false;
      app.log.info('rate-limit Redis reachable again: rate limits are shared again');
    },
  };
}

/**
 * Connects before the first request so that early hits are counted. A Redis that is down does
 * not stop the API: commands then fail at once (no offline queue) while ioredis reconnects, and
 * the counters fall back to this process's (createRedisCounters).
 */
async function connectRedis(app: FastifyInstance, url: string, health: RedisHealth) {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  redis.on('error', (error: Error) => health.failed(error));
  redis.on('ready', () => health.succeeded());
  app.addHook('onClose', async () => void redis.disconnect());
  await redis.connect().catch(() => {});
  return redis;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { redisUrl, limits = DEFAULT_AUTH_RATE_LIMITS }) => {
    const health = redisHealth(app);
    const redis = redisUrl && limits ? await connectRedis(app, redisUrl, health) : undefined;
    // Shared through Redis when there is one; while it fails, each process counts on its own:
    // an outage loosens every limit to one process's view, it never lifts one (issue 26 item 11).
    const local = createLocalCounters();
    const counters: AttemptCounters =
      redis && limits
        ? createRedisCounters(
            redis,
            limits.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX,
            local,
            health,
          )
        : local;
    // global: false: only the routes that ask are limited. The store never fails (it falls back
    // to this process's counters), so nothing would be skipped on an error; were one to escape,
    // the request fails rather than going through unlimited.
    await app.register(rateLimit, {
      global: false,
      skipOnError: false,
      ...(redis && limits && { store: countersStore(counters) }),
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
            throw httpError(429, 'tooManyRequests');
          }
        }
      };
    });

    const signIn = limits ? (limits.signIn ?? DEFAULT_SIGN_IN_LIMITS) : undefined;

    app.decorate(
      'signInAttempt',
      async (request: FastifyRequest, reply: FastifyReply, email: string) => {
        if (!limits || !signIn) return { captchaRequired: false, succeeded: async () => {} };
        const keys: CountedKey[] = [
          {
            key: `signin:pair:${email}:${request.ip}`,
            windowMs: signIn.perEmailAndIp.timeWindowMs,
          },
          { key: `signin:ip:${request.ip}`, windowMs: limits.perIp.timeWindowMs },
          { key: `signin:email:${email}`, windowMs: signIn.captchaAfter.timeWindowMs },
        ];
        const { hits, undo } = await counters.hit(keys);
        const [pair, ip, byEmail] = hits as [CounterHit, CounterHit, CounterHit];
        const over = (hit: CounterHit, window: RateLimitWindow) => hit.count > window.max;
        const refused = over(pair, signIn.perEmailAndIp)
          ? pair
          : over(ip, limits.perIp)
            ? ip
            : null;
        if (refused) {
          reply.header('retry-after', Math.max(1, Math.ceil(refused.ttlMs / 1000)));
          throw httpError(429, 'tooManyRequests');
        }
        return { captchaRequired: byEmail.count > signIn.captchaAfter.max, succeeded: undo };
      },
    );

    // The password change checks the current password: limited like sign-in (issue 26 item 4),
    // with the same windows, per (account, IP) and per IP, in its own counters.
    app.decorate(
      'changePasswordAttempt',
      async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
        if (!limits || !signIn) return { succeeded: async () => {} };
        const { hits, undo } = await counters.hit([
          {
            key: `change-password:pair:${accountId}:${request.ip}`,
            windowMs: signIn.perEmailAndIp.timeWindowMs,
          },
          { key: `change-password:ip:${request.ip}`, windowMs: limits.perIp.timeWindowMs },
        ]);
        const [pair, ip] = hits as [CounterHit, CounterHit];
        const refused =
          pair.count > signIn.perEmailAndIp.max ? pair : ip.count > limits.perIp.max ? ip : null;
        if (refused) {
          reply.header('retry-after', Math.max(1, Math.ceil(refused.ttlMs / 1000)));
          throw httpError(429, 'tooManyRequests');
        }
        return { succeeded: undo };
      },
    );

    const perApiToken = limits ? (limits.perApiToken ?? API_TOKEN_RATE_LIMIT) : undefined;
    app.decorate('apiTokenRateLimit', async (tokenId: string, reply: FastifyReply) => {
      if (!perApiToken) return;
      const { hits } = await counters.hit([
        { key: `api-token:${tokenId}`, windowMs: perApiToken.timeWindowMs },
      ]);
      const [hit] = hits as [CounterHit];
      if (hit.count > perApiToken.max) {
        reply.header('retry-after', Math.max(1, Math.ceil(hit.ttlMs / 1000)));
        throw httpError(429, 'tooManyRequests');
      }
    });
  },
  { name: 'carta-rate-limit' },
);
