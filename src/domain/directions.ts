// Issue 31: where the business page's Directions button leads: the visitor's nearest location when they
// shared where they are, else the primary one (decision 012), as a map app's directions link.

export interface Position {
  latitude: number;
  longitude: number;
}

/** What a location (or a business without locations) says of where it is. */
export interface DirectionsPlace {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  isPrimary?: boolean;
  comingSoon?: boolean;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in miles (haversine): plenty for choosing between a business's locations. */
export function milesBetween(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

function pinOf(place: DirectionsPlace): Position | null {
  return place.latitude != null && place.longitude != null
    ? { latitude: place.latitude, longitude: place.longitude }
    : null;
}

/** A place one can be led to: a pin, or an address more than a bare state. */
function findable(place: DirectionsPlace): boolean {
  return pinOf(place) !== null || [place.address, place.city, place.zip].some((part) => part?.trim());
}

/**
 * The location to lead a visitor to: of the open, findable ones, the nearest pinned one to `position`
 * when given, else the primary one, else the first. Null when none can be found on a map.
 */
export function directionsPlace<P extends DirectionsPlace>(locations: P[], position: Position | null): P | null {
  const candidates = locations.filter((place) => !place.comingSoon && findable(place));
  if (position) {
    let nearest: { place: P; miles: number } | null = null;
    for (const place of candidates) {
      const pin = pinOf(place);
      const miles = pin && milesBetween(position, pin);
      if (miles !== null && (!nearest || miles < nearest.miles)) nearest = { place, miles };
    }
    if (nearest) return nearest.place;
  }
  return candidates.find((place) => place.isPrimary) ?? candidates[0] ?? null;
}

/**
 * A directions link (Google Maps' URL scheme, which phones hand to their map app) to the place's pin, else
 * its address; null for a place known by nothing but its state.
 */
export function directionsUrl(place: DirectionsPlace): string | null {
  const pin = pinOf(place);
  const destination = pin
    ? `${pin.latitude},${pin.longitude}`
    : [place.address, place.city, [place.state, place.zip].filter(Boolean).join(' ')]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(', ');
  if (!findable(place) || !destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
