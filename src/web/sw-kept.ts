// What the service worker (sw.ts) keeps for offline use: rules of their own, so a test can read them.

/**
 * The reads kept for offline use: the public ones, the catalogues and the person's own passport. Nothing
 * else (chats, dashboards, the live stream, sign-in, mailed links' tokens), and no request but GET (no
 * route kept takes another). The person's copies go when another account (or none) is seen
 * (lib/session/session-query.ts) and at sign-out.
 */
export const keptRead = (url: URL) =>
  /^\/api\/(?:categories|site|featured|cities|businesses|messages|search|places|halal-certifiers|passport)(?:\/|$)/.test(
    url.pathname,
  );

/**
 * The site's pages, not the server's answers to mailed links (`/api/unsubscribe/…`, a confirmation, a
 * sign-in link) nor a page opened with a token: those are used once and name a secret.
 */
export const keptPage = (url: URL) => !url.pathname.startsWith('/api/') && !url.searchParams.has('token');
