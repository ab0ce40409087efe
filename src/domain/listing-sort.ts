// Issue 17: the orders a listing can be sorted in. Relevance needs a search and distance a place to
// measure from; without them the listing keeps its order of old (featured first, then by name).

export const LISTING_SORTS = ['featured', 'relevance', 'rating', 'distance', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  featured: 'Featured',
  relevance: 'Relevance',
  rating: 'Top rated',
  distance: 'Distance',
  newest: 'Newest',
};

/**
 * How many reviews at the directory's mean rating every place is taken to have besides its own, when the
 * listing is sorted by rating. Five: one glowing review moves a place a sixth of the way from the mean,
 * while a place with dozens of reviews is ranked nearly by its own average. The database's
 * `business_rating_score` (migration 0020) uses the same number.
 */
export const RATING_PRIOR_WEIGHT = 5;

/**
 * The score 'Top rated' ranks by: a Bayesian average, the place's ratings plus `weight` ratings at the
 * directory's mean (`priorMean`), so one 5-star review does not outrank 4.7 from three. A place without
 * reviews scores 0 and comes after every rated one. The cards still show the plain average.
 */
export function weightedRating(
  { sum, count }: { sum: number; count: number },
  priorMean: number,
  weight = RATING_PRIOR_WEIGHT,
): number {
  if (count === 0) return 0;
  return (priorMean * weight + sum) / (weight + count);
}

interface SortContext {
  hasQuery: boolean;
  hasOrigin: boolean;
}

/** The sorts that make sense for this listing, the default first. */
export function listingSorts({ hasQuery, hasOrigin }: SortContext): ListingSort[] {
  const sorts: ListingSort[] = [];
  if (hasQuery) sorts.push('relevance');
  if (hasOrigin) sorts.push('distance');
  sorts.push('featured', 'rating', 'newest');
  return sorts;
}

/** The sort asked for when it makes sense here, else the listing's default (the first of `listingSorts`). */
export function effectiveSort(requested: ListingSort | undefined, context: SortContext): ListingSort {
  const sorts = listingSorts(context);
  return requested && sorts.includes(requested) ? requested : (sorts[0] as ListingSort);
}
