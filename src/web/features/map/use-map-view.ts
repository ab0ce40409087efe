import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams } from 'react-router';
import type { MapView } from '../../components/map/lazy-map';

// Issue 31: the listing map's centre and zoom, kept in its URL (?center=39.76840,-86.15810&zoom=12), so Back
// from a place returns to the map as it was, and a shared link opens where it was looked at.

/** Leaflet's zooms on this site (use-leaflet-map.ts): 3 (the continent) to 18 (a street). */
const ZOOMS = { min: 3, max: 18 };

/** The view a URL keeps, or null when it keeps none (or one that is not a place on the earth). */
export function mapViewOf(params: URLSearchParams): MapView | null {
  const [lat, lng, ...rest] = (params.get('center') ?? '').split(',').map((part) => Number(part.trim()));
  const zoom = Number(params.get('zoom'));
  if (rest.length > 0 || lat === undefined || lng === undefined) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (!params.get('zoom') || !Number.isInteger(zoom) || zoom < ZOOMS.min || zoom > ZOOMS.max) return null;
  return { center: [lat, lng], zoom };
}

/** The view as the URL writes it: 5 decimals (about a metre) and a whole zoom. */
function viewParams({ center: [lat, lng], zoom }: MapView) {
  return { center: `${lat.toFixed(5)},${lng.toFixed(5)}`, zoom: String(Math.round(zoom)) };
}

/**
 * The view the map opens at, read once when the map is shown (null: fit the map to its pins), and the way to
 * keep each new view: written in place (replace), so moving the map adds no step to Back. The other params
 * (the listing's filters, use-listing-filters.ts) are kept as they are.
 */
export function useMapView() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [startView] = useState(() => mapViewOf(params));
  // The params of the latest render, so a move after a change of filter keeps that change.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const keepView = useCallback(
    (view: MapView) => {
      // The browser's history moves at once when a place is opened, and this page shows until the next is
      // ready: a move of the map then (a resize as the page changes) must not take the visitor back to it.
      const now = (navigator as { location?: { pathname: string } }).location;
      if (now && now.pathname !== pathname) return;
      const { center, zoom } = viewParams(view);
      const current = latest.current;
      if (current.get('center') === center && current.get('zoom') === zoom) return;
      const next = new URLSearchParams(current);
      next.set('center', center);
      next.set('zoom', zoom);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams, navigator, pathname],
  );
  return { startView, keepView };
}
