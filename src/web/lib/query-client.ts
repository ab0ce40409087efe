import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { loadFailureAnnouncer } from './load-failure';
import { announceFailure, announceSuccess, type MutationFeedback } from './mutation-feedback';

type AnyFeedback = MutationFeedback<unknown, unknown> | undefined;

interface QueryClientOptions {
  /** False where a failure must show at once (the server's rendering). */
  retry?: boolean;
  /** False where nobody is there to see a toast (the server's rendering). */
  announce?: boolean;
}

/** The app's query client. */
export function createQueryClient({ retry = true, announce = true }: QueryClientOptions = {}) {
  const announceLoadFailure = loadFailureAnnouncer();
  return new QueryClient({
    // Every failed read is told the same way: the toast its query names in meta.loadFailure (lib/load-failure.ts).
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (announce) announceLoadFailure(query.meta?.loadFailure, error, query);
      },
    }),
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
