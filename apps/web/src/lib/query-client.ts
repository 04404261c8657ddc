import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { ApiError } from './api-client';
import { i18n, translateCode } from './i18n';
import { toast } from './toast';

/** How long a failed load waits before its one retry (docs/product.md §8, "Loading and failures"). */
const QUERY_RETRY_DELAY_MS = 500;

/**
 * A failed load is retried once, quickly, and only when a retry may help: never for a 4xx (the
 * answer will not change), never while the browser is offline (the network message shows at once).
 */
export function shouldRetryLoad(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * How a failure is toasted (docs/product.md §8): a destructive toast titled "Error" with the translated
 * message of the API error, else `fallback` (e.g. an answer that does not parse).
 */
export interface ErrorToast {
  /** The screen's own text instead of the server's (e.g. the dashboard's). */
  message?: ParseKeys;
  /** The text for a failure that is not an API error; by default `messages.unexpectedError`. */
  fallback?: ParseKeys;
  /** Statuses the screen shows by itself (e.g. 404 as a not-found state): no toast for them. */
  except?: readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The business of a list or picker query (`keepPreviousInBusiness`). */
      businessId?: string;
      /** A failed load is toasted unless this is false (the screen shows it by itself). */
      errorToast?: false | ErrorToast;
    };
    mutationMeta: {
      /** A failed mutation is toasted only with this (auth and settings forms show alerts). */
      errorToast?: ErrorToast;
    };
  }
}

function showErrorToast(error: unknown, options: ErrorToast = {}): void {
  const { message, fallback = 'messages.unexpectedError', except = [] } = options;
  if (error instanceof ApiError && except.includes(error.status)) return;
  let description: string;
  if (message) description = i18n.t(message);
  else if (error instanceof ApiError) description = translateCode(error);
  else description = i18n.t(fallback);
  toast({ title: i18n.t('errors.title'), description, variant: 'destructive' });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every failed load and opted-in mutation is toasted here, once per failure.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const options = query.meta?.errorToast;
        if (options !== false) showErrorToast(error, options);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const options = mutation.meta?.errorToast;
        if (options) showErrorToast(error, options);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryLoad,
        retryDelay: QUERY_RETRY_DELAY_MS,
        // Offline, a load fails at once with the network message and its Retry (never a silent
        // pause); loads that failed run again when the connection returns.
        networkMode: 'always',
      },
      mutations: {
        // A write happens now or fails now (docs/product.md §8): never paused while offline and
        // replayed later behind the user's back.
        networkMode: 'always',
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
