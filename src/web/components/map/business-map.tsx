import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';
// leaflet.markercluster extends the global `L` that Leaflet's build defines: Leaflet must be evaluated first.
import L from 'leaflet';
import 'leaflet.markercluster';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BUSINESS_MAP_SIZE, mapFrameClasses } from './map-frame';
import { clusterIcon, pinIcon } from './map-icons';
import type { BusinessMapProps, MapMarker } from './map-props';
import { INDIANA_VIEW, useLeafletMap, useTileLayer, whenSized } from './use-leaflet-map';

// Loaded only through lazy-map.tsx: Leaflet needs `window` as soon as it is imported.

interface Pin {
  marker: MapMarker;
  layer: L.Marker;
  selected: boolean;
}

/** The businesses' locations as pins, each a button named by its business. */
export function BusinessMap({
  markers,
  tiles,
  label,
  selectedId = null,
  onSelect,
  cluster = true,
  className,
  singleZoom = 14,
  startView = null,
  onViewChange,
}: BusinessMapProps) {
  const element = useRef<HTMLElement>(null);
  const map = useLeafletMap(element, startView ?? INDIANA_VIEW);
  useTileLayer(map, tiles);
  const shown = useSameMarkers(markers);
  const pins = useRef(new Map<string, Pin>());
  // The latest callbacks and selection, read by the map's event handlers without re-making the pins.
  const latest = useRef({ onSelect, selectedId, onViewChange });
  useEffect(() => {
    latest.current = { onSelect, selectedId, onViewChange };
  });
  const keepsStartView = useStartViewKept(startView !== null);

  useEffect(() => {
    if (!map) return;
    const deselect = () => latest.current.onSelect?.(null);
    let size = map.getSize();
    const moved = () => {
      // A move that only follows a change of the map's size (the window, or the page changing round it as
      // it leaves for a business) is not a new view: telling it could write the URL of a page being left.
      const now = map.getSize();
      if (!now.equals(size)) {
        size = now;
        return;
      }
      const { lat, lng } = map.getCenter();
      latest.current.onViewChange?.({ center: [lat, lng], zoom: map.getZoom() });
    };
    map.on('click', deselect);
    map.on('moveend', moved);
    return () => {
      map.off('click', deselect);
      map.off('moveend', moved);
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const group = cluster
      ? L.markerClusterGroup({ iconCreateFunction: clusterIcon, showCoverageOnHover: false, maxClusterRadius: 50 })
      : L.featureGroup();
    for (const marker of shown) {
      const selected = marker.id === latest.current.selectedId;
      const layer = L.marker([marker.latitude, marker.longitude], {
        icon: pinIcon(marker.name, selected),
        title: marker.name,
        zIndexOffset: selected ? SELECTED_Z_OFFSET : 0,
        riseOnHover: true,
      });
      const pin: Pin = { marker, layer, selected };
      const choose = () => latest.current.onSelect?.(marker);
      // Leaflet makes the element a button (tabindex 0, role button) but only a click chooses it.
      layer.on('click', choose);
      layer.on('keydown', ({ originalEvent }) => {
        if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
        originalEvent.preventDefault();
        choose();
      });
      pins.current.set(marker.id, pin);
      group.addLayer(layer);
    }
    group.addTo(map);
    const cancelFit = keepsStartView(shown) ? () => {} : whenSized(map, () => fitToMarkers(map, shown, singleZoom));
    return () => {
      cancelFit();
      group.remove();
      pins.current.clear();
    };
  }, [map, shown, cluster, singleZoom, keepsStartView]);

  useEffect(() => {
    for (const [id, pin] of pins.current) markSelected(pin, id === selectedId);
  }, [selectedId]);

  return (
    <div className={mapFrameClasses(className, BUSINESS_MAP_SIZE)}>
      {/* Leaflet owns this element's classes and children: React never changes them after the first render. */}
      <section ref={element} aria-label={label} className="map-canvas h-full w-full" />
    </div>
  );
}

/** The selected pin stands above the others. */
const SELECTED_Z_OFFSET = 1000;

function markSelected(pin: Pin, selected: boolean) {
  if (pin.selected === selected) return;
  pin.selected = selected;
  // A div icon keeps its element (and the focus on it) when its look changes.
  pin.layer.setIcon(pinIcon(pin.marker.name, selected));
  pin.layer.setZIndexOffset(selected ? SELECTED_Z_OFFSET : 0);
}

/**
 * Whether the map keeps the view it opened at (a view kept in the URL) for these pins instead of fitting to
 * them: for the first pins it is given (and for none while they load), then never again, so a change of
 * filter shows its own pins. Decided once per set of pins, so drawing them again does not change it.
 */
function useStartViewKept(hasStartView: boolean) {
  const firstPins = useRef<MapMarker[] | null>(null);
  return useCallback(
    (pins: MapMarker[]) => {
      if (!hasStartView) return false;
      if (pins.length === 0) return firstPins.current === null;
      firstPins.current ??= pins;
      return firstPins.current === pins;
    },
    [hasStartView],
  );
}

/** The markers as given, or the previous array when they are the same places: the view is not reset. */
function useSameMarkers(markers: MapMarker[]): MapMarker[] {
  const key = markersKey(markers);
  const [kept, setKept] = useState({ key, markers });
  if (kept.key !== key) setKept({ key, markers });
  return kept.key === key ? kept.markers : markers;
}

function markersKey(markers: MapMarker[]): string {
  return markers.map((m) => `${m.id}@${m.latitude},${m.longitude}:${m.name}`).join('|');
}

function fitToMarkers(map: L.Map, markers: MapMarker[], singleZoom: number) {
  const [first] = markers;
  if (!first) {
    map.setView(INDIANA_VIEW.center, INDIANA_VIEW.zoom);
  } else if (markers.length === 1) {
    map.setView([first.latitude, first.longitude], singleZoom);
  } else {
    const bounds = L.latLngBounds(markers.map((m): L.LatLngTuple => [m.latitude, m.longitude]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
  }
}
