import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

/**
 * How anonymous public reads may be kept.
 * - `max-age=0`: a browser keeps the answer but asks again every time, with `If-None-Match`, and gets a
 *   bodiless 304 while nothing changed. The web refetches when a live event arrives, so a visitor sees a
 *   change at once; no `stale-while-revalidate`, because browsers honour it too and would show the old
 *   answer first.
 * - `s-maxage=5`: a CDN or shared proxy in front may answer for 5 s on its own, which turns a crowd
 *   reading the same page into one request per URL every 5 s, and bounds what it can serve out of date.
 * - `Vary: Cookie`: a signed-in answer can differ (an owner sees their pending listing, a reviewer their
 *   own review) and is `no-store` anyway; a cache must not hand one person's answer to another.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/**
 * The public reads that may be kept: categories (and one), site settings, featured, cities, the listing,
 * a business page and its reviews. The other GETs are personal, streams, or answer mailed links.
 */
const PUBLIC_READ = /^\/api\/(?:categories(?:\/[^/]+)?|site|featured|cities|businesses(?:\/[^/]+(?:\/reviews)?)?)$/;

/**
 * For anonymous GETs of public JSON (`PUBLIC_READ`): `Cache-Control`, a strong `ETag` of the body, and 304 when the
 * caller already holds that body. Signed-in callers are left to `noStoreWhenSignedIn` (`no-store`).
 * The body also gets its `Content-Length`, so `compress()` leaves tiny answers as they are.
 */
export const publicCaching = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!PUBLIC_READ.test(c.req.path)) return;
  if (c.req.method !== 'GET' || c.res.status !== 200 || c.var.viewer !== null || c.var.bannedSession) return;
  if (c.res.headers.has('cache-control') || c.res.headers.has('content-encoding')) return;
  const body = await c.res.text();
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = new Headers(c.res.headers);
  headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  headers.set('Vary', 'Cookie, Accept-Encoding');
  headers.set('ETag', etag);
  if (holdsEtag(c.req.header('if-none-match'), etag)) {
    headers.delete('Content-Type');
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers });
    return;
  }
  headers.set('Content-Length', String(Buffer.byteLength(body)));
  // For `answerFromMemory`, which keeps the answer as it leaves the stack.
  c.set('publicAnswer', { body, etag });
  c.res = undefined;
  c.res = new Response(body, { status: 200, headers });
});

/** Whether `If-None-Match` names `etag` (weakly: `compress()` marks a gzipped answer's tag `W/`). */
export function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
