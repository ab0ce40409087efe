import type { InsightReport, InsightTap } from '../../domain/insights';

// Issue 37 (decision 036): what a page tells the server for the owners' Insights, in one small report sent
// when the page has been quiet for a moment or is being left. No id of the visitor goes with it; the
// server counts it by the place alone. A report that cannot be sent is dropped: counting never gets in
// the way of the page.

const QUIET_MS = 2_000;
/** The server takes at most this many views and taps, and places shown, in one report. */
const MAX_EVENTS = 20;
const MAX_SHOWN = 48;

let events: NonNullable<InsightReport['events']> = [];
let shown: InsightReport['shown'] | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send() {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (events.length === 0 && !shown) return;
  const report: InsightReport = { events: events.length > 0 ? events : undefined, shown };
  events = [];
  shown = undefined;
  try {
    void fetch('/api/insights', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => {});
  } catch {
    // A browser without keepalive, or offline: this report is not counted.
  }
}

function later() {
  listen();
  if (events.length >= MAX_EVENTS) send();
  if (timer) clearTimeout(timer);
  timer = setTimeout(send, QUIET_MS);
}

/** The place whose page is open, and its website: the page's taps are counted for it. */
let placePage: { id: string; websiteUrl: string | null } | null = null;

/**
 * What a tapped link is for a place: a link marked `data-insight` says so (an action link); on a place's
 * page, a call, a map or directions, or the place's own website.
 */
function tapOf(link: Element): { place: string; what: InsightTap } | null {
  const marked = link.closest('[data-insight][data-insight-place]');
  if (marked) {
    return {
      place: marked.getAttribute('data-insight-place') ?? '',
      what: marked.getAttribute('data-insight') as InsightTap,
    };
  }
  if (!placePage) return null;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) return { place: placePage.id, what: 'phone' };
  if (/^https:\/\/www\.google\.com\/maps\//.test(href)) return { place: placePage.id, what: 'directions' };
  if (placePage.websiteUrl && href === placePage.websiteUrl) return { place: placePage.id, what: 'website' };
  return null;
}

/** Taps on the links that count, and leaving the page (the report then goes at once). */
function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const tap = link && tapOf(link);
      if (!tap?.place) return;
      reportTap(tap.place, tap.what);
      // A link that leaves the site (a call, another site) may end the page: the report goes now.
      send();
    },
    { capture: true },
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}

/**
 * A place's page is open: one view (the server counts one per visitor per place per hour), and its taps
 * count for it until the returned function is called.
 */
export function watchPlacePage(place: { id: string; websiteUrl: string | null }): () => void {
  placePage = place;
  reportView(place.id);
  return () => {
    if (placePage === place) placePage = null;
  };
}

/** A visit to a place's page (the server counts one per visitor per place per hour). */
export function reportView(place: string) {
  events.push({ place, what: 'view' });
  later();
}

export function reportTap(place: string, what: InsightTap) {
  if (!place) return;
  events.push({ place, what });
  later();
}

/**
 * A page of results showed these places, found by this search (none: the search found nothing, which the
 * admins hear of unless other filters narrowed it).
 */
export function reportShown(places: readonly string[], q: string | undefined, filtered = false) {
  if (shown) send();
  shown = {
    places: places.slice(0, MAX_SHOWN),
    q: q?.trim() ? q.trim().slice(0, 200) : undefined,
    ...(filtered ? { filtered } : {}),
  };
  later();
}

/** The attributes that make a link's taps count for a place. */
export function insightLink(place: string, what: InsightTap) {
  return { 'data-insight': what, 'data-insight-place': place };
}
