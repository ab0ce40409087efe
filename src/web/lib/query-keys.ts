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
