import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BusinessCard } from '../../components/business-card/business-card';
import { BusinessCardSkeleton } from '../../components/business-card/business-card-skeleton';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { type ListingFilters, listingQuery, useBusinessListing } from '../../lib/business-queries';
import { HydratedApart } from '../../lib/hydrated-apart';
import { t } from '../../lib/i18n';
import { reportShown } from '../../lib/insights';
import { ListingLink } from './listing-link';

const SKELETON_COUNT = 6;
// A list on phones, two columns from `sm`: from 1024 px the Filters column sits beside them (issue 31).
export const RESULT_LIST_CLASSES = 'grid gap-3 sm:grid-cols-2 sm:gap-6';
// Beside the map (from 1024 px) the list is a column of its own: one card wide.
const BESIDE_MAP_LIST_CLASSES = 'grid gap-4';
// Cards on the first screen load their image at once; the rest when scrolled near.
const EAGER_IMAGES = 3;

interface ListingResultsProps {
  filters: ListingFilters;
  /** Used in the empty state: 'No {category} found'. */
  emptyLabel: string;
  onClearFilters: () => void;
  /** The listing with no filters: Clear filters is a link before the page's code has run. */
  clearFiltersHref: string;
  /**
   * Issue 31: shown beside the map, one card wide. Its photos load as they come into view: under 1024 px the
   * server's render of this list is hidden (use-list-beside-map.ts), and a phone fetches none of them.
   */
  besideMap?: boolean;
}

/**
 * SPEC §2 /c/{slug}: the result count, six skeletons while loading, the cards, Load more, the empty state.
 * Issue 31: the count comes first, where a change of filter is seen at once.
 */
export function ListingResults({
  filters,
  emptyLabel,
  onClearFilters,
  clearFiltersHref,
  besideMap = false,
}: ListingResultsProps) {
  const listing = useBusinessListing(filters);
  const loading = listing.isPending || listing.isPlaceholderData;
  const businesses = listing.data?.pages.flatMap((page) => page.items) ?? [];
  const total = listing.data?.pages[0]?.total ?? 0;
  const totalIsAtLeast = listing.data?.pages[0]?.totalIsAtLeast ?? false;
  // A failed "Load more" keeps the cards already shown; only a failed first page leaves nothing to show.
  const nothingLoaded = listing.isError && !listing.data;
  const listClasses = besideMap ? BESIDE_MAP_LIST_CLASSES : RESULT_LIST_CLASSES;
  const eagerImages = besideMap ? 0 : EAGER_IMAGES;
  useCountedResults(loading || listing.isError ? undefined : listing.data?.pages, filters);

  return (
    <section aria-label={t('Results')} className="grid gap-4">
      <p role="status" className="text-sm font-medium text-muted">
        {loading ? t('Loading...') : nothingLoaded ? '' : resultCountText(total, totalIsAtLeast)}
      </p>
      {listing.isPending ? (
        <div className={listClasses} aria-hidden="true">
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
        <ul className={cn(listClasses, loading && 'opacity-60 transition-opacity')} aria-busy={loading}>
          {businesses.map((business, index) => (
            <li key={business.id}>
              {/* Each card comes alive on its own, after the page's frame (see HydratedApart). */}
              <HydratedApart>
                <BusinessCard
                  business={business}
                  categorySlug={filters.category}
                  headingLevel={2}
                  lazyImage={index >= eagerImages}
                />
              </HydratedApart>
            </li>
          ))}
        </ul>
      )}
      {!loading && <LoadMoreButton list={listing} size="lg" className="mt-2" />}
    </section>
  );
}

/**
 * Issue 37: each page of results shown counts as an impression of its places for their owners' Insights,
 * with the search that found them; a search that found nothing is one for the admins' list of places to add.
 */
/** Whether anything but the search and the category narrows the results. */
function narrowed({ city, halal, standard, cuisine, openNow, hasOffer, ramadan, near, position }: ListingFilters) {
  return Boolean(
    city ||
      halal ||
      standard ||
      cuisine ||
      openNow ||
      hasOffer ||
      ramadan?.iftar ||
      ramadan?.suhoor ||
      near ||
      position,
  );
}

function useCountedResults(
  pages: readonly { items: readonly { id: string }[] }[] | undefined,
  filters: ListingFilters,
) {
  const counted = useRef({ pages: 0, filters: '' });
  const key = JSON.stringify(filters);
  const q = filters.q;
  const isNarrowed = narrowed(filters);
  useEffect(() => {
    if (!pages) return;
    // New filters or a new search start again from their first page; a refresh of the same pages is no
    // new impression.
    if (counted.current.filters !== key) counted.current = { pages: 0, filters: key };
    for (const page of pages.slice(counted.current.pages)) {
      reportShown(
        page.items.map((item) => item.id),
        q,
        isNarrowed,
      );
    }
    counted.current.pages = pages.length;
  }, [pages, key, q, isNarrowed]);
}

/**
 * Issue 31: the Filters sheet's button back to the results, with how many there are now ('Show results
 * (12)'): on a phone the sheet covers them, so the count of each change is seen there.
 */
export function ShowResultsLabel({ filters }: { filters: ListingFilters }) {
  // The list's own query, watched: the list asks for it (and again at the person's moment).
  const listing = useInfiniteQuery({ ...listingQuery(filters), placeholderData: keepPreviousData });
  const first = listing.data?.pages[0];
  if (listing.isPending || listing.isPlaceholderData || !first) return t('Show results');
  if (first.totalIsAtLeast) return t('Show results ({count}+)', { count: first.total });
  return t('Show results ({count})', { count: first.total });
}

/**
 * SPEC §2 /c/{slug} result count: '1 result', otherwise 'n results found' (0 included); '200+ results found'
 * when a search found more than it lists (issue 40).
 */
export function resultCountText(total: number, atLeast = false): string {
  if (atLeast) return t('{total, plural, other {#+ results found}}', { total });
  return t('{total, plural, one {# result} other {# results found}}', { total });
}
