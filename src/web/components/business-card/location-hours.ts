import type { BusinessLocation } from '../../lib/business-queries';

/** Locations that are open for business: one still 'coming soon' has no status yet. */
export function openLocations<L extends Pick<BusinessLocation, 'comingSoon'>>(locations: L[]): L[] {
  return locations.filter((location) => !location.comingSoon);
}
