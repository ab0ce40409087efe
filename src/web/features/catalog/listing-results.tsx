import { SearchX } from 'lucide-react';
import { effectiveSort, type ListingSort, listingSorts } from '../../../domain/listing-sort';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { ApiError } from '../../lib/api';
import { t, translate } from '../../lib/i18n';
import { BusinessCard } from './business-card';
import { BUSINESS_CARD_LIST_CLASSES, BusinessCardSkeleton } from './business-card-skeleton';
import { type ListingFilters, useBusinessListing } from './business-queries';
import { ListingLink } from './listing-link';
import { TryAgainButton, useFailureToast } from './load-failure';
import { SortSelect } from './sort-select';

const SKELETON_COUNT = 6;
// Cards on the first screen load their image at once; the rest when scrolled near.
const EAGER_IMAGES = 3;

interface ListingResultsProps {
  filters: ListingFilters;
  /** Used in the empty state: 'No {category} found'. */
  emptyLabel: string;
  onClearFilters: () => void;
  /** The listing with no filters: Clear filters is a link before the page's code has run. */
  clearFiltersHref: string;
  onSortChange: (sort: ListingSort) => void;
}

/**
 * SPEC §2 /c/{slug}: the result count and the order (issue 17), six skeletons while loading, the cards, Load
 * more, the empty state.
 */
export function ListingResults({
  filters,
  emptyLabel,
  onClearFilters,
  clearFiltersHref,
  onSortChange,
}: ListingResultsProps) {
  const listing = useBusinessListing(filters);
  const loading = listing.isPending || listing.isPlaceholderData;
  const businesses = listing.data?.pages.flatMap((page) => page.items) ?? [];
  const total = listing.data?.pages[0]?.total ?? 0;
  const totalIsAtLeast = listing.data?.pages[0]?.totalIsAtLeast ?? false;
  const sortContext = { hasQuery: Boolean(filters.q.trim()), hasOrigin: Boolean(filters.near || filters.position) };
  // The order the server answered; while it answers, the one it will fall back to if the asked one does not fit.
  const sort = (!loading && listing.data?.pages[0]?.sort) || effectiveSort(filters.sort, sortContext);
  // A failed "Load more" keeps the cards already shown; only a failed first page leaves nothing to show.
  const nothingLoaded = listing.isError && !listing.data;

  const failure = placeFailure(listing.error);
  useFailureToast(listing, 'Businesses failed to load', failure ? translate(failure) : t('Failed to load businesses.'));

  return (
    <section aria-label={t('Results')} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="text-sm font-medium text-muted">
          {loading ? t('Loading...') : nothingLoaded ? '' : resultCountText(total, totalIsAtLeast)}
        </p>
        <SortSelect value={sort} sorts={listingSorts(sortContext)} onChange={onSortChange} />
      </div>
      {listing.isPending ? (
        <div className={BUSINESS_CARD_LIST_CLASSES} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <BusinessCardSkeleton key={index} />
          ))}
        </div>
      ) : nothingLoaded ? (
        // The toast says what went wrong; the results area keeps the way to try again.
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-line bg-white px-4 py-10">
          <TryAgainButton query={listing} />
        </div>
      ) : businesses.length === 0 ? (
        // SPEC §2 /c/{slug} empty state: 'No {category} found', a hint and Clear filters.
        <EmptyState
          icon={SearchX}
          level={2}
          title={t('No {category} found', { category: emptyLabel })}
          text={t('Try adjusting your search or filters, or check back soon — more businesses are coming!')}
        >
          <Button variant="outline" asChild>
            <ListingLink href={clearFiltersHref} onFollow={onClearFilters}>
              {t('Clear filters')}
            </ListingLink>
          </Button>
        </EmptyState>
      ) : (
        <ul className={cn(BUSINESS_CARD_LIST_CLASSES, loading && 'opacity-60 transition-opacity')} aria-busy={loading}>
          {businesses.map((business, index) => (
            <li key={business.id}>
              <BusinessCard
                business={business}
                categorySlug={filters.category}
                headingLevel={2}
                lazyImage={index >= EAGER_IMAGES}
              />
            </li>
          ))}
        </ul>
      )}
      {!loading && <LoadMoreButton list={listing} size="lg" className="mt-2" />}
    </section>
  );
}

/** Issue 17: a shared link's place the server does not know ('We couldn't find that ZIP code…'). */
function placeFailure(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fields?.near : undefined;
}

/**
 * SPEC §2 /c/{slug} result count: '1 result', otherwise 'n results found' (0 included); '200+ results found'
 * when a search found more than it lists (issue 40).
 */
export function resultCountText(total: number, atLeast = false): string {
  if (atLeast) return t('{total, plural, other {#+ results found}}', { total });
  return t('{total, plural, one {# result} other {# results found}}', { total });
}
