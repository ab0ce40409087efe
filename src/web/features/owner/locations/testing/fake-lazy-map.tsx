import type { LazyPinPickerProps } from '../../../../components/map/lazy-map';

/** Where the fake map's pin drops: the Carmel location's door. */
export const DROPPED_PIN = { latitude: 39.978371, longitude: -86.118034 } as const;

/**
 * Stands in for the lazily loaded Leaflet pin picker (jsdom draws no maps): it says where its pin is, and
 * a button drops the pin the way a click on the map does.
 */
export function LazyPinPicker({ latitude, longitude, onChange, label }: LazyPinPickerProps) {
  return (
    <section aria-label={label}>
      <p>{latitude === null || longitude === null ? 'No pin' : `Pin at ${latitude}, ${longitude}`}</p>
      <button type="button" onClick={() => onChange(DROPPED_PIN.latitude, DROPPED_PIN.longitude)}>
        Drop the pin
      </button>
    </section>
  );
}
