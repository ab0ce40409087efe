import type { TimeRange } from '../../../domain/hours';
import { hoursOfLocation } from '../../../domain/hours';
import { businessToday, type OpenStatus, statusText, todayText } from '../../../domain/opening-hours';
import type { BusinessLocation } from '../../lib/business-queries';
import { activeIntlLocale, t } from '../../lib/i18n';
import { cn } from '../ui/class-names';
import { openLocations } from './location-hours';
import { useNow } from './use-now';

const headlineColors: Record<OpenStatus['state'], string> = {
  open: 'text-brand-strong',
  closed: 'text-danger',
  temporarily_closed: 'text-amber-800',
  unknown: '',
};

/**
 * 'Open now · Closes at 9 PM', 'Closed · Opens tomorrow at 11 AM', 'Temporarily closed'; nothing when unknown.
 * Without a status yet (before the browser's clock is read) the line is there, empty, so it keeps its place.
 */
export function StatusLine({
  status,
  today,
  className,
}: {
  status: OpenStatus | null;
  /** Today's hours to show in place of the status's detail ('Open now · 11 AM – 10 PM', issue 31). */
  today?: TimeRange[] | null;
  className?: string;
}) {
  const text =
    status &&
    (today === undefined
      ? statusText(status, t, activeIntlLocale())
      : todayText({ status, today }, t, activeIntlLocale()));
  if (status && !text) return null;
  return (
    <p
      aria-hidden={text ? undefined : true}
      className={cn('flex flex-wrap items-baseline gap-x-1.5 text-sm', className)}
    >
      {text && (
        <>
          <span className={cn('font-semibold', headlineColors[status.state])}>{text.headline}</span>
          {text.detail && (
            <>
              <span aria-hidden="true" className="text-muted">
                ·
              </span>
              <span className="sr-only">, </span>
              <span className="text-stone-700">{text.detail}</span>
            </>
          )}
        </>
      )}
    </p>
  );
}

/**
 * Issue 17: the business's status today, over its open locations (open if any is), on the browser's clock,
 * with today's hours of the location it is the status of (issue 31).
 * The server and the hydration render keep its line empty but its height reserved, so nothing moves when
 * it appears; a business whose hours are unknown gets no line at all.
 */
export function BusinessOpenStatus({ locations }: { locations: BusinessLocation[] }) {
  const now = useNow();
  const hours = openLocations(locations).map(hoursOfLocation);
  if (!hours.some((h) => h.weekly)) return null;
  const today = now && businessToday(hours, now);
  // One element from the server's render to the first tick, so hydration keeps it.
  return <StatusLine status={today?.status ?? null} today={today?.today ?? null} className="min-h-5" />;
}
