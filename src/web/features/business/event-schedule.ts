import { zonedDateParts } from '../../../domain/events';
import { formatShortDate, formatTime } from '../../lib/format';
import { t } from '../../lib/i18n';

const DAY_MS = 86_400_000;

/** The calendar day an instant falls on, on Indiana's clock (YYYY-MM-DD). */
function dayOf(date: Date): string {
  return zonedDateParts(date).date;
}

/** SPEC §2 Upcoming Events badge: 'Today', 'Tomorrow', else a short date ('Dec 5'), on Indiana's clock. */
export function eventDayLabel(eventDate: Date, now: Date = new Date()): string {
  const day = dayOf(eventDate);
  if (day === dayOf(now)) return t('Today');
  // Noon today plus a day is tomorrow on any clock, daylight saving or not.
  if (day === dayOf(new Date(now.getTime() + DAY_MS))) return t('Tomorrow');
  return formatShortDate(eventDate);
}

/**
 * When an event runs: '6:00 PM – 9:00 PM'. An event without a start time begins at midnight and, without an
 * end time, ends at 23:59:59 (SPEC §3 events): that reads 'All day'.
 */
export function eventTimeText(eventDate: Date, endDate: Date | null): string {
  const startsAtMidnight = zonedDateParts(eventDate).time === '00:00';
  const endsAtDayEnd = endDate === null || zonedDateParts(endDate).time === '23:59';
  const sameDay = endDate !== null && dayOf(eventDate) === dayOf(endDate);
  if (startsAtMidnight && endsAtDayEnd) {
    return endDate && !sameDay ? t('All day, until {date}', { date: formatShortDate(endDate) }) : t('All day');
  }
  if (!endDate) return formatTime(eventDate);
  if (sameDay) return `${formatTime(eventDate)} – ${formatTime(endDate)}`;
  return t('{start} – {endDate}, {endTime}', {
    start: formatTime(eventDate),
    endDate: formatShortDate(endDate),
    endTime: formatTime(endDate),
  });
}
