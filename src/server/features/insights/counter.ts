import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type InsightMetric, otherSpellings, searchTerm, zonedDateParts } from '../../../domain';
import type { Db } from '../../db/client';
import { log } from '../../observability/log';

// Issue 37 (decision 036): the counts of what a listing does for its owner, kept in memory and written in
// one transaction every few seconds, so a page view costs a map lookup, not a write. What a process holds
// when it stops is written as it closes; a crash loses at most one interval's counts.

const FLUSH_EVERY_MS = 5_000;
const HOUR_MS = 3_600_000;
/** Reports one address may send in a minute before the rest are not counted. */
const REPORTS_PER_MINUTE = 60;

type Key = string;

export interface InsightCounterOptions {
  /** How often the counts are written; 0 writes only on `flush()` (tests). */
  flushEveryMs?: number;
  now?: () => number;
}

export class InsightCounter {
  private counts = new Map<Key, number>();
  private searches = new Map<Key, number>();
  private missed = new Map<Key, number>();
  /** Visitor × place × hour seen, for 'one view per visitor per place per hour'. Cleared each hour. */
  private viewed = new Set<string>();
  private viewedHour = -1;
  /** Reports per address in the current minute. */
  private reports = new Map<string, number>();
  private reportsMinute = -1;
  /** The secret a visitor's key is made with: random, in memory only, new each day and each start. */
  private salt = { day: '', value: '' };
  private timer: ReturnType<typeof setInterval> | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: InsightCounterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    const every = options.flushEveryMs ?? FLUSH_EVERY_MS;
    if (every > 0) {
      this.timer = setInterval(() => void this.flush(), every);
      this.timer.unref();
    }
  }

  private today(): string {
    return zonedDateParts(new Date(this.now())).date;
  }

  /** Counts `n` of `metric` for a place today. */
  count(businessId: string, metric: InsightMetric, n = 1) {
    const key = `${businessId}|${this.today()}|${metric}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }

  /** A page of results: an impression for each place, and the search that showed them (or found nothing). */
  shown(places: readonly string[], q: string | undefined) {
    const day = this.today();
    const term = q ? searchTerm(q) : '';
    for (const place of new Set(places)) {
      this.count(place, 'impression');
      if (term) this.bump(this.searches, `${place}|${day}|${term}`);
    }
    if (term && places.length === 0) this.bump(this.missed, `${day}|${term}`);
  }

  /** A view of a place's page, unless this visitor viewed it within the hour. */
  viewedBy(visitor: string, businessId: string) {
    const hour = Math.floor(this.now() / HOUR_MS);
    if (hour !== this.viewedHour) {
      this.viewed.clear();
      this.viewedHour = hour;
    }
    const key = `${visitor}|${businessId}`;
    if (this.viewed.has(key)) return;
    this.viewed.add(key);
    this.count(businessId, 'view');
  }

  /**
   * A key for a visitor that names no one: their address and browser, hashed with a secret that lives in
   * this process's memory for one day. It is never written anywhere.
   */
  visitorKey(address: string, userAgent: string): string {
    const day = this.today();
    if (this.salt.day !== day) this.salt = { day, value: randomBytes(16).toString('hex') };
    return createHash('sha256').update(`${this.salt.value}|${address}|${userAgent}`).digest('base64url').slice(0, 22);
  }

  /** Whether an address may send another report this minute (a flood is not counted). */
  admitReport(address: string): boolean {
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.reportsMinute) {
      this.reports.clear();
      this.reportsMinute = minute;
    }
    const sent = (this.reports.get(address) ?? 0) + 1;
    this.reports.set(address, sent);
    return sent <= REPORTS_PER_MINUTE;
  }

  private bump(map: Map<Key, number>, key: Key) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  /** Writes what is held, one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((error) => {
        log.error({ err: error, job: 'insights' }, 'insights: counts could not be written');
      });
    return this.flushing;
  }

  /** Stops the timer and writes what is held (the server's shutdown). */
  async close() {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  private async write() {
    if (this.counts.size === 0 && this.searches.size === 0 && this.missed.size === 0) return;
    const counts = takeRows(this.counts, ([business_id, day, metric], count) => ({ business_id, day, metric, count }));
    const searches = takeRows(this.searches, ([business_id, day, term], count) => ({
      business_id,
      day,
      term,
      count,
      // The words the search also stands for ('kebab' is also 'kabob'), as the search itself reads them.
      words: (term ?? '').split(' ').flatMap((word) => [word, ...otherSpellings(word)]),
    }));
    const missed = takeRows(this.missed, ([day, term], count) => ({ day, term, count }));
    try {
      await this.db.transaction(async (tx) => {
        // Only places that are listed are counted: a report naming any other id changes nothing.
        if (counts.length > 0)
          await tx.execute(sql`
            insert into insight_counts (business_id, day, metric, count)
            select r.business_id, r.day, r.metric, r.count
            from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb)
              as r(business_id uuid, day date, metric text, count int)
            where exists (select 1 from business_search s where s.business_id = r.business_id and s.listed)
            order by 1, 2, 3
            on conflict (business_id, day, metric) do update set count = insight_counts.count + excluded.count`);
        // A search is credited to a place only when one of its words is one of the place's words (or
        // starts one, or is a near spelling of one): a made-up report cannot put words on a place's tab.
        if (searches.length > 0)
          await tx.execute(sql`
            insert into insight_searches (business_id, day, term, count)
            select r.business_id, r.day, r.term, r.count
            from jsonb_to_recordset(${JSON.stringify(searches)}::jsonb)
              as r(business_id uuid, day date, term text, count int, words jsonb)
            join business_search s on s.business_id = r.business_id and s.listed
            where exists (
              select 1 from unnest(s.words) as w(word), jsonb_array_elements_text(r.words) as t(word)
              where w.word = t.word
                or (length(t.word) >= 3 and (w.word like t.word || '%' or similarity(w.word, t.word) >= 0.4)))
            order by 1, 2, 3
            on conflict (business_id, day, term) do update set count = insight_searches.count + excluded.count`);
        if (missed.length > 0)
          await tx.execute(sql`
            insert into missed_searches (day, term, count)
            select r.day, r.term, r.count
            from jsonb_to_recordset(${JSON.stringify(missed)}::jsonb) as r(day date, term text, count int)
            order by 1, 2
            on conflict (day, term) do update set count = missed_searches.count + excluded.count`);
      });
    } catch (error) {
      // Kept for the next try rather than lost (a database restart, a lock timeout).
      for (const row of counts) this.merge(this.counts, `${row.business_id}|${row.day}|${row.metric}`, row.count);
      for (const row of searches) this.merge(this.searches, `${row.business_id}|${row.day}|${row.term}`, row.count);
      for (const row of missed) this.merge(this.missed, `${row.day}|${row.term}`, row.count);
      throw error;
    }
  }

  private merge(map: Map<Key, number>, key: Key, n: number) {
    map.set(key, (map.get(key) ?? 0) + n);
  }
}

/** Empties a map of counts into rows, in key order (two processes writing the same rows lock them alike). */
function takeRows<T>(map: Map<Key, number>, row: (parts: string[], count: number) => T): T[] {
  const rows = [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, n]) => row(key.split('|'), n));
  map.clear();
  return rows;
}
