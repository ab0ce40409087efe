import { formatShortDate, formatTime } from '../../lib/format';

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function isSameDay(a: Date, b: Date): boolean {
  return startOfDay(a) === startOfDay(b);
}

/** SPEC §2 Upcoming Events badge: 'Today', 'Tomorrow', else a short date ('Dec 5'), in the visitor's time. */
export function eventDayLabel(eventDate: Date, now: Date = new Date()): string {
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOfDay(eventDate) - startOfDay(now)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return formatShortDate(eventDate);
}

/**
 * When an event runs: '6:00 PM – 9:00 PM'. An event without a start time begins at midnight and, without an
 * end time, ends at 23:59:59 (SPEC §3 events): that reads 'All day'.
 */
export function eventTimeText(eventDate: Date, endDate: Date | null): string {
  const startsAtMidnight = eventDate.getHours() === 0 && eventDate.getMinutes() === 0;
  const endsAtDayEnd = endDate === null || (endDate.getHours() === 23 && endDate.getMinutes() === 59);
  if (startsAtMidnight && endsAtDayEnd) {
    return endDate && !isSameDay(eventDate, endDate) ? `All day, until ${formatShortDate(endDate)}` : 'All day';
  }
  if (!endDate) return formatTime(eventDate);
  if (isSameDay(eventDate, endDate)) return `${formatTime(eventDate)} – ${formatTime(endDate)}`;
  return `${formatTime(eventDate)} – ${formatShortDate(endDate)}, ${formatTime(endDate)}`;
}
