import type { LocationHours } from '../../../domain/hours';
import { intlLocale } from '../../../domain/locales';
import { rangesText, upcomingSpecialDays } from '../../../domain/opening-hours';
import { activeIntlLocale, activeLocale, t } from '../../lib/i18n';

/** How far ahead other hours are announced. */
const AHEAD_DAYS = 30;

/**
 * 'Monday, March 30' for '2026-03-30' (in the visitor's language), whatever the browser's zone: the calendar
 * date is read and printed on UTC's calendar.
 */
function dateText(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(activeLocale()), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

interface UpcomingSpecialDaysProps {
  hours: LocationHours;
  /** The browser's clock; nothing is listed until mounted. */
  now: Date | null;
  headingId: string;
}

/** Issue 17: 'Eid al-Fitr — Monday, March 30: Closed', for the dates with other hours in the next 30 days. */
export function UpcomingSpecialDays({ hours, now, headingId }: UpcomingSpecialDaysProps) {
  const days = now ? upcomingSpecialDays(hours, now, AHEAD_DAYS) : [];
  if (days.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        {t('Special hours')}
      </h4>
      <ul aria-labelledby={headingId} className="grid gap-1 text-sm text-stone-700">
        {days.map((day) => (
          <li key={day.date}>
            <span className="font-medium text-ink">
              {day.label
                ? t('{label} — {date}:', { label: day.label, date: dateText(day.date) })
                : t('{date}:', { date: dateText(day.date) })}
            </span>{' '}
            {rangesText(day.ranges, t, activeIntlLocale())}
          </li>
        ))}
      </ul>
    </div>
  );
}
