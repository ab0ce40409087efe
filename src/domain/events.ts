import { clockText, dateText, offsetAt, wallReading } from './zoned-time';

/** Indiana's clock: event dates and times are entered and shown in this zone. */
export const DIRECTORY_TIME_ZONE = 'America/Indiana/Indianapolis';

/** The instant at which the wall clock in `zone` shows `date` (YYYY-MM-DD) and `time` (HH:MM[:SS]). */
export function zonedInstant(date: string, time: string, zone = DIRECTORY_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!, ss ?? 0);
  let instant = wall - offsetAt(wall, zone);
  // Near a daylight-saving change the first guess can be an hour off; one correction settles it.
  instant = wall - offsetAt(instant, zone);
  return new Date(instant);
}

export interface EventTimeInput {
  startDate: string;
  startTime?: string | null;
  endDate?: string | null;
  endTime?: string | null;
}

/**
 * SPEC §3 events: the start is the date plus the time (midnight when no time); the end is the end date
 * plus the end time (23:59:59 when no time), or none without an end date.
 */
export function eventTimes(
  input: EventTimeInput,
  zone = DIRECTORY_TIME_ZONE,
): { eventDate: Date; endDate: Date | null } {
  const eventDate = zonedInstant(input.startDate, input.startTime || '00:00:00', zone);
  const endDate = input.endDate ? zonedInstant(input.endDate, input.endTime || '23:59:59', zone) : null;
  return { eventDate, endDate };
}

/** The date (YYYY-MM-DD) and time (HH:MM) an instant shows on the directory's clock, for edit forms. */
export function zonedDateParts(instant: Date, zone = DIRECTORY_TIME_ZONE): { date: string; time: string } {
  // Read with zoned-time's offsets, kept per quarter hour: 'today' is asked for on every listing.
  const wall = wallReading(instant, zone);
  return { date: dateText(wall.date), time: clockText(wall.minutes) };
}
