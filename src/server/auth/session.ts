import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ErrorCode } from '../../domain/error-codes';
import type { Role } from '../../domain/profile';
import { isCleanJson } from '../../domain/text';
import type { AppEnv, Viewer } from '../http/context';
import { type AuthErrorCode, errorBody, errorCodeFor } from '../http/errors';
import { type Auth, CLIENT_IP_HEADER } from './auth';

/** The person a request's cookie names, banned or not; an unknown one is nobody. */
async function sessionPerson(auth: Auth, headers: Headers): Promise<Viewer | null> {
  const result = await auth.api.getSession({ headers });
  const user = result?.user;
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName ?? user.name,
    role: (user.role ?? 'user') as Role,
    banned: Boolean(user.banned),
  };
}

/** The signed-in person a request's cookie names; a banned or unknown user is nobody. */
export async function viewerOf(auth: Auth, headers: Headers): Promise<Viewer | null> {
  const person = await sessionPerson(auth, headers);
  return person && !person.banned ? person : null;
}

/**
 * Reads the session cookie once per request. A banned person is nobody to every route; the policies
 * tell them why (403 BANNED) instead of asking them to sign in.
 */
export const loadViewer = createMiddleware<AppEnv>(async (c, next) => {
  const person = await sessionPerson(c.var.deps.auth, c.req.raw.headers);
  c.set('viewer', person && !person.banned ? person : null);
  c.set('bannedSession', person?.banned ?? false);
  await next();
});

/**
 * The caller's address: the socket's, or behind TRUST_PROXY reverse proxies the address the outermost
 * of them saw (read from the right of X-Forwarded-For, so a client cannot choose it by sending the header).
 */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  const hops = c.var.deps.config.trustProxy;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const address = forwarded[forwarded.length - hops];
    if (address) return address;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Hands /api/auth/* to better-auth with the client address as its rate-limit key, and answers its
 * failures in the API's one error shape.
 */
export async function authHandler(c: Context<AppEnv>) {
  // better-auth queries with what it is sent before it validates all of it: text no field may hold stops here.
  if (c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
    const body = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    if (!isCleanJson(body))
      return c.json(errorBody('VALIDATION', 'The request contains characters that are not allowed.'), 400);
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  const res = await c.var.deps.auth.handler(new Request(c.req.raw, { headers }));
  return res.status >= 400 ? inApiErrorShape(res) : res;
}

/** better-auth answers `{ code, message }`, or nothing at all; the API answers `{ error: { code, message } }`. */
async function inApiErrorShape(res: Response): Promise<Response> {
  const raw = await res.text();
  let body: { code?: unknown; message?: unknown } | null = null;
  try {
    body = JSON.parse(raw);
  } catch {}
  // Our own hooks' codes (NAME_REQUIRED, BANNED, …) or better-auth's, passed on as they are.
  const code =
    typeof body?.code === 'string' && body.code ? (body.code as ErrorCode | AuthErrorCode) : errorCodeFor(res.status);
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : res.status >= 500
        ? 'Something went wrong. Please try again.'
        : 'The request could not be completed.';
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, message)), { status: res.status, headers });
}
