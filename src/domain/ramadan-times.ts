import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import type { IftarRange, SuhoorRange } from './ramadan';
import { addDays, type CivilDate, clockText, dateText, instantAt, wallReading } from './zoned-time';

// Issue 37: the times of a Ramadan night at a place. Maghrib (sunset, when the fast is broken) is read with
// `adhan` from the place's coordinates, by the Islamic Society of North America's method (the one North
// American mosques publish), and shown on the place's own clock (Eastern for most of Indiana, Central for a
// few western counties), so a night after the clocks spring forward shows its maghrib an hour later.
// The server alone runs this module: the web gets the times it worked out.

export interface PlaceOnEarth {
  latitude: number;
  longitude: number;
  /** The place's IANA zone. */
  timeZone: string;
}

/** The instant (ms) of maghrib on `date` at the place. */
export function maghribOn(date: CivilDate, place: Pick<PlaceOnEarth, 'latitude' | 'longitude'>): number {
  // adhan reads the day from the Date's local fields, whatever the process's zone: a local midnight gives them.
  const day = new Date(date.year, date.month - 1, date.day);
  const times = new PrayerTimes(
    new Coordinates(place.latitude, place.longitude),
    day,
    CalculationMethod.NorthAmerica(),
  );
  return times.maghrib.getTime();
}

/** 'HH:MM' on the place's clock of the instant `ms`. */
export function localClock(ms: number, timeZone: string): string {
  return clockText(wallReading(ms, timeZone).minutes);
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export interface IftarTonight {
  /** The evening, 'yyyy-MM-dd' on the place's clock. */
  date: string;
  /** Instants (ms) of maghrib, the opening and the closing, and the same as 'HH:MM' on the place's clock. */
  maghrib: number;
  opens: number;
  closes: number;
  maghribClock: string;
  opensClock: string;
  closesClock: string;
}

/** The place's iftar this evening, from its ranges; null when it serves none tonight or it is already over. */
export function iftarTonight(ranges: readonly IftarRange[], place: PlaceOnEarth, now: number): IftarTonight | null {
  const today = wallReading(now, place.timeZone).date;
  const date = dateText(today);
  const range = ranges.find((r) => r.from <= date && date <= r.to);
  if (!range) return null;
  const maghrib = maghribOn(today, place);
  const opens =
    range.opensAt === null
      ? maghrib - range.minutesBeforeMaghrib * 60_000
      : instantAt(today, minutesOf(range.opensAt), place.timeZone);
  const closes = instantAt(today, minutesOf(range.closes), place.timeZone);
  if (now >= closes) return null;
  return {
    date,
    maghrib,
    opens,
    closes,
    maghribClock: localClock(maghrib, place.timeZone),
    opensClock: localClock(opens, place.timeZone),
    closesClock: range.closes,
  };
}

export interface SuhoorWindow {
  /** The morning whose suhoor it is, 'yyyy-MM-dd' on the place's clock. */
  date: string;
  opens: number;
  closes: number;
  opensClock: string;
  closesClock: string;
}

/** The suhoor of the morning of `date`: from `opens` to `closes`, starting the evening before when it opens after it closes. */
function suhoorOf(range: SuhoorRange, date: CivilDate, timeZone: string): SuhoorWindow {
  const overnight = range.opens > range.closes;
  return {
    date: dateText(date),
    opens: instantAt(overnight ? addDays(date, -1) : date, minutesOf(range.opens), timeZone),
    closes: instantAt(date, minutesOf(range.closes), timeZone),
    opensClock: range.opens,
    closesClock: range.closes,
  };
}

/** The suhoor windows of this morning and the next, soonest first. */
function nearSuhoors(ranges: readonly SuhoorRange[], timeZone: string, now: number): SuhoorWindow[] {
  const today = wallReading(now, timeZone).date;
  return [today, addDays(today, 1)].flatMap((date) => {
    const text = dateText(date);
    const range = ranges.find((r) => r.from <= text && text <= r.to);
    return range ? [suhoorOf(range, date, timeZone)] : [];
  });
}

/** The suhoor open at `now`, if any. */
export function suhoorOpenAt(ranges: readonly SuhoorRange[], timeZone: string, now: number): SuhoorWindow | null {
  return nearSuhoors(ranges, timeZone, now).find((w) => w.opens <= now && now < w.closes) ?? null;
}

/** The suhoor open now or the next one (this morning's or tomorrow's), if the place serves one. */
export function nextSuhoor(ranges: readonly SuhoorRange[], timeZone: string, now: number): SuhoorWindow | null {
  return nearSuhoors(ranges, timeZone, now).find((w) => now < w.closes) ?? null;
}
