import { CUISINE_KEYS, CUISINES_PER_BUSINESS, type Cuisine } from '../../../domain/cuisines';
import { INDIANA_BOUNDS } from '../../../domain/geo';
import type { WeeklyHours } from '../../../domain/hours';
import { isOsmDietHalal, type OsmDietHalal } from '../../../domain/osm';
import { isCleanText } from '../../../domain/text';
import { z } from '../../../domain/zod';
import { importedHours } from './osm-hours';

// Issue 35: OpenStreetMap elements (Overpass JSON, `out center tags`) as the fields of a place. Only what the
// tags say is taken; a tag that does not fit a field is left in the tags, never bent into one.

/** At most this many elements in one import (Indiana has a few hundred tagged places). */
export const OSM_ELEMENTS_MAX = 5000;

const coordinate = z.number().finite();
const element = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int().positive(),
  lat: coordinate.optional(),
  lon: coordinate.optional(),
  center: z.object({ lat: coordinate, lon: coordinate }).optional(),
  tags: z.record(z.string().max(100), z.string().max(1000)).default({}),
});
export type OsmElement = z.infer<typeof element>;

/** An Overpass answer: its elements (other keys, such as `version` or `osm3s`, are ignored). */
export const overpassDocument = z.object({
  elements: z.array(z.unknown()).max(OSM_ELEMENTS_MAX, `At most ${OSM_ELEMENTS_MAX} elements in one import`),
});

/** The query the README documents: Indiana's places tagged with halal food, with a centre for ways. */
export const INDIANA_OVERPASS_QUERY = `[out:json][timeout:60];
area["ISO3166-2"="US-IN"][admin_level=4]->.indiana;
nwr["diet:halal"~"^(yes|only|limited)$"](area.indiana);
out center tags;`;

export interface ImportedPlace {
  osmType: OsmElement['type'];
  osmId: string;
  name: string;
  categorySlug: string;
  address: string | null;
  city: string | null;
  state: string;
  zip: string | null;
  phone: string | null;
  email: string | null;
  websiteUrl: string | null;
  cuisines: Cuisine[];
  latitude: number;
  longitude: number;
  weeklyHours: WeeklyHours | null;
  hoursNote: string | null;
  dietHalal: OsmDietHalal;
  tags: Record<string, string>;
}

export type SkippedElement = { osmType: string; osmId: string; name: string | null; reason: SkipReason };
export type SkipReason = 'malformed' | 'no_name' | 'not_halal' | 'no_location' | 'outside_indiana';

/** Fields a re-import may change, in the words the admin's summary uses. */
export const OSM_FIELDS = [
  'name',
  'address',
  'city',
  'zip',
  'phone',
  'email',
  'websiteUrl',
  'cuisines',
  'weeklyHours',
  'pin',
] as const;
export type OsmField = (typeof OSM_FIELDS)[number];

// OpenStreetMap's `cuisine` values that name one of the directory's cuisines by another word.
const CUISINE_ALIASES: Record<string, Cuisine> = {
  afghani: 'afghan',
  arabic: 'arab',
  burger: 'burgers',
  coffee_shop: 'coffee',
  dessert: 'desserts',
  ice_cream: 'desserts',
  iranian: 'persian',
  kebab: 'turkish',
  doner: 'turkish',
  shawarma: 'middle_eastern',
  falafel: 'middle_eastern',
  nigerian: 'west_african',
  senegalese: 'west_african',
  ghanaian: 'west_african',
  african: 'west_african',
};

/** The directory's category for an element's kind of place (restaurants unless the tags say otherwise). */
function categoryOf(tags: Record<string, string>): string {
  const { amenity, shop } = tags;
  if (tags.street_vendor === 'yes' || amenity === 'food_truck' || tags.mobile === 'yes') return 'mobile-businesses';
  if (amenity === 'cafe') return 'coffee-shops';
  if (shop === 'bakery' || shop === 'pastry' || shop === 'confectionery') return 'bakeries';
  if (
    shop &&
    ['butcher', 'supermarket', 'convenience', 'greengrocer', 'deli', 'grocery', 'general', 'food'].includes(shop)
  )
    return 'markets';
  return 'restaurants';
}

function cuisinesOf(value: string | undefined): Cuisine[] {
  const found = new Set<Cuisine>();
  for (const raw of (value ?? '').split(';')) {
    const word = raw.trim().toLowerCase();
    const cuisine = (CUISINE_KEYS as readonly string[]).includes(word) ? (word as Cuisine) : CUISINE_ALIASES[word];
    if (cuisine) found.add(cuisine);
  }
  return [...found].slice(0, CUISINES_PER_BUSINESS);
}

/** The first of `a;b` values, trimmed, or null. */
const first = (value: string | undefined) => value?.split(';')[0]?.trim() || null;

/** A text tag as a field: clean, within its length, or null. */
function text(value: string | null | undefined, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max && isCleanText(trimmed) ? trimmed : null;
}

/** A US number as the directory writes it, (317) 555-0142; anything else as tagged. */
export function usPhone(value: string | null | undefined): string | null {
  const tagged = text(first(value ?? undefined), 40);
  if (!tagged) return null;
  const digits = tagged.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return local.length === 10 ? `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}` : tagged;
}

/** A website as a full https link, or null when it is not one. */
export function webLink(value: string | null | undefined): string | null {
  const tagged = first(value ?? undefined);
  if (!tagged) return null;
  const withScheme = /^https?:\/\//i.test(tagged) ? tagged : `https://${tagged}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.includes('.') &&
      withScheme.length <= 500
      ? withScheme
      : null;
  } catch {
    return null;
  }
}

function emailOf(value: string | undefined): string | null {
  const tagged = text(first(value), 254);
  return tagged && z.email().safeParse(tagged).success ? tagged : null;
}

/**
 * Indiana's outline, roughly (latitude, longitude): the Illinois line, the Michigan line, the Ohio line and
 * the Ohio river, a little outside them. A box would take in Chicago and Louisville.
 */
const INDIANA_OUTLINE: readonly (readonly [number, number])[] = [
  [41.77, -87.525],
  [41.77, -84.8],
  [39.1, -84.81],
  [38.78, -84.8],
  [38.7, -85.2],
  [38.45, -85.42],
  [38.3, -85.7],
  [38.1, -85.9],
  [37.99, -86.05],
  [38.1, -86.35],
  [37.84, -86.65],
  [37.97, -87.1],
  [37.8, -87.6],
  [37.77, -88.04],
  [38.15, -87.96],
  [38.5, -87.7],
  [38.68, -87.525],
];

/** Whether a point is inside Indiana's outline (ray casting) and the database's box. */
export function inIndiana(lat: number, lon: number): boolean {
  const inBox =
    lat >= INDIANA_BOUNDS.south &&
    lat <= INDIANA_BOUNDS.north &&
    lon >= INDIANA_BOUNDS.west &&
    lon <= INDIANA_BOUNDS.east;
  let inside = false;
  for (let i = 0, j = INDIANA_OUTLINE.length - 1; i < INDIANA_OUTLINE.length; j = i++) {
    const [latI, lonI] = INDIANA_OUTLINE[i] as readonly [number, number];
    const [latJ, lonJ] = INDIANA_OUTLINE[j] as readonly [number, number];
    if (latI > lat !== latJ > lat && lon < ((lonJ - lonI) * (lat - latI)) / (latJ - latI) + lonI) inside = !inside;
  }
  return inBox && inside;
}

/** One element as a place to import, or why it is left out. */
export function placeOfElement(raw: unknown): ImportedPlace | SkippedElement {
  const parsed = element.safeParse(raw);
  if (!parsed.success) {
    const loose = (raw ?? {}) as { type?: unknown; id?: unknown };
    return { osmType: String(loose.type ?? '?'), osmId: String(loose.id ?? '?'), name: null, reason: 'malformed' };
  }
  const { type, id, tags } = parsed.data;
  const osmId = String(id);
  const name = text(tags.name ?? tags['name:en'], 120);
  const skip = (reason: SkipReason): SkippedElement => ({ osmType: type, osmId, name, reason });
  if (!name) return skip('no_name');
  const diet = tags['diet:halal'];
  if (!isOsmDietHalal(diet)) return skip('not_halal');
  const lat = parsed.data.lat ?? parsed.data.center?.lat;
  const lon = parsed.data.lon ?? parsed.data.center?.lon;
  if (lat === undefined || lon === undefined) return skip('no_location');
  const state = tags['addr:state']?.trim();
  if (!inIndiana(lat, lon) || (state && !/^(IN|Indiana)$/i.test(state))) return skip('outside_indiana');
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const unit = tags['addr:unit'] ? ` #${tags['addr:unit']}` : '';
  const zip = tags['addr:postcode']?.trim().match(/^\d{5}(-\d{4})?$/)?.[0] ?? null;
  const hours = importedHours(tags.opening_hours);
  return {
    osmType: type,
    osmId,
    name,
    categorySlug: categoryOf(tags),
    address: text(street ? `${street}${unit}` : null, 200),
    city: text(tags['addr:city'], 100),
    state: 'IN',
    zip,
    phone: usPhone(tags.phone ?? tags['contact:phone']),
    email: emailOf(tags.email ?? tags['contact:email']),
    websiteUrl: webLink(tags.website ?? tags['contact:website']),
    cuisines: cuisinesOf(tags.cuisine),
    latitude: Math.round(lat * 1e6) / 1e6,
    longitude: Math.round(lon * 1e6) / 1e6,
    weeklyHours: hours.weekly,
    hoursNote: hours.note ? hours.note.slice(0, 255) : null,
    dietHalal: diet,
    tags,
  };
}

export const isSkipped = (place: ImportedPlace | SkippedElement): place is SkippedElement => 'reason' in place;

/** The fields of a place as OpenStreetMap gives them, in the shape `osm_places.fields` keeps. */
export function osmFieldsOf(place: ImportedPlace): Record<OsmField, unknown> {
  return {
    name: place.name,
    address: place.address,
    city: place.city,
    zip: place.zip,
    phone: place.phone,
    email: place.email,
    websiteUrl: place.websiteUrl,
    cuisines: place.cuisines,
    weeklyHours: place.weeklyHours,
    pin: [place.latitude, place.longitude],
  };
}
