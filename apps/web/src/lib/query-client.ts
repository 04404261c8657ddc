import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 409, 422]);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network and server errors may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && NO_RETRY_STATUSES.has(error.status)) && failureCount < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
