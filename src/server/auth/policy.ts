import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Viewer } from '../http/context';
import { ApiError } from '../http/errors';

/**
 * Who may call a route (ARCHITECTURE "Access policy is explicit"). Every API route puts exactly one
 * of these in its middleware list; a test walks the app's routes and fails on a route without one.
 */
const policies = new WeakSet<MiddlewareHandler>();

function policy<E extends AppEnv>(fn: MiddlewareHandler<E>): MiddlewareHandler<E> {
  policies.add(fn as MiddlewareHandler);
  return fn;
}

export function isPolicy(handler: unknown): boolean {
  return typeof handler === 'function' && policies.has(handler as MiddlewareHandler);
}

type SignedInEnv = AppEnv & { Variables: { viewer: Viewer } };

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return viewer;
}

export const access = {
  /** Anyone, signed in or not. */
  public: policy<AppEnv>(createMiddleware<AppEnv>(async (_c, next) => next())),

  /** Any signed-in, unbanned person. */
  signedIn: policy<SignedInEnv>(
    createMiddleware<SignedInEnv>(async (c, next) => {
      requireViewer(c.var.viewer);
      await next();
    }),
  ),

  /** Admins only. */
  admin: policy<SignedInEnv>(
    createMiddleware<SignedInEnv>(async (c, next) => {
      const viewer = requireViewer(c.var.viewer);
      if (viewer.role !== 'admin')
        throw new ApiError(403, 'FORBIDDEN', 'You need admin privileges to access this page.');
      await next();
    }),
  ),
};
