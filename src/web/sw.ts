/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { KEPT_PAGES_CACHE, keptPage, keptRead, offlinePageDocument } from './sw-kept';
import { noticeOf, pageOnSite } from './sw-notices';

// The service worker (issue 18; docs/decisions/018-installable-and-offline.md). The app's code and styles are kept ahead of
// need, so the app opens without a connection; the pages and data a person has seen are kept as they last
// came, and shown when the network does not answer. Nothing else is kept: the live stream, the sign-in
// routes and every request that changes something always go to the server.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The caches of what a person has seen, also emptied when they sign out (app/use-sign-out.ts). */
const PAGES = KEPT_PAGES_CACHE;
const DATA = 'data';
const IMAGES = 'images';
const CODE = 'code';

// The app's bare document (index.html) is kept for the offline page alone: a visit to '/' is the server's.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A new version waits until the person chooses to reload ('New version — reload'), so a page is never
// run half on the old code and half on the new.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The pages kept name the previous version's files, which go with it: a new version starts them afresh.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES).then(() => undefined));
});

/**
 * Tells the open pages whether the network answered: the offline banner (app/offline-banner.tsx) shows
 * while the pages and data on screen are the copies kept here. The browser's own `navigator.onLine` is not
 * enough: a connection can be there and answer nothing.
 */
async function tellPages(connected: boolean) {
  for (const client of await self.clients.matchAll({ type: 'window' }))
    client.postMessage({ type: 'connection', connected });
}
const reportConnection = {
  fetchDidFail: async () => {
    await tellPages(false);
  },
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    void tellPages(true);
    return response;
  },
};

/**
 * A page never seen, asked for without a connection: the app's offline page (app/offline-page.tsx), which
 * lists the pages kept, rather than the browser's error page. It is made from the page kept last (in the
 * language the person reads, with its catalogue), or from the app's bare document when none is kept.
 */
const offlinePage = {
  handlerDidError: async () => {
    const pages = await caches.open(PAGES);
    const last = (await pages.keys()).at(-1);
    const kept = (last && (await pages.match(last))) || (await matchPrecache('/index.html'));
    if (!kept) return undefined;
    // The kept page's headers, its Content-Security-Policy among them; not those of the body it had.
    const headers = new Headers(kept.headers);
    for (const name of ['Content-Length', 'Content-Encoding', 'ETag', 'Last-Modified']) headers.delete(name);
    headers.set('Cache-Control', 'no-store');
    return new Response(offlinePageDocument(await kept.text()), { headers });
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;
// The app's files not kept ahead of need (a dashboard's code): kept once used. Their names change with
// their content, so a kept copy is never out of date.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CODE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100 })],
  }),
);

// Pages: from the network while there is one; the copy last seen when there is none.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && keptPage(url),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60 }),
      reportConnection,
      offlinePage,
    ],
  }),
);

// The API's reads (listings, business pages, the passport, the catalogues): the same, for a week.
registerRoute(
  ({ url }) => sameOrigin(url) && keptRead(url),
  new NetworkFirst({
    cacheName: DATA,
    // A connection that answers nothing counts as none after 10 s.
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
      reportConnection,
    ],
  }),
);

// Photos and logos: shown at once from the copy kept, refreshed behind; at most 200 of them, for a month.
registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url),
  new StaleWhileRevalidate({
    cacheName: IMAGES,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Issue 36: a notice pushed to this device is shown at once (a push must show one); tapping it opens its
// page: in a window of the site already open when there is one, else in a new one.
self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data?.text(), self.location.origin);
  if (notice) event.waitUntil(self.registration.showNotification(notice.title, notice.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOnSite(event.notification.data?.url, self.location.origin);
  event.waitUntil(openPage(url));
});

async function openPage(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: false });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const shown = (await open.navigate(url)) ?? open;
    await shown.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}
