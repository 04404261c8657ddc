import { Redis } from 'ioredis';

/** TEST_REDIS_URL, else the local Redis these machines run. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connected client to the test Redis, or undefined when none answers (the suites that need it
 * are then reported as skipped). When TEST_REDIS_URL is set, Redis is required: no answer throws.
 */
export async function connectTestRedis(): Promise<Redis | undefined> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch (error) {
    client.disconnect();
    if (process.env.TEST_REDIS_URL) {
      throw new Error(`TEST_REDIS_URL (${TEST_REDIS_URL}) does not answer`, { cause: error });
    }
    return undefined;
  }
}
