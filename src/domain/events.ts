import { clockText, dateText, wallReading } from './zoned-time';

/** Indiana's clock: event dates and times are entered and shown in this zone. */
export const DIRECTORY_TIME_ZONE = 'America/Indiana/Indianapolis';

/** One formatter per zone: building one costs far more than formatting with it (a page formats dozens of dates). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at `instant`, part by part ('2026', '06', '14', '10', '30', '00'), 24-hour. */
function wallClockParts(instant: Date, zone: string) {
  const parts = wallClock(zone).formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
}

/** Offset of `zone` from UTC at the instant `utcMs`, in milliseconds. */
function zoneOffsetMs(utcMs: number, zone: string): number {
  const get = wallClockParts(new Date(utcMs), zone);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(get(type));
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant at which the wall clock in `zone` shows `date` (YYYY-MM-DD) and `time` (HH:MM[:SS]). */
export function zonedInstant(date: string, time: string, zone = DIRECTORY_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!, ss ?? 0);
  let instant = wall - zoneOffsetMs(wall, zone);
  // Near a daylight-saving change the first guess can be an hour off; one correction settles it.
  instant = wall - zoneOffsetMs(instant, zone);
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
