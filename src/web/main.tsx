import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale } from '../domain/locales';
import { learnOffsets } from '../domain/zoned-time';
import { App } from './app/app';
import { languagePickedIn, switchLocale } from './app/language-switcher';
import { loadPage } from './app/router';
import { activateLocale } from './lib/i18n';
import { PAGE_DATA_ID, SERVED_AT_ID, ZONE_OFFSETS_ID } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * Says the page is live as React commits it (a layout effect: its controls have their handlers from then on,
 * and the passive effects that follow a committed transition can wait a frame or more on a phone): the
 * page-start script (page-start.ts) then replays a tap made while the code was on its way.
 */
function AnnounceHydrated() {
  useLayoutEffect(() => {
    document.dispatchEvent(new Event('page-hydrated'));
  }, []);
  useEffect(() => {
    // Then the service worker (issue 18): it keeps the app and what the person sees for when they are offline.
    if (import.meta.env.PROD && 'serviceWorker' in navigator)
      void import('./app/service-worker').then(({ startServiceWorker }) => startServiceWorker());
  }, []);
  return null;
}

// Indiana's clocks, as the server read them for the days around today: hours and dates are then read
// without building an Intl formatter, which would hold a phone's page still for a moment (zoned-time.ts).
try {
  learnOffsets(JSON.parse(document.getElementById(ZONE_OFFSETS_ID)?.textContent ?? 'null'));
} catch {
  // Without them the clocks are read with Intl, as on the server.
}

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
    <AnnounceHydrated />
  </StrictMode>
);
const pageData = document.getElementById(PAGE_DATA_ID)?.textContent;

/**
 * The page's language (`<html lang>`, set by the server) with its compiled catalogue, which the server named
 * in a preload so that it arrives beside the scripts; English needs neither. Without it (a failed request)
 * the texts stay English.
 */
async function loadMessages(): Promise<void> {
  const locale = document.documentElement.lang;
  if (!isLocale(locale) || locale === 'en') return;
  const preload = document.getElementById('messages');
  const url = preload instanceof HTMLLinkElement ? preload.href : `/api/messages/${locale}`;
  const [{ lingui }, messages] = await Promise.all([
    import('./lib/i18n-runtime'),
    fetch(url)
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({})),
  ]);
  activateLocale(locale, lingui(locale, messages));
}

// Both run as transitions: React works in slices and gives the main thread back between them, so a phone
// stays responsive while the page is built or hydrated instead of blocking for the whole tree at once.
const messagesLoaded = loadMessages();

if (pageData && root.firstElementChild) {
  // A public page the server rendered (entry-server.tsx): React takes over its HTML with the data it was
  // rendered with. That data may be older than the database (the server keeps rendered pages until a
  // change of their topic, or a minute): a query older than its staleTime is read again as it mounts. A
  // page without the moment it was sent (a signed-in person's) has every query marked stale, so each is
  // read again, the way a page the browser renders reads its data.
  const state = JSON.parse(pageData) as DehydratedState;
  const servedAt = Number(document.getElementById(SERVED_AT_ID)?.textContent);
  const sentToVisitor = Number.isFinite(servedAt) && servedAt > 0;
  if (sentToVisitor) {
    // Sent to a visitor without a session: each query keeps the age it had when the page was sent, on the
    // browser's clock, and is read again as it mounts only once older than its staleTime. Reading all of it
    // again at once held a phone's page still while it came alive (issue 40).
    const skew = Date.now() - servedAt;
    for (const query of state.queries) query.state.dataUpdatedAt += skew;
  }
  hydrate(queryClient, state);
  if (!sentToVisitor) void queryClient.invalidateQueries({ refetchType: 'none' });
  // Its code first, every part of it: hydration then runs in one pass, which nothing can interrupt into
  // throwing the server's markup away.
  void Promise.all([loadPage(window.location.pathname), messagesLoaded]).then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  // Any other page arrives with the site's shell in #root (entry-server.tsx, renderShell): the first commit
  // clears it and draws the same frame, the page's place showing the same fallback until its code is in.
  // A language picked in the shell's switcher before then is not lost: the page comes again in it.
  void messagesLoaded.then(() => {
    const picked = languagePickedIn(root);
    if (picked) return switchLocale(picked);
    startTransition(() => {
      createRoot(root).render(app);
    });
  });
}
