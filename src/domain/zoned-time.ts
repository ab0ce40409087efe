// The wall clock of a time zone, read with the platform's own time-zone data (Intl): what a location's
// hours need, without a date library. Calendar dates are plain values (no zone); stepping them by days is
// arithmetic on UTC, where every day has 24 hours.

/** A calendar date as a place writes it: year, month (1–12), day. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** What a clock on the wall of a place reads at an instant. */
export interface WallReading {
  date: CivilDate;
  /** Minutes since the local midnight (seconds dropped). */
  minutes: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** One reader per zone: building an Intl formatter costs far more than reading with it. */
const readers = new Map<string, Intl.DateTimeFormat>();

function readerOf(zone: string): Intl.DateTimeFormat {
  let reader = readers.get(zone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    readers.set(zone, reader);
  }
  return reader;
}

/** The wall reading at `zone` of the instant `ms` (seconds kept, milliseconds dropped), read with Intl. */
function readWall(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of readerOf(zone).formatToParts(ms))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour % 24, minute, second);
}

/**
 * Zones change their offsets only on a quarter hour of UTC (every offset in use is a whole number of
 * quarter hours, and clocks change on a whole hour or half hour of local time), so an offset holds for
 * its quarter hour, and is read once per zone and quarter: `formatToParts` costs microseconds, and a
 * listing asks it hundreds of times (issue 40).
 */
const QUARTER_MS = 15 * MINUTE_MS;
/** Offsets read, per zone and quarter hour (at most OFFSETS_KEPT per zone: a few days' worth are read at a time). */
const offsets = new Map<string, Map<number, number>>();
const OFFSETS_KEPT = 20_000;

/**
 * A zone's offsets over spans of time: [from, to) in milliseconds since 1970, and the offset in
 * milliseconds. The server works them out with its time-zone data (`offsetSpans`) and sends them with a
 * page, so the browser reads Indiana's clocks without building an Intl formatter, the dearest step of a
 * phone's first seconds on the page (its time-zone data loads with it).
 */
export type OffsetSpan = [from: number, to: number, offset: number];
export type KnownOffsets = Record<string, OffsetSpan[]>;

const known = new Map<string, OffsetSpan[]>();

const isSpan = (span: unknown): span is OffsetSpan =>
  Array.isArray(span) && span.length === 3 && span.every((n) => typeof n === 'number' && Number.isFinite(n));

/** Takes `offsets` (as `offsetSpans` gave them, read from a page) as what the zones' clocks read; ignores anything else. */
export function learnOffsets(offsets: unknown): void {
  if (typeof offsets !== 'object' || offsets === null) return;
  for (const [zone, spans] of Object.entries(offsets)) {
    if (Array.isArray(spans) && spans.every(isSpan)) known.set(zone, spans);
  }
}

/** Forgets what `learnOffsets` taught (for tests). */
export function forgetLearnedOffsets(): void {
  known.clear();
}

/**
 * `zone`'s offsets from `from` to `to`, one span per offset, each change found to the quarter hour (offsets
 * change only on one: see QUARTER_MS). Read with the platform's time-zone data.
 */
export function offsetSpans(zone: string, from: number, to: number): OffsetSpan[] {
  const step = 6 * 60 * MINUTE_MS;
  const start = Math.floor(from / QUARTER_MS) * QUARTER_MS;
  const spans: OffsetSpan[] = [];
  let spanStart = start;
  let offset = readWall(start, zone) - start;
  for (let at = start + step; at < to + step; at += step) {
    const next = readWall(at, zone) - at;
    if (next === offset) continue;
    // The change lies in (at − step, at]: find its quarter hour.
    let low = at - step;
    let high = at;
    while (high - low > QUARTER_MS) {
      const middle = low + Math.floor((high - low) / 2 / QUARTER_MS) * QUARTER_MS;
      if (readWall(middle, zone) - middle === offset) low = middle;
      else high = middle;
    }
    spans.push([spanStart, high, offset]);
    spanStart = high;
    offset = next;
  }
  spans.push([spanStart, Math.max(to, spanStart + QUARTER_MS), offset]);
  return spans;
}

/** How far `zone`'s clocks are ahead of UTC at the instant `ms`, in milliseconds (negative west of Greenwich). */
export function offsetAt(ms: number, zone: string): number {
  const learned = known.get(zone);
  if (learned) for (const [from, to, offset] of learned) if (ms >= from && ms < to) return offset;
  const quarter = Math.floor(ms / QUARTER_MS) * QUARTER_MS;
  let ofZone = offsets.get(zone);
  if (!ofZone) {
    ofZone = new Map();
    offsets.set(zone, ofZone);
  }
  let offset = ofZone.get(quarter);
  if (offset === undefined) {
    offset = readWall(quarter, zone) - quarter;
    if (ofZone.size >= OFFSETS_KEPT) ofZone.clear();
    ofZone.set(quarter, offset);
  }
  return offset;
}

/** The wall reading at `zone` of the instant `ms`, written as the UTC instant with the same reading. */
function wallAsUtc(ms: number, zone: string): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return whole + offsetAt(ms, zone);
}

function fromUtc(ms: number): CivilDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function utcMidnight(date: CivilDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

/** What the wall clock at `zone` reads at `at`. */
export function wallReading(at: Date | number, zone: string): WallReading {
  const local = wallAsUtc(typeof at === 'number' ? at : at.getTime(), zone);
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  return {
    date: fromUtc(midnight),
    minutes: Math.floor((local - midnight) / MINUTE_MS),
    weekday: new Date(midnight).getUTCDay(),
  };
}

/** The date `days` after `date` (before, when negative). */
export function addDays(date: CivilDate, days: number): CivilDate {
  return fromUtc(utcMidnight(date) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to`. */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: CivilDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** 'yyyy-MM-dd'. */
export function dateText(date: CivilDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** 'HH:mm' for minutes since midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant `zone`'s wall clock reads `minutes` past midnight of `date`. A reading skipped when clocks
 * spring forward is moved forward by the gap (02:30 → 03:30 EDT); one repeated when they fall back is the
 * first of the two.
 */
export function instantAt(date: CivilDate, minutes: number, zone: string): number {
  const local = utcMidnight(date) + minutes * MINUTE_MS;
  // The offsets a day either side: a zone changes its clocks at most once in two days.
  const before = offsetAt(local - DAY_MS, zone);
  const after = offsetAt(local + DAY_MS, zone);
  const early = local - before;
  if (before === after) return early;
  const late = local - after;
  const earlyHolds = offsetAt(early, zone) === before;
  const lateHolds = offsetAt(late, zone) === after;
  if (earlyHolds && lateHolds) return Math.min(early, late);
  if (lateHolds) return late;
  // Held by the earlier offset, or by neither (a skipped reading): the earlier offset moves it past the gap.
  return early;
}
