import { LIMITS } from '../../../domain/limits';
import { BUSINESS_CARD_LIST_CLASSES, BusinessCard } from './business-card';
import { BusinessCardSkeleton } from './business-card-skeleton';
import { useFeaturedBusinesses } from './business-queries';

/** SPEC §2 Home 'Featured Restaurants': up to three cards, each opening the business page. */
export function FeaturedBusinesses() {
  const featured = useFeaturedBusinesses();

  if (featured.isPending) {
    return (
      <div className={BUSINESS_CARD_LIST_CLASSES} aria-busy="true">
        <span className="sr-only">Loading featured restaurants…</span>
        {Array.from({ length: LIMITS.featuredOnHome }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <BusinessCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  // A failed load reads as an empty section: the rest of the home page still works.
  if (featured.isError || featured.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-white p-8 text-center text-muted">
        No featured restaurants yet
      </p>
    );
  }

  return (
    <ul className={BUSINESS_CARD_LIST_CLASSES}>
      {featured.data.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} />
        </li>
      ))}
    </ul>
  );
}
