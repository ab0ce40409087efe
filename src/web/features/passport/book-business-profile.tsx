import { CircleSlash, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { placeLabel } from '../../../domain/maps';
import { BusinessPhoto } from '../../components/business/business-photo';
import { t } from '../../lib/i18n';
import type { PassportBusiness } from './passport-queries';
import { StampSlot } from './stamp-slot';

interface BusinessProfilePageProps {
  userId: string;
  business: PassportBusiness;
  onMotionChange: (moving: boolean) => void;
}

/** A business's page in the book: its photo, name and city, and the place for its stamp. */
export function BusinessProfilePage({ userId, business, onMotionChange }: BusinessProfilePageProps) {
  const place = placeLabel(business);
  return (
    <div className="flex flex-1 flex-col gap-4">
      <BusinessPhoto
        src={business.imageUrl}
        alt={t('Photo of {name}', { name: business.name })}
        width={480}
        height={270}
        className="aspect-video w-full -rotate-1 rounded-sm border-4 border-white shadow-md [&>svg]:size-10"
      />
      <div className="grid gap-0.5">
        <h2 className="font-serif text-2xl leading-tight font-bold text-[#0f3d2e]">
          <Link
            to={`/r/${business.slug}`}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {business.name}
          </Link>
        </h2>
        {place && (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4" />
            {place}
          </p>
        )}
        {business.closed && (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-amber-900">
            <CircleSlash aria-hidden="true" className="size-4" />
            {t('Permanently closed')}
          </p>
        )}
      </div>
      <div className="mt-auto">
        <StampSlot userId={userId} business={business} onMotionChange={onMotionChange} />
      </div>
    </div>
  );
}
