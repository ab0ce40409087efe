import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';
// leaflet.markercluster extends the global `L` that Leaflet's build defines: Leaflet must be evaluated first.
import L from 'leaflet';
import 'leaflet.markercluster';
import { useEffect, useRef, useState } from 'react';
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
}: BusinessMapProps) {
  const element = useRef<HTMLElement>(null);
  const map = useLeafletMap(element, INDIANA_VIEW);
  useTileLayer(map, tiles);
  const shown = useSameMarkers(markers);
  const pins = useRef(new Map<string, Pin>());
  // The latest callback and selection, read by the map's event handlers without re-making the pins.
  const latest = useRef({ onSelect, selectedId });
  useEffect(() => {
    latest.current = { onSelect, selectedId };
  });

  useEffect(() => {
    if (!map) return;
    const deselect = () => latest.current.onSelect?.(null);
    map.on('click', deselect);
    return () => {
      map.off('click', deselect);
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
    const cancelFit = whenSized(map, () => fitToMarkers(map, shown, singleZoom));
    return () => {
      cancelFit();
      group.remove();
      pins.current.clear();
    };
  }, [map, shown, cluster, singleZoom]);

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
