import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ErrorCode } from '../../domain/error-codes';
import type { Role } from '../../domain/profile';
import { isCleanJson } from '../../domain/text';
import type { Queryable } from '../db/client';
import { profiles, sessions } from '../db/schema';
import type { AppEnv, Viewer } from '../http/context';
import { ApiError, type AuthErrorCode, errorAnswer, errorBody, errorCodeFor } from '../http/errors';
import { recordSessionEnded, type SessionEnded, type StandingSessions } from '../live/hub';
import { type Auth, CLIENT_IP_HEADER } from './auth';

/** The person a request's cookie names, banned or not, and that session's id; an unknown one is nobody. */
async function sessionPerson(auth: Auth, headers: Headers): Promise<{ person: Viewer; sessionId: string } | null> {
  const result = await auth.api.getSession({ headers });
  const user = result?.user;
  if (!user) return null;
  const person: Viewer = {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName ?? user.name,
    role: (user.role ?? 'user') as Role,
    banned: Boolean(user.banned),
  };
  return { person, sessionId: result.session.id };
}

/**
 * Reads the session cookie once per request. A banned person is nobody to every route; the policies
 * tell them why (403 BANNED) instead of asking them to sign in.
 */
export const loadViewer = createMiddleware<AppEnv>(async (c, next) => {
  const found = await sessionPerson(c.var.deps.auth, c.req.raw.headers);
  const person = found?.person;
  c.set('viewer', person && !person.banned ? person : null);
  c.set('sessionId', person && !person.banned ? found.sessionId : null);
  c.set('bannedSession', person?.banned ?? false);
  await next();
});

/**
 * Of these sessions, the ones that still stand (not signed out or expired, their person not banned), with
 * whose they are and whether that person is an admin now. The live hub asks this now and then for the
 * sessions its streams were opened with, in case it missed being told that one ended.
 */
export async function standingSessions(db: Queryable, sessionIds: readonly string[]): Promise<StandingSessions> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, userId: sessions.userId, role: profiles.role })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), gt(sessions.expiresAt, new Date()), eq(profiles.banned, false)));
  return new Map(rows.map((row) => [row.id, { userId: row.userId, admin: row.role === 'admin' }]));
}

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
  let body: unknown = null;
  // better-auth queries with what it is sent before it validates all of it: text no field may hold stops here.
  if (c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
    body = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    if (!isCleanJson(body))
      return errorAnswer(c, new ApiError('VALIDATION', 'The request contains characters that are not allowed.'));
  }
  const ending = c.req.method === 'POST' ? SESSION_ENDING_PATHS[c.req.path] : undefined;
  // Read before better-auth deletes it: afterwards the cookie names no session.
  const ended = ending ? await sessionsEndedBy(c, ending, body) : null;
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  const res = await c.var.deps.auth.handler(new Request(c.req.raw, { headers }));
  if (ended && res.ok) await recordSessionEnded(c.var.db, ended);
  return res.status >= 400 ? inApiErrorShape(res) : res;
}

/**
 * better-auth's routes that end sessions, and whose: the caller's own (sign-out), all of the caller's,
 * all of the caller's but their own ('sign out other devices'), or the one of theirs the body names.
 */
const SESSION_ENDING_PATHS: Record<string, 'own' | 'all' | 'others' | 'named'> = {
  '/api/auth/sign-out': 'own',
  '/api/auth/revoke-sessions': 'all',
  '/api/auth/revoke-other-sessions': 'others',
  '/api/auth/revoke-session': 'named',
};

/** The sessions a sign-out or revocation will end, so their live streams end with them. */
async function sessionsEndedBy(
  c: Context<AppEnv>,
  ending: (typeof SESSION_ENDING_PATHS)[string],
  body: unknown,
): Promise<SessionEnded | null> {
  const found = await sessionPerson(c.var.deps.auth, c.req.raw.headers).catch(() => null);
  if (!found) return null;
  const userId = found.person.id;
  if (ending === 'own') return { userId, sessionId: found.sessionId };
  if (ending === 'all') return { userId };
  if (ending === 'others') return { userId, exceptSessionId: found.sessionId };
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') return null;
  // better-auth revokes a session only when it is the caller's own.
  const [named] = await c.var.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.token, token), eq(sessions.userId, userId)));
  return named ? { userId, sessionId: named.id } : null;
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
