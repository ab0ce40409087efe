import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { LIMITS } from '../../domain/limits';
import { isCleanText } from '../../domain/text';
import type { AppEnv } from './context';
import { ApiError, errorAnswer } from './errors';
import { isTrustedOrigin } from './origins';

// Request checks that hold for every route, before any route code reads the request.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One image plus the multipart framing and the small text fields around it. */
export const MULTIPART_MAX_BYTES = LIMITS.imageMaxBytes + 64 * 1024;

/** Whether every percent-escape of a path or query decodes, to text without NUL or lone surrogates. */
export function isCleanRequestTarget(url: string): boolean {
  const { pathname, search } = new URL(url);
  const parts = [pathname, ...search.slice(1).split(/[&=]/)];
  try {
    return parts.every((part) => isCleanText(decodeURIComponent(part.replaceAll('+', ' '))));
  } catch {
    return false;
  }
}

/**
 * A path or query that cannot name anything (`%00`, `%E0%A4%A`) is refused before routing, so no
 * route, page renderer or query ever sees it.
 */
export const cleanRequestTarget = createMiddleware<AppEnv>(async (c, next) => {
  if (isCleanRequestTarget(c.req.url)) return next();
  if (c.req.path.startsWith('/api/'))
    return errorAnswer(c, new ApiError('BAD_REQUEST', 'The address contains characters that are not allowed.'));
  return c.html('<!doctype html><title>Bad request</title><p>This address is not valid.</p>', 400);
});

/**
 * Every request body is bounded before it is read, auth included: 1 MB, or one image for multipart
 * uploads (whose routes count again while streaming).
 */
export const boundedBody = createMiddleware<AppEnv>((c, next) => {
  // A read without a declared body has none (HTTP/1.1 sends one only with a length or chunks); asking the
  // limiter would build the whole Request object to find that out, a third of a millisecond on every read.
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !hasBody(c)) return next();
  const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
  return bodyLimit({
    maxSize: multipart ? MULTIPART_MAX_BYTES : LIMITS.jsonBodyMaxBytes,
    onError: (c) =>
      multipart
        ? errorAnswer(c, new ApiError('FILE_TOO_LARGE', 'Please select an image smaller than 5MB.'))
        : errorAnswer(c, new ApiError('PAYLOAD_TOO_LARGE')),
  })(c, next);
});

/** Signed-in answers (and everything of /api/auth) are never stored by the browser or a proxy. */
export const noStoreWhenSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const personal = c.var.viewer !== null || c.req.path.startsWith('/api/auth/');
  if (personal && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
});

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (length !== undefined && length.trim() !== '0') || c.req.header('transfer-encoding') !== undefined;
}

/**
 * ARCHITECTURE "Same-origin writes": a state-changing request must come from the site's own pages
 * (its `Origin`, or when a browser sends none, `Sec-Fetch-Site`) with a JSON or multipart body. Form
 * and text/plain posts are what another site can make a browser send without asking, so they are
 * refused too. A request with neither header is not from a browser, so no visitor's cookie rides on it.
 * The site's own origins are the configured ones and the one the request was sent to (`isTrustedOrigin`
 * says why the Host header, which the client chooses, can stand for it).
 */
export function assertSameOriginWrite(c: Context<AppEnv>) {
  if (SAFE_METHODS.has(c.req.method)) return;
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const ownOrigin =
    origin !== undefined
      ? isTrustedOrigin(origin, c.req.raw, c.var.deps.config)
      : site === undefined || site === 'same-origin';
  if (!ownOrigin) throw new ApiError('CROSS_ORIGIN');
  const type = c.req.header('content-type')?.toLowerCase();
  const accepted = type ? type.startsWith('application/json') || type.startsWith('multipart/form-data') : !hasBody(c);
  if (!accepted) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
}
