import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { INSIGHT_METRICS } from '../../../domain/insights';
import { businessIdColumn } from './catalog';
import { inList } from './checks';

// Issue 37 (decision 036): what a listing does for its owner, as counts per business per day. Nothing here
// names a person: no account, no address, no browser; a search is kept as its words alone.

/** How many times, on a day in Indiana, something happened for a place (views, taps, saves, …). */
export const insightCounts = pgTable(
  'insight_counts',
  {
    businessId: businessIdColumn(),
    day: date('day').notNull(),
    metric: text('metric', { enum: INSIGHT_METRICS }).notNull(),
    count: integer('count').notNull().default(0),
  },
  // The key is also the owner's read: one place, a range of days.
  (t) => [
    primaryKey({ columns: [t.businessId, t.day, t.metric] }),
    check('insight_counts_metric', inList(t.metric, INSIGHT_METRICS)),
    check('insight_counts_count', sql`${t.count} >= 0`),
  ],
);

/** The searches whose results showed a place, by day: 'the searches that showed the place most'. */
export const insightSearches = pgTable(
  'insight_searches',
  {
    businessId: businessIdColumn(),
    day: date('day').notNull(),
    term: text('term').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.day, t.term] }),
    check('insight_searches_count', sql`${t.count} >= 0`),
  ],
);

/** The searches that found nothing, by day: for admins, a list of places to add. */
export const missedSearches = pgTable(
  'missed_searches',
  {
    day: date('day').notNull(),
    term: text('term').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.term] }),
    check('missed_searches_count', sql`${t.count} >= 0`),
    // The admin's read: the last days' searches.
    index('missed_searches_day_idx').on(t.day),
  ],
);
