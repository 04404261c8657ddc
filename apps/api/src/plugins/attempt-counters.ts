import type { Redis } from 'ioredis';

export interface CountedKey {
  key: string;
  /** The window starts with the key's first hit and does not move with later ones. */
  windowMs: number;
}

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Until the window ends. */
  ttlMs: number;
}

export interface CountedHits {
  hits: CounterHit[];
  /** Takes these hits back (keys whose window has ended meanwhile are left alone). */
  undo(): Promise<void>;
}

/** Fixed-window counters of sign-in attempts, in one process or shared through Redis. */
export interface AttemptCounters {
  hit(keys: readonly CountedKey[]): Promise<CountedHits>;
}

/** Windows kept at most by the in-process store (about 20 MB at worst); beyond, the oldest go. */
const MAX_LOCAL_ENTRIES = 50_000;
const SWEEP_INTERVAL_MS = 60_000;

export function createLocalCounters(now: () => number = Date.now): AttemptCounters {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;

  const sweep = (at: number) => {
    if (at >= nextSweep) {
      nextSweep = at + SWEEP_INTERVAL_MS;
      for (const [key, entry] of entries) if (entry.resetAt <= at) entries.delete(key);
    }
    // A Map iterates in insertion order: the first keys are the oldest windows.
    for (const key of entries.keys()) {
      if (entries.size < MAX_LOCAL_ENTRIES) break;
      entries.delete(key);
    }
  };

  return {
    async hit(keys) {
      const at = now();
      sweep(at);
      const hits = keys.map(({ key, windowMs }) => {
        let entry = entries.get(key);
        if (!entry || entry.resetAt <= at) {
          entry = { count: 0, resetAt: at + windowMs };
          entries.delete(key);
          entries.set(key, entry);
        }
        entry.count += 1;
        return { count: entry.count, ttlMs: entry.resetAt - at };
      });
      const counted = keys.map(({ key }) => [key, entries.get(key)] as const);
      return {
        hits,
        async undo() {
          for (const [key, entry] of counted) {
            // Only the window this hit was counted in.
            if (entry && entries.get(key) === entry && entry.count > 0) entry.count -= 1;
          }
        },
      };
    },
  };
}

// Counts one hit and starts the window on the first one (or on a key that lost its expiry).
export const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

// Takes one hit back while the window lasts; never creates a key.
const DECR_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

/** Told of each Redis answer and failure, so that the switch to and from `fallback` is logged. */
export interface RedisHealth {
  failed(error: unknown): void;
  succeeded(): void;
}

/**
 * Counters shared by every API instance. One script per key (no multi-key script) so that it
 * works on a Redis Cluster too. When Redis fails, the hit is counted by `fallback` instead, so an
 * outage loosens the limits to one process's view rather than lifting them.
 */
export function createRedisCounters(
  redis: Redis,
  prefix: string,
  fallback: AttemptCounters,
  health?: RedisHealth,
): AttemptCounters {
  return {
    async hit(keys) {
      try {
        const hits = await Promise.all(
          keys.map(async ({ key, windowMs }) => {
            const [count, ttlMs] = (await redis.eval(INCR_SCRIPT, 1, prefix + key, windowMs)) as [
              number,
              number,
            ];
            return { count, ttlMs };
          }),
        );
        health?.succeeded();
        return {
          hits,
          async undo() {
            await Promise.all(
              keys.map(({ key }) => redis.eval(DECR_SCRIPT, 1, prefix + key)),
            ).catch(() => {});
          },
        };
      } catch (error) {
        health?.failed(error);
        return fallback.hit(keys);
      }
    },
  };
}
