import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isUuid } from '../../domain/slug';
import { businesses } from '../db/schema';
import type { AppEnv, Viewer } from '../http/context';
import { ApiError, forbidden, notFound } from '../http/errors';

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

/** The business a dashboard route acts on, loaded by `access.ownerOfBusiness`. */
export interface ManagedBusiness {
  id: string;
  name: string;
  slug: string;
  ownerId: string | null;
}
export type OwnerEnv = SignedInEnv & { Variables: { business: ManagedBusiness } };

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

  /**
   * The owner of the business named by the `:businessId` path parameter, or an admin (manage mode).
   * Whatever other ids a request carries, the rules below only touch rows of this business.
   */
  ownerOfBusiness: policy<OwnerEnv>(
    createMiddleware<OwnerEnv>(async (c, next) => {
      const viewer = requireViewer(c.var.viewer);
      const id = c.req.param('businessId');
      if (!id || !isUuid(id)) throw notFound('The specified business was not found.');
      const [business] = await c.var.db
        .select({ id: businesses.id, name: businesses.name, slug: businesses.slug, ownerId: businesses.ownerId })
        .from(businesses)
        .where(eq(businesses.id, id));
      if (!business) throw notFound('The specified business was not found.');
      if (viewer.role !== 'admin' && business.ownerId !== viewer.id)
        throw forbidden('You can only manage your own business.');
      c.set('business', business);
      await next();
    }),
  ),
};
