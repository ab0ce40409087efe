import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../http/context';
import { log, personHash } from './log';
import type { Metrics } from './metrics';

/** A request id a proxy may hand on: short, and nothing that could break a log line or a header. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The route a request was for, as registered ('/api/businesses/:slug'), never its path: logs and metrics
 * then group by route, and no id or search term from a URL reaches them. The first matched route bound to
 * a method is the one that answers, even when something before it (the answers kept in memory, a policy)
 * answered first; a request no such route matches is named by the catch-all that took it.
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  const answering = routes.find((route) => route.method !== 'ALL') ?? routes.at(c.req.routeIndex);
  return answering?.path ?? '*';
}

/**
 * Issue 33: one log line per request (id, method, route pattern, status, duration, a hash of the signed-in
 * person's id), its duration in the metrics, and its id in the answer's `X-Request-Id`. The id comes from
 * the proxy in front when the server trusts one (TRUST_PROXY), so its logs and ours can be joined.
 */
export function requestLog(options: { trustProxy: number; metrics?: Metrics }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const forwarded = options.trustProxy > 0 ? c.req.header('x-request-id') : undefined;
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    c.set('requestId', requestId);
    await next();
    c.header('X-Request-Id', requestId);
    const seconds = (performance.now() - started) / 1000;
    const route = routePattern(c);
    const status = c.res.status;
    options.metrics?.observeRequest(c.req.method, route, status, seconds);
    const viewer = c.var.viewer;
    log.info(
      {
        requestId,
        method: c.req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ...(viewer ? { person: personHash(viewer.id) } : {}),
      },
      'request',
    );
  };
}
