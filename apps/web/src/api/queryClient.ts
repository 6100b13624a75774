import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';
import { sessionStore } from '../session/session';

/** One retry for network errors and 5xx; a 4xx answer will not change on retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's query client. It lives in the pages that fetch (main layout, wizard), not in the
 * entry chunk, so the login page does not download TanStack Query.
 */
export const queryClient = createQueryClient();

// A signed-out user's cached data must not be shown to the next one.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) queryClient.clear();
});
