import { Suspense } from 'react';
import { LIMITS } from '../../../domain/limits';
import {
  BUSINESS_CARD_LIST_CLASSES,
  BusinessCardSkeleton,
} from '../../components/business-card/business-card-skeleton';
import { useFeaturedBusinesses } from '../../lib/business-queries';
import { HydrateWhenNear } from '../../lib/hydrate-when-near';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';

// The cards' code is not part of a first visit (issue 31): on a page the server rendered, the cards stay as it
// sent them until they come near the screen, and their code loads then.
const FeaturedCards = lazyComponent(async () => (await import('./featured-cards')).FeaturedCards);

function FeaturedSkeletons() {
  return (
    <div className={BUSINESS_CARD_LIST_CLASSES} aria-busy="true">
      <span className="sr-only">{t('Loading featured restaurants…')}</span>
      {Array.from({ length: LIMITS.featuredOnHome }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <BusinessCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** SPEC §2 Home 'Featured Restaurants': up to three cards, each opening the business page. */
export function FeaturedBusinesses() {
  const featured = useFeaturedBusinesses();

  if (featured.isPending) return <FeaturedSkeletons />;

  // A failed load reads as an empty section: the rest of the home page still works.
  if (featured.isError || featured.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-white p-8 text-center text-muted">
        {t('No featured restaurants yet')}
      </p>
    );
  }

  return (
    <Suspense fallback={<FeaturedSkeletons />}>
      <HydrateWhenNear id="featured-cards" component={FeaturedCards} props={{ businesses: featured.data }} />
    </Suspense>
  );
}
