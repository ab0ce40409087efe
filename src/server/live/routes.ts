import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveChange } from '../../domain/live-topics';
import { access } from '../auth/policy';
import { clientIp, viewerOf } from '../auth/session';
import type { AppEnv, Viewer } from '../http/context';
import { ApiError } from '../http/errors';
import type { LiveEvent } from './hub';

/**
 * Whether a viewer may hear an event: the users its audience names, and admins unless the audience
 * leaves them out (an event without an audience is for admins only).
 */
export function canSee(viewer: Viewer, event: LiveEvent): boolean {
  if (viewer.role === 'admin' && event.audience?.admins !== false) return true;
  return event.audience?.userIds?.includes(viewer.id) ?? false;
}

const KEEP_ALIVE_MS = 25_000;

export const liveRoutes = new Hono<AppEnv>().get('/live', access.signedIn, (c) => {
  // HEAD runs GET handlers and drops the body: a stream nobody reads would hold its slot for good.
  if (c.req.method !== 'GET') throw new ApiError(405, 'METHOD_NOT_ALLOWED', 'Open the live stream with GET.');
  const hub = c.var.deps.live;
  const release = hub.openStream(c.var.viewer.id, clientIp(c));
  if (!release)
    throw new ApiError(429, 'TOO_MANY_STREAMS', 'Too many open live connections. Close a tab and try again.');
  const headers = c.req.raw.headers;
  let viewer: Viewer | null = c.var.viewer;
  let checkedAt = Date.now();

  /** The session as it is now: a stream of someone banned, signed out or demoted does not outlive the change. */
  async function stillHolds(): Promise<boolean> {
    if (Date.now() - checkedAt < hub.sessionRecheckMs) return viewer !== null;
    checkedAt = Date.now();
    const fresh = await viewerOf(c.var.deps.auth, headers).catch(() => null);
    if (!fresh || fresh.id !== viewer?.id || fresh.role !== viewer.role) viewer = null;
    return viewer !== null;
  }

  return streamSSE(c, async (stream) => {
    const queue: LiveEvent[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const end = () => {
      ended = true;
      wake?.();
      // Also ends a write blocked on a client that stopped reading, so its slot and queue are freed.
      if (!stream.aborted) stream.abort();
    };
    const unsubscribe = hub.subscribe((event) => {
      queue.push(event);
      wake?.();
    });
    const stopOnShutdown = hub.onCloseStreams(end);
    stream.onAbort(end);
    try {
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!ended && !stream.aborted) {
        const event = queue.shift();
        if (event) {
          if (!(await stillHolds())) break;
          if (viewer && canSee(viewer, event))
            await stream.writeSSE({
              event: 'change',
              data: JSON.stringify({ topic: event.topic, id: event.id } satisfies LiveChange),
            });
          continue;
        }
        // Wait for the next event, or send a comment every 25 s so proxies keep the connection open.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, KEEP_ALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (queue.length === 0 && !ended && !stream.aborted) {
          if (!(await stillHolds())) break;
          await stream.write(': keep-alive\n\n');
        }
      }
    } finally {
      unsubscribe();
      stopOnShutdown();
      release();
    }
  });
});
