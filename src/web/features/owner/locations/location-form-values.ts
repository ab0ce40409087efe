import type { z } from 'zod';
import { LIMITS } from '../../../../domain/limits';
import type { ownerLocationInput } from '../../../../domain/schemas';
import type { OwnerLocation } from '../owner-queries';

/** What the Add/Edit Location form holds. */
export type LocationFormValues = z.input<typeof ownerLocationInput>;

/**
 * The location's fields, or an empty one: state IN (SPEC §9), and primary when the business has no
 * location yet (SPEC §4 New location default).
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
  };
}
