import { english, type Translate } from './translate';

/** SPEC §2: where a place is shown without a city of its own or of its business. */
export const FALLBACK_PLACE = 'Indianapolis, IN';

interface CityAndState {
  city?: string | null;
  state?: string | null;
}

/** "Carmel, IN" (the state defaults to Indiana); null without a city: a bare state is never a place. */
export function cityAndState(place: CityAndState | null | undefined): string | null {
  const city = place?.city?.trim();
  if (!city) return null;
  return `${city}, ${place?.state?.trim() || 'IN'}`;
}

/**
 * SPEC §2: the first of the candidates that has a city (a location, then its business), else
 * 'Indianapolis, IN'.
 */
export function placeLabel(...candidates: ReadonlyArray<CityAndState | null | undefined>): string {
  for (const candidate of candidates) {
    const label = cityAndState(candidate);
    if (label) return label;
  }
  return FALLBACK_PLACE;
}

/**
 * A map search link for an address (SPEC §7: maps_url built as a map search link from the address);
 * null when nothing but the state is known, since a search for 'IN' finds no place.
 */
export function mapsSearchUrl(parts: {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}): string | null {
  if (![parts.address, parts.city, parts.zip].some((part) => part?.trim())) return null;
  const query = [parts.address, parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** SPEC §7 business_locations: a location without a name is 'Main Location', then 'Location N'. */
export function defaultLocationName(index: number, t: Translate = english): string {
  return index === 0 ? t('Main Location') : t('Location {number}', { number: index + 1 });
}
