import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveChange } from '../../domain/live-topics';
import { access } from '../auth/policy';
import { clientIp } from '../auth/session';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import type { LiveEvent, StreamRefusal, StreamViewer } from './hub';

/** A comment goes out this often so proxies keep a quiet connection open. */
const KEEP_ALIVE_MS = 25_000;
/** How soon a browser turned away by the total cap tries again. */
const RETRY_AFTER_SECONDS = 30;

function refusal(refused: StreamRefusal): ApiError {
  if (refused === 'person' || refused === 'address') return new ApiError('TOO_MANY_STREAMS');
  return new ApiError('SERVICE_UNAVAILABLE', 'Live updates are busy right now. Please try again in a moment.');
}

export const liveRoutes = new Hono<AppEnv>().get('/live', access.signedIn, (c) => {
  // HEAD runs GET handlers and drops the body: a stream nobody reads would hold its slot for good.
  if (c.req.method !== 'GET') throw new ApiError('METHOD_NOT_ALLOWED', 'Open the live stream with GET.');
  const { deps, viewer, sessionId } = c.var;
  const owner: StreamViewer = {
    userId: viewer.id,
    // The viewer is loaded with the session they came with: a stream is never opened without both.
    sessionId: sessionId ?? '',
    admin: viewer.role === 'admin',
    address: clientIp(c),
  };

  // The hub hands this stream only the events it may see, and ends it when its session no longer stands.
  const queue: LiveEvent[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  let abort: (() => void) | undefined;
  const end = () => {
    ended = true;
    wake?.();
    abort?.();
  };
  const opened = deps.live.openStream(owner, {
    deliver(event) {
      queue.push(event);
      wake?.();
    },
    end,
  });
  if ('refused' in opened) {
    if (opened.refused === 'total' || opened.refused === 'closing')
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    throw refusal(opened.refused);
  }

  return streamSSE(c, async (stream) => {
    // Also ends a write blocked on a client that stopped reading, so its slot and queue are freed.
    abort = () => {
      if (!stream.aborted) stream.abort();
    };
    stream.onAbort(end);
    try {
      if (ended) return;
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!ended && !stream.aborted) {
        const event = queue.shift();
        if (event) {
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
        if (queue.length === 0 && !ended && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
    } finally {
      opened.close();
    }
  });
});
