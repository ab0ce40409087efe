import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../domain/error-codes';
import { canManageListing, isApprovedListing, type ListingState } from '../../domain/ownership';
import { businesses } from '../db/schema';
import type { AppEnv, Viewer } from '../http/context';
import { ApiError } from '../http/errors';
import { assertSameOriginWrite } from '../http/guards';
import { uuidParam } from '../http/params';
import { bearerMatches } from '../observability/bearer';

/**
 * Who may call a route (ARCHITECTURE "Access policy is explicit"). Every API route puts exactly one
 * of these in its middleware list; a test walks the app's routes and fails on a route without one.
 * Every policy also refuses state-changing requests from other sites (`assertSameOriginWrite`),
 * unless it says that the proof travels in the link itself.
 */
const policies = new WeakSet<MiddlewareHandler>();

function policy<E extends AppEnv>(
  authorize: (c: Context<E>) => void | Promise<void>,
  options: { fromAnySite?: boolean } = {},
): MiddlewareHandler<E> {
  const fn = createMiddleware<E>(async (c, next) => {
    if (!options.fromAnySite) assertSameOriginWrite(c as unknown as Context<AppEnv>);
    await authorize(c);
    await next();
  });
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

/** The signed-in, unbanned caller; a banned session hears why (SPEC §8), anyone else is asked to sign in. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const { viewer, bannedSession } = c.var;
  if (viewer) return viewer;
  if (bannedSession) throw new ApiError('BANNED');
  throw new ApiError('UNAUTHENTICATED');
}

/** The columns that say who may run a listing, with what a dashboard route shows of it. */
export const listingColumns = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  ownerId: businesses.ownerId,
  isApproved: businesses.isApproved,
  rejectedAt: businesses.rejectedAt,
};

/** Why someone linked to a listing may not run it (SPEC §6 texts where the spec has one). */
export function refuseManaging(viewer: Viewer, listing: ListingState) {
  if (canManageListing(viewer, listing)) return;
  if (listing.ownerId !== viewer.id) throw new ApiError('FORBIDDEN', 'You can only manage your own business.');
  if (viewer.role !== 'business_owner') throw new ApiError('NOT_BUSINESS_OWNER');
  if (!isApprovedListing(listing)) throw new ApiError('LISTING_NOT_APPROVED');
}

export const access = {
  /** Anyone, signed in or not. */
  public: policy<AppEnv>(() => {}),

  /**
   * Anyone holding a secret link from a mail (one-click unsubscribe, RFC 8058): mail clients post it
   * from anywhere, and the token in the link is the proof, not a cookie.
   */
  mailedLink: policy<AppEnv>(() => {}, { fromAnySite: true }),

  /** Any signed-in, unbanned person. */
  signedIn: policy<SignedInEnv>((c) => {
    requireViewer(c as unknown as Context<AppEnv>);
  }),

  /** Admins only. */
  admin: policy<SignedInEnv>((c) => {
    const viewer = requireViewer(c as unknown as Context<AppEnv>);
    if (viewer.role !== 'admin') throw new ApiError('FORBIDDEN', 'You need admin privileges to access this page.');
  }),

  /**
   * The business named by the `:businessId` path parameter, run by its business owner while the listing
   * is approved, or by an admin (manage mode). Whatever other ids a request carries, the rules below only
   * touch rows of this business.
   */
  ownerOfBusiness: policy<OwnerEnv>(async (c) => {
    const viewer = requireViewer(c as unknown as Context<AppEnv>);
    const id = uuidParam(c, 'businessId', MANAGED_BUSINESS_NOT_FOUND);
    const [business] = await c.var.db.select(listingColumns).from(businesses).where(eq(businesses.id, id));
    if (!business) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    refuseManaging(viewer, business);
    c.set('business', { id: business.id, name: business.name, slug: business.slug, ownerId: business.ownerId });
  }),

  /**
   * Issue 33: the metrics scraper, proven by METRICS_TOKEN as a bearer token (compared in constant time).
   * Without the setting the route is not there at all (404), whoever asks.
   */
  metricsScraper: policy<AppEnv>((c) => {
    const token = c.var.deps.config.metricsToken;
    if (!token) throw new ApiError('NOT_FOUND', 'No such page.');
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new ApiError('UNAUTHENTICATED');
    }
  }),
};
