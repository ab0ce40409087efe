import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { hoursOfLocation } from '../../../domain/hours';
import { openStatus } from '../../../domain/opening-hours';
import { openLocations } from '../../components/business-card/location-hours';
import { StatusLine } from '../../components/business-card/open-status-line';
import { useNow } from '../../components/business-card/use-now';
import type { BusinessLocation } from '../../lib/business-queries';
import { t, translate } from '../../lib/i18n';
import { UpcomingSpecialDays } from './upcoming-special-days';
import { WeeklyHoursTable } from './weekly-hours-table';

/** A location has something to say about its hours: a week, or that it is temporarily closed. */
function hasHours(location: BusinessLocation): boolean {
  return location.weeklyHours !== null || location.temporarilyClosed;
}

/** Issue 17: the hours of each open location that has them, in 'Location & Contact'. */
export function BusinessHours({ locations }: { locations: BusinessLocation[] }) {
  const now = useNow();
  const shown = openLocations(locations).filter(hasHours);
  if (shown.length === 0) return null;
  // With one location 'Hours' says enough; with several each names its own.
  const several = locations.length > 1;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {shown.map((location) => (
        <LocationHoursSection
          key={location.id}
          location={location}
          placeName={several ? translate(location.name) : null}
          now={now}
        />
      ))}
    </div>
  );
}

interface LocationHoursSectionProps {
  location: BusinessLocation;
  /** The location's name ('Carmel') when the business has several locations, else null. */
  placeName: string | null;
  now: Date | null;
}

function LocationHoursSection({ location, placeName, now }: LocationHoursSectionProps) {
  const id = useId();
  const hours = hoursOfLocation(location);
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-3 rounded-lg border border-line p-4">
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {placeName === null ? t('Hours') : t('Hours at {location}', { location: placeName })}
      </h3>
      {hours.temporarilyClosed ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t('Temporarily closed.')}</strong> {t('Check back before you visit.')}
          </span>
        </p>
      ) : (
        // Its height is kept until the browser's clock is known, so the table does not move.
        hours.weekly && <div className="min-h-5">{now && <StatusLine status={openStatus(hours, now)} />}</div>
      )}
      {hours.weekly && (
        <WeeklyHoursTable
          hours={hours}
          caption={placeName === null ? t('Weekly hours') : t('Weekly hours at {location}', { location: placeName })}
          now={now}
        />
      )}
      <UpcomingSpecialDays hours={hours} now={now} headingId={`${id}-special`} />
      {hours.timeZone === 'America/Chicago' && <p className="text-xs text-muted">{t('Times are in Central time.')}</p>}
    </section>
  );
}
