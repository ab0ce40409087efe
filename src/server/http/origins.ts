import type { Config } from '../config';

/**
 * The value a proxy put in a forwarded header, read like X-Forwarded-For: each of the `hops` proxies may
 * add its own at the end, so the outermost one's is `hops` from the right; a shorter list was set whole by
 * the proxies, and its first value is theirs.
 */
function forwardedValue(header: string | null, hops: number): string | undefined {
  const values = (header ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values[values.length - hops] ?? values[0];
}

/**
 * The origin a request was addressed to: the scheme it arrived over and its Host header, or behind
 * TRUST_PROXY proxies the X-Forwarded-Proto and X-Forwarded-Host they set (a client's own are not read
 * without proxies). Undefined when it names no valid origin.
 */
export function requestOrigin(request: Request, trustProxy: number): string | undefined {
  try {
    const url = new URL(request.url);
    const forwarded = trustProxy > 0;
    const proto = (forwarded && forwardedValue(request.headers.get('x-forwarded-proto'), trustProxy)) || url.protocol;
    const host =
      (forwarded && forwardedValue(request.headers.get('x-forwarded-host'), trustProxy)) ||
      request.headers.get('host') ||
      url.host;
    const scheme = proto.replace(/:$/, '').toLowerCase();
    if (scheme !== 'http' && scheme !== 'https') return undefined;
    const origin = new URL(`${scheme}://${host}`);
    // Only a host and port: a Host with a path, a query or credentials in it names no origin.
    if (origin.username || origin.password || origin.pathname !== '/' || origin.search || origin.hash) return undefined;
    return origin.origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a page of `origin` may change things here: a configured origin (PUBLIC_URL's, Vite's in
 * development), or the origin the request itself was sent to, so the site opened as http://127.0.0.1:3000
 * or at the machine's LAN address from a phone writes like it does at PUBLIC_URL.
 *
 * The request's own origin comes from the Host header, which a client chooses, and that is still a
 * same-origin check: a page of another site makes the visitor's browser send that site's Origin and this
 * site's Host, which differ. A client that sends a Host to match its Origin is not a browser carrying a
 * visitor's cookie (a browser sends the Host of the address it connects to, and a page cannot set Host or
 * X-Forwarded-Host on a request to another site); one that reaches the server under another name (DNS
 * rebinding) carries the cookies of that name, not this site's.
 */
export function isTrustedOrigin(origin: string, request: Request, config: Config): boolean {
  return config.trustedOrigins.includes(origin) || origin === requestOrigin(request, config.trustProxy);
}

/**
 * better-auth's `trustedOrigins` option: the configured origins and, for a request it answers, that
 * request's own origin, by the rule of `isTrustedOrigin`.
 */
export function trustedOriginsFor(config: Config): (request?: Request) => string[] {
  return (request) => {
    const own = request ? requestOrigin(request, config.trustProxy) : undefined;
    return own && !config.trustedOrigins.includes(own) ? [...config.trustedOrigins, own] : config.trustedOrigins;
  };
}
