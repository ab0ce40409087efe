import { optionalText, requiredText } from './schemas';
import { z } from './zod';
import { type CivilDate, daysBetween } from './zoned-time';

// Issue 37, Ramadan: the season an admin sets, the iftar and suhoor hours an owner gives each location, and
// the business's Ramadan specials. These are the shapes and limits both the server and the owner's forms
// check; the times of a night (maghrib, iftar tonight, suhoor now) are in ramadan-times.ts, which the
// server alone runs (it reads the sun with a prayer-times library).

export const RAMADAN_LIMITS = {
  /** Ramadan is 29 or 30 days; a season or a range of hours is at most 31 (a day's margin for the moon). */
  seasonDays: 31,
  /** Date ranges of iftar, and of suhoor, per location. */
  rangesPerKind: 10,
  specialsPerBusiness: 20,
  specialName: 80,
  specialDescription: 300,
  /** $1,000.00: no buffet costs more; a typo of an extra zero or two is caught. */
  priceCents: 100_000,
  /** How long before maghrib iftar may open (a place opens its doors, serves dates and water). */
  minutesBeforeMaghrib: 120,
  /** Years a date may be in. */
  firstYear: 2020,
  lastYear: 2100,
} as const;

/** 'HH:MM', 00:00–23:59. */
export const clockInput = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time like 19:30');

/** A calendar date that exists, in a sane year. */
export const ramadanDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Enter a real date')
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= RAMADAN_LIMITS.firstYear && year <= RAMADAN_LIMITS.lastYear;
  }, `Enter a date between ${RAMADAN_LIMITS.firstYear} and ${RAMADAN_LIMITS.lastYear}`);

/** 'yyyy-MM-dd' as a civil date. */
export function civilDateOf(text: string): CivilDate {
  const [year = 1970, month = 1, day = 1] = text.split('-').map(Number);
  return { year, month, day };
}

/** Days from `from` to `to` counted inclusively (a one-day range is 1). */
export function daysInRange(from: string, to: string): number {
  return daysBetween(civilDateOf(from), civilDateOf(to)) + 1;
}

const SEASON_TOO_LONG = `A season is at most ${RAMADAN_LIMITS.seasonDays} days`;
const RANGE_TOO_LONG = `A date range is at most ${RAMADAN_LIMITS.seasonDays} days`;

/** The admin's season: its first and last day, Indiana dates. */
export const ramadanSeasonInput = z
  .strictObject({ starts: ramadanDate, ends: ramadanDate })
  .superRefine(({ starts, ends }, ctx) => {
    if (ends <= starts) ctx.addIssue({ code: 'custom', path: ['ends'], message: 'The end must be after the start' });
    else if (daysInRange(starts, ends) > RAMADAN_LIMITS.seasonDays)
      ctx.addIssue({ code: 'custom', path: ['ends'], message: SEASON_TOO_LONG });
  });
export type RamadanSeasonInput = z.infer<typeof ramadanSeasonInput>;

export interface RamadanSeason {
  starts: string;
  ends: string;
}

/** Whether `today` ('yyyy-MM-dd', Indiana) is in the season. */
export function inSeason(season: RamadanSeason | null, today: string): boolean {
  return season !== null && today >= season.starts && today <= season.ends;
}

const dateRange = { from: ramadanDate, to: ramadanDate };

/**
 * Iftar on each evening from `from` to `to`: it opens `minutesBeforeMaghrib` before the place's maghrib, or
 * at `opensAt` when the place opens at a fixed time; it closes at `closes`, the same evening.
 */
export const iftarRangeInput = z.strictObject({
  ...dateRange,
  opensAt: clockInput.nullable(),
  minutesBeforeMaghrib: z
    .number()
    .int('Enter whole minutes')
    .min(0, 'Enter 0 or more minutes')
    .max(RAMADAN_LIMITS.minutesBeforeMaghrib, `At most ${RAMADAN_LIMITS.minutesBeforeMaghrib} minutes`),
  closes: clockInput.refine((v) => v >= '16:00', 'Iftar closes in the evening, by 23:59'),
});
export type IftarRange = z.infer<typeof iftarRangeInput>;

/** Suhoor in the early morning of each date from `from` to `to`; opening after `closes` starts the evening before. */
export const suhoorRangeInput = z.strictObject({
  ...dateRange,
  opens: clockInput,
  closes: clockInput,
});
export type SuhoorRange = z.infer<typeof suhoorRangeInput>;

interface DatedRange {
  from: string;
  to: string;
}

/** What is wrong with ranges of one kind (order, length, overlap), as a message, or null. */
function rangesProblem(ranges: readonly DatedRange[]): string | null {
  for (const range of ranges) {
    if (range.to < range.from) return 'The last day must be on or after the first';
    if (daysInRange(range.from, range.to) > RAMADAN_LIMITS.seasonDays) return RANGE_TOO_LONG;
  }
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++)
    if ((sorted[i] as DatedRange).from <= (sorted[i - 1] as DatedRange).to) return 'Date ranges cannot overlap';
  return null;
}

const rangesOf = <T extends z.ZodType<DatedRange>>(range: T) =>
  z
    .array(range)
    .max(RAMADAN_LIMITS.rangesPerKind, `At most ${RAMADAN_LIMITS.rangesPerKind} date ranges`)
    .superRefine((ranges, ctx) => {
      const problem = rangesProblem(ranges);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A location's Ramadan hours, saved whole. */
export const ramadanHoursInput = z.strictObject({
  iftar: rangesOf(
    iftarRangeInput.refine((r) => r.opensAt === null || r.opensAt < r.closes, {
      message: 'Iftar must open before it closes',
      path: ['closes'],
    }),
  ),
  suhoor: rangesOf(
    suhoorRangeInput.refine((r) => r.opens !== r.closes, {
      message: 'Suhoor must open and close at different times',
      path: ['closes'],
    }),
  ),
});
export type RamadanHoursInput = z.infer<typeof ramadanHoursInput>;

/** A Ramadan special: 'Iftar buffet', what it holds, its price in cents. */
export const ramadanSpecialInput = z.strictObject({
  name: requiredText(RAMADAN_LIMITS.specialName, 'Enter a name'),
  description: optionalText(RAMADAN_LIMITS.specialDescription),
  priceCents: z
    .number('Enter a price')
    .int('Enter the price in cents')
    .min(0, 'A price cannot be negative')
    .max(RAMADAN_LIMITS.priceCents, 'A price is at most $1,000.00'),
});
export type RamadanSpecialInput = z.infer<typeof ramadanSpecialInput>;
