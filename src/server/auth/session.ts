import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../domain/profile';
import type { AppEnv, Viewer } from '../http/context';
import { CLIENT_IP_HEADER } from './auth';

/** Reads the session cookie once per request; a banned or unknown user is treated as signed out. */
export const loadViewer = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  const user = result?.user;
  c.set(
    'viewer',
    user && !user.banned
      ? ({
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          firstName: user.firstName,
          lastName: user.lastName,
          displayName: user.displayName ?? user.name,
          role: (user.role ?? 'user') as Role,
          banned: Boolean(user.banned),
        } satisfies Viewer)
      : null,
  );
  await next();
});

/** The caller's address from the socket (never from a header a client could forge). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Hands /api/auth/* to better-auth with the socket address as its rate-limit key. */
export function authHandler(c: Context<AppEnv>) {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  return c.var.deps.auth.handler(new Request(c.req.raw, { headers }));
}
