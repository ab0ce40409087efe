import { MapPin, ShieldCheck } from 'lucide-react';
import { t } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';
import { SubmittedHalalFacts } from './submitted-halal-facts';

type Location = AdminBusiness['locations'][number];

/** A location's street address in one line: street, then city, state and ZIP; null when none is given. */
function addressOf(location: Location): string | null {
  const region = [location.state, location.zip].filter(Boolean).join(' ');
  const parts = [location.address, location.city, region].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Corrections: what approving a submission publishes beyond its contacts — its halal claims (with the
 * certificate file) and every location, each with its own halal details when they differ.
 */
export function SubmissionClaims({ business, headingId }: { business: AdminBusiness; headingId: string }) {
  const { halalProfile, locations, locationHalalProfiles } = business;
  return (
    <div className="grid gap-4 rounded-lg border border-line bg-stone-50 p-3 sm:grid-cols-2 sm:p-4">
      <section aria-labelledby={`${headingId}-halal`} className="grid content-start gap-2">
        <h4 id={`${headingId}-halal`} className="flex items-center gap-1.5 font-semibold text-ink">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand-strong" />
          {t('Halal details')}
        </h4>
        {halalProfile ? (
          <SubmittedHalalFacts profile={halalProfile} />
        ) : (
          <p className="text-sm text-muted">{t('No halal details given.')}</p>
        )}
      </section>
      <section aria-labelledby={`${headingId}-locations`} className="grid content-start gap-2">
        <h4 id={`${headingId}-locations`} className="flex items-center gap-1.5 font-semibold text-ink">
          <MapPin aria-hidden="true" className="size-4 text-brand-strong" />
          {t('{count, plural, one {# location} other {# locations}}', { count: locations.length })}
        </h4>
        <ul className="grid gap-3">
          {locations.map((location) => {
            const own = locationHalalProfiles.find((p) => p.locationId === location.id);
            return (
              <li key={location.id} className="grid gap-1 text-sm">
                <p className="font-semibold text-ink">
                  <bdi>{location.name}</bdi>
                  {location.isPrimary && <span className="font-normal text-muted"> · {t('Primary')}</span>}
                </p>
                <p className="text-stone-700">
                  {/* An address keeps its own direction on a right-to-left page. */}
                  <bdi>{addressOf(location) ?? t('No address given')}</bdi>
                </p>
                {own && (
                  <div className="mt-1 grid gap-1 border-s-2 border-brand-soft ps-3">
                    <p className="font-semibold text-ink">{t('Halal details of this location')}</p>
                    <SubmittedHalalFacts profile={own} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
