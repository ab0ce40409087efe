import { format, parseISO } from 'date-fns';
import type { LocationHours } from '../../../domain/hours';
import { rangesText, upcomingSpecialDays } from '../../../domain/opening-hours';

/** How far ahead other hours are announced. */
const AHEAD_DAYS = 30;

/** 'Monday, March 30' for '2026-03-30', whatever the browser's zone (parsed and printed on its calendar). */
function dateText(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d');
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
        Special hours
      </h4>
      <ul aria-labelledby={headingId} className="grid gap-1 text-sm text-stone-700">
        {days.map((day) => (
          <li key={day.date}>
            <span className="font-medium text-ink">
              {day.label ? `${day.label} — ${dateText(day.date)}` : dateText(day.date)}:
            </span>{' '}
            {rangesText(day.ranges)}
          </li>
        ))}
      </ul>
    </div>
  );
}
