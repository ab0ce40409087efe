import { Mail, MapPin, Phone } from 'lucide-react';
import { mapsSearchUrl } from '../../../domain/maps';
import { t, translate } from '../../lib/i18n';
import { Badge } from '../ui/badge';

export interface Place {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  mapsUrl: string | null;
  isPrimary: boolean;
  comingSoon: boolean;
}

const linkClasses =
  '[overflow-wrap:anywhere] inline-flex items-start gap-2 rounded text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** "12 Main St, Carmel, IN 46032" */
export function fullAddress(place: Pick<Place, 'address' | 'city' | 'state' | 'zip'>): string {
  const region = [place.state, place.zip].filter(Boolean).join(' ');
  return [place.address, place.city?.trim(), region].filter(Boolean).join(', ');
}

/** One location of SPEC §2 'Location & Contact': the address opens a map, the phone a call. */
export function LocationCard({ place }: { place: Place }) {
  const address = fullAddress(place);
  // A place known by nothing but its state is no address: no bare 'IN' line and no map search for it,
  // even when an older row stored such a search as its maps link.
  const searchUrl = mapsSearchUrl(place);
  const mapUrl = searchUrl && (place.mapsUrl || searchUrl);
  return (
    <li className="grid gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink">{translate(place.name)}</h3>
        {place.isPrimary && <Badge variant="outline">{t('Primary')}</Badge>}
        {place.comingSoon && <Badge variant="accent">{t('Coming Soon')}</Badge>}
      </div>
      {address && mapUrl && (
        <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {address}
        </a>
      )}
      {place.phone && (
        <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {place.phone}
        </a>
      )}
      {place.email && (
        <a href={`mailto:${place.email}`} className={linkClasses}>
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {place.email}
        </a>
      )}
    </li>
  );
}
