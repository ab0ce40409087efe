import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { access } from '../auth/policy';
import type { AppEnv, Viewer } from '../http/context';
import type { LiveEvent } from './hub';

/** Whether a viewer may hear an event: admins hear everything, others only what names them. */
export function canSee(viewer: Viewer, event: LiveEvent): boolean {
  if (viewer.role === 'admin') return true;
  return event.audience?.userIds?.includes(viewer.id) ?? false;
}

export const liveRoutes = new Hono<AppEnv>().get('/live', access.signedIn, (c) => {
  const viewer = c.var.viewer;
  const hub = c.var.deps.live;
  return streamSSE(c, async (stream) => {
    const queue: LiveEvent[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = hub.subscribe((event) => {
      if (!canSee(viewer, event)) return;
      queue.push(event);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    await stream.writeSSE({ event: 'ready', data: '{}' });
    while (!stream.aborted) {
      const event = queue.shift();
      if (event) {
        await stream.writeSSE({ event: 'change', data: JSON.stringify({ topic: event.topic, id: event.id }) });
        continue;
      }
      // Wait for the next event, or send a comment every 25 s so proxies keep the connection open.
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 25_000);
      });
      wake = undefined;
      if (queue.length === 0 && !stream.aborted) await stream.write(': keep-alive\n\n');
    }
    unsubscribe();
  });
});
