import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import type { LiveInvalidations } from '../../lib/live';

export type AdminStats = InferResponseType<typeof api.api.admin.stats.$get, 200>;
export type ModerationStatus = 'pending' | 'approved' | 'rejected';
type ModerationPage = InferResponseType<typeof api.api.admin.businesses.$get, 200>;
/** A business of a moderation tab, with its owner, categories, locations and featured flag. */
export type AdminBusiness = ModerationPage['items'][number];
export type FeaturedListing = InferResponseType<typeof api.api.admin.featured.$get, 200>[number];
/** Body of Add Restaurant (POST) and Edit (PATCH). */
export type AdminBusinessBody = InferRequestType<typeof api.api.admin.businesses.$post>['json'];

// Every admin query starts with 'admin', so one invalidation refreshes the whole dashboard.
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  businesses: ['admin', 'businesses'] as const,
  businessList: (status: ModerationStatus, q: string) => ['admin', 'businesses', status, q] as const,
  featured: ['admin', 'featured'] as const,
  contacts: ['admin', 'contacts'] as const,
};

// SPEC §2 /admin: admin data reloads on any live change to businesses, contact submissions or featured listings.
export const adminLiveInvalidations: LiveInvalidations = {
  businesses: [adminKeys.stats, adminKeys.businesses, adminKeys.featured],
  featured_listings: [adminKeys.stats, adminKeys.businesses, adminKeys.featured],
  contact_submissions: [adminKeys.stats, adminKeys.contacts],
};

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: async (): Promise<AdminStats> => readJson(api.api.admin.stats.$get()),
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
  });
}

export function useAdminFeatured() {
  return useQuery({
    queryKey: adminKeys.featured,
    queryFn: async (): Promise<FeaturedListing[]> => readJson(api.api.admin.featured.$get()),
  });
}
