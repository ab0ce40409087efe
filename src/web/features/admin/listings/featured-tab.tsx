import { Hourglass, House, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '../../../../domain/limits';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { type FeaturedListing, useAdminFeatured } from '../admin-queries';
import { QueryStates } from '../query-states';
import { BusinessThumbnail } from './business-thumbnail';
import { RemoveFeaturedButton } from './remove-featured-button';

/**
 * SPEC §2 /admin Featured: the active featured listings in the home page's order (oldest start first).
 * The home page shows only the first three (SPEC §9), so the tab says which three, in what place, and
 * which wait for a place to open up; each listing is removable.
 */
export function FeaturedTab() {
  const featured = useAdminFeatured();
  const onHome = featured.data?.filter((listing) => listing.onHomePage) ?? [];
  const waiting = featured.data?.filter((listing) => !listing.onHomePage) ?? [];
  return (
    <section aria-labelledby="featured-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="featured-heading" className="text-xl font-semibold text-ink">
          {t('Featured Listings')}
        </h2>
        <p className="text-sm text-muted">
          {t(
            'The home page shows the first {count}, oldest first. The others wait in line and move up when one is removed.',
            { count: LIMITS.featuredOnHome },
          )}
        </p>
      </div>
      <QueryStates
        query={featured}
        loading={<Skeleton className="h-32" />}
        what={t('The featured listings')}
        empty={
          <EmptyState
            icon={Star}
            title={t('No featured listings')}
            text={t('Feature an approved listing from the Approved tab.')}
          />
        }
      >
        {() => (
          <>
            <FeaturedGroup id="featured-home" title={t('On the home page')} listings={onHome} />
            {waiting.length > 0 && (
              <FeaturedGroup
                id="featured-waiting"
                title={t('Waiting')}
                hint={t('Each shows on the home page when a place opens up, in this order.')}
                listings={waiting}
              />
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}

function FeaturedGroup(props: { id: string; title: string; hint?: string; listings: FeaturedListing[] }) {
  const { id, title, hint, listings } = props;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={id} className="text-lg font-semibold text-ink">
          {title} ({formatNumber(listings.length)})
        </h3>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      <ol aria-labelledby={id} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.businessId}>
            <FeaturedCard listing={listing} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "On the home page: 1 of 3", or "Waiting: next in line" / "Waiting: 2nd in line". */
function featuredStanding(listing: Pick<FeaturedListing, 'position' | 'onHomePage'>): string {
  if (listing.onHomePage)
    return t('On the home page: {position} of {count}', { position: listing.position, count: LIMITS.featuredOnHome });
  const inLine = listing.position - LIMITS.featuredOnHome;
  return inLine === 1 ? t('Waiting: next in line') : t('Waiting: number {position} in line', { position: inLine });
}

function FeaturedCard({ listing }: { listing: FeaturedListing }) {
  const headingId = `featured-${listing.businessId}`;
  const StandingIcon = listing.onHomePage ? House : Hourglass;
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full overflow-hidden rounded-xl border border-line bg-white shadow-sm"
    >
      <BusinessThumbnail imageUrl={listing.imageUrl} className="h-36 w-full" />
      <div className="grid gap-2 p-4">
        <Badge variant={listing.onHomePage ? 'brand' : 'muted'} className="justify-self-start gap-1">
          <StandingIcon aria-hidden="true" className="size-3.5" />
          {featuredStanding(listing)}
        </Badge>
        <h4 id={headingId} className="text-lg font-semibold text-ink">
          {listing.name}
        </h4>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {listing.category && <Badge>{listing.category}</Badge>}
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {listing.place}
          </span>
        </div>
        <p className="text-sm text-muted">{t('Featured since {date}', { date: formatDate(listing.startAt) })}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <RemoveFeaturedButton id={listing.businessId} name={listing.name} />
          <Link to={`/r/${listing.slug}`} className={buttonClasses('outline', 'sm')}>
            {t('View')}
          </Link>
        </div>
      </div>
    </article>
  );
}
