import { logFailure } from './api';
import { showToast, type Toast } from './mutation-feedback';
import { notifyError } from './notify';

/**
 * What the person is told when a read fails (SPEC §8), named by the query in `meta.loadFailure`. The query
 * cache tells it (lib/query-client.ts) when the read has failed for good, not at each retry, and again each
 * time it fails again (Try again); no component watches `isError` to raise a toast of its own.
 */
export interface LoadFailure {
  /** For whoever debugs it, the console's label ('Reviews failed to load'); a refusal is logged as information. */
  log: string;
  /**
   * The toast, its texts in the active language or `msg` ids (lib/notify translates them). A function gets
   * the data the read still holds (undefined when it never loaded), and can answer null for a failure the
   * screen itself tells ('Category not found'); it is still logged.
   */
  toast: Toast | ((error: Error, held: unknown) => Toast | null);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { loadFailure?: LoadFailure };
  }
}

/** Several reads failing together (the server away) with the same words make one toast, not one each. */
const TOGETHER_MS = 3000;

/**
 * Tells failed reads, for one query client: logs each, and shows its toast unless another read said the
 * same words a moment ago. The same read failing again says so again.
 */
export function loadFailureAnnouncer(now: () => number = Date.now) {
  const lastSaid = new Map<string, { at: number; by: string }>();
  return (failure: LoadFailure | undefined, error: Error, query: { queryHash: string; state: { data: unknown } }) => {
    if (!failure) return;
    logFailure(failure.log, error);
    const toast = typeof failure.toast === 'function' ? failure.toast(error, query.state.data) : failure.toast;
    if (toast === null) return;
    const words = typeof toast === 'string' ? toast : toast.join('\n');
    const last = lastSaid.get(words);
    if (last && last.by !== query.queryHash && now() - last.at < TOGETHER_MS) return;
    lastSaid.set(words, { at: now(), by: query.queryHash });
    showToast(toast, notifyError);
  };
}
