import { HOURS_LIMITS, INDIANA_TIME_ZONES, type TimeRange } from './hours';
import { cleanText } from './text';
import { z } from './zod';

// The hours an owner or admin saves, as the server and the hours form check them. Kept apart from
// hours.ts, whose rules every listing card runs: a page that shows hours does not download zod.

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time like 09:30');
const timeRange = z.tuple([timeOfDay, timeOfDay]);

/** A day's ranges in order, none overlapping; only the last may run past midnight. */
function rangesProblem(ranges: TimeRange[]): string | null {
  const sorted = [...ranges].sort((a, b) => a[0].localeCompare(b[0]));
  for (let i = 0; i < sorted.length; i++) {
    const [opens, closes] = sorted[i] as TimeRange;
    const next = sorted[i + 1];
    const overnight = closes <= opens;
    if (overnight && next) return 'Only the last opening of a day can run past midnight';
    if (next && closes > next[0]) return 'Openings of one day cannot overlap';
  }
  return null;
}

const dayRanges = z
  .array(timeRange)
  .max(HOURS_LIMITS.rangesPerDay, `At most ${HOURS_LIMITS.rangesPerDay} openings a day`)
  .superRefine((ranges, ctx) => {
    const problem = rangesProblem(ranges as TimeRange[]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((ranges) => [...(ranges as TimeRange[])].sort((a, b) => a[0].localeCompare(b[0])));

const isoDate = z.iso.date('Enter a date');

const specialDayInput = z.strictObject({
  date: isoDate,
  ranges: dayRanges,
  label: cleanText()
    .trim()
    .max(HOURS_LIMITS.specialLabel)
    .nullable()
    .transform((v) => v || null),
});

/** A week of openings, Sunday first; null when the hours are not known. */
export const weeklyHoursInput = z.array(dayRanges).length(7).nullable();

export const locationHoursInput = z.strictObject({
  weekly: weeklyHoursInput,
  special: z
    .array(specialDayInput)
    .max(HOURS_LIMITS.specialDays)
    .superRefine((days, ctx) => {
      const dates = days.map((d) => d.date);
      if (new Set(dates).size !== dates.length)
        ctx.addIssue({ code: 'custom', message: 'Each date can be listed once' });
    })
    .transform((days) => [...days].sort((a, b) => a.date.localeCompare(b.date))),
  temporarilyClosed: z.boolean(),
  timeZone: z.enum(INDIANA_TIME_ZONES),
});
