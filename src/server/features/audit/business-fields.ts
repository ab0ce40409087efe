import type { businesses } from '../../db/schema';

type Business = typeof businesses.$inferSelect;

/** The fields of the Business Info form (the owner's and the admin's), as the audit log keeps them. */
export function businessInfoFields(b: Business) {
  return {
    name: b.name,
    description: b.description,
    phone: b.phone,
    email: b.email,
    websiteUrl: b.websiteUrl,
    instagram: b.instagram,
    cuisines: b.cuisines,
    imageUrl: b.imageUrl,
  };
}

/** What an admin's edit may change beyond the info: the category and the address. */
export function businessListingFields(b: Business) {
  return {
    ...businessInfoFields(b),
    categoryId: b.categoryId,
    address: b.address,
    city: b.city,
    state: b.state,
    zip: b.zip,
  };
}
