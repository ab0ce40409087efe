import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { mapFrameClasses, PIN_PICKER_SIZE } from './map-frame';
import { pickedPlaceIcon } from './map-icons';
import type { PinPickerProps } from './map-props';
import { INDIANA_VIEW, useLeafletMap, useTileLayer } from './use-leaflet-map';

// Loaded only through lazy-map.tsx: Leaflet needs `window` as soon as it is imported. Keyboard users type
// the coordinates in the fields beside the map; the map itself is reachable and named.

/** Close enough to tell the door from the car park. */
const PIN_ZOOM = 16;

/** A map where a click or a tap places the pin and the pin can be dragged. */
export function PinPicker({ latitude, longitude, onChange, tiles, label, className }: PinPickerProps) {
  const element = useRef<HTMLElement>(null);
  const position = placeOf(latitude, longitude);
  const map = useLeafletMap(element, position ? { center: position, zoom: PIN_ZOOM } : INDIANA_VIEW);
  useTileLayer(map, tiles);
  const latestChange = useRef(onChange);
  useEffect(() => {
    latestChange.current = onChange;
  });
  const pin = useRef<L.Marker | null>(null);

  useEffect(() => {
    if (!map) return;
    const report = (place: L.LatLng) => {
      const { lat, lng } = place.wrap();
      latestChange.current(toSixDecimals(lat), toSixDecimals(lng));
    };
    const marker = L.marker(INDIANA_VIEW.center, { icon: pickedPlaceIcon, draggable: true, keyboard: false });
    marker.on('dragend', () => report(marker.getLatLng()));
    const place = (event: L.LeafletMouseEvent) => report(event.latlng);
    map.on('click', place);
    pin.current = marker;
    return () => {
      map.off('click', place);
      marker.remove();
      pin.current = null;
    };
  }, [map]);

  const [pinLatitude, pinLongitude] = position ?? [null, null];
  useEffect(() => {
    const marker = pin.current;
    if (!map || !marker) return;
    if (pinLatitude === null || pinLongitude === null) {
      marker.remove();
      return;
    }
    const place = L.latLng(pinLatitude, pinLongitude);
    marker.setLatLng(place).addTo(map);
    // Coordinates typed in the fields may be far off the part of the map shown.
    if (!map.getBounds().contains(place)) map.panTo(place);
  }, [map, pinLatitude, pinLongitude]);

  return (
    <div className={mapFrameClasses(className, PIN_PICKER_SIZE)}>
      {/* Leaflet owns this element's classes and children: React never changes them after the first render. */}
      <section ref={element} aria-label={label} className="map-canvas map-picking h-full w-full" />
    </div>
  );
}

/** The pin's place, when both coordinates are numbers (a half-typed field is not a place). */
function placeOf(latitude: number | null, longitude: number | null): L.LatLngTuple | null {
  if (latitude === null || longitude === null) return null;
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? [latitude, longitude] : null;
}

function toSixDecimals(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
