// Query keys read by one feature and refreshed by another. A feature's own keys stay in its queries module.

/** The catalog's listing data: the featured cards, the listing cards and one business page. */
export const catalogKeys = {
  featured: ['featured'] as const,
  listings: ['businesses'] as const,
  business: (slug: string) => ['business', slug] as const,
  categories: ['categories'] as const,
};

/** Catalog queries whose figures include the reviews (average, count): a review changes them all. */
export const catalogKeysWithRatings = [['business'], catalogKeys.listings, catalogKeys.featured] as const;

/**
 * The signed-in viewer's trust area of a business page ('Confirm it's still halal', their open report), per
 * account. Who may confirm is someone who stamped or reviewed the place, so a stamp or a review refreshes it.
 */
export const trustKeys = {
  business: (businessId: string) => ['trust', businessId] as const,
  of: (userId: string, businessId: string) => ['trust', businessId, userId] as const,
};
