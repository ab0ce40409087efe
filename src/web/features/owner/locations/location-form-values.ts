import type { z } from 'zod';
import { defaultTimeZoneForCity, indianaTimeZone } from '../../../../domain/hours';
import { LIMITS } from '../../../../domain/limits';
import type { ownerLocationInput } from '../../../../domain/schemas';
import type { OwnerLocation } from '../owner-queries';

/** What the Add/Edit Location form holds. */
export type LocationFormValues = z.input<typeof ownerLocationInput>;

/**
 * The location's fields, or an empty one: state IN (SPEC §9), primary when the business has no location
 * yet (SPEC §4 New location default), no pin, and the time zone of most of Indiana until a city says
 * otherwise (issue 17).
 */
export function locationFormValues(location: OwnerLocation | undefined, locationCount: number): LocationFormValues {
  return {
    name: location?.name ?? '',
    address: location?.address ?? '',
    city: location?.city ?? '',
    state: location?.state ?? LIMITS.defaultState,
    zip: location?.zip ?? '',
    phone: location?.phone ?? '',
    email: location?.email ?? '',
    isPrimary: location ? location.isPrimary : locationCount === 0,
    comingSoon: location?.comingSoon ?? false,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    timeZone: location ? indianaTimeZone(location.timeZone) : defaultTimeZoneForCity(null),
  };
}
