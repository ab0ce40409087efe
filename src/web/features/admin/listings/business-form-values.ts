import { LIMITS } from '../../../../domain/limits';
import { adminBusinessInput } from '../../../../domain/schemas';
import type { z } from '../../../../domain/zod';
import { halalFormInput, halalFormValues } from '../../../components/halal/halal-form';
import type { AdminBusiness } from '../admin-queries';

/**
 * The dialogs' schema: the one the server validates POST and PATCH /api/admin/businesses with, its
 * halal profile always sent (saving replaces the business's own profile; one stating nothing is removed).
 */
export const businessFormInput = adminBusinessInput.extend({ halal: halalFormInput });

/** What the Add Restaurant and Edit dialogs edit, before the schema trims and defaults it. */
export type BusinessFormValues = z.input<typeof businessFormInput>;
/** What a save sends: the body of POST and PATCH /api/admin/businesses. */
export type BusinessFormBody = z.output<typeof businessFormInput>;

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
    cuisines: business?.cuisines ?? [],
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
    halal: halalFormValues(business?.halalProfile),
  };
}
