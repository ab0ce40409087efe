import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type IftarRange,
  RAMADAN_LIMITS,
  type RamadanHoursInput,
  type RamadanSeason,
  type RamadanSpecialInput,
  type SuhoorRange,
} from '../../../domain/ramadan';
import { iftarTonight, localClock, maghribOn, nextSuhoor, type PlaceOnEarth } from '../../../domain/ramadan-times';
import { wallReading } from '../../../domain/zoned-time';
import type { Db, Queryable } from '../../db/client';
import { businesses, businessLocations, ramadanHours, ramadanSeason, ramadanSpecials } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { resolvePlace } from '../discovery/places';
import { findSeason } from './season';

// Issue 37 (decision 035): each location's iftar and suhoor hours, a business's Ramadan specials, and what the
// public pages show of them. Hours are per location (maghrib is the location's, from its pin and its clock);
// specials are the business's.

/** Where the sun is read for a location: its pin, else its town's centre, else Indianapolis. */
export function placeOnEarth(location: {
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  timeZone: string;
}): PlaceOnEarth {
  if (location.latitude !== null && location.longitude !== null)
    return { latitude: location.latitude, longitude: location.longitude, timeZone: location.timeZone };
  const town = location.city ? resolvePlace(location.city) : null;
  return {
    latitude: town?.latitude ?? 39.7684,
    longitude: town?.longitude ?? -86.1581,
    timeZone: location.timeZone,
  };
}

type HoursRow = typeof ramadanHours.$inferSelect;

const iftarOf = (row: HoursRow): IftarRange => ({
  from: row.fromDate,
  to: row.toDate,
  opensAt: row.opensAt,
  minutesBeforeMaghrib: row.maghribLeadMinutes,
  closes: row.closesAt,
});

const suhoorOf = (row: HoursRow): SuhoorRange => ({
  from: row.fromDate,
  to: row.toDate,
  opens: row.opensAt ?? '00:00',
  closes: row.closesAt,
});

/** The ranges of the locations `ids`, by location, iftar and suhoor apart, earliest first. */
async function rangesOf(q: Queryable, locationIds: string[]) {
  const byLocation = new Map<string, { iftar: IftarRange[]; suhoor: SuhoorRange[] }>();
  for (const id of locationIds) byLocation.set(id, { iftar: [], suhoor: [] });
  if (locationIds.length === 0) return byLocation;
  const rows = await q
    .select()
    .from(ramadanHours)
    .where(inArray(ramadanHours.locationId, locationIds))
    .orderBy(asc(ramadanHours.fromDate));
  for (const row of rows) {
    const ranges = byLocation.get(row.locationId);
    if (row.kind === 'iftar') ranges?.iftar.push(iftarOf(row));
    else ranges?.suhoor.push(suhoorOf(row));
  }
  return byLocation;
}

const locationColumns = {
  id: businessLocations.id,
  name: businessLocations.name,
  city: businessLocations.city,
  latitude: businessLocations.latitude,
  longitude: businessLocations.longitude,
  timeZone: businessLocations.timeZone,
  comingSoon: businessLocations.comingSoon,
};

async function specialsOf(q: Queryable, businessId: string) {
  return q
    .select({
      id: ramadanSpecials.id,
      name: ramadanSpecials.name,
      description: ramadanSpecials.description,
      priceCents: ramadanSpecials.priceCents,
    })
    .from(ramadanSpecials)
    .where(eq(ramadanSpecials.businessId, businessId))
    .orderBy(asc(ramadanSpecials.createdAt), asc(ramadanSpecials.id))
    .limit(RAMADAN_LIMITS.specialsPerBusiness);
}

/** The owner's Ramadan tab: the season, each location's hours with today's maghrib there, and the specials. */
export async function getOwnerRamadan(db: Db, businessId: string, now = new Date()) {
  const [season, locations, specials] = await Promise.all([
    findSeason(db),
    db
      .select(locationColumns)
      .from(businessLocations)
      .where(eq(businessLocations.businessId, businessId))
      .orderBy(sql`${businessLocations.isPrimary} desc`, asc(businessLocations.createdAt)),
    specialsOf(db, businessId),
  ]);
  const ranges = await rangesOf(
    db,
    locations.map((l) => l.id),
  );
  return {
    season,
    locations: locations.map((location) => {
      const place = placeOnEarth(location);
      const today = wallReading(now, place.timeZone).date;
      return {
        id: location.id,
        name: location.name,
        city: location.city,
        timeZone: location.timeZone,
        pinned: location.latitude !== null,
        maghribToday: localClock(maghribOn(today, place), place.timeZone),
        ...(ranges.get(location.id) ?? { iftar: [], suhoor: [] }),
      };
    }),
    specials,
  };
}

/** Saves a location's Ramadan hours whole (one transaction); a location of another business is not found. */
export async function saveRamadanHours(db: Db, businessId: string, locationId: string, input: RamadanHoursInput) {
  return db.transaction(async (tx) => {
    const [location] = await tx
      .select({ id: businessLocations.id })
      .from(businessLocations)
      .where(and(eq(businessLocations.id, locationId), eq(businessLocations.businessId, businessId)))
      .for('update');
    if (!location) throw new ApiError('NOT_FOUND', 'Location not found.');
    await tx.delete(ramadanHours).where(eq(ramadanHours.locationId, locationId));
    const rows = [
      ...input.iftar.map((r) => ({
        kind: 'iftar' as const,
        fromDate: r.from,
        toDate: r.to,
        opensAt: r.opensAt,
        maghribLeadMinutes: r.opensAt === null ? r.minutesBeforeMaghrib : 0,
        closesAt: r.closes,
      })),
      ...input.suhoor.map((r) => ({
        kind: 'suhoor' as const,
        fromDate: r.from,
        toDate: r.to,
        opensAt: r.opens,
        maghribLeadMinutes: 0,
        closesAt: r.closes,
      })),
    ];
    if (rows.length > 0) await tx.insert(ramadanHours).values(rows.map((row) => ({ ...row, businessId, locationId })));
    // The listing's filters, the business page and the home page's sections are read again.
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    return (await rangesOf(tx, [locationId])).get(locationId) ?? { iftar: [], suhoor: [] };
  });
}

const SPECIAL_NOT_FOUND = 'Ramadan special not found.';

/** Adds a Ramadan special; a business holds at most RAMADAN_LIMITS.specialsPerBusiness. */
export async function addSpecial(db: Db, businessId: string, input: RamadanSpecialInput) {
  return db.transaction(async (tx) => {
    // The business's row is the lock two adds at once wait on, so the cap holds.
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(ramadanSpecials)
      .where(eq(ramadanSpecials.businessId, businessId));
    if ((held?.n ?? 0) >= RAMADAN_LIMITS.specialsPerBusiness) throw new ApiError('RAMADAN_SPECIALS_FULL');
    const [special] = await tx
      .insert(ramadanSpecials)
      .values({ businessId, ...input })
      .returning({
        id: ramadanSpecials.id,
        name: ramadanSpecials.name,
        description: ramadanSpecials.description,
        priceCents: ramadanSpecials.priceCents,
      });
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    return special!;
  });
}

export async function updateSpecial(db: Db, businessId: string, specialId: string, input: RamadanSpecialInput) {
  return db.transaction(async (tx) => {
    const [special] = await tx
      .update(ramadanSpecials)
      .set(input)
      .where(and(eq(ramadanSpecials.id, specialId), eq(ramadanSpecials.businessId, businessId)))
      .returning({
        id: ramadanSpecials.id,
        name: ramadanSpecials.name,
        description: ramadanSpecials.description,
        priceCents: ramadanSpecials.priceCents,
      });
    if (!special) throw new ApiError('NOT_FOUND', SPECIAL_NOT_FOUND);
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    return special;
  });
}

export async function deleteSpecial(db: Db, businessId: string, specialId: string) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(ramadanSpecials)
      .where(and(eq(ramadanSpecials.id, specialId), eq(ramadanSpecials.businessId, businessId)))
      .returning({ id: ramadanSpecials.id });
    if (!gone) throw new ApiError('NOT_FOUND', SPECIAL_NOT_FOUND);
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
  });
}

export { SPECIAL_NOT_FOUND };

/* The public side ------------------------------------------------------------------------------ */

/**
 * What a business page shows during the season: each open location's iftar tonight (with its maghrib) and
 * its next suhoor, and the specials. Null outside the season, or when the business gave nothing for Ramadan.
 */
export async function ramadanOfBusiness(db: Db, businessId: string, season: RamadanSeason | null, now = new Date()) {
  if (!season) return null;
  const [locations, specials] = await Promise.all([
    db
      .select(locationColumns)
      .from(businessLocations)
      .where(and(eq(businessLocations.businessId, businessId), eq(businessLocations.comingSoon, false)))
      .orderBy(sql`${businessLocations.isPrimary} desc`, asc(businessLocations.createdAt)),
    specialsOf(db, businessId),
  ]);
  const ranges = await rangesOf(
    db,
    locations.map((l) => l.id),
  );
  const at = now.getTime();
  const places = locations.flatMap((location) => {
    const own = ranges.get(location.id);
    if (!own || (own.iftar.length === 0 && own.suhoor.length === 0)) return [];
    const place = placeOnEarth(location);
    const iftar = iftarTonight(own.iftar, place, at);
    const suhoor = nextSuhoor(own.suhoor, place.timeZone, at);
    if (!iftar && !suhoor) return [];
    return [
      {
        locationId: location.id,
        name: location.name,
        iftar: iftar && { maghrib: iftar.maghribClock, opens: iftar.opensClock, closes: iftar.closesClock },
        suhoor: suhoor && {
          opens: suhoor.opensClock,
          closes: suhoor.closesClock,
          openNow: suhoor.opens <= at && at < suhoor.closes,
        },
      },
    ];
  });
  if (places.length === 0 && specials.length === 0) return null;
  return { season, places, specials };
}

/**
 * Issue 37's listing filters, in SQL (the twins of iftarTonight and suhoorOpenAt in ramadan-times.ts, on the
 * location `l`'s clock): the season holds on its date, and the location serves iftar tonight and it has not
 * closed yet, or its suhoor is open at `moment`.
 */
export function ramadanAt(kind: 'iftar' | 'suhoor', moment: Date, place?: SQL): SQL {
  const local = sql`(${moment.toISOString()}::timestamptz at time zone l.time_zone)`;
  const day = sql`${local}::date`;
  const clock = sql`to_char(${local}, 'HH24:MI')`;
  const serves =
    kind === 'iftar'
      ? sql`${day} between r.from_date and r.to_date and ${clock} < r.closes_at`
      : sql`((r.opens_at < r.closes_at and ${day} between r.from_date and r.to_date
            and ${clock} >= r.opens_at and ${clock} < r.closes_at)
          or (r.opens_at > r.closes_at and ((${day} between r.from_date and r.to_date and ${clock} < r.closes_at)
            or (${day} + 1 between r.from_date and r.to_date and ${clock} >= r.opens_at))))`;
  return sql`exists (
    select 1 from ${ramadanHours} r join ${businessLocations} l on l.id = r.location_id
    where r.business_id = ${businesses.id} and r.kind = ${kind} and not l.coming_soon
      and r.to_date >= (${day} - 1) and ${serves}
      and exists (select 1 from ${ramadanSeason} s where ${day} between s.starts - ${sql.raw(kind === 'suhoor' ? '1' : '0')} and s.ends)${place ? sql` and ${place}` : sql``})`;
}
