import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { AdminLoadFailure } from '../admin-load-failure';
import { useAdminFeatured } from '../admin-queries';
import { BusinessThumbnail } from './business-thumbnail';
import { RemoveFeaturedButton } from './remove-featured-button';

/** SPEC §2 /admin Featured: the active featured listings, oldest first, each removable. */
export function FeaturedTab() {
  const featured = useAdminFeatured();
  return (
    <section aria-labelledby="featured-heading" className="grid gap-4">
      <h2 id="featured-heading" className="text-xl font-semibold text-ink">
        Featured Listings
      </h2>
      {featured.isPending ? (
        <Skeleton className="h-32" />
      ) : featured.isError ? (
        <AdminLoadFailure what="The featured listings" onRetry={() => void featured.refetch()} />
      ) : featured.data.length === 0 ? (
        <EmptyState
          icon={Star}
          title="No featured listings"
          text="Feature an approved listing from the Approved tab."
        />
      ) : (
        <ul aria-label="Featured listings" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featured.data.map((listing) => (
            <li key={listing.businessId}>
              <article
                aria-labelledby={`featured-${listing.businessId}`}
                className="grid h-full overflow-hidden rounded-xl border border-line bg-white shadow-sm"
              >
                <BusinessThumbnail imageUrl={listing.imageUrl} className="h-36 w-full" />
                <div className="grid gap-2 p-4">
                  <h3 id={`featured-${listing.businessId}`} className="text-lg font-semibold text-ink">
                    {listing.name}
                  </h3>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    {listing.category && <Badge>{listing.category}</Badge>}
                    {listing.city && <span>{listing.city}</span>}
                  </div>
                  <p className="text-sm text-muted">Featured since {formatDate(listing.startAt)}</p>
                  <div className="flex flex-wrap gap-2 pt-1">
                    <RemoveFeaturedButton id={listing.businessId} name={listing.name} />
                    <Link to={`/r/${listing.slug}`} className={buttonClasses('outline', 'sm')}>
                      View
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
