import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { freePort } from '../../scripts/free-port.mjs';

// Issue 36's journey: a push service of this machine, and a browser that subscribes to it. Headless
// Chromium has no push service of its own (its subscribe is refused), so the page's Push API answers with a
// subscription whose endpoint is this fake service and whose keys the test holds: the server encrypts each
// notice for them (RFC 8291), the test decrypts it and hands it to the service worker through DevTools'
// push message delivery, as the browser would.

/** web-push's own decoder of the standard's encryption (aes128gcm). */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

export interface PushedMessage {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  /** The messages the server pushed so far, in order. */
  received: PushedMessage[];
  /** A subscription of this service: its endpoint, and the keys the browser would have made for it. */
  subscription(name: string): FakeSubscription;
  close(): Promise<void>;
}

export interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The notice a pushed message carries, decrypted with this subscription's private key. */
  decrypt(message: PushedMessage): string;
}

export async function startFakePushService(): Promise<FakePushService> {
  const port = await freePort();
  const received: PushedMessage[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    subscription(name) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return {
        endpoint: `${origin}/push/${name}`,
        p256dh: keys.getPublicKey().toString('base64url'),
        auth,
        decrypt: (message) =>
          ece.decrypt(message.body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8'),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Makes the pages of `context` subscribe to `subscription` through the Push API (subscribe, getSubscription,
 * unsubscribe), kept across pages in the page's storage as a browser keeps its subscription.
 */
export async function subscribeThrough(context: BrowserContext, { endpoint, p256dh, auth }: FakeSubscription) {
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const KEY = 'test-push-subscription';
      const subscriptionOf = (serverKey: ArrayBuffer) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: serverKey },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        getKey: () => null,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        localStorage.setItem(KEY, btoa(String.fromCharCode(...key)));
        return subscriptionOf(key.buffer) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        const kept = localStorage.getItem(KEY);
        if (!kept) return null;
        return subscriptionOf(
          Uint8Array.from(atob(kept), (c) => c.charCodeAt(0)).buffer,
        ) as unknown as PushSubscription;
      };
    },
    { endpoint, p256dh, auth },
  );
}

/** Hands `data` to the page's service worker as a push message, through DevTools (ServiceWorker domain). */
export async function deliverPush(page: Page, data: string) {
  // A registration whose worker is still installing drops the message: wait until one is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const deadline = Date.now() + 10_000;
  while (!registrations.some((r) => !r.isDeleted && r.scopeURL.startsWith(origin))) {
    if (Date.now() > deadline) throw new Error('no service worker registered');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const registration = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin))!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration.registrationId, data });
  await cdp.detach();
}

/** The notices the page's service worker shows: title, text and the page each opens. */
export function shownNotices(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({
      title: notice.title,
      body: notice.body,
      url: (notice.data as { url?: string } | null)?.url,
    })),
  );
}

/** Taps the notice titled `title`, as a person does: the service worker's 'notificationclick'. */
export async function tapNotice(page: Page, title: string) {
  const [worker] = page.context().serviceWorkers();
  if (!worker) throw new Error('no service worker runs');
  await worker.evaluate(async (title) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const notice = (await scope.registration.getNotifications()).find((n) => n.title === title);
    if (!notice) throw new Error(`no notice '${title}'`);
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notice }));
  }, title);
}
