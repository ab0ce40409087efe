import { DEFAULT_TIME_ZONE, INDIANA_TIME_ZONES, type LocationHours } from '../../../domain/hours';
import type { BusinessLocation } from './business-queries';

type LocationWithHours = Pick<BusinessLocation, 'weeklyHours' | 'specialHours' | 'temporarilyClosed' | 'timeZone'>;

/** Issue 17: a location's hours as the domain's rules read them (opening-hours.ts). */
export function hoursOfLocation(location: LocationWithHours): LocationHours {
  return {
    weekly: location.weeklyHours,
    special: location.specialHours,
    temporarilyClosed: location.temporarilyClosed,
    // The database allows no other zone; the narrowing only satisfies the type.
    timeZone: INDIANA_TIME_ZONES.find((zone) => zone === location.timeZone) ?? DEFAULT_TIME_ZONE,
  };
}

/** Locations that are open for business: one still 'coming soon' has no status yet. */
export function openLocations<L extends Pick<BusinessLocation, 'comingSoon'>>(locations: L[]): L[] {
  return locations.filter((location) => !location.comingSoon);
}
