import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RAMADAN_LIMITS } from '../../../domain/ramadan';
import { businessIdColumn, businessLocations } from './catalog';
import { inList } from './checks';

// Issue 37 (decision 035): the Ramadan season, each location's iftar and suhoor hours, and a business's
// Ramadan specials.

const CLOCK = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * The season an admin set: its first and last day, Indiana dates. One row at most (id 1): the next season
 * is set over the last one.
 */
export const ramadanSeason = pgTable(
  'ramadan_season',
  {
    id: smallint('id').primaryKey().default(1),
    starts: date('starts').notNull(),
    ends: date('ends').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ramadan_season_one', sql`${t.id} = 1`),
    check(
      'ramadan_season_length',
      sql`${t.ends} > ${t.starts} and ${t.ends} - ${t.starts} < ${sql.raw(String(RAMADAN_LIMITS.seasonDays))}`,
    ),
  ],
);

export const RAMADAN_HOURS_KINDS = ['iftar', 'suhoor'] as const;

/**
 * A location's iftar or suhoor over a range of dates. Iftar opens `maghrib_lead_minutes` before the place's
 * maghrib, or at `opens_at` when set, and closes at `closes_at` that evening. Suhoor opens at `opens_at`
 * and closes at `closes_at` in the morning of each date (opening after it closes: from the evening before).
 * Times are 'HH:MM' on the location's clock.
 */
export const ramadanHours = pgTable(
  'ramadan_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => businessLocations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RAMADAN_HOURS_KINDS }).notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    opensAt: text('opens_at'),
    maghribLeadMinutes: smallint('maghrib_lead_minutes').notNull().default(0),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [
    check('ramadan_hours_kind', inList(t.kind, RAMADAN_HOURS_KINDS)),
    check(
      'ramadan_hours_dates',
      sql`${t.toDate} >= ${t.fromDate} and ${t.toDate} - ${t.fromDate} < ${sql.raw(String(RAMADAN_LIMITS.seasonDays))}`,
    ),
    check('ramadan_hours_closes', sql`${t.closesAt} ~ ${sql.raw(CLOCK)}`),
    check('ramadan_hours_opens', sql`${t.opensAt} is null or ${t.opensAt} ~ ${sql.raw(CLOCK)}`),
    check(
      'ramadan_hours_lead',
      sql`${t.maghribLeadMinutes} between 0 and ${sql.raw(String(RAMADAN_LIMITS.minutesBeforeMaghrib))}`,
    ),
    // Suhoor always has its opening time; iftar closes in the evening, after a fixed opening.
    check(
      'ramadan_hours_shape',
      sql`case when ${t.kind} = 'suhoor' then ${t.opensAt} is not null and ${t.opensAt} <> ${t.closesAt}
        else ${t.closesAt} >= '16:00' and (${t.opensAt} is null or ${t.opensAt} < ${t.closesAt}) end`,
    ),
    index('ramadan_hours_location_idx').on(t.locationId, t.kind, t.fromDate),
    // The listing's 'Iftar tonight' and 'Open for suhoor now' look a business's ranges up by kind and date.
    index('ramadan_hours_business_idx').on(t.businessId, t.kind, t.toDate),
  ],
);

/** A business's Ramadan special: 'Iftar buffet', what it holds, its price in cents. */
export const ramadanSpecials = pgTable(
  'ramadan_specials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ramadan_specials_name',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(RAMADAN_LIMITS.specialName))}`,
    ),
    check(
      'ramadan_specials_description',
      sql`char_length(${t.description}) <= ${sql.raw(String(RAMADAN_LIMITS.specialDescription))}`,
    ),
    check('ramadan_specials_price', sql`${t.priceCents} between 0 and ${sql.raw(String(RAMADAN_LIMITS.priceCents))}`),
    index('ramadan_specials_business_idx').on(t.businessId, t.createdAt),
  ],
);
