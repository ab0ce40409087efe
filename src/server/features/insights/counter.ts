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
/** Visitor × place × kind remembered in an hour; past it the memory starts again (a flood, not visitors). */
const SEEN_MAX = 200_000;
/** New search words a place may be credited with in a day, and new searches without results a day. */
const NEW_TERMS_PER_PLACE_DAY = 30;
const NEW_MISSED_TERMS_PER_DAY = 500;
/** Tries of a batch the database refused before it is dropped (and said in the log). */
const WRITE_TRIES = 3;

type Key = string;
type Held = Map<Key, { n: number; tries: number }>;

export interface InsightCounterOptions {
  /** How often the counts are written; 0 writes only on `flush()` (tests). */
  flushEveryMs?: number;
  now?: () => number;
}

export class InsightCounter {
  private counts: Held = new Map();
  private searches: Held = new Map();
  private missed: Held = new Map();
  /** Visitor × place × kind seen this hour: 'one view per visitor per place per hour', and one of each tap. */
  private seen = new Set<string>();
  private seenHour = -1;
  /** Reports per address in the current minute. */
  private reports = new Map<string, number>();
  private reportsMinute = -1;
  /** The search words taken today: per place, and without results (a cap on what a caller can add). */
  private terms = { day: '', byPlace: new Map<string, Set<string>>(), missed: new Set<string>() };
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

  /**
   * Counts `n` of `metric` for a place today. Ids are kept in lower case: a report may write one in upper
   * case, which the database reads as the same place (and two spellings of one row would make its write fail).
   */
  count(businessId: string, metric: InsightMetric, n = 1) {
    this.bump(this.counts, `${businessId.toLowerCase()}|${this.today()}|${metric}`, n);
  }

  /** A page of results: an impression for each place, and the search that showed them (or found nothing). */
  shown(places: readonly string[], q: string | undefined, options: { missed: boolean } = { missed: true }) {
    const day = this.today();
    const term = q ? searchTerm(q) : '';
    const terms = this.termsOf(day);
    for (const place of new Set(places.map((id) => id.toLowerCase()))) {
      this.count(place, 'impression');
      if (!term) continue;
      const taken = terms.byPlace.get(place) ?? new Set<string>();
      if (!taken.has(term) && taken.size >= NEW_TERMS_PER_PLACE_DAY) continue;
      taken.add(term);
      terms.byPlace.set(place, taken);
      this.bump(this.searches, `${place}|${day}|${term}`);
    }
    if (!term || places.length > 0 || !options.missed) return;
    if (!terms.missed.has(term) && terms.missed.size >= NEW_MISSED_TERMS_PER_DAY) return;
    terms.missed.add(term);
    this.bump(this.missed, `${day}|${term}`);
  }

  private termsOf(day: string) {
    if (this.terms.day !== day) this.terms = { day, byPlace: new Map(), missed: new Set() };
    return this.terms;
  }

  /**
   * A view of a place's page or a tap on one of its links, counted once per visitor, place and kind in an
   * hour: a visitor calling twice, or a report sent again and again, is one.
   */
  seenBy(visitor: string, businessId: string, metric: InsightMetric) {
    const hour = Math.floor(this.now() / HOUR_MS);
    if (hour !== this.seenHour || this.seen.size >= SEEN_MAX) {
      this.seen.clear();
      this.seenHour = hour;
    }
    const key = `${visitor}|${businessId.toLowerCase()}|${metric}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.count(businessId, metric);
  }

  /**
   * A key for a visitor that names no one: their address (an IPv6 network /64), hashed with a secret that
   * lives in this process's memory for one day. It is never written anywhere. The browser's name is not in
   * it, so a caller cannot be many visitors by changing it.
   */
  visitorKey(address: string): string {
    const day = this.today();
    if (this.salt.day !== day) this.salt = { day, value: randomBytes(16).toString('hex') };
    return createHash('sha256').update(`${this.salt.value}|${address}`).digest('base64url').slice(0, 22);
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

  private bump(map: Held, key: Key, n = 1, tries = 0) {
    const held = map.get(key);
    map.set(key, { n: (held?.n ?? 0) + n, tries: Math.max(held?.tries ?? 0, tries) });
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
    const searches = takeRows(this.searches, ([business_id, day, term = ''], count) => ({
      business_id,
      day,
      term,
      count,
      // Each word of the search with the other spellings it stands for ('kebab' is also 'kabob'), as the
      // search itself reads them.
      words: term.split(' ').map((word) => [word, ...otherSpellings(word)]),
    }));
    const missed = takeRows(this.missed, ([day, term], count) => ({ day, term, count }));
    try {
      await this.db.transaction(async (tx) => {
        // Only places that are listed are counted: a report naming any other id changes nothing. Rows are
        // summed by their key first, so one write never touches a row twice.
        if (counts.length > 0)
          await tx.execute(sql`
            insert into insight_counts (business_id, day, metric, count)
            select r.business_id, r.day, r.metric, sum(r.count)
            from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb)
              as r(business_id uuid, day date, metric text, count int)
            where exists (select 1 from business_search s where s.business_id = r.business_id and s.listed)
            group by 1, 2, 3
            order by 1, 2, 3
            on conflict (business_id, day, metric) do update set count = insight_counts.count + excluded.count`);
        // A search is credited to a place only when each of its words (or another spelling of it) is one of
        // the place's words, starts one, or is a near spelling of one: what the search could have matched.
        // A made-up report cannot put other words on a place's tab.
        if (searches.length > 0)
          await tx.execute(sql`
            insert into insight_searches (business_id, day, term, count)
            select r.business_id, r.day, r.term, sum(r.count)
            from jsonb_to_recordset(${JSON.stringify(searches)}::jsonb)
              as r(business_id uuid, day date, term text, count int, words jsonb)
            join business_search s on s.business_id = r.business_id and s.listed
            where not exists (
              select 1 from jsonb_array_elements(r.words) as t(spellings)
              where not exists (
                select 1 from jsonb_array_elements_text(t.spellings) as typed(word), unnest(s.words) as w(word)
                where w.word = typed.word
                  or (length(typed.word) >= 3
                    and (w.word like typed.word || '%' or similarity(w.word, typed.word) >= 0.4))))
            group by 1, 2, 3
            order by 1, 2, 3
            on conflict (business_id, day, term) do update set count = insight_searches.count + excluded.count`);
        if (missed.length > 0)
          await tx.execute(sql`
            insert into missed_searches (day, term, count)
            select r.day, r.term, sum(r.count)
            from jsonb_to_recordset(${JSON.stringify(missed)}::jsonb) as r(day date, term text, count int)
            group by 1, 2
            order by 1, 2
            on conflict (day, term) do update set count = missed_searches.count + excluded.count`);
      });
    } catch (error) {
      // Kept for the next try (a database restart, a lock timeout), up to a few tries: a batch the database
      // keeps refusing is dropped rather than held, and failing, for ever.
      const keep = (rows: { tries: number; key: Key; count: number }[], map: Held) => {
        for (const row of rows) if (row.tries + 1 < WRITE_TRIES) this.bump(map, row.key, row.count, row.tries + 1);
      };
      keep(counts, this.counts);
      keep(searches, this.searches);
      keep(missed, this.missed);
      throw error;
    }
  }
}

/** Empties a map of counts into rows, in key order (two processes writing the same rows lock them alike). */
function takeRows<T>(map: Held, row: (parts: string[], count: number) => T): (T & { key: Key; tries: number })[] {
  const rows = [...map.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, held]) => ({ ...row(key.split('|'), held.n), key, tries: held.tries }));
  map.clear();
  return rows;
}
