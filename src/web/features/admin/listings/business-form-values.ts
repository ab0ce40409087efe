import type { z } from 'zod';
import { LIMITS } from '../../../../domain/limits';
import type { adminBusinessInput } from '../../../../domain/schemas';
import type { AdminBusiness } from '../admin-queries';

/** What the Add Restaurant and Edit dialogs edit, before the shared schema trims and defaults it. */
export type BusinessFormValues = z.input<typeof adminBusinessInput>;

/** Empty for Add Restaurant (state IN, SPEC §9); the listing's current fields for Edit. */
export function businessFormValues(business?: AdminBusiness): BusinessFormValues {
  return {
    name: business?.name ?? '',
    categoryId: business?.categoryId ?? '',
    description: business?.description ?? '',
    phone: business?.phone ?? '',
    email: business?.email ?? '',
    websiteUrl: business?.websiteUrl ?? '',
    instagram: business?.instagram ?? '',
    imageUrl: business?.imageUrl ?? '',
    address: business?.address ?? '',
    city: business?.city ?? '',
    state: business?.state ?? LIMITS.defaultState,
    zip: business?.zip ?? '',
  };
}
