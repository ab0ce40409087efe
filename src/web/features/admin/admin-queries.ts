import { keepPreviousData, type QueryMeta, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import { halalCertifiersKey } from '../../lib/halal-certifier-queries';
import { msg } from '../../lib/i18n';
import type { LiveInvalidations } from '../../lib/live';

export type AdminStats = InferResponseType<typeof api.api.admin.stats.$get, 200>;
export type ModerationStatus = 'pending' | 'approved' | 'rejected';
type ModerationPage = InferResponseType<typeof api.api.admin.businesses.$get, 200>;
/** A business of a moderation tab, with its owner, categories, locations and featured flag. */
export type AdminBusiness = ModerationPage['items'][number];
export type FeaturedListing = InferResponseType<typeof api.api.admin.featured.$get, 200>[number];
/** Body of Add Restaurant (POST) and Edit (PATCH). */
export type AdminBusinessBody = InferRequestType<typeof api.api.admin.businesses.$post>['json'];
/** A contact submission with its reply history (oldest reply first). */
export type ContactMessage = InferResponseType<typeof api.api.admin.contacts.$get, 200>[number];
export type NewsletterSubscriber = InferResponseType<typeof api.api.admin.newsletter.$get, 200>[number];
type UsersPage = InferResponseType<typeof api.api.admin.users.$get, 200>;
/** A profile as the Users tab lists it, with the businesses it owns. */
export type AdminUser = UsersPage['items'][number];
/** A review dispute with the review, reviewer, business and owner it concerns. */
export type AdminDispute = InferResponseType<typeof api.api.admin.disputes.$get, 200>[number];
/** The logos manager's data: the logos, the businesses the upload picker offers and the counts. */
export type LogosOverview = InferResponseType<typeof api.api.admin.logos.$get, 200>;
export type BusinessLogo = LogosOverview['logos'][number];

// Every admin query starts with 'admin', so one invalidation refreshes the whole dashboard.
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  businesses: ['admin', 'businesses'] as const,
  businessList: (status: ModerationStatus, q: string) => ['admin', 'businesses', status, q] as const,
  featured: ['admin', 'featured'] as const,
  contacts: ['admin', 'contacts'] as const,
  newsletter: ['admin', 'newsletter'] as const,
  users: ['admin', 'users'] as const,
  userList: (q: string) => ['admin', 'users', q] as const,
  disputes: ['admin', 'disputes'] as const,
  logos: ['admin', 'logos'] as const,
  /** Issue 16: community reports, open and resolved (admin/reports). */
  reports: ['admin', 'reports'] as const,
  /** Decision 020: the certifying bodies admins keep (admin/certifiers). */
  certifiers: ['admin', 'certifiers'] as const,
  /** Issue 34: the places whose halal facts are disputed or stale (admin/halal-queue). */
  halalQueue: ['admin', 'halal-queue'] as const,
  /** Issue 34: the diners' photos of halal facts waiting for an admin (admin/halal-photos). */
  halalPhotos: ['admin', 'halal-photos'] as const,
  /** Issue 35: imported places waiting to be published, and possible duplicates (admin/imports). */
  imports: ['admin', 'imports'] as const,
  /** Issue 35: pairs of places that may be one (admin/duplicates). */
  duplicates: ['admin', 'duplicates'] as const,
  /** Issue 35: the document claims waiting for an admin (admin/claims). */
  claims: ['admin', 'claims'] as const,
};

/**
 * SPEC §8 Admin: an admin read that fails says 'Error loading data' (several failing together say it once,
 * lib/load-failure.ts), unless SPEC §8 gives it its own words (disputes, logos, reports).
 */
export const ADMIN_LOAD_FAILURE = {
  loadFailure: {
    log: 'Admin data failed to load',
    toast: [msg('Error loading data'), msg('Failed to load admin dashboard data.')],
  },
} satisfies QueryMeta;

/** An admin read's own words for its failure, instead of the dashboard's 'Error loading data'. */
export const adminLoadFailure = (toast: string): QueryMeta => ({
  loadFailure: { log: 'Admin data failed to load', toast },
});

// SPEC §2 /admin: admin data reloads on any live change to businesses, contact submissions or featured listings.
export const adminLiveInvalidations: LiveInvalidations = {
  // Users list what they own; the logo picker lists approved businesses without a logo; a report resolved
  // or a listing closed or reopened in another tab is a change to its business; so is a diner's answer
  // about a halal fact (a photo with it), or a fact the team checked; a place added, edited or merged may
  // make or end a possible duplicate.
  businesses: [
    adminKeys.stats,
    adminKeys.businesses,
    adminKeys.featured,
    adminKeys.users,
    adminKeys.logos,
    adminKeys.reports,
    adminKeys.halalQueue,
    adminKeys.halalPhotos,
    adminKeys.imports,
    adminKeys.duplicates,
    adminKeys.claims,
  ],
  featured_listings: [adminKeys.stats, adminKeys.businesses, adminKeys.featured],
  contact_submissions: [adminKeys.stats, adminKeys.contacts],
  // A body added, renamed or retired in another tab: the list here and the one the halal forms offer.
  halal_certifiers: [adminKeys.certifiers, halalCertifiersKey],
};

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: async (): Promise<AdminStats> => readJson(api.api.admin.stats.$get()),
    meta: ADMIN_LOAD_FAILURE,
  });
}

/** One moderation tab, 50 a page (the server's page size), searched by name, city or category. */
export function useAdminBusinesses(status: ModerationStatus, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.businessList(status, q),
    queryFn: async ({ pageParam }): Promise<ModerationPage> =>
      readJson(
        api.api.admin.businesses.$get({
          query: { status, page: String(pageParam), ...(q ? { q } : {}) },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // While a new search loads, the previous results stay instead of a skeleton flash.
    placeholderData: keepPreviousData,
    meta: ADMIN_LOAD_FAILURE,
  });
}

export function useAdminFeatured() {
  return useQuery({
    queryKey: adminKeys.featured,
    queryFn: async (): Promise<FeaturedListing[]> => readJson(api.api.admin.featured.$get()),
    meta: ADMIN_LOAD_FAILURE,
  });
}

/** SPEC §2 Messages: contact submissions newest first, each with its replies. */
export function useAdminContacts() {
  return useQuery({
    queryKey: adminKeys.contacts,
    queryFn: async (): Promise<ContactMessage[]> => readJson(api.api.admin.contacts.$get()),
    meta: ADMIN_LOAD_FAILURE,
  });
}

export function useAdminNewsletter() {
  return useQuery({
    queryKey: adminKeys.newsletter,
    queryFn: async (): Promise<NewsletterSubscriber[]> => readJson(api.api.admin.newsletter.$get()),
    meta: ADMIN_LOAD_FAILURE,
  });
}

/** Every profile, newest first, 50 a page, searched by name or email. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.userList(q),
    queryFn: async ({ pageParam }): Promise<UsersPage> =>
      readJson(api.api.admin.users.$get({ query: { page: String(pageParam), ...(q ? { q } : {}) } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    meta: ADMIN_LOAD_FAILURE,
  });
}

export function useAdminDisputes() {
  return useQuery({
    queryKey: adminKeys.disputes,
    queryFn: async (): Promise<AdminDispute[]> => readJson(api.api.admin.disputes.$get()),
    meta: adminLoadFailure(msg('Failed to load disputes. Please refresh the page.')),
  });
}

export function useAdminLogos() {
  return useQuery({
    queryKey: adminKeys.logos,
    queryFn: async (): Promise<LogosOverview> => readJson(api.api.admin.logos.$get()),
    meta: adminLoadFailure(msg('Failed to load business logos.')),
  });
}

/** How the Users tab names someone: their display name, or their email when they have none. */
export function userName(user: Pick<AdminUser, 'displayName' | 'email'>): string {
  return user.displayName.trim() || user.email;
}
