import { Globe, Mail, Phone } from 'lucide-react';
import { Suspense } from 'react';
import { instagramUrl } from '../../../domain/instagram';
import { dialledDigits, telHref } from '../../../domain/phone';
import { LocationCard, type Place } from '../../components/business/location-card';
import { InstagramIcon } from '../../components/ui/brand-icons';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import type { BusinessPageData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { BusinessHours } from './business-hours';

// The map (and the settings its tiles come from) loads after the page's first screen.
const BusinessMapSection = lazyComponent(async () => (await import('./business-map-section')).BusinessMapSection);

const linkClasses =
  '[overflow-wrap:anywhere] inline-flex items-center gap-2 rounded font-medium text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The business's own address stands in for a location list when it has none. */
function placesOf(business: BusinessPageData): Place[] {
  if (business.locations.length > 0) return business.locations;
  if (!business.address && !business.city && !business.phone) return [];
  return [{ ...business, name: t('Main Location'), isPrimary: true, comingSoon: false }];
}

/**
 * The business's own number and email (Business Info, decision 012) unless a location card already shows
 * them: the owner's main line is where people look for it even when each branch has its own.
 */
function ownContacts(business: BusinessPageData, places: Place[]) {
  const phone = business.phone?.trim() || null;
  const email = business.email?.trim() || null;
  const digits = phone && dialledDigits(phone);
  return {
    phone: phone && !places.some((place) => place.phone && dialledDigits(place.phone) === digits) ? phone : null,
    email: email && !places.some((place) => place.email?.trim().toLowerCase() === email.toLowerCase()) ? email : null,
  };
}

/** "example.com" for a website link's text. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** "@handle" for an Instagram link's text. */
function handleOf(profileUrl: string): string {
  try {
    const handle = new URL(profileUrl).pathname.split('/').filter(Boolean)[0];
    return handle ? `@${handle}` : t('Instagram');
  } catch {
    return t('Instagram');
  }
}

/**
 * SPEC §2 /r/{slug} 'Location & Contact': the map of the pinned locations (issue 17), a card per location,
 * their hours, then the business's own phone and email, website and Instagram links.
 */
export function LocationContact({ business }: { business: BusinessPageData }) {
  const places = placesOf(business);
  const instagram = instagramUrl(business.instagram);
  const own = ownContacts(business, places);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Location & Contact')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Suspense fallback={null}>
          <BusinessMapSection business={business} />
        </Suspense>
        {places.length > 0 && (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {places.map((place) => (
              <LocationCard key={'id' in place ? String(place.id) : place.name} place={place} />
            ))}
          </ul>
        )}
        {/* The hours of a permanently closed place would only invite a wasted trip. */}
        {!business.closedAt && <BusinessHours locations={business.locations} />}
        {(own.phone || own.email || business.websiteUrl || instagram) && (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {own.phone && (
              <a href={telHref(own.phone)} className={linkClasses}>
                <Phone aria-hidden="true" className="size-4" />
                {own.phone}
              </a>
            )}
            {own.email && (
              <a href={`mailto:${own.email}`} className={linkClasses}>
                <Mail aria-hidden="true" className="size-4" />
                {own.email}
              </a>
            )}
            {business.websiteUrl && (
              <a href={business.websiteUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <Globe aria-hidden="true" className="size-4" />
                {hostOf(business.websiteUrl)}
              </a>
            )}
            {instagram && (
              <a href={instagram} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <InstagramIcon className="size-4" />
                {handleOf(instagram)}
              </a>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
