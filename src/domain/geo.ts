import { ENGLISH_INTL_LOCALE, english, type Translate } from './translate';

// Issue 17: where a location is (latitude and longitude on business_locations) and how far a person is
// from it. Distances are measured in the database (earthdistance); these are the shared bounds and words.

/** Indiana with a margin: a pin outside it is a typo (a dropped minus sign, swapped fields). */
export const INDIANA_BOUNDS = { south: 37.5, north: 42, west: -88.5, east: -84.5 } as const;
/** Where a map of the state opens when there is nothing to fit it to. */
export const INDIANA_CENTER = { latitude: 39.9, longitude: -86.28, zoom: 7 } as const;

/** 'Near me' with a typed place that is not an Indiana ZIP code or city. */
export const PLACE_NOT_FOUND = "We couldn't find that ZIP code or city in Indiana.";

/** The radius choices of 'Near me', in miles; the default is 25. */
export const RADIUS_CHOICES_MILES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_RADIUS_MILES = 25;
export const METERS_PER_MILE = 1609.344;

/** One number format per locale and precision. */
const distanceFormats = new Map<string, Intl.NumberFormat>();

function distanceNumber(value: number, digits: 0 | 1, locale: string): string {
  if (locale === ENGLISH_INTL_LOCALE) return value.toFixed(digits);
  const key = `${locale} ${digits}`;
  let format = distanceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    distanceFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * '0.4 mi', '2.3 mi', '12 mi': a tenth of a mile close by, whole miles from ten on (in another `locale`,
 * an Intl tag, with its decimal separator).
 */
export function formatDistance(miles: number, t: Translate = english, locale: string = ENGLISH_INTL_LOCALE): string {
  const distance =
    miles < 10 ? distanceNumber(Math.round(miles * 10) / 10, 1, locale) : distanceNumber(Math.round(miles), 0, locale);
  return t('{distance} mi', { distance });
}

/** Coordinates sent in a link are rounded to about 100 m: enough to sort by, without pinpointing a home. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}
