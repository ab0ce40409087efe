import { defaultTimeZoneForCity, type SpecialDay, type TimeRange, type WeeklyHours } from '../../domain/hours';
import places from '../features/discovery/indiana-places.json' with { type: 'json' };
import type { DemoCategorySlug } from './businesses';

// Issue 17: the demo's pins and opening hours. Pins are the real centroids of the places' ZIP codes,
// nudged a few hundred meters apart so places in one ZIP code do not sit on one point.

const zips: Record<string, readonly number[]> = places.zips;

/** The location's pin: its ZIP code's centroid, moved by up to about 400 m, the same way every load. */
export function demoPin(zip: string, index: number): { latitude: number; longitude: number } | undefined {
  const point = zips[zip];
  if (!point) return undefined;
  const angle = index * 2.39996; // the golden angle: neighbours spread around the centroid
  const distance = 0.001 + (index % 4) * 0.001;
  return {
    latitude: Math.round(((point[0] ?? 0) + distance * Math.sin(angle)) * 1e6) / 1e6,
    longitude: Math.round(((point[1] ?? 0) + distance * Math.cos(angle)) * 1e6) / 1e6,
  };
}

const every = (range: TimeRange[]): TimeRange[][] => Array.from({ length: 7 }, () => range);

/** Each category's usual week, index 0 Sunday; a few places keep other hours (below). */
const WEEKS: Record<DemoCategorySlug, WeeklyHours> = {
  // Later on Friday and Saturday.
  restaurants: every([['11:00', '21:30']]).map((day, i) => (i === 5 || i === 6 ? [['11:00', '23:00']] : day)),
  'coffee-shops': every([['07:00', '19:00']]),
  // Closed on Monday.
  bakeries: every([['07:00', '15:00']]).map((day, i) => (i === 1 ? [] : day)),
  markets: every([['09:00', '20:00']]),
  // Weekday lunch and a Friday night spot.
  'mobile-businesses': [
    [],
    [['11:00', '14:00']],
    [['11:00', '14:00']],
    [['11:00', '14:00']],
    [['11:00', '14:00']],
    [
      ['11:00', '14:00'],
      ['18:00', '23:00'],
    ],
    [['12:00', '20:00']],
  ],
};

const OTHER_WEEKS: Record<string, WeeklyHours | null> = {
  // A late-night spot, open past midnight.
  'Bayt Coffee Room': every([['16:00', '01:00']]),
  // Open around the clock.
  'Crossroads Halal Meat & Grocery': every([['00:00', '00:00']]),
  // No hours given yet: the cards show no status.
  'Kebab Rover': null,
};

/** Eid al-Fitr 2027 (expected 10 March): the restaurants close for the morning prayer and open late. */
const EID: SpecialDay = { date: '2027-03-10', ranges: [['14:00', '22:00']], label: 'Eid al-Fitr' };

export function demoHours(name: string, category: DemoCategorySlug, city: string) {
  const weeklyHours = name in OTHER_WEEKS ? (OTHER_WEEKS[name] ?? null) : WEEKS[category];
  return {
    weeklyHours,
    specialHours: category === 'restaurants' && weeklyHours ? [EID] : [],
    timeZone: defaultTimeZoneForCity(city),
  };
}
