import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

const live = new Set<QueryClient>();

/**
 * The app's query client for one test. The `web` project runs many files in one worker
 * (vitest.base.ts), and a client outlives its unmounted page: a load that failed just before the
 * test ended would retry after QUERY_RETRY_DELAY_MS and send its request during the next test,
 * maybe in the next file. setup.ts therefore disposes every such client after each test.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  live.add(client);
  return client;
}

/** Cancels every query and mutation of this test's clients (pending retries included). */
export function disposeQueryClients(): void {
  for (const client of live) client.clear();
  live.clear();
}
