// Issue 17: a location's opening hours, as owners and admins edit them and as the database keeps them
// (business_locations.weekly_hours, special_hours, temporarily_closed, time_zone). The rules that read
// them ('open now', 'closes at 9 PM') are in opening-hours.ts; the SQL twin of `isOpenAt` is the
// database function directory_open_at (migration 0012).

/**
 * The time zones an Indiana location can be in. Most of the state keeps Eastern time
 * (America/Indiana/Indianapolis); the north-west and south-west corners keep Central (America/Chicago).
 */
export const INDIANA_TIME_ZONES = ['America/Indiana/Indianapolis', 'America/Chicago'] as const;
export type IndianaTimeZone = (typeof INDIANA_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: IndianaTimeZone = 'America/Indiana/Indianapolis';
export const TIME_ZONE_LABELS: Record<IndianaTimeZone, string> = {
  'America/Indiana/Indianapolis': 'Eastern time (most of Indiana)',
  'America/Chicago': 'Central time (north-west and south-west Indiana)',
};

/**
 * Cities of the twelve Central-time counties (Lake, Porter, LaPorte, Newton, Jasper and Starke in the
 * north-west; Gibson, Posey, Vanderburgh, Warrick, Spencer and Perry in the south-west).
 */
const CENTRAL_CITIES = new Set(
  [
    'Gary',
    'Hammond',
    'East Chicago',
    'Whiting',
    'Merrillville',
    'Crown Point',
    'Hobart',
    'Lake Station',
    'Schererville',
    'Munster',
    'Highland',
    'Griffith',
    'Dyer',
    'St. John',
    'Saint John',
    'Cedar Lake',
    'Lowell',
    'Hebron',
    'Valparaiso',
    'Portage',
    'Chesterton',
    'Porter',
    'Burns Harbor',
    'Kouts',
    'Michigan City',
    'La Porte',
    'LaPorte',
    'Westville',
    'Kentland',
    'Morocco',
    'Rensselaer',
    'DeMotte',
    'Knox',
    'North Judson',
    'Evansville',
    'Newburgh',
    'Boonville',
    'Chandler',
    'Mount Vernon',
    'Princeton',
    'Fort Branch',
    'Rockport',
    'Santa Claus',
    'Tell City',
    'Cannelton',
  ].map((city) => city.toLowerCase()),
);

/** The time zone a new location gets from its city; the owner can change it. */
export function defaultTimeZoneForCity(city: string | null | undefined): IndianaTimeZone {
  const key = city?.trim().toLowerCase();
  return key && CENTRAL_CITIES.has(key) ? 'America/Chicago' : DEFAULT_TIME_ZONE;
}

/** 'HH:mm', 24-hour wall-clock time at the location. */
export type TimeOfDay = string;
/**
 * One opening, as [opens, closes]. A close at or before the opening is on the next day (18:00–02:00
 * runs past midnight); 00:00–00:00 is open around the clock.
 */
export type TimeRange = [opens: TimeOfDay, closes: TimeOfDay];
/** Seven days, index 0 Sunday (as `Date.getDay()` and SQL's `extract(dow …)` count them), each with its ranges. */
export type WeeklyHours = TimeRange[][];
/** A date with other hours (Eid, a holiday): its ranges replace the weekly ones; none means closed all day. */
export interface SpecialDay {
  date: string;
  ranges: TimeRange[];
  label: string | null;
}
export interface LocationHours {
  /** Null: the hours are not known, and no status is shown. */
  weekly: WeeklyHours | null;
  special: SpecialDay[];
  temporarilyClosed: boolean;
  timeZone: IndianaTimeZone;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const HOURS_LIMITS = { rangesPerDay: 4, specialDays: 60, specialLabel: 60 } as const;

/** Hours of a location that has none recorded yet. */
export function emptyHours(city?: string | null): LocationHours {
  return { weekly: null, special: [], temporarilyClosed: false, timeZone: defaultTimeZoneForCity(city) };
}

/** A location's stored hours (the columns of business_locations) as the rules read them. */
export interface StoredHours {
  weeklyHours: WeeklyHours | null;
  specialHours: SpecialDay[];
  temporarilyClosed: boolean;
  timeZone: string;
}

/** The time zone of a stored location: one of Indiana's two (the database allows no other). */
export function indianaTimeZone(zone: string): IndianaTimeZone {
  return INDIANA_TIME_ZONES.find((known) => known === zone) ?? DEFAULT_TIME_ZONE;
}

export function hoursOfLocation(location: StoredHours): LocationHours {
  return {
    weekly: location.weeklyHours,
    special: location.specialHours,
    temporarilyClosed: location.temporarilyClosed,
    timeZone: indianaTimeZone(location.timeZone),
  };
}
