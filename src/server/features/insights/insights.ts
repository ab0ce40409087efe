import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  INSIGHT_LIMITS,
  INSIGHT_METRICS,
  type InsightMetric,
  type InsightPeriod,
  type InsightReport,
  isRobot,
  zonedDateParts,
} from '../../../domain';
import type { Db } from '../../db/client';
import { businesses, insightCounts, insightSearches, missedSearches } from '../../db/schema';
import type { Viewer } from '../../http/context';
import type { InsightCounter } from './counter';

// Issue 37 (decision 036): what a page reports, and what an owner and an admin read of the counts.

export interface Reporter {
  viewer: Viewer | null;
  address: string;
  userAgent: string | undefined;
}

/**
 * Counts a page's report: not a robot's, not an admin's, and nothing of a place the person runs (their own
 * views are not custom). The counts are held in memory; unknown or unlisted places are dropped as they are
 * written.
 */
export async function countReport(db: Db, counter: InsightCounter, report: InsightReport, from: Reporter) {
  if (isRobot(from.userAgent) || from.viewer?.role === 'admin') return;
  const named = [...(report.shown?.places ?? []), ...(report.events ?? []).map((event) => event.place)];
  const own = from.viewer && named.length > 0 ? await ownPlaces(db, from.viewer.id, named) : new Set<string>();
  if (report.shown) {
    counter.shown(
      report.shown.places.filter((place) => !own.has(place.toLowerCase())),
      report.shown.q,
      // A search narrowed by filters that found nothing says little about what the directory lacks.
      { missed: !report.shown.filtered },
    );
  }
  const visitor = counter.visitorKey(from.address);
  for (const event of report.events ?? []) {
    if (!own.has(event.place.toLowerCase())) counter.seenBy(visitor, event.place, event.what);
  }
}

async function ownPlaces(db: Db, viewerId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(eq(businesses.ownerId, viewerId), inArray(businesses.id, [...new Set(ids.map((id) => id.toLowerCase()))])),
    );
  return new Set(rows.map((row) => row.id));
}

/** The day (YYYY-MM-DD) `n` days after `day` (before, when negative). */
function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the last `days` days (today included) and of the `days` before them, in Indiana. */
function periodStarts(days: number, now: Date) {
  const today = zonedDateParts(now).date;
  const current = addDays(today, -(days - 1));
  return { today, current, previous: addDays(current, -days) };
}

export interface DayCounts {
  day: string;
  impressions: number;
  views: number;
  /** Calls, directions, website, order and other action links together. */
  taps: number;
}

export interface BusinessInsights {
  days: InsightPeriod;
  from: string;
  to: string;
  /** Each metric in the period and in the period before it. */
  totals: Record<InsightMetric, { current: number; previous: number }>;
  /** Every day of the period, oldest first, with no day missing. */
  daily: DayCounts[];
  searches: { term: string; count: number }[];
}

const TAPS: InsightMetric[] = ['phone', 'directions', 'website', 'order', 'action'];

/** An owner's Insights: the period's counts against the period before, by day, and its top searches. */
export async function readBusinessInsights(
  db: Db,
  businessId: string,
  days: InsightPeriod,
  now = new Date(),
): Promise<BusinessInsights> {
  const { today, current, previous } = periodStarts(days, now);
  const [rows, searches] = await Promise.all([
    db
      .select({ day: insightCounts.day, metric: insightCounts.metric, count: insightCounts.count })
      .from(insightCounts)
      .where(and(eq(insightCounts.businessId, businessId), gt(insightCounts.day, addDays(previous, -1)))),
    db
      .select({ term: insightSearches.term, count: sql<number>`sum(${insightSearches.count})::int` })
      .from(insightSearches)
      .where(and(eq(insightSearches.businessId, businessId), gt(insightSearches.day, addDays(current, -1))))
      .groupBy(insightSearches.term)
      .orderBy(sql`2 desc`, insightSearches.term)
      .limit(INSIGHT_LIMITS.topSearches),
  ]);
  const totals = Object.fromEntries(
    INSIGHT_METRICS.map((metric) => [metric, { current: 0, previous: 0 }]),
  ) as BusinessInsights['totals'];
  const byDay = new Map<string, DayCounts>();
  for (let day = current; day <= today; day = addDays(day, 1)) {
    byDay.set(day, { day, impressions: 0, views: 0, taps: 0 });
  }
  for (const row of rows) {
    const total = totals[row.metric];
    if (row.day >= current) total.current += row.count;
    else total.previous += row.count;
    const day = byDay.get(row.day);
    if (!day) continue;
    if (row.metric === 'impression') day.impressions += row.count;
    else if (row.metric === 'view') day.views += row.count;
    else if (TAPS.includes(row.metric)) day.taps += row.count;
  }
  return { days, from: current, to: today, totals, daily: [...byDay.values()], searches };
}

/** The searches that found nothing in the last `days` days, most asked first: places to add. */
export async function readMissedSearches(db: Db, days: InsightPeriod, now = new Date()) {
  const { current } = periodStarts(days, now);
  return db
    .select({
      term: missedSearches.term,
      count: sql<number>`sum(${missedSearches.count})::int`,
      lastDay: sql<string>`max(${missedSearches.day})::text`,
    })
    .from(missedSearches)
    .where(gt(missedSearches.day, addDays(current, -1)))
    .groupBy(missedSearches.term)
    .orderBy(sql`2 desc`, sql`3 desc`, missedSearches.term)
    .limit(INSIGHT_LIMITS.missedSearches);
}
