import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LIVE_TOPICS, type LiveTopic } from '../../domain/live-topics';

/** For each topic, the React Query keys whose data it changes. */
export type LiveInvalidations = Partial<Record<LiveTopic, readonly QueryKey[]>>;

export const LIVE_URL = '/api/live';

const isLiveTopic = (value: unknown): value is LiveTopic => LIVE_TOPICS.includes(value as LiveTopic);

/** The topic of a `change` event the server sent (domain/live-topics.ts), or null for anything else. */
function topicOf(data: unknown): LiveTopic | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as { topic?: unknown };
    return isLiveTopic(event.topic) ? event.topic : null;
  } catch {
    return null;
  }
}

type LiveListener = (event: { topic: LiveTopic } | { reopened: true }) => void;

// One stream per page, shared by every component that listens: the server caps the streams one person
// may hold, and each screen part (the header's dot, a dashboard, an open thread) listens at once.
const listeners = new Set<LiveListener>();
let source: EventSource | null = null;
let everOpened = false;
let retry: ReturnType<typeof setTimeout> | undefined;
let retryDelayMs = 0;
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;
const tell = (event: Parameters<LiveListener>[0]) => {
  for (const listener of listeners) listener(event);
};

function openStream() {
  const stream = new EventSource(LIVE_URL);
  stream.addEventListener('change', (event: MessageEvent) => {
    const topic = topicOf(event.data);
    if (topic) tell({ topic });
  });
  stream.addEventListener('open', () => {
    // Any open after the first follows a gap in which events may have been lost.
    if (everOpened) tell({ reopened: true });
    everOpened = true;
    retryDelayMs = 0;
  });
  stream.addEventListener('error', () => {
    // The browser retries a dropped stream by itself, but gives up for good on an answer that is not a
    // stream (a 429 past the stream cap, a proxy's 502 during a deploy): then try again, more slowly each time.
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = null;
    retryDelayMs = Math.min(retryDelayMs ? retryDelayMs * 2 : RETRY_FIRST_MS, RETRY_MAX_MS);
    retry = setTimeout(() => {
      if (listeners.size > 0) source ??= openStream();
    }, retryDelayMs);
  });
  return stream;
}

function listen(listener: LiveListener): () => void {
  listeners.add(listener);
  source ??= openStream();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(retry);
    source?.close();
    source = null;
    everOpened = false;
    retryDelayMs = 0;
  };
}

/**
 * While the calling component is mounted (and `enabled`), listens to the server's `change` events and
 * invalidates the query keys mapped to each event's topic, so the screen refreshes without a reload. The
 * browser's EventSource reconnects by itself; after a reconnect every mapped key is refreshed, since
 * events sent while the connection was down are lost.
 */
export function useLiveInvalidation(invalidations: LiveInvalidations, enabled = true) {
  const queryClient = useQueryClient();
  const latest = useRef(invalidations);
  useEffect(() => {
    latest.current = invalidations;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const invalidate = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    return listen((event) => {
      if ('topic' in event) invalidate(latest.current[event.topic] ?? []);
      else invalidate(Object.values(latest.current).flatMap((keys) => keys ?? []));
    });
  }, [queryClient, enabled]);
}
