import {
  DEFAULT_TIME_ZONE,
  INDIANA_TIME_ZONES,
  type IndianaTimeZone,
  type LocationHours,
} from '../../../../domain/hours';
import type { OwnerLocation } from '../owner-queries';

/** The location's time zone as one of Indiana's two (the database allows no other). */
export function timeZoneOfLocation(location: OwnerLocation): IndianaTimeZone {
  return INDIANA_TIME_ZONES.find((zone) => zone === location.timeZone) ?? DEFAULT_TIME_ZONE;
}

/** Issue 17: the hours the Edit hours dialog starts from. */
export function hoursOfLocation(location: OwnerLocation): LocationHours {
  return {
    weekly: location.weeklyHours,
    special: location.specialHours,
    temporarilyClosed: location.temporarilyClosed,
    timeZone: timeZoneOfLocation(location),
  };
}
