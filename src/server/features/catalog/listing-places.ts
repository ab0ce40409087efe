import { type SQL, sql } from 'drizzle-orm';
import type { HalalFilter } from '../../../domain';
import { businesses, businessLocations } from '../../db/schema';
import type { Origin } from '../discovery/distance';

// Halal trust 1 (decision 015): a listing's place filters ask one place of a business at a time. 'No
// alcohol' in Fishers matches a business only through its Fishers location, and only when the halal profile
// that applies there (the location's own, else the business's, kept on each location by migration 0020)
// says so. Without a city, a business matches when any of its places does, and its card shows that place.

/** What one place of a business must be: in the city, and stating every halal fact asked for. */
export interface PlaceFilter {
  city?: string;
  halal: HalalFilter[];
  /** Issue 34: 'Matches my standard', as groups of tags the place must each share one of. */
  standard?: string[][];
  /** Indiana's calendar day, for 'Certified' (a certificate counts through its last day). */
  today: string;
}

/** Whether the filter asks anything of a place's halal facts (the halal filters, or a standard). */
export const asksHalal = (place: PlaceFilter) => place.halal.length > 0 || (place.standard?.length ?? 0) > 0;

/** Compared as the city filter lists them (trimmed, any case), the way the city indexes are built. */
export const sameCity = (column: SQL, city: string) => sql`lower(trim(${column})) = lower(${city})`;

/**
 * The halal filters on a row that keeps a place's facts (`halal_tags`, `halal_certified_until`): a location,
 * or a business for its own place. The stated facts through the GIN index of the tags, 'Certified' through
 * the date of an admin-checked certificate that has not passed.
 */
function statesHalal(row: SQL, names: HalalFilter[], today: string, standard: string[][] = []): SQL[] {
  const tags = names.filter((name) => name !== 'certified');
  const facts: SQL[] = standard.map((group) => sql`${row}.halal_tags && ${sql.param(group)}::text[]`);
  if (tags.length > 0) facts.push(sql`${row}.halal_tags @> ${sql.param(tags)}::text[]`);
  if (names.includes('certified')) facts.push(sql`${row}.halal_certified_until >= ${today}::date`);
  return facts;
}

/** The place filter on a location row (alias `location`); undefined when it asks nothing. */
export function placeConditions(location: SQL, place: PlaceFilter): SQL | undefined {
  const conditions = [
    ...(place.city ? [sameCity(sql`${location}.city`, place.city)] : []),
    ...statesHalal(location, place.halal, place.today, place.standard),
  ];
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/**
 * The businesses with a place that matches: a location, or the business's own place (its columns mirror
 * the primary location's, decision 012, and keep the business's profile when it has no location). Two
 * index lookups, then the ids.
 */
export function withMatchingPlace(place: PlaceFilter): SQL {
  const business = sql.raw('b');
  const own = [
    ...(place.city ? [sameCity(sql`b.city`, place.city)] : []),
    ...statesHalal(business, place.halal, place.today, place.standard),
  ];
  const ownMatches = own.length > 0 ? sql.join(own, sql` and `) : sql`true`;
  return sql`${businesses.id} in (
    select l.business_id from ${businessLocations} l where ${placeConditions(sql.raw('l'), place) ?? sql`true`}
    union
    select b.id from ${businesses} b where ${ownMatches} and b.is_approved and b.rejected_at is null)`;
}

/** The place a card shows when a place filter or 'near me' chose it; its halal badges are that place's. */
export interface ShownPlace {
  city: string | null;
  state: string | null;
  isPrimary: boolean;
  halalLevel: string | null;
  halalTags: string[];
  halalCertifiedUntil: string | null;
}

const placeJson = (row: SQL, isPrimary: SQL) => sql`json_build_object(
  'city', ${row}.city, 'state', ${row}.state, 'isPrimary', ${isPrimary}, 'halalLevel', ${row}.halal_level,
  'halalTags', ${row}.halal_tags, 'halalCertifiedUntil', ${row}.halal_certified_until)`;

/**
 * The location that matched, the primary first (for 'near me', the nearest pinned one that matches, which
 * the distance is measured to); else the business's own place, when that is what matched.
 */
export function shownPlace(place: PlaceFilter, origin: Origin | undefined): SQL<ShownPlace> {
  const location = sql.raw('l');
  const conditions = [sql`l.business_id = ${businesses.id}`, placeConditions(location, place) ?? sql`true`];
  if (origin) conditions.push(sql`l.latitude is not null and not l.coming_soon`);
  const nearestFirst = origin
    ? sql`earth_distance(ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8), ll_to_earth(l.latitude, l.longitude)), `
    : sql``;
  return sql<ShownPlace>`coalesce(
    (select ${placeJson(location, sql`l.is_primary`)} from ${businessLocations} l where ${sql.join(conditions, sql` and `)}
      order by ${nearestFirst}l.is_primary desc, l.created_at, l.id limit 1),
    ${placeJson(sql`${businesses}`, sql`false`)})`;
}
