import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Cuisine, cuisineFilterList } from '../../../domain/cuisines';
import { DEFAULT_RADIUS_MILES, roundCoordinate } from '../../../domain/geo';
import { type HalalFilter, halalFilterList } from '../../../domain/halal';
import { LISTING_SORTS, type ListingSort } from '../../../domain/listing-sort';
import type { ListingFilters } from './business-queries';

const SEARCH_DELAY_MS = 300;

/** Every listing setting the URL holds. */
type ListingParam = 'q' | 'city' | 'halal' | 'cuisine' | 'sort' | 'open' | 'near' | 'lat' | 'lng' | 'radius' | 'view';
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
    cuisine: cuisineFilterList(params.get('cuisine')),
    sort: LISTING_SORTS.find((name) => name === sort),
    openNow: params.get('open') === 'now',
    near: position ? '' : (params.get('near')?.trim() ?? ''),
    position,
    // The server takes whole miles from 1 to 200.
    radius: radius && Number.isInteger(radius) && radius >= 1 && radius <= 200 ? radius : DEFAULT_RADIUS_MILES,
    view: (params.get('view') === 'map' ? 'map' : 'list') as ListingView,
  };
}

export type ListingParams = ReturnType<typeof readListingParams>;

/** The request a category's listing makes for what its URL says. */
export function listingRequest(category: string, listing: ListingParams): ListingFilters {
  const { q, city, halal, cuisine, sort, openNow, near, position, radius } = listing;
  return {
    category,
    q,
    city,
    halal: halal.join(','),
    cuisine: cuisine.join(','),
    sort,
    openNow,
    near,
    position,
    radius,
  };
}

/** The same, from the URL's params: for the server's render, so its data is the page's. */
export function listingFiltersOf(category: string, params: URLSearchParams): ListingFilters {
  return listingRequest(category, readListingParams(params));
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
    (values: Partial<Record<ListingParam, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(values)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

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
  const toggleHalal = useCallback(
    (name: HalalFilter) => {
      const on = halalFilterList(latest.current.get('halal'));
      const next = on.includes(name) ? on.filter((n) => n !== name) : [...on, name];
      write({ halal: halalFilterList(next.join(',')).join(',') });
    },
    [write],
  );
  const setCuisines = useCallback(
    (cuisines: Cuisine[]) => write({ cuisine: cuisineFilterList(cuisines.join(',')).join(',') }),
    [write],
  );
  const setSort = useCallback((sort: ListingSort) => write({ sort }), [write]);
  const toggleOpenNow = useCallback(() => write({ open: latest.current.get('open') === 'now' ? '' : 'now' }), [write]);
  /** A typed place the server found, by the name it answered. */
  const setNear = useCallback((label: string) => write({ near: label, lat: '', lng: '' }), [write]);
  /** The browser's position, rounded to about 100 m before it goes into a link. */
  const setPosition = useCallback(
    (lat: number, lng: number) =>
      write({ lat: String(roundCoordinate(lat)), lng: String(roundCoordinate(lng)), near: '' }),
    [write],
  );
  const clearPlace = useCallback(() => {
    // Distance has nothing left to measure from.
    const sort = latest.current.get('sort') === 'distance' ? { sort: '' } : {};
    write({ near: '', lat: '', lng: '', ...sort });
  }, [write]);
  const setRadius = useCallback(
    (miles: number) => write({ radius: miles === DEFAULT_RADIUS_MILES ? '' : String(miles) }),
    [write],
  );
  const setView = useCallback((view: ListingView) => write({ view: view === 'map' ? 'map' : '' }), [write]);

  const clear = useCallback(() => {
    written.current = '';
    setSearchText('');
    write({
      q: '',
      city: '',
      halal: '',
      cuisine: '',
      sort: '',
      open: '',
      near: '',
      lat: '',
      lng: '',
      radius: '',
      view: '',
    });
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
    setNear,
    setPosition,
    clearPlace,
    setRadius,
    setView,
    clear,
    hasFilters: Boolean(
      q ||
        listing.city ||
        listing.halal.length > 0 ||
        listing.cuisine.length > 0 ||
        listing.openNow ||
        listing.near ||
        listing.position,
    ),
  };
}
