import type { Messages } from '@lingui/core';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { type RouteObject, StaticRouter, useRoutes } from 'react-router';
import { ALL_BUSINESSES_SLUG } from '../domain/limits';
import type { Locale } from '../domain/locales';
import { IFTAR_TONIGHT, SUHOOR_NOW } from './app/home/ramadan-listings';
import { PageFallback } from './app/page-fallback';
import { Providers } from './app/providers';
import { RootLayout } from './app/root-layout';
import { AppRoutes } from './app/router';
import { type SessionHint, SessionHintContext } from './app/session-hint';
import { listingFiltersOf } from './features/listing/use-listing-filters';
import { reviewsQuery } from './features/reviews/review-queries';
import { sendApiRequestsTo } from './lib/api';
import { businessPageQuery, featuredQuery, listingQuery } from './lib/business-queries';
import { categoriesQuery, categoryQuery, citiesQuery } from './lib/category-queries';
import { activateLocale } from './lib/i18n';
import { lingui } from './lib/i18n-runtime';
import { PAGE_DATA_ID } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { sharedListQuery } from './lib/saved-queries';
import { siteSettingsQuery } from './lib/site-queries';

// The public pages rendered on the server (the server build of the web app: `vite build --ssr`). A first
// visit paints the page as it arrives instead of after the scripts have run and the data has come; the
// browser then hydrates it with the same data (main.tsx). Pages that depend on who is signed in are not
// rendered here: the server renders for a visitor whose session is not known yet, as the browser's first
// render does. The header is drawn for whoever the request's session cookie says is likely there (a
// member's account menu, or a visitor's Sign In: session-hint.ts), as the browser draws it until the
// session check answers.

/** A page's data, read before it renders: the queries its first screen shows, by the same definitions. */
type Prefetch = (client: QueryClient, params: string[], search: URLSearchParams) => Promise<unknown>;

const PAGES: ReadonlyArray<readonly [RegExp, Prefetch]> = [
  [
    /^\/$/,
    async (client) => {
      const [, site] = await Promise.all([client.fetchQuery(featuredQuery()), client.fetchQuery(siteSettingsQuery())]);
      // Issue 37: during the Ramadan season, the sections' listings too.
      if (site.ramadan)
        await Promise.all([
          client.fetchInfiniteQuery(listingQuery(IFTAR_TONIGHT)),
          client.fetchInfiniteQuery(listingQuery(SUHOOR_NOW)),
        ]);
    },
  ],
  [
    /^\/c\/([^/]+)\/?$/,
    (client, [slug = ''], search) =>
      Promise.all([
        slug === ALL_BUSINESSES_SLUG ? null : client.fetchQuery(categoryQuery(slug)),
        client.fetchQuery(citiesQuery(slug)),
        client.fetchInfiniteQuery(listingQuery(listingFiltersOf(slug, search))),
        // Issue 37: whether the Ramadan season holds, for the listing's chips.
        client.fetchQuery(siteSettingsQuery()),
      ]),
  ],
  [
    /^\/r\/([^/]+)\/?$/,
    async (client, [slug = '']) => {
      const business = await client.fetchQuery(businessPageQuery(slug));
      if (business.status === 'approved') await client.fetchInfiniteQuery(reviewsQuery(business.id));
    },
  ],
  // Issue 36: a list shared by its link, with its cards (its map comes in the browser).
  [
    /^\/l\/([^/]+)\/?$/,
    (client, [shareId = '']) =>
      Promise.all([client.fetchQuery(sharedListQuery(shareId)), client.fetchQuery(siteSettingsQuery())]),
  ],
];

/** Whether the server renders the page at `path` (the others are rendered by the browser alone). */
export function rendersOnServer(path: string): boolean {
  return PAGES.some(([pattern]) => pattern.test(path));
}

/** The API the pages read from when rendered here: the server's own app, called in process. */
export function readApiFrom(send: typeof fetch) {
  sendApiRequestsTo(send);
}

export interface RenderedPage {
  /** Tags for the document's head: the preloads React asks for (the first photo, at high priority). */
  head: string;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` carrying the data the page was rendered with. */
  data: string;
}

const RENDER_TIMEOUT_MS = 5_000;

/**
 * The page at `url` (path and query) rendered with its data, or null when it is not one of the pages
 * rendered here or it could not be rendered whole (a missing business, an API failure, a render error):
 * the browser then renders it, as it does every other page.
 */
export async function renderPage(
  url: string,
  locale: Locale,
  messages: Record<string, unknown>,
  hint: SessionHint = 'visitor',
): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const page = PAGES.find(([pattern]) => pattern.test(pathname));
  if (!page) return null;
  const [pattern, prefetch] = page;
  let params: string[];
  try {
    params = (pathname.match(pattern) ?? []).slice(1).map((part) => decodeURIComponent(part ?? ''));
  } catch {
    return null;
  }

  const client = createQueryClient({ retry: false, announce: false });
  try {
    await Promise.all([prefetch(client, params, searchParams), client.fetchQuery(categoriesQuery())]);
  } catch {
    return null;
  }

  return inLanguage(url, locale, messages, () => render(url, client, hint));
}

/** The shell of a page the browser draws: what goes inside `<div id="root">`, and tags for the head. */
export interface RenderedShell {
  head: string;
  html: string;
}

/** The site's frame around a page whose place shows the fallback a page shows while its code loads. */
const SHELL_ROUTES: RouteObject[] = [{ element: <RootLayout />, children: [{ path: '*', element: <PageFallback /> }] }];

function Shell() {
  return useRoutes(SHELL_ROUTES);
}

/**
 * The shell of the page at `path`, one the browser draws (the passport, sign-in, the dashboards…): the
 * header and footer as the browser's first render shows them (the session not known yet), the page's
 * place taken by its loading fallback, in `locale`. It is sent in #root without data, so the page paints
 * as it arrives; the browser's first render replaces it (main.tsx's createRoot), looking the same. Null
 * when it could not be rendered (the page then arrives empty, as before).
 */
export async function renderShell(
  path: string,
  locale: Locale,
  messages: Record<string, unknown>,
  hint: SessionHint = 'visitor',
): Promise<RenderedShell | null> {
  const client = createQueryClient({ retry: false, announce: false });
  try {
    // The footer lists the categories.
    await client.fetchQuery(categoriesQuery());
  } catch {
    return null;
  }
  return inLanguage(path, locale, messages, async () => {
    const rendered = await prerender(
      path,
      <StrictMode>
        <Providers queryClient={client}>
          <SessionHintContext value={hint}>
            <StaticRouter location={path}>
              <Shell />
            </StaticRouter>
          </SessionHintContext>
        </Providers>
      </StrictMode>,
    );
    client.clear();
    return rendered && { head: rendered.head, html: rendered.html };
  });
}

/**
 * Runs `task` in `locale`. The interface's texts read the active language as they render (lib/i18n.ts),
 * and this module renders pages in every language: one render at a time, each in its own. The data is
 * read before, in parallel.
 */
function inLanguage<T>(
  url: string,
  locale: Locale,
  messages: Record<string, unknown>,
  task: () => Promise<T | null>,
): Promise<T | null> {
  return oneAtATime(() => {
    try {
      activateLocale(locale, locale === 'en' ? null : linguiFor(locale, messages as Messages));
    } catch (error) {
      console.error(`Rendering ${url} on the server failed:`, error);
      return Promise.resolve(null);
    }
    return task();
  });
}

/** How long a page waits for the renders before it: longer, and the browser renders it instead. */
const RENDER_WAIT_MS = 1_000;

let rendering: Promise<unknown> = Promise.resolve();

/** One Lingui per language and catalogue (the server compiles each catalogue once). */
const linguis = new Map<Locale, { messages: Messages; i18n: ReturnType<typeof lingui> }>();
function linguiFor(locale: Locale, messages: Messages) {
  let kept = linguis.get(locale);
  if (kept?.messages !== messages) {
    kept = { messages, i18n: lingui(locale, messages) };
    linguis.set(locale, kept);
  }
  return kept.i18n;
}

/**
 * Runs `task` after the renders before it; null (the browser renders the page) when they take longer than
 * RENDER_WAIT_MS, so a slow render never holds the pages behind it for long.
 */
function oneAtATime<T>(task: () => Promise<T | null>): Promise<T | null> {
  const before = rendering;
  let waited: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    waited = setTimeout(() => resolve('late'), RENDER_WAIT_MS);
  });
  const next = Promise.race([
    before.then(
      () => 'turn' as const,
      () => 'turn' as const,
    ),
    late,
  ]).then((outcome) => {
    clearTimeout(waited);
    return outcome === 'late' ? null : task();
  });
  // The turn passes on only once the renders before have finished too (a late page did not wait for them).
  rendering = Promise.allSettled([before, next]);
  return next;
}

async function render(url: string, client: QueryClient, hint: SessionHint): Promise<RenderedPage | null> {
  const rendered = await prerender(
    url,
    <StrictMode>
      <Providers queryClient={client}>
        <SessionHintContext value={hint}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </SessionHintContext>
      </Providers>
    </StrictMode>,
  );
  const state = rendered ? JSON.stringify(dehydrate(client)).replaceAll('<', '\\u003c') : '';
  client.clear();
  if (!rendered) return null;
  return { ...rendered, data: `<script type="application/json" id="${PAGE_DATA_ID}">${state}</script>` };
}

/** `app` rendered whole, or null on any error (the browser then renders it). */
async function prerender(url: string, app: ReactNode): Promise<{ head: string; html: string } | null> {
  let failed = false;
  let html = '';
  try {
    const { prelude } = await prerenderToNodeStream(app, {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // Every part in place: a large part would otherwise come after the page with an inline script to
      // move it, which the site's Content-Security-Policy (no inline scripts) blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary does not stop the render: React leaves that part to the
      // browser. A page is sent whole or not at all, so any error means the browser renders it all.
      onError(error) {
        failed = true;
        console.error(`Rendering ${url} on the server failed:`, error);
      },
    });
    for await (const chunk of prelude) html += chunk;
  } catch {
    failed = true;
  }
  if (failed) return null;
  // Rendered without its document, React puts what belongs in the head (a <title>, <link rel="preload">)
  // before the page: the preloads move to the head, the title goes (the server's head has it, same words).
  const hoisted = html.match(/^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/)?.[0] ?? '';
  return { head: hoisted.replace(/<title>[^<]*<\/title>/g, ''), html: html.slice(hoisted.length) };
}
