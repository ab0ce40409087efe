import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { LocationHours, locationHoursInput } from '../../../domain';
import type { z } from '../../../domain/zod';
import type { Db } from '../../db/client';
import { businesses, businessLocations } from '../../db/schema';
import { notFound } from '../../http/errors';

// Issue 17: opening hours on the server. The rules are the domain's (src/domain/opening-hours.ts); the
// listing's 'Open now' filter asks the database's twin of isOpenAt (directory_open_at, migration 0012)
// so it can filter before paging. Locations still 'coming soon' are never open.

/** The business has a location open at `moment`. */
export function openAt(moment: Date): SQL {
  return sql`exists (
    select 1 from ${businessLocations} l
    where l.business_id = ${businesses.id} and not l.coming_soon and l.weekly_hours is not null
      and directory_open_at(l.weekly_hours, l.special_hours, l.time_zone, l.temporarily_closed, ${moment.toISOString()}::timestamptz))`;
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
  now = new Date(),
) {
  const oldest = new Date(now.getTime() - KEEP_PAST_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [location] = await db
    .update(businessLocations)
    .set({
      weeklyHours: input.weekly,
      specialHours: input.special.filter((day) => day.date >= oldest),
      temporarilyClosed: input.temporarilyClosed,
      timeZone: input.timeZone,
    })
    .where(and(eq(businessLocations.id, locationId), eq(businessLocations.businessId, businessId)))
    .returning();
  if (!location) throw notFound('Location not found.');
  return location;
}
