import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import { catalogKeys } from '../../lib/query-keys';

/** One listing card: GET /api/featured and the items of GET /api/businesses. */
export type BusinessCardData = InferResponseType<typeof api.api.featured.$get, 200>[number];
type ListingPage = InferResponseType<typeof api.api.businesses.$get, 200>;
/** GET /api/businesses/:slug: everything the business page shows. */
export type BusinessPageData = InferResponseType<(typeof api.api.businesses)[':slug']['$get'], 200>;
export type BusinessLocation = BusinessPageData['locations'][number];
export type BusinessEvent = BusinessPageData['upcomingEvents'][number];
export type BusinessImage = BusinessPageData['images'][number];

export interface ListingFilters {
  category: string;
  q: string;
  city: string;
  /** Issue 16: the halal filters, as the URL names them (`certified,zabiha`); '' for none. */
  halal?: string;
}

/** SPEC §2 Home: up to three featured listings. */
export const featuredQuery = () =>
  queryOptions({
    queryKey: catalogKeys.featured,
    queryFn: async (): Promise<BusinessCardData[]> => readJson(api.api.featured.$get()),
  });

export function useFeaturedBusinesses() {
  return useQuery(featuredQuery());
}

/**
 * A category's listing, filtered and paged by the server; each "Load more" fetches the next page, the one
 * after the previous page's last card (its `nextCursor`).
 */
export const listingQuery = ({ category, q, city, halal = '' }: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: [...catalogKeys.listings, { category, q, city, halal }],
    queryFn: async ({ pageParam }: { pageParam: string | undefined }): Promise<ListingPage> =>
      readJson(
        api.api.businesses.$get({
          query: {
            // The server lists every approved business for 'all-businesses'.
            category,
            ...(q ? { q } : {}),
            ...(city ? { city } : {}),
            ...(halal ? { halal } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: undefined,
    getNextPageParam: (last: ListingPage) => last.nextCursor ?? undefined,
  });

export function useBusinessListing(filters: ListingFilters) {
  return useInfiniteQuery({
    ...listingQuery(filters),
    // While a new search loads, the previous results stay on screen (dimmed) instead of skeletons.
    placeholderData: keepPreviousData,
  });
}

export const businessPageQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.business(slug),
    queryFn: async (): Promise<BusinessPageData> => readJson(api.api.businesses[':slug'].$get({ param: { slug } })),
  });

export function useBusinessPage(slug: string) {
  return useQuery(businessPageQuery(slug));
}
