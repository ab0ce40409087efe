import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { LocationHours, locationHoursInput } from '../../../domain';
import { zonedDateParts } from '../../../domain/events';
import type { z } from '../../../domain/zod';
import type { Db } from '../../db/client';
import { businesses, businessLocations } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { noticeWatchers } from '../notices/fan-out';

// Issue 17: opening hours on the server. The rules are the domain's (src/domain/opening-hours.ts); the
// listing's 'Open now' filter asks the database's twin of isOpenAt (directory_open_at, migration 0012)
// so it can filter before paging. Locations still 'coming soon' are never open.

/** The location (alias `location`) is open at `moment`. */
export function locationOpenAt(location: SQL, moment: Date): SQL {
  return sql`(not ${location}.coming_soon and ${location}.weekly_hours is not null
    and directory_open_at(${location}.weekly_hours, ${location}.special_hours, ${location}.time_zone,
      ${location}.temporarily_closed, ${moment.toISOString()}::timestamptz))`;
}

/** The business has a location open at `moment` (that also meets `place`, conditions on the location `l`). */
export function openAt(moment: Date, place?: SQL): SQL {
  return sql`exists (
    select 1 from ${businessLocations} l
    where l.business_id = ${businesses.id} and ${locationOpenAt(sql.raw('l'), moment)}${place ? sql` and ${place}` : sql``})`;
}

/** The hours of the business's open (not coming soon) locations, the primary first, for its card's status. */
export const hoursOfCard = sql<LocationHours[]>`(
  select coalesce(json_agg(json_build_object(
    'weekly', l.weekly_hours, 'special', l.special_hours,
    'temporarilyClosed', l.temporarily_closed, 'timeZone', l.time_zone
  ) order by l.is_primary desc, l.created_at), '[]'::json)
  from ${businessLocations} l where l.business_id = ${businesses.id} and not l.coming_soon)`;

/** Special dates more than a week past are dropped when the hours are saved: they will not come again. */
const KEEP_PAST_DAYS = 7;

/** Saves a location's hours (owners and admins, through the dashboard); answers the location. */
export async function saveLocationHours(
  db: Db,
  businessId: string,
  locationId: string,
  input: z.output<typeof locationHoursInput>,
  { causedBy = null, now = new Date() }: { causedBy?: string | null; now?: Date } = {},
) {
  const oldest = new Date(now.getTime() - KEEP_PAST_DAYS * 86_400_000).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ specialHours: businessLocations.specialHours, temporarilyClosed: businessLocations.temporarilyClosed })
      .from(businessLocations)
      .where(and(eq(businessLocations.id, locationId), eq(businessLocations.businessId, businessId)))
      .for('update');
    const [location] = await tx
      .update(businessLocations)
      .set({
        weeklyHours: input.weekly,
        specialHours: input.special.filter((day) => day.date >= oldest),
        temporarilyClosed: input.temporarilyClosed,
        timeZone: input.timeZone,
      })
      .where(and(eq(businessLocations.id, locationId), eq(businessLocations.businessId, businessId)))
      .returning();
    if (!location || !before) throw new ApiError('NOT_FOUND', 'Location not found.');
    // Issue 36: the place's watchers hear that it closed, reopened, or posted special hours.
    // Today in Indiana: special hours posted for tonight, after 8 pm there, are still today's.
    const today = zonedDateParts(now).date;
    const known = new Set(before.specialHours.map((day) => JSON.stringify(day)));
    const event =
      location.temporarilyClosed !== before.temporarilyClosed
        ? location.temporarilyClosed
          ? 'closed'
          : 'reopened'
        : location.specialHours.some((day) => day.date >= today && !known.has(JSON.stringify(day)))
          ? 'special_hours'
          : null;
    if (event) await noticeWatchers(tx, { businessId, event, causedBy, payload: { location: location.name } });
    // The cards, pages and featured listings that show its status are read again.
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    return location;
  });
}
