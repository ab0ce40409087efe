import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { BusinessCard } from './business-card';
import { BusinessCardSkeleton } from './business-card-skeleton';
import { type ListingFilters, useBusinessListing } from './business-queries';

const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const SKELETON_COUNT = 6;
// Cards on the first screen load their image at once; the rest when scrolled near.
const EAGER_IMAGES = 3;

interface ListingResultsProps {
  filters: ListingFilters;
  /** Used in the empty state: 'No {category} found'. */
  emptyLabel: string;
  onClearFilters: () => void;
}

/** SPEC §2 /c/{slug}: the result count, six skeletons while loading, the cards, Load more, the empty state. */
export function ListingResults({ filters, emptyLabel, onClearFilters }: ListingResultsProps) {
  const listing = useBusinessListing(filters);
  const loading = listing.isPending || listing.isPlaceholderData;
  const businesses = listing.data?.pages.flatMap((page) => page.items) ?? [];
  const total = listing.data?.pages[0]?.total ?? 0;

  return (
    <section aria-label="Results" className="grid gap-4">
      <p role="status" className="text-sm font-medium text-muted">
        {loading ? 'Loading...' : listing.isError ? '' : resultCountText(total)}
      </p>
      {listing.isPending ? (
        <div className={gridClasses} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <BusinessCardSkeleton key={index} />
          ))}
        </div>
      ) : listing.isError ? (
        <p className="text-muted">Failed to load businesses.</p>
      ) : businesses.length === 0 ? (
        // SPEC §2 /c/{slug} empty state: 'No {category} found', a hint and Clear filters.
        <EmptyState
          icon={SearchX}
          level={2}
          title={`No ${emptyLabel} found`}
          text="Try adjusting your search or filters, or check back soon — more businesses are coming!"
        >
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      ) : (
        <ul className={cn(gridClasses, loading && 'opacity-60 transition-opacity')} aria-busy={loading}>
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

/** SPEC §2 /c/{slug} result count: '1 result', otherwise 'n results found' (0 included). */
export function resultCountText(total: number): string {
  return total === 1 ? '1 result' : `${total} results found`;
}
