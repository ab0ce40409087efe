import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type Cuisine, cuisineFilterList } from '../../../domain/cuisines';
import { DEFAULT_RADIUS_MILES, roundCoordinate } from '../../../domain/geo';
import { type HalalFilter, halalFilterList } from '../../../domain/halal';
import { parseStandardParam, standardParam } from '../../../domain/halal-standard';
import { LISTING_SORTS, type ListingSort } from '../../../domain/listing-sort';
import type { ListingFilters } from '../../lib/business-queries';

const SEARCH_DELAY_MS = 300;

/** Every listing setting the URL holds. */
type ListingParam =
  | 'q'
  | 'city'
  | 'halal'
  | 'standard'
  | 'cuisine'
  | 'sort'
  | 'open'
  | 'offer'
  | 'iftar'
  | 'suhoor'
  | 'near'
  | 'lat'
  | 'lng'
  | 'radius'
  | 'view';
/** The settings a change writes ('' removes one). */
type ListingChange = Partial<Record<ListingParam, string>>;
export type ListingView = 'list' | 'map';

/**
 * What a listing's URL asks for: ?q=&city=&halal= (issue 16), &cuisine=, ?sort=&open=now&near= or ?lat=&lng=,
 * &radius= and &view=map (issue 17). Anything misspelt reads as unset. A position wins over a typed place.
 */
export function readListingParams(params: URLSearchParams) {
  const sort = params.get('sort');
  const lat = numberParam(params.get('lat'));
  const lng = numberParam(params.get('lng'));
  const position = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
  const radius = numberParam(params.get('radius'));
  return {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    halal: halalFilterList(params.get('halal')),
    // Issue 34: 'Matches my standard', the standard as its address writes it; one that is not reads as none.
    standard: standardOf(params.get('standard')),
    cuisine: cuisineFilterList(params.get('cuisine')),
    sort: LISTING_SORTS.find((name) => name === sort),
    openNow: params.get('open') === 'now',
    /** Issue 37: 'Has an offer'. */
    hasOffer: params.get('offer') === 'now',
    // Issue 37, during Ramadan: ?iftar=tonight and ?suhoor=now.
    iftarTonight: params.get('iftar') === 'tonight',
    suhoorNow: params.get('suhoor') === 'now',
    near: position ? '' : (params.get('near')?.trim() ?? ''),
    position,
    // The server takes whole miles from 1 to 200.
    radius: radius && Number.isInteger(radius) && radius >= 1 && radius <= 200 ? radius : DEFAULT_RADIUS_MILES,
    view: (params.get('view') === 'map' ? 'map' : 'list') as ListingView,
  };
}

export type ListingParams = ReturnType<typeof readListingParams>;

/** Issue 31: the halal facts with a chip of their own in the listing's first row; the others are in Filters. */
export const QUICK_HALAL_FILTERS = ['zabiha', 'certified', 'no_alcohol'] as const satisfies readonly HalalFilter[];

/** The halal facts the Filters sheet holds: those without a quick chip. */
export function isQuickHalalFilter(name: HalalFilter): boolean {
  return (QUICK_HALAL_FILTERS as readonly HalalFilter[]).includes(name);
}

/**
 * Issue 31: how many of the Filters sheet's settings are set, for its button ('Filters (2)'): the city, the
 * typed place, a radius other than the default, the cuisine, each halal fact without a quick chip, and an
 * order picked. The quick chips say for themselves whether they are on.
 */
export function filtersInSheet(listing: ListingParams): number {
  const set = [
    listing.city,
    listing.near,
    listing.radius !== DEFAULT_RADIUS_MILES,
    listing.cuisine.length > 0,
    listing.sort,
  ];
  const moreHalal = listing.halal.filter((name) => !isQuickHalalFilter(name));
  return set.filter(Boolean).length + moreHalal.length;
}

/** The request a category's listing makes for what its URL says. */
export function listingRequest(category: string, listing: ListingParams): ListingFilters {
  const {
    q,
    city,
    halal,
    standard,
    cuisine,
    sort,
    openNow,
    hasOffer,
    iftarTonight,
    suhoorNow,
    near,
    position,
    radius,
  } = listing;
  return {
    category,
    q,
    city,
    halal: halal.join(','),
    standard,
    cuisine: cuisine.join(','),
    sort,
    openNow,
    hasOffer,
    ramadan: {
      ...(iftarTonight ? { iftar: 'tonight' as const } : {}),
      ...(suhoorNow ? { suhoor: 'now' as const } : {}),
    },
    near,
    position,
    radius,
  };
}

/** The same, from the URL's params: for the server's render, so its data is the page's. */
export function listingFiltersOf(category: string, params: URLSearchParams): ListingFilters {
  return listingRequest(category, readListingParams(params));
}

/** The listing's params with `values` written in (an empty one removed). */
export function paramsWith(params: URLSearchParams, values: ListingChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** What each of the listing's chips writes into its URL, from the params it starts from. */
const changes = {
  halal: (params: URLSearchParams, name: HalalFilter): ListingChange => {
    const on = halalFilterList(params.get('halal'));
    const next = on.includes(name) ? on.filter((n) => n !== name) : [...on, name];
    return { halal: halalFilterList(next.join(',')).join(',') };
  },
  openNow: (params: URLSearchParams): ListingChange => ({ open: params.get('open') === 'now' ? '' : 'now' }),
  offer: (params: URLSearchParams): ListingChange => ({ offer: params.get('offer') === 'now' ? '' : 'now' }),
  iftar: (params: URLSearchParams): ListingChange => ({ iftar: params.get('iftar') === 'tonight' ? '' : 'tonight' }),
  suhoor: (params: URLSearchParams): ListingChange => ({ suhoor: params.get('suhoor') === 'now' ? '' : 'now' }),
  /** On with the person's standard (its address form), off when on. */
  standard: (params: URLSearchParams, mine: string): ListingChange => ({
    standard: params.get('standard') ? '' : mine,
  }),
  view: (view: ListingView): ListingChange => ({ view: view === 'map' ? 'map' : '' }),
  // Distance has nothing left to measure from.
  clearPlace: (params: URLSearchParams): ListingChange => ({
    near: '',
    lat: '',
    lng: '',
    ...(params.get('sort') === 'distance' ? { sort: '' } : {}),
  }),
  clear: (): ListingChange => ({
    q: '',
    city: '',
    halal: '',
    standard: '',
    cuisine: '',
    sort: '',
    open: '',
    offer: '',
    iftar: '',
    suhoor: '',
    near: '',
    lat: '',
    lng: '',
    radius: '',
    view: '',
  }),
};

function standardOf(value: string | null): string {
  const standard = value?.trim() ? parseStandardParam(value.trim()) : null;
  return standard ? standardParam(standard) : '';
}

function numberParam(value: string | null): number | undefined {
  if (!value?.trim()) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The listing's filters, order, place and view, kept in the URL so a listing can be shared and survives a
 * reload. The search box updates the URL once typing pauses.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const listing = readListingParams(params);
  const { q } = listing;
  const [searchText, setSearchText] = useState(q);
  // The last search the box wrote to the URL; any other change came from outside (Clear filters, Back).
  const written = useRef(q);

  // Each write starts from the params the last write left, not from those of the render that wrote: a
  // debounced search, a city pick and two quick taps can all land before the router renders the first.
  const rendered = useRef(params);
  const latest = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const write = useCallback(
    (values: ListingChange) => {
      const next = paramsWith(latest.current, values);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  // The address a chip leads to, from the listing as shown: its link works before the page's code has run.
  const { pathname } = useLocation();
  const addressWith = (values: ListingChange) => {
    const search = paramsWith(params, values).toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setSearchText(q);
  }, [q]);

  useEffect(() => {
    const next = searchText.trim();
    if (next === written.current) return;
    const timer = setTimeout(() => {
      written.current = next;
      write({ q: next });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, write]);

  const setCity = useCallback((value: string) => write({ city: value }), [write]);
  const toggleHalal = useCallback((name: HalalFilter) => write(changes.halal(latest.current, name)), [write]);
  const setCuisines = useCallback(
    (cuisines: Cuisine[]) => write({ cuisine: cuisineFilterList(cuisines.join(',')).join(',') }),
    [write],
  );
  const setSort = useCallback((sort: ListingSort) => write({ sort }), [write]);
  const toggleOpenNow = useCallback(() => write(changes.openNow(latest.current)), [write]);
  const toggleOffer = useCallback(() => write(changes.offer(latest.current)), [write]);
  const toggleIftar = useCallback(() => write(changes.iftar(latest.current)), [write]);
  const toggleSuhoor = useCallback(() => write(changes.suhoor(latest.current)), [write]);
  const toggleStandard = useCallback((mine: string) => write(changes.standard(latest.current, mine)), [write]);
  /** A typed place the server found, by the name it answered. */
  const setNear = useCallback((label: string) => write({ near: label, lat: '', lng: '' }), [write]);
  /** The browser's position, rounded to about 100 m before it goes into a link. */
  const setPosition = useCallback(
    (lat: number, lng: number) =>
      write({ lat: String(roundCoordinate(lat)), lng: String(roundCoordinate(lng)), near: '' }),
    [write],
  );
  const clearPlace = useCallback(() => write(changes.clearPlace(latest.current)), [write]);
  const setRadius = useCallback(
    (miles: number) => write({ radius: miles === DEFAULT_RADIUS_MILES ? '' : String(miles) }),
    [write],
  );
  const setView = useCallback((view: ListingView) => write(changes.view(view)), [write]);

  const clear = useCallback(() => {
    written.current = '';
    setSearchText('');
    write(changes.clear());
  }, [write]);

  return {
    ...listing,
    searchText,
    setSearchText,
    setCity,
    toggleHalal,
    setCuisines,
    setSort,
    toggleOpenNow,
    toggleOffer,
    toggleIftar,
    toggleSuhoor,
    toggleStandard,
    setNear,
    setPosition,
    clearPlace,
    setRadius,
    setView,
    clear,
    /** Where each chip leads, as a link. */
    addresses: {
      halal: (name: HalalFilter) => addressWith(changes.halal(params, name)),
      openNow: addressWith(changes.openNow(params)),
      offer: addressWith(changes.offer(params)),
      iftar: addressWith(changes.iftar(params)),
      suhoor: addressWith(changes.suhoor(params)),
      standard: (mine: string) => addressWith(changes.standard(params, mine)),
      view: (view: ListingView) => addressWith(changes.view(view)),
      clearPlace: addressWith(changes.clearPlace(params)),
      clear: addressWith(changes.clear()),
    },
    hasFilters: Boolean(
      q ||
        listing.city ||
        listing.halal.length > 0 ||
        listing.standard ||
        listing.cuisine.length > 0 ||
        listing.openNow ||
        listing.hasOffer ||
        listing.iftarTonight ||
        listing.suhoorNow ||
        listing.near ||
        listing.position,
    ),
  };
}
