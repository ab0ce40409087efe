import type { z } from 'zod';
import { LIMITS } from '../../../../domain/limits';
import type { adminBusinessInput } from '../../../../domain/schemas';
import type { AdminBusiness } from '../admin-queries';

/** What the Add Restaurant and Edit dialogs edit, before the shared schema trims and defaults it. */
export type BusinessFormValues = z.input<typeof adminBusinessInput>;

/**
 * Empty for Add Restaurant (state IN, SPEC §9); the listing's current fields for Edit. Where it is comes
 * from its primary location, the place the public page and the owner's Locations tab show (the
 * business's own address fields only when it has none), since saving writes it there.
 */
export function businessFormValues(business?: AdminBusiness): BusinessFormValues {
  const place = business?.locations.find((l) => l.isPrimary) ?? business;
  return {
    name: business?.name ?? '',
    categoryId: business?.categoryId ?? '',
    description: business?.description ?? '',
    phone: business?.phone ?? '',
    email: business?.email ?? '',
    websiteUrl: business?.websiteUrl ?? '',
    instagram: business?.instagram ?? '',
    imageUrl: business?.imageUrl ?? '',
    address: place?.address ?? '',
    city: place?.city ?? '',
    state: place?.state || LIMITS.defaultState,
    zip: place?.zip ?? '',
  };
}
