import OpeningHours from 'opening_hours';
import { HOURS_LIMITS, type TimeRange, type WeeklyHours } from '../../../domain/hours';
import { weeklyHoursInput } from '../../../domain/hours-input';

// Issue 35: OpenStreetMap's `opening_hours` as the directory's weekly hours, read by the maintained parser
// (the `opening_hours` package). Only a plain week becomes hours; what the week cannot say (holidays,
// seasons, sunrise, comments, "call ahead") stays a note in the words the mapper wrote, never guessed.

export interface ImportedHours {
  weekly: WeeklyHours | null;
  /** The tag as written, when the weekly hours do not say all of it (or nothing could be read). */
  note: string | null;
}

// Where the parser looks up public and school holidays.
const INDIANA = { lat: 39.9, lon: -86.28, address: { country_code: 'us', state: 'Indiana' } };
const DAY_MS = 24 * 60 * 60 * 1000;
// Two weeks without a United States holiday, in winter and summer, each from a Sunday: a week that reads
// the same in both is a plain week. Dates are the process's local days, as the parser reads them.
const REFERENCE_SUNDAYS = [new Date(2025, 1, 9), new Date(2025, 5, 1)];
// Times that move with the sun or the calendar: no week of fixed hours says them.
const MOVING = /easter|sunrise|sunset|dawn|dusk/i;
// Parts of the syntax a plain week leaves out (holidays, comments): the week stands, with the tag as a note.
const BEYOND_A_WEEK = /\b(PH|SH)\b|"/;

const hhmm = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** The openings of each day of the week from `sunday`, or null when any of them is unknown (a comment). */
function weekFrom(hours: OpeningHours, sunday: Date): WeeklyHours | null {
  const days: TimeRange[][] = [];
  for (let day = 0; day < 7; day++) {
    const from = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + day);
    const to = new Date(from.getTime() + DAY_MS);
    const intervals = hours.getOpenIntervals(from, to);
    if (intervals.some(([, , unknown]) => unknown)) return null;
    days.push(intervals.map(([opens, closes]) => [hhmm(opens), hhmm(closes)]));
  }
  return joinOvernight(days);
}

/** A day's last opening that runs to midnight and the next day's opening from midnight are one opening. */
function joinOvernight(days: TimeRange[][]): WeeklyHours {
  const allDay = (range: TimeRange | undefined) => range?.[0] === '00:00' && range[1] === '00:00';
  const joined = days.map((ranges) => [...ranges]);
  for (let day = 0; day < 7; day++) {
    const today = joined[day] as TimeRange[];
    const tomorrow = joined[(day + 1) % 7] as TimeRange[];
    const last = today.at(-1);
    const first = tomorrow[0];
    if (!last || !first || allDay(last) || allDay(first)) continue;
    if (last[1] === '00:00' && first[0] === '00:00') {
      today[today.length - 1] = [last[0], first[1]];
      tomorrow.shift();
    }
  }
  return joined;
}

/** `opening_hours` as weekly hours and a note (see the module comment). */
export function importedHours(value: string | undefined): ImportedHours {
  const written = value?.trim();
  if (!written) return { weekly: null, note: null };
  if (MOVING.test(written)) return { weekly: null, note: written };
  let hours: OpeningHours;
  try {
    hours = new OpeningHours(written, INDIANA, { mode: 0 } as unknown as ConstructorParameters<typeof OpeningHours>[2]);
  } catch {
    return { weekly: null, note: written };
  }
  const [winter, summer] = REFERENCE_SUNDAYS.map((sunday) => weekFrom(hours, sunday));
  const plain = winter && summer && JSON.stringify(winter) === JSON.stringify(summer) ? winter : null;
  const valid = plain?.every((ranges) => ranges.length <= HOURS_LIMITS.rangesPerDay) ? plain : null;
  const weekly = valid && weeklyHoursInput.safeParse(valid).success ? valid : null;
  return { weekly, note: weekly && !BEYOND_A_WEEK.test(written) ? null : written };
}
