import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/components/ui/toast-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent` keeps a failing query quiet (the spec swallows some errors, such as nearby stores). */
    queryMeta: { silent?: boolean };
  }
}

/** The app's one query client: route loaders prefetch into it while route code loads. */
export const queryClient = createQueryClient();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent && error instanceof ApiError) {
          showToast({ message: error.message, tone: 'error' });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx is an answer, not a hiccup: retry only network faults and 5xx.
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
    },
  });
}
