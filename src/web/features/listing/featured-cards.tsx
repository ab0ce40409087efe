import { BusinessCard } from '../../components/business-card/business-card';
import { BUSINESS_CARD_LIST_CLASSES } from '../../components/business-card/business-card-skeleton';
import type { BusinessCardData } from '../../lib/business-queries';

/** The featured listing's cards (features/listing/featured-businesses.tsx loads them on demand). */
export function FeaturedCards({ businesses }: { businesses: BusinessCardData[] }) {
  return (
    <ul className={BUSINESS_CARD_LIST_CLASSES}>
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} />
        </li>
      ))}
    </ul>
  );
}
