import { type LocationHours, type SpecialDay, type TimeOfDay, type TimeRange, WEEKDAY_NAMES } from './hours';
import { ENGLISH_INTL_LOCALE, english, type Translate } from './translate';
import {
  addDays,
  type CivilDate,
  clockText,
  dateText,
  daysBetween,
  instantAt,
  wallReading,
  weekdayOf,
} from './zoned-time';

// Issue 17: what a location's hours say at a given instant ('Open now · Closes at 9 PM'), its week as text,
// and its hours for JSON-LD. All of it reads the wall clock at the location (hours.timeZone), never the
// viewer's. `isOpenAt` must agree with its SQL twin, directory_open_at (migration 0012), rule for rule.
// The texts are English unless a `Translate` (the reader's `t`) and an Intl locale tag (for times) are given.

/** A moment the status points at: when a location next closes or opens. */
export interface Moment {
  /** The instant, ISO 8601 in UTC. */
  at: string;
  /** 'HH:mm' on the location's wall clock. */
  time: TimeOfDay;
  /** The local day, relative to the local date of the instant asked about; later days as a weekday, 0 Sunday. */
  day: 'today' | 'tomorrow' | number;
}

export type OpenStatus =
  | { state: 'unknown' }
  | { state: 'temporarily_closed' }
  | { state: 'open'; until: Moment | null }
  | { state: 'closed'; next: Moment | null };

type OpenNow = Extract<OpenStatus, { state: 'open' }>;
type ClosedNow = Extract<OpenStatus, { state: 'closed' }>;

export interface StatusText {
  /** 'Open now', 'Closed' or 'Temporarily closed', in the reader's language. */
  headline: string;
  detail: string | null;
}

export interface DaySummary {
  /** 0 Sunday … 6 Saturday. */
  day: number;
  /** The weekday's name ('Monday'), in the reader's language. */
  name: string;
  text: string;
}

/** schema.org OpeningHoursSpecification, as JSON-LD. */
export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string;
  opens: TimeOfDay;
  closes: TimeOfDay;
  validFrom?: string;
  validThrough?: string;
}

/** How far ahead 'closes at' and 'opens at' look, in local days. */
const HORIZON_DAYS = 7;
const MINUTES_PER_DAY = 24 * 60;
/** The week as people read it: Monday first. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** A local calendar date at the location, and its weekday (0 Sunday). */
interface CalendarDay {
  date: string;
  weekday: number;
}

/** The instant's wall clock at the location: its date, and the time as 'HH:mm' (the SQL twin compares those). */
function wallClock(hours: LocationHours, at: Date) {
  const reading = wallReading(at, hours.timeZone);
  return { today: reading.date, minutes: reading.minutes, time: clockText(reading.minutes) };
}

/** The local date `offset` days from `today`. */
function calendarDay(today: CivilDate, offset: number): CalendarDay {
  const day = addDays(today, offset);
  return { date: dateText(day), weekday: weekdayOf(day) };
}

/** A date's ranges: a special day's replace the weekly ones (none: closed all day). */
function rangesFor(hours: LocationHours, day: CalendarDay): TimeRange[] {
  const special = hours.special.find((s) => s.date === day.date);
  return special ? special.ranges : (hours.weekly?.[day.weekday] ?? []);
}

/**
 * The ranges of the day `offset` days from `today` (whose weekday is `weekday`): a listing asks this for nine
 * days of every card, so the date is written out only when the location has special dates to match.
 */
function rangesOn(hours: LocationHours, today: CivilDate, weekday: number, offset: number): TimeRange[] {
  if (hours.special.length > 0) return rangesFor(hours, calendarDay(today, offset));
  return hours.weekly?.[(((weekday + offset) % 7) + 7) % 7] ?? [];
}

/** A close at or before the opening is on the next day (this covers 00:00–00:00, all day). */
function runsPastMidnight([opens, closes]: TimeRange): boolean {
  return closes <= opens;
}

function minutesOf(time: TimeOfDay): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * Open on the location's wall clock: a range of today has begun and not ended (or runs past midnight), or
 * last night's range runs past midnight and has not ended yet. Word for word the SQL twin's rule.
 */
export function isOpenAt(hours: LocationHours, at: Date): boolean {
  if (!hours.weekly || hours.temporarilyClosed) return false;
  const { today: date, time } = wallClock(hours, at);
  const today = rangesFor(hours, calendarDay(date, 0));
  const yesterday = rangesFor(hours, calendarDay(date, -1));
  return (
    today.some((range) => range[0] <= time && (range[1] > time || runsPastMidnight(range))) ||
    yesterday.some((range) => runsPastMidnight(range) && time < range[1])
  );
}

/** An opening in local minutes from midnight of the day asked about (negative: yesterday). */
interface Span {
  start: number;
  end: number;
}

/** Every opening from yesterday to the end of the horizon, back-to-back ones joined (a 24-hour week is one span). */
function spansAround(hours: LocationHours, today: CivilDate): Span[] {
  const spans: Span[] = [];
  const weekday = weekdayOf(today);
  for (let offset = -1; offset <= HORIZON_DAYS; offset++) {
    const dayStart = offset * MINUTES_PER_DAY;
    for (const range of rangesOn(hours, today, weekday, offset)) {
      const end = dayStart + minutesOf(range[1]) + (runsPastMidnight(range) ? MINUTES_PER_DAY : 0);
      spans.push({ start: dayStart + minutesOf(range[0]), end });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  return spans.reduce<Span[]>((joined, span) => {
    const last = joined.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
    return joined;
  }, []);
}

/**
 * The instant for a local minute (from midnight of the day asked about). A time skipped when clocks spring
 * forward is moved forward by the gap (02:30 → 03:30 EDT); a time repeated when they fall back is the first
 * one, unless that is already past (then the repeat).
 */
function momentAt(zone: string, today: CivilDate, minute: number, after: Date): Moment {
  const offset = Math.floor(minute / MINUTES_PER_DAY);
  let instant = instantAt(addDays(today, offset), minute - offset * MINUTES_PER_DAY, zone);
  const repeat = instant + 60 * 60_000;
  if (instant < after.getTime() && wallReading(repeat, zone).minutes === wallReading(instant, zone).minutes)
    instant = repeat;
  const local = wallReading(instant, zone);
  const days = daysBetween(today, local.date);
  return {
    at: new Date(instant).toISOString(),
    time: clockText(local.minutes),
    day: days === 0 ? 'today' : days === 1 ? 'tomorrow' : local.weekday,
  };
}

/**
 * Open or closed at `at`, with when that changes within the next 7 local days: 'open' until the current
 * opening (joined with back-to-back ones) ends, 'closed' until the next one starts; null beyond the horizon.
 */
export function openStatus(hours: LocationHours, at: Date): OpenStatus {
  if (!hours.weekly) return { state: 'unknown' };
  if (hours.temporarilyClosed) return { state: 'temporarily_closed' };
  const { today, minutes: now } = wallClock(hours, at);
  const horizon = now + HORIZON_DAYS * MINUTES_PER_DAY;
  const spans = spansAround(hours, today);
  const moment = (minute: number) => momentAt(hours.timeZone, today, minute, at);
  const current = spans.find((s) => s.start <= now && now < s.end);
  if (current) return { state: 'open', until: current.end <= horizon ? moment(current.end) : null };
  const next = spans.find((s) => s.start > now && s.start <= horizon);
  return { state: 'closed', next: next ? moment(next.start) : null };
}

function isOpenStatus(status: OpenStatus): status is OpenNow {
  return status.state === 'open';
}

function isClosedStatus(status: OpenStatus): status is ClosedNow {
  return status.state === 'closed';
}

/** The later of two closings; never closing (null) is latest. */
function staysOpenLonger(a: OpenNow, b: OpenNow): OpenNow {
  if (!a.until || !b.until) return a.until ? b : a;
  return Date.parse(b.until.at) > Date.parse(a.until.at) ? b : a;
}

/** The sooner of two openings; no opening in sight (null) is last. */
function opensSooner(a: ClosedNow, b: ClosedNow): ClosedNow {
  if (!a.next || !b.next) return a.next ? a : b;
  return Date.parse(b.next.at) < Date.parse(a.next.at) ? b : a;
}

/**
 * A business with several locations: open if any is, closed (soonest opening first) if any is, temporarily
 * closed if all with known hours are; locations with unknown hours count only when all are unknown.
 */
export function businessOpenStatus(locations: LocationHours[], at: Date): OpenStatus {
  return businessToday(locations, at).status;
}

/** The business's status (businessOpenStatus) and today's hours of the location it is the status of. */
export interface BusinessToday {
  status: OpenStatus;
  /** hoursLeftToday of that location; null when there is none to show. */
  today: TimeRange[] | null;
}

/**
 * Issue 31: the business's status with, beside it, today's hours of the location that decides it (the one
 * open latest, or opening soonest): 'Open now · 11 AM – 10 PM'.
 */
export function businessToday(locations: LocationHours[], at: Date): BusinessToday {
  const known = locations
    .map((hours) => ({ hours, status: openStatus(hours, at) }))
    .filter((location) => location.status.state !== 'unknown');
  const open = known.filter((location) => isOpenStatus(location.status));
  const closed = known.filter((location) => isClosedStatus(location.status));
  const deciding =
    open.length > 0
      ? open.reduce((a, b) => (staysOpenLonger(a.status as OpenNow, b.status as OpenNow) === a.status ? a : b))
      : closed.length > 0
        ? closed.reduce((a, b) => (opensSooner(a.status as ClosedNow, b.status as ClosedNow) === a.status ? a : b))
        : null;
  if (deciding) return { status: deciding.status, today: hoursLeftToday(deciding.hours, at) };
  return { status: known.length > 0 ? { state: 'temporarily_closed' } : { state: 'unknown' }, today: null };
}

/**
 * Issue 31: today's ranges on the location's clock, to show beside its status, when they tell what is left
 * of today: one of them is under way, or (closed now) one is still to come. Null past today's last closing,
 * or when open on last night's late range: then 'Closes at 2 AM' says more.
 */
export function hoursLeftToday(hours: LocationHours, at: Date): TimeRange[] | null {
  if (!hours.weekly || hours.temporarilyClosed) return null;
  const { today, minutes: now } = wallClock(hours, at);
  const ranges = rangesFor(hours, calendarDay(today, 0));
  const underWay = ranges.some((range) => {
    const end = minutesOf(range[1]) + (runsPastMidnight(range) ? MINUTES_PER_DAY : 0);
    return minutesOf(range[0]) <= now && now < end;
  });
  const toCome = !isOpenAt(hours, at) && ranges.some((range) => minutesOf(range[0]) > now);
  return underWay || toCome ? ranges : null;
}

/** A weekday's name, 0 Sunday … 6 Saturday ('Friday'), in the reader's language. */
export function weekdayName(day: number, t: Translate = english): string {
  switch (day) {
    case 0:
      return t('Sunday');
    case 1:
      return t('Monday');
    case 2:
      return t('Tuesday');
    case 3:
      return t('Wednesday');
    case 4:
      return t('Thursday');
    case 5:
      return t('Friday');
    default:
      return t('Saturday');
  }
}

/** One time formatter per locale and shape: building one costs far more than formatting with it. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockFormat(locale: string, withMinutes: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withMinutes}`;
  let clock = clocks.get(key);
  if (!clock) {
    const options: Intl.DateTimeFormatOptions = { hour: 'numeric', timeZone: 'UTC' };
    clock = new Intl.DateTimeFormat(locale, withMinutes ? { ...options, minute: '2-digit' } : options);
    clocks.set(key, clock);
  }
  return clock;
}

/**
 * '21:00' → '9 PM', '21:30' → '9:30 PM', '00:00' → '12 AM' in English; in another `locale` (an Intl tag)
 * as it writes times: '9 م', '21:00' (a 24-hour clock always shows its minutes).
 */
export function formatTime(time: TimeOfDay, locale: string = ENGLISH_INTL_LOCALE): string {
  const hour = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  if (locale === ENGLISH_INTL_LOCALE) {
    const clock = minutes === '00' ? `${hour % 12 || 12}` : `${hour % 12 || 12}:${minutes}`;
    return `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
  }
  const twelveHour = ['h11', 'h12'].includes(clockFormat(locale, false).resolvedOptions().hourCycle ?? '');
  const instant = new Date(Date.UTC(2000, 0, 1, hour, Number(minutes)));
  return clockFormat(locale, minutes !== '00' || !twelveHour).format(instant);
}

/**
 * The status as a listing shows it. A closing tomorrow reads 'Closes at 2 AM' (a late night, not a
 * day away); a closing days away names the weekday. Null when the hours are unknown.
 */
export function statusText(
  status: OpenStatus,
  t: Translate = english,
  locale: string = ENGLISH_INTL_LOCALE,
): StatusText | null {
  switch (status.state) {
    case 'unknown':
      return null;
    case 'temporarily_closed':
      return { headline: t('Temporarily closed'), detail: null };
    case 'open': {
      const until = status.until;
      if (!until) return { headline: t('Open now'), detail: t('Open 24 hours') };
      const time = formatTime(until.time, locale);
      const detail =
        typeof until.day === 'number'
          ? t('Closes {weekday} at {time}', { weekday: weekdayName(until.day, t), time })
          : t('Closes at {time}', { time });
      return { headline: t('Open now'), detail };
    }
    case 'closed': {
      const next = status.next;
      if (!next) return { headline: t('Closed'), detail: null };
      const time = formatTime(next.time, locale);
      const detail =
        typeof next.day === 'number'
          ? t('Opens {weekday} at {time}', { weekday: weekdayName(next.day, t), time })
          : next.day === 'tomorrow'
            ? t('Opens tomorrow at {time}', { time })
            : t('Opens at {time}', { time });
      return { headline: t('Closed'), detail };
    }
  }
}

/**
 * Issue 31: the status as the business page's header says it: today's hours, when there are some left to
 * show, in place of the detail ('Open now · 11 AM – 10 PM'); else as statusText says it.
 */
export function todayText(
  { status, today }: BusinessToday,
  t: Translate = english,
  locale: string = ENGLISH_INTL_LOCALE,
): StatusText | null {
  const text = statusText(status, t, locale);
  if (!text || !today || status.state === 'temporarily_closed') return text;
  return { ...text, detail: rangesText(today, t, locale) };
}

function isAllDay([opens, closes]: TimeRange): boolean {
  return opens === '00:00' && closes === '00:00';
}

/** One day's ranges as text: 'Closed', 'Open 24 hours' or '11 AM – 3 PM, 5 PM – 10 PM' (the week and special dates). */
export function rangesText(ranges: TimeRange[], t: Translate = english, locale: string = ENGLISH_INTL_LOCALE): string {
  if (ranges.length === 0) return t('Closed');
  if (ranges.some(isAllDay)) return t('Open 24 hours');
  return ranges
    .map(([opens, closes]) =>
      t('{opens} – {closes}', { opens: formatTime(opens, locale), closes: formatTime(closes, locale) }),
    )
    .join(t(', '));
}

/** The weekly hours, Monday to Sunday; empty when the hours are unknown. */
export function weeklySummary(
  hours: LocationHours,
  t: Translate = english,
  locale: string = ENGLISH_INTL_LOCALE,
): DaySummary[] {
  const weekly = hours.weekly;
  if (!weekly) return [];
  return MONDAY_FIRST.map((day) => ({
    day,
    name: weekdayName(day, t),
    text: rangesText(weekly[day] ?? [], t, locale),
  }));
}

/** Special days from the local today on, `days` calendar days in all (today included), by date. */
export function upcomingSpecialDays(hours: LocationHours, at: Date, days = 30): SpecialDay[] {
  const { today } = wallClock(hours, at);
  const first = calendarDay(today, 0).date;
  const last = calendarDay(today, days - 1).date;
  return hours.special.filter((s) => s.date >= first && s.date <= last).sort((a, b) => a.date.localeCompare(b.date));
}

/** schema.org has no 'open all day': Google's guidance is 00:00–23:59. */
function schemaRange(range: TimeRange): Pick<OpeningHoursSpecification, 'opens' | 'closes'> {
  return isAllDay(range) ? { opens: '00:00', closes: '23:59' } : { opens: range[0], closes: range[1] };
}

/** A special day's hours for JSON-LD; closed all day is 00:00–00:00, as schema.org says it. */
function specialDaySpecification(day: SpecialDay): OpeningHoursSpecification[] {
  const valid = { validFrom: day.date, validThrough: day.date };
  const ranges = day.ranges.length > 0 ? day.ranges.map(schemaRange) : [{ opens: '00:00', closes: '00:00' }];
  return ranges.map((range) => ({ '@type': 'OpeningHoursSpecification', ...range, ...valid }));
}

/** The hours as schema.org OpeningHoursSpecification, weekly (Monday first) then special days; none when unknown. */
export function openingHoursSpecification(hours: LocationHours): OpeningHoursSpecification[] {
  const weekly = hours.weekly;
  if (!weekly) return [];
  const week = MONDAY_FIRST.flatMap((day) =>
    (weekly[day] ?? []).map((range) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[day]}`,
      ...schemaRange(range),
    })),
  );
  return [...week, ...hours.special.flatMap(specialDaySpecification)];
}
