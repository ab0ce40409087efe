import { cityAndState, FALLBACK_PLACE } from '../../../domain/maps';

interface Address {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** "12 Main St, Carmel, IN 46032"; null when it has neither a street nor a city (a bare state is no place). */
export function addressLine(place: Address): string | null {
  const cityState = cityAndState(place);
  const zip = place.zip?.trim();
  const region = cityState && zip ? `${cityState} ${zip}` : (cityState ?? zip);
  const line = [place.address?.trim(), region].filter(Boolean).join(', ');
  return line || null;
}

/**
 * Where the business is: its primary location, else the business's own address columns (kept as a mirror
 * of the primary), else 'Indianapolis, IN' (SPEC §2) — whichever first has a city.
 */
export function businessAddress(business: Address & { locations: ReadonlyArray<Address & { isPrimary: boolean }> }) {
  const primary = business.locations.find((location) => location.isPrimary);
  const place = [primary, business].find((candidate) => candidate && cityAndState(candidate));
  return (place && addressLine(place)) ?? FALLBACK_PLACE;
}
