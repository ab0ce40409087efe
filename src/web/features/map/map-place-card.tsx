import { MapPin, X } from 'lucide-react';
import { imageVariant } from '../../../domain/images';
import { BusinessPhoto } from '../../components/business/business-photo';
import { BusinessCardName } from '../../components/business-card/business-card-name';
import { BusinessCardRating } from '../../components/business-card/business-card-rating';
import { CardStandard } from '../../components/business-card/card-standard';
import { HalalBadges } from '../../components/business-card/halal-badges';
import { StatusLine } from '../../components/business-card/open-status-line';
import { SaveHeart } from '../../components/saved/save-heart';
import type { ListingMap } from '../../lib/business-queries';
import { t } from '../../lib/i18n';

/** A pin of the listing's map, with what its card shows (GET /api/businesses/map). */
export type MapPlace = ListingMap['markers'][number];

/**
 * Issue 17: the business of the pin chosen on the listing's map. Issue 31: made of the list card's parts, as
 * a phone's compact card (the photo beside the name, place, status and rating, the badges under them), and
 * one link like it: the name, stretched over the card. The status and the badges are those of the pin's place.
 */
export function MapPlaceCard({ place, onClose }: { place: MapPlace; onClose: () => void }) {
  return (
    <div className="group relative grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-xl border border-line bg-white p-3 shadow-md">
      <BusinessPhoto
        src={imageVariant(place.imageUrl, 400)}
        alt=""
        width={400}
        height={300}
        lazy={false}
        className="size-20 rounded-lg"
      />
      <div className="flex min-w-0 flex-col gap-1 pe-8">
        <BusinessCardName slug={place.slug} name={place.name} level={2} className="text-base" />
        {place.place && (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place.place}
          </p>
        )}
        <StatusLine status={place.openStatus} />
        <BusinessCardRating average={place.ratingAverage} count={place.reviewCount} />
      </div>
      <HalalBadges halal={place.halal} className="col-span-2 empty:hidden" />
      <CardStandard known={place.halal.known} className="col-span-2 text-xs" />
      <div className="col-span-2 flex justify-end">
        <SaveHeart business={{ id: place.businessId, name: place.name }} className="size-9" />
      </div>
      <button
        type="button"
        aria-label={t('Close details')}
        onClick={onClose}
        className="absolute top-2 end-2 z-10 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
