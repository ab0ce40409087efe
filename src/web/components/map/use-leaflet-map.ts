import L from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { INDIANA_CENTER } from '../../../domain/geo';
import { t } from '../../lib/i18n';
import type { MapTiles } from './map-props';

// The Leaflet map behind both map components: made once the element is there, removed with it.

/** Where a map opens: a place Leaflet reads (a pin's own LatLng too) and a zoom. */
export interface StartView {
  center: L.LatLngExpression;
  zoom: number;
}

export const INDIANA_VIEW: StartView = {
  center: [INDIANA_CENTER.latitude, INDIANA_CENTER.longitude],
  zoom: INDIANA_CENTER.zoom,
};

/**
 * A map in `element`, opening at `start` (read once), or null until it is made. It follows the element's
 * size: a map shown after it was made (a tab, a list/map toggle) is measured again.
 */
export function useLeafletMap(element: RefObject<HTMLElement | null>, start: StartView): L.Map | null {
  const startView = useRef(start);
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    // A fixed maxZoom: marker clusters need one, and there may be no tile layer to give it.
    const created = L.map(container, { ...startView.current, maxZoom: 18, minZoom: 3, zoomControl: false });
    speakTheVisitorsLanguage(created);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    resize?.observe(container);
    setMap(created);
    return () => {
      resize?.disconnect();
      created.remove();
      setMap(null);
    };
  }, [element]);
  return map;
}

/**
 * Leaflet's own words in the visitor's language: its zoom buttons ('Zoom in', 'Zoom out') and the title of
 * its credit in the attribution. The map's name (`aria-label`) and its pins' names are given by the caller.
 */
function speakTheVisitorsLanguage(map: L.Map) {
  L.control.zoom({ zoomInTitle: t('Zoom in'), zoomOutTitle: t('Zoom out') }).addTo(map);
  const credit = L.Control.Attribution.prototype.options.prefix;
  if (typeof credit !== 'string') return;
  const title = t('A JavaScript library for interactive maps').replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  map.attributionControl.setPrefix(credit.replace(/title="[^"]*"/, () => `title="${title}"`));
}

/** The tiles under the map; with no URL, none. A tile that fails to load is left out, nothing else changes. */
export function useTileLayer(map: L.Map | null, { url, attribution }: MapTiles) {
  useEffect(() => {
    if (!map || !url) return;
    const layer = L.tileLayer(url, { attribution, maxZoom: 18 });
    layer.on('tileerror', ({ tile }) => {
      tile.style.visibility = 'hidden';
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution]);
}

/**
 * Runs `fitView` once the map has a size: fitting bounds in a hidden (zero-size) map would ask Leaflet for an
 * impossible zoom. Answers a function that cancels the wait.
 */
export function whenSized(map: L.Map, fitView: () => void): () => void {
  const hasSize = () => {
    const size = map.getSize();
    return size.x > 0 && size.y > 0;
  };
  if (hasSize()) {
    fitView();
    return () => {};
  }
  const onResize = () => {
    if (!hasSize()) return;
    map.off('resize', onResize);
    fitView();
  };
  map.on('resize', onResize);
  return () => {
    map.off('resize', onResize);
  };
}
