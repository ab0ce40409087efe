import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useEffect } from 'react';
import { DEFAULT_RADIUS_MILES } from '../../domain/geo';
import type { ListingSort } from '../../domain/listing-sort';
import { statusMinute } from '../../domain/status-minute';
import { ApiError, api, isErrorCode, readJson } from './api';
import { msg } from './i18n';
import type { LoadFailure } from './load-failure';
import { catalogKeys } from './query-keys';

/** One listing card: GET /api/featured and the items of GET /api/businesses. */
export type BusinessCardData = InferResponseType<typeof api.api.featured.$get, 200>[number];
type ListingPage = InferResponseType<typeof api.api.businesses.$get, 200>;
/** Issue 17: GET /api/businesses/map, the listing's places as markers. */
export type ListingMap = InferResponseType<typeof api.api.businesses.map.$get, 200>;
/** Issue 17: GET /api/places, a typed place found in Indiana. */
export type Place = InferResponseType<typeof api.api.places.$get, 200>;
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
  /** Issue 34: 'Matches my standard', the standard's address form; '' for none. */
  standard?: string;
  /** The cuisines, any of them, as the URL names them (`pakistani,turkish`); '' for none. */
  cuisine?: string;
  /** Issue 17: the order asked for; the server answers the one it used (an unfitting one falls back). */
  sort?: ListingSort;
  /** Issue 17: only the places open at the browser's clock. */
  openNow?: boolean;
  /** Issue 37: only the places with an offer running today. */
  hasOffer?: boolean;
  /** Issue 37, during Ramadan: places serving iftar tonight, or open for suhoor at the browser's clock. */
  ramadan?: { iftar?: 'tonight'; suhoor?: 'now' };
  /** Issue 17, near me: a typed Indiana ZIP code or city, or the browser's position (which wins). */
  near?: string;
  position?: { lat: number; lng: number };
  /** Miles around the place; the server's 25 unless told. */
  radius?: number;
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
 * The filters as the server's query names them, only those set: a default left out and one spelled out make
 * the same query key (the server's render and the browser's agree). The radius counts only with a place.
 */
function listingParams({
  category,
  q,
  city,
  halal = '',
  standard = '',
  cuisine = '',
  sort,
  openNow,
  hasOffer,
  ramadan,
  near,
  position,
  radius,
}: ListingFilters) {
  const place = position ? { lat: String(position.lat), lng: String(position.lng) } : near ? { near } : null;
  return {
    // The server lists every approved business for 'all-businesses'.
    category,
    ...(q ? { q } : {}),
    ...(city ? { city } : {}),
    ...(halal ? { halal } : {}),
    ...(standard ? { standard } : {}),
    ...(cuisine ? { cuisine } : {}),
    ...(sort ? { sort } : {}),
    ...(openNow ? { open: 'now' as const } : {}),
    ...(hasOffer ? { offer: 'now' as const } : {}),
    ...ramadan,
    ...place,
    ...(place && radius && radius !== DEFAULT_RADIUS_MILES ? { radius: String(radius) } : {}),
  };
}

/**
 * The browser's clock, read as each request is sent and kept out of the query key: 'open now' and the cards'
 * statuses are those of the person's own now, and a new minute is not a new listing (statusMinute).
 */
const browserNow = () => statusMinute(new Date()).toISOString();

/**
 * SPEC §8 'Failed to load businesses.'; issue 17: a shared link's place the server does not know says so
 * ('We couldn't find that ZIP code…'). A category that does not exist is told by its page ('Category not
 * found'), not as a failure.
 */
const LISTING_LOAD_FAILURE: LoadFailure = {
  log: 'Businesses failed to load',
  toast: (error) => {
    if (isErrorCode(error, 'NOT_FOUND')) return null;
    return (error instanceof ApiError ? error.fields?.near : undefined) ?? msg('Failed to load businesses.');
  },
};

/**
 * A category's listing, filtered, sorted and paged by the server; each "Load more" fetches the next page, the
 * one after the previous page's last card (its `nextCursor`), whatever the sort.
 */
export const listingQuery = (filters: ListingFilters) => {
  const params = listingParams(filters);
  return infiniteQueryOptions({
    queryKey: [...catalogKeys.listings, params],
    queryFn: async ({ pageParam }: { pageParam: string | undefined }): Promise<ListingPage> =>
      readJson(
        api.api.businesses.$get({
          query: { ...params, at: browserNow(), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: undefined,
    getNextPageParam: (last: ListingPage) => last.nextCursor ?? undefined,
    meta: { loadFailure: LISTING_LOAD_FAILURE },
  });
};

/** Cards whose statuses are of a moment further than this from the browser's clock are asked for again. */
const STATUS_DRIFT_MS = 5 * 60_000;

export function useBusinessListing(filters: ListingFilters) {
  const listing = useInfiniteQuery({
    ...listingQuery(filters),
    // While a new search loads, the previous results stay on screen (dimmed) instead of skeletons.
    placeholderData: keepPreviousData,
  });
  // A page the server rendered (or one kept from long ago) says 'open' or 'closed' as of its own moment;
  // when that is not the person's now (a tab left open for hours, a clock set otherwise), ask again.
  const statusesAt = listing.data?.pages[0]?.at;
  const { refetch } = listing;
  useEffect(() => {
    if (statusesAt && Math.abs(Date.now() - Date.parse(statusesAt)) > STATUS_DRIFT_MS) void refetch();
  }, [statusesAt, refetch]);
  return listing;
}

/** Issue 17: the listing's places as map markers: the same filters, no order and no pages. */
export const listingMapQuery = (filters: ListingFilters) => {
  const { sort: _order, ...params } = listingParams(filters);
  return queryOptions({
    queryKey: [...catalogKeys.listings, 'map', params],
    queryFn: async (): Promise<ListingMap> =>
      readJson(api.api.businesses.map.$get({ query: { ...params, at: browserNow() } })),
    meta: {
      loadFailure: {
        log: 'The map failed to load',
        toast: (error) => (isErrorCode(error, 'NOT_FOUND') ? null : msg('Failed to load the map.')),
      },
    },
  });
};

export function useListingMap(filters: ListingFilters) {
  return useQuery({ ...listingMapQuery(filters), placeholderData: keepPreviousData });
}

/** Issue 17, near me: where a typed Indiana ZIP code or city is (an ApiError 404 when it is not one). */
export const placeQuery = (text: string) =>
  queryOptions({
    queryKey: ['places', text.trim().toLowerCase()],
    queryFn: async (): Promise<Place> => readJson(api.api.places.$get({ query: { q: text.trim() } })),
    // A ZIP code stays where it is.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const businessPageQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.business(slug),
    queryFn: async (): Promise<BusinessPageData> => readJson(api.api.businesses[':slug'].$get({ param: { slug } })),
  });

export function useBusinessPage(slug: string) {
  return useQuery(businessPageQuery(slug));
}
