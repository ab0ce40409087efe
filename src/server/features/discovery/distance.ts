import { type SQL, sql } from 'drizzle-orm';
import { METERS_PER_MILE } from '../../../domain';
import { businesses, businessLocations } from '../../db/schema';

// Issue 17, 'near me': distances on the earth's surface (earthdistance), in meters in SQL and miles on
// screen. A business is as near as its nearest pinned location.

export interface Origin {
  latitude: number;
  longitude: number;
  /** The ZIP code or city it came from ('46204', 'Carmel, IN'); null for the browser's position. */
  label: string | null;
}

const earthPoint = (origin: Origin) => sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
const locationPoint = (alias: string) => sql`ll_to_earth(${sql.raw(alias)}.latitude, ${sql.raw(alias)}.longitude)`;

/**
 * The business has a pinned location within `miles` (that also meets `place`, conditions on the location
 * `l`: the listing's city and halal filters): the cube around the origin finds candidates on the locations'
 * GiST index, the exact distance keeps those inside the circle.
 */
export function withinRadius(origin: Origin, miles: number, place?: SQL): SQL {
  const meters = miles * METERS_PER_MILE;
  return sql`${businesses.id} in (
    select l.business_id from ${businessLocations} l
    where l.latitude is not null and not l.coming_soon
      and earth_box(${earthPoint(origin)}, ${meters}::float8) @> ${locationPoint('l')}
      and earth_distance(${earthPoint(origin)}, ${locationPoint('l')}) <= ${meters}::float8${place ? sql` and ${place}` : sql``})`;
}

/**
 * Meters from the origin to the business's nearest pinned open location (not one still coming soon) that
 * meets `place` (conditions on the location `l`), the one its card shows.
 */
export function distanceTo(origin: Origin, place?: SQL): SQL<number | null> {
  return sql<number | null>`(
    select min(earth_distance(${earthPoint(origin)}, ${locationPoint('l')})) from ${businessLocations} l
    where l.business_id = ${businesses.id} and l.latitude is not null and not l.coming_soon${place ? sql` and ${place}` : sql``})`;
}

export function metersToMiles(meters: number): number {
  return meters / METERS_PER_MILE;
}

/** The location itself (alias `alias`) is within `miles`: for markers, which are locations. */
export function locationWithin(alias: SQL, origin: Origin, miles: number): SQL {
  const meters = miles * METERS_PER_MILE;
  const point = sql`ll_to_earth(${alias}.latitude, ${alias}.longitude)`;
  return sql`(earth_box(${earthPoint(origin)}, ${meters}::float8) @> ${point}
    and earth_distance(${earthPoint(origin)}, ${point}) <= ${meters}::float8)`;
}
