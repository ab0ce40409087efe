import type { ownerBusinessInfoInput } from '../../../../domain/schemas';
import type { z } from '../../../../domain/zod';
import type { OwnerDashboard, PendingEdits } from '../owner-queries';

/** What the Business Info form edits, before the schema trims it. */
export type BusinessInfoValues = z.input<typeof ownerBusinessInfoInput>;

/**
 * The listing's info as the form starts. The owner's form carries the name they asked for while it waits
 * (saving it again keeps the request; the current name withdraws it); an admin managing the business edits
 * the live name.
 */
export function businessInfoValues(
  business: OwnerDashboard,
  pending: PendingEdits | undefined,
  managing: boolean,
): BusinessInfoValues {
  return {
    name: (!managing && pending?.name) || business.name,
    description: business.description ?? '',
    cuisines: business.cuisines,
    phone: business.phone ?? '',
    email: business.email ?? '',
    websiteUrl: business.websiteUrl ?? '',
    instagram: business.instagram ?? '',
    imageUrl: business.imageUrl ?? '',
  };
}
