// Issue 17: the orders a listing can be sorted in. Relevance needs a search and distance a place to
// measure from; without them the listing keeps its order of old (featured first, then by name).

export const LISTING_SORTS = ['featured', 'relevance', 'rating', 'distance', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  featured: 'Featured',
  relevance: 'Relevance',
  rating: 'Rating',
  distance: 'Distance',
  newest: 'Newest',
};

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
