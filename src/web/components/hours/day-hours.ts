import { HOURS_LIMITS, type TimeRange, type WEEKDAY_NAMES, type WeeklyHours } from '../../../domain/hours';
import { msg, translate } from '../../lib/i18n';

/** How a day (or a special date) is open: at the times of its openings, not at all, or around the clock. */
export type DayMode = 'open' | 'closed' | 'allDay';

/** 00:00–00:00 is open around the clock (domain/hours.ts). */
const ALL_DAY: TimeRange = ['00:00', '00:00'];
/** What a day switched to 'Open' starts with; the owner types the real times over it. */
export const FIRST_OPENING: TimeRange = ['09:00', '17:00'];

/** The days as an owner reads a week, Monday first; the numbers are WEEKDAY_NAMES' (0 Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The days' names by their numbers (0 Sunday), the English ones of WEEKDAY_NAMES; shown translated. */
const WEEKDAY_WORDS = [
  msg('Sunday'),
  msg('Monday'),
  msg('Tuesday'),
  msg('Wednesday'),
  msg('Thursday'),
  msg('Friday'),
  msg('Saturday'),
] as const satisfies Readonly<Record<number, (typeof WEEKDAY_NAMES)[number]>>;

/** The name of day `day` (0 Sunday) in the visitor's language: 'Monday'. */
export function weekdayName(day: number): string {
  const name = WEEKDAY_WORDS[day];
  return name === undefined ? '' : translate(name);
}

export function dayMode(ranges: TimeRange[]): DayMode {
  if (ranges.length === 0) return 'closed';
  const [only] = ranges;
  if (ranges.length === 1 && only?.[0] === ALL_DAY[0] && only[1] === ALL_DAY[1]) return 'allDay';
  return 'open';
}

/** A day's openings once its mode is chosen; openings already typed stay when it stays open. */
export function rangesForMode(mode: DayMode, ranges: TimeRange[]): TimeRange[] {
  if (mode === 'closed') return [];
  if (mode === 'allDay') return [[...ALL_DAY]];
  return dayMode(ranges) === 'open' ? ranges : [[...FIRST_OPENING]];
}

/** One more opening, its times left for the owner to type; no more than a day can hold. */
export function withOpeningAdded(ranges: TimeRange[]): TimeRange[] {
  return ranges.length >= HOURS_LIMITS.rangesPerDay ? ranges : [...ranges, ['', '']];
}

/** A week closed every day: where 'Set weekly hours' starts. */
export function closedWeek(): WeeklyHours {
  return Array.from({ length: 7 }, () => []);
}

/** The week with `ranges` on each of `days` (0 Sunday). */
export function withRangesOn(weekly: WeeklyHours, days: readonly number[], ranges: TimeRange[]): WeeklyHours {
  return weekly.map((dayRanges, day) => (days.includes(day) ? ranges.map((r): TimeRange => [...r]) : dayRanges));
}
