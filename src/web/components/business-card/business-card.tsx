import { MapPin } from 'lucide-react';
import { Suspense } from 'react';
import { imageVariant } from '../../../domain/images';
import { cityAndState, placeLabel } from '../../../domain/maps';
import type { BusinessCardData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';
import { loadedBeside } from '../../lib/lazy-component';
import { BusinessPhoto } from '../business/business-photo';
import { imageSrcSet } from '../business/image-sources';
import { Badge } from '../ui/badge';
import { cn } from '../ui/class-names';
import { BusinessCardActions } from './business-card-actions';
import { BusinessCardName } from './business-card-name';
import { BusinessCardRating } from './business-card-rating';
import { CardLastVerified } from './card-last-verified';
import { CardStandard } from './card-standard';
import { distanceText } from './distance-text';
import { HalalBadges } from './halal-badges';
import { StatusLine } from './open-status-line';

/**
 * Issue 36: the heart, in a chunk of its own that starts loading with the card's (so a page the server
 * rendered is hydrated with it), outside the home page's first scripts.
 */
const SaveHeart = loadedBeside(async () => (await import('../saved/save-heart')).SaveHeart);

/** The photo's width in that list: a 6rem thumbnail on phones, then a half and a third of the 72rem page. */
const CARD_PHOTO_SIZES =
  '(min-width: 1152px) 357px, (min-width: 1024px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), 96px';

interface BusinessCardProps {
  business: BusinessCardData;
  /** The listing's category: mobile businesses and food trucks hide the Website button. */
  categorySlug?: string;
  headingLevel?: 2 | 3;
  /** Cards in the first screenful load their image at once, ahead of other requests. */
  lazyImage?: boolean;
}

/**
 * SPEC §2 Business card. The name is the link to /r/{slug}; it stretches over the whole card, so a
 * click anywhere but the two icon buttons opens the business, and keyboards reach it as one link named by
 * the business (issue 31: the 'Learn More' button it replaces was a second link there, cut in narrow cards).
 *
 * One DOM for every width (what a screen reader or a test finds does not depend on it): on phones a
 * compact row, a square thumbnail beside the name, place, status and rating, with the badges, the two-line
 * description, 'Verified' and the icons underneath at the card's full width (as Yelp's and HappyCow's phone lists);
 * from `sm` up the photo on top, as a grid card.
 */
export function BusinessCard({ business, categorySlug, headingLevel = 3, lazyImage = true }: BusinessCardProps) {
  const place = placeLabel(business);
  const alsoIn = cityAndState(business.alsoIn);
  const elsewhere = Boolean(alsoIn && alsoIn !== place);
  // Issue 17: how far the place 'near me' measures from is, on the line of the location it measures to.
  const distance = business.distanceMiles !== null && (
    <>
      <span aria-hidden="true">·</span>
      <span className="shrink-0">{distanceText(business.distanceMiles)}</span>
    </>
  );
  return (
    <article
      className={cn(
        'group relative h-full overflow-hidden rounded-xl border border-line bg-white shadow-sm transition',
        'hover:border-brand hover:shadow-md has-[a:focus-visible]:shadow-md',
        'grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 p-3 sm:flex sm:flex-col sm:gap-0 sm:p-0',
      )}
    >
      <div className="relative self-start sm:self-auto">
        <BusinessPhoto
          src={imageVariant(business.imageUrl, 400)}
          srcSet={imageSrcSet(business.imageUrl, 800)}
          sizes={CARD_PHOTO_SIZES}
          alt=""
          width={400}
          height={300}
          lazy={lazyImage}
          priority={!lazyImage}
          className="size-24 rounded-lg sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none"
        />
        {business.logoUrl && (
          <img
            src={business.logoUrl}
            alt={t('{name} logo', { name: business.name })}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="absolute bottom-1 start-1 size-8 rounded-full bg-white object-contain p-0.5 shadow-md sm:bottom-3 sm:start-3 sm:size-12 sm:p-1"
          />
        )}
        {business.isFeatured && (
          <Badge
            variant="accent"
            className="absolute top-1 start-1 shadow-sm max-sm:px-1.5 max-sm:text-[0.625rem] sm:top-3 sm:start-3"
          >
            {t('Featured')}
          </Badge>
        )}
        {/* Issue 37: an offer runs today (it changes no order). */}
        {business.hasOffer && (
          <Badge className="absolute top-1 end-1 shadow-sm max-sm:px-1.5 max-sm:text-[0.625rem] sm:top-3 sm:end-3">
            {t('Offer')}
          </Badge>
        )}
      </div>
      {/* Beside the thumbnail on phones: what the place is, where, and whether it is open now. */}
      <div className="flex min-w-0 flex-col gap-1 sm:gap-2 sm:px-4 sm:pt-4">
        <BusinessCardName
          slug={business.slug}
          name={business.name}
          level={headingLevel}
          className="text-base sm:text-lg"
        />
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate">{place}</span>
          {!elsewhere && distance}
        </p>
        {/* SPEC §2 shows the primary place; a city filter (or the nearest location) may be another one. */}
        {elsewhere && (
          <p className="flex items-center gap-1 ps-5 text-sm text-muted">
            {t('Also in {place}', { place: alsoIn ?? '' })}
            {distance}
          </p>
        )}
        <StatusLine status={business.openStatus} />
        <BusinessCardRating average={business.ratingAverage} count={business.reviewCount} />
      </div>
      {/* The card's whole width on phones, so badges and description do not wrap in the thumbnail's column. */}
      <div className="col-span-2 flex min-w-0 flex-col gap-1 empty:hidden sm:flex-1 sm:gap-2 sm:px-4 sm:pt-2">
        <HalalBadges halal={business.halal} />
        <CardStandard known={business.halal.known} className="text-xs" />
        {business.description && (
          <p dir="auto" className="line-clamp-2 text-sm text-muted">
            {business.description}
          </p>
        )}
      </div>
      {/* 'Verified' at the start, the two icons at the end: the words keep the rest of the row, and wrap. */}
      <div className="col-span-2 flex items-center gap-2 sm:mt-auto sm:p-4 sm:pt-3">
        <CardLastVerified halal={business.halal} />
        <div className="ms-auto flex items-center gap-2">
          <Suspense fallback={<span className="size-9 sm:size-10" />}>
            <SaveHeart business={business} className="max-sm:size-9 sm:size-10" />
          </Suspense>
          <BusinessCardActions business={business} categorySlug={categorySlug} />
        </div>
      </div>
    </article>
  );
}
