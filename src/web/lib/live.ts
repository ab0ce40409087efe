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

/**
 * While the calling component is mounted, listens to the server's `change` events and invalidates the
 * query keys mapped to each event's topic, so the screen refreshes without a reload. The browser's
 * EventSource reconnects by itself; after a reconnect every mapped key is refreshed, since events sent
 * while the connection was down are lost.
 */
export function useLiveInvalidation(invalidations: LiveInvalidations) {
  const queryClient = useQueryClient();
  const latest = useRef(invalidations);
  useEffect(() => {
    latest.current = invalidations;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_URL);
    let opened = false;

    const invalidate = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const onChange = (event: MessageEvent) => {
      const topic = topicOf(event.data);
      if (topic) invalidate(latest.current[topic] ?? []);
    };
    const onOpen = () => {
      if (opened) invalidate(Object.values(latest.current).flatMap((keys) => keys ?? []));
      opened = true;
    };

    source.addEventListener('change', onChange);
    source.addEventListener('open', onOpen);
    return () => {
      source.removeEventListener('change', onChange);
      source.removeEventListener('open', onOpen);
      source.close();
    };
  }, [queryClient]);
}
