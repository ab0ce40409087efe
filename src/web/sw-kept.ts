// What the service worker (sw.ts) keeps for offline use: rules of their own, so a test can read them.

/**
 * The reads kept for offline use: the public ones, the catalogues and the person's own passport and saved
 * places (issue 36). Nothing
 * else (chats, dashboards, the live stream, sign-in, mailed links' tokens), and no request but GET (no
 * route kept takes another). The person's copies go when another account (or none) is seen
 * (lib/session/session-query.ts) and at sign-out.
 */
export const keptRead = (url: URL) =>
  /^\/api\/(?:categories|site|featured|cities|businesses|messages|search|places|halal-certifiers|passport|saved)(?:\/|$)/.test(
    url.pathname,
  );

/**
 * The site's pages, not the server's answers to mailed links (`/api/unsubscribe/…`, a confirmation, a
 * sign-in link) nor a page opened with a token: those are used once and name a secret.
 */
export const keptPage = (url: URL) =>
  !url.pathname.startsWith('/api/') &&
  !url.searchParams.has('token') &&
  // A shared list's address is its secret (issue 36): not kept, so a list no longer shared is gone offline too.
  !url.pathname.startsWith('/l/');

/** The cache of the pages kept as they were seen (sw.ts); the offline page lists them (app/kept-pages.ts). */
export const KEPT_PAGES_CACHE = 'pages';

/**
 * The `<meta name>` that marks the document the service worker answers with for a page it had not kept,
 * asked for without a connection: the app shows its offline page there (app/offline-page.tsx).
 */
export const OFFLINE_PAGE_MARKER = 'offline-page';

/**
 * What the server put in #root (server/web.ts): a rendered page's markup then the data it was rendered
 * with, or the shell of a page the browser draws (no data); #root is the body's last element either way.
 */
const RENDERED_PAGE =
  /<div id="root">[\s\S]*?<\/div>(?:<script type="application\/json" id="page-data">[\s\S]*?<\/script>)?(?=\s*<\/body>)/;

/**
 * The offline page's document, made from a kept page's (its language, its catalogue, this version's code)
 * or the app's bare one: marked for the app, without the kept page's markup, data and title, so the app
 * renders the offline page afresh at the address that was asked for.
 */
export function offlinePageDocument(keptHtml: string): string {
  return keptHtml
    .replace(RENDERED_PAGE, () => '<div id="root"></div>')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<head>/, () => `<head>\n    <meta name="${OFFLINE_PAGE_MARKER}" content="">`);
}
