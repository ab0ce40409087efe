import webPush from 'web-push';
import type { PushEndpointHost } from '../../config';
import { isAllowedPushEndpoint } from './push-endpoints';
import type { VapidKeys } from './vapid';

/** What the service worker shows (issue 36): the notice's title and text, the place's image, where a tap goes. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  image?: string;
  /** A later notice with the same tag replaces the shown one (one per place and kind). */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How a push service answered: delivered, gone for good (404/410: the subscription is removed), or failed. */
export type PushOutcome = 'sent' | 'gone' | { failed: string };

export interface PushSender {
  send(
    target: PushTarget,
    message: PushMessage,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<PushOutcome>;
}

const TIMEOUT_MS = 10_000;

/**
 * Web push through `web-push`: it encrypts the message for the subscription (aes128gcm, RFC 8291) and signs
 * the VAPID header; the request itself goes by fetch, so that only allowed endpoints are reached, without
 * redirects, within 10 s (the library's own request would always use https and follow its own agent).
 */
export function webPushSender(vapid: VapidKeys, endpointHosts: readonly PushEndpointHost[]): PushSender {
  return {
    async send(target, message, options) {
      if (!isAllowedPushEndpoint(target.endpoint, endpointHosts)) return { failed: 'endpoint not allowed' };
      let details: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        details = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: vapid,
            TTL: options.ttlSeconds,
            urgency: options.urgency,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch {
        // Keys nothing can be encrypted for (not a P-256 point, a short secret): the device can never be
        // reached, as if its push service had forgotten it.
        return 'gone';
      }
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      try {
        const res = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.body?.cancel();
        if (res.status === 404 || res.status === 410) return 'gone';
        if (res.status >= 200 && res.status < 300) return 'sent';
        return { failed: `push service answered ${res.status}` };
      } catch (err) {
        return { failed: String(err).slice(0, 500) };
      }
    },
  };
}
