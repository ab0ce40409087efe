import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { announceFailure, announceSuccess, type MutationFeedback } from './mutation-feedback';

type AnyFeedback = MutationFeedback<unknown, unknown> | undefined;

/** The app's query client; `retry: false` where a failure must show at once (the server's rendering). */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    // Every mutation's outcome is told the same way: the toasts in its meta (lib/mutation-feedback.ts).
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) =>
        announceSuccess(mutation.meta?.feedback as AnyFeedback, data, variables),
      onError: (error, variables, _context, mutation) =>
        announceFailure(mutation.meta?.feedback as AnyFeedback, error, variables),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Asked even without a connection: the service worker answers with what was seen last (sw.ts).
        // Writes keep the default: made offline, they wait and are sent when the connection returns.
        networkMode: 'offlineFirst',
        // A 4xx will not change on retry; network hiccups might.
        retry: (failureCount, error) => retry && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
