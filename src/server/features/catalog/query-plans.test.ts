import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStandardParam } from '../../../domain';
import { directorySize, generateDirectory } from '../../bench/generate';
import type { Db } from '../../db/client';
import { createTestContext, type TestContext } from '../../testing/harness';
import { recordingDb } from '../../testing/recording-db';
import { suggest } from '../discovery/suggestions';
import { listReviews } from '../reviews/reviews';
import { getBusinessPage, listBusinesses, listCities, listFeatured, listMapMarkers } from './catalog';
import { businessSitemapStarts, businessSitemapXml, pagesSitemapXml } from './seo';

/**
 * Every public list reads through an index, so its cost stays flat as the directory grows (issue 15).
 *
 * The app's own functions run against a generated directory through a second Drizzle instance on the
 * same connection that records each statement with its parameters; each one is then EXPLAINed as sent.
 *
 * On a set this small a sequential scan is honestly the cheapest plan, so the planner would pick it
 * whatever indexes exist. The EXPLAIN therefore runs with `enable_seqscan = off`: a Seq Scan that remains
 * means no index can serve the statement at all. Refused that, the planner walks some unrelated index from
 * end to end instead, which is a sequential scan in index order; those are failures too: an index scan
 * whose condition does not bind the index's first key (the whole index is read), and one without any
 * condition that filters rows away or feeds a sort (every row is read to keep a few, or to order them).
 * An unconditioned walk of a partial index that keeps every row it reads is allowed: that is counting or
 * numbering the public businesses themselves (a listing's total, the sitemap's pages), or the start of a
 * listing in index order that a LIMIT cuts short.
 */

/** The tables that grow with the directory; a small one (categories) may be scanned whole. */
const GROWING_TABLES = [
  'businesses',
  'business_categories',
  'business_locations',
  'business_search',
  'reviews',
  'search_words',
];

interface Statement {
  query: string;
  params: unknown[];
}

let t: TestContext;
let mostReviewed: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestContext();
  await generateDirectory(t.db, directorySize(5_000));
  const [top] = (
    await t.db.execute<{ id: string; slug: string }>(sql`
      select b.id, b.slug from businesses b join reviews r on r.business_id = b.id
      group by b.id order by count(*) desc limit 1`)
  ).rows;
  mostReviewed = top!;
  // The generated descriptions use a hundred-odd words; a real directory's dictionary (issue 31: every word of
  // its documents) holds tens of thousands, which any planner reads through their key and their trigrams
  // rather than whole. Words of random letters, as many as 5,000 real descriptions give.
  await t.db.execute(sql`
    insert into search_words (word)
    select substr(translate(md5(i::text), '0123456789', 'ghijklmnop'), 1, 5 + i % 6) from generate_series(1, 20000) i
    on conflict do nothing`);
  await t.db.execute(sql`analyze search_words`);
  const indexes = await t.db.execute<{ index: string; key: string }>(sql`
    select c.relname as index, pg_get_indexdef(c.oid, 1, true) as key
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'`);
  firstKeys = new Map(indexes.rows.map((r) => [r.index, r.key]));
  // Generating 5,000 businesses on an in-memory PGlite takes over a minute on a 2-core machine.
}, 240_000);
afterAll(() => t.close());

/** The statements a public read sends, as the app sends them. */
async function statementsOf(read: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  await read(recordingDb(t.db, (query, params) => statements.push({ query, params })));
  return statements.filter((s) => /^\s*(select|with)\b/i.test(s.query));
}

/**
 * Sequential scans off (see above); hash and merge joins off too, since on a small set reading one side
 * whole into a hash is cheapest, while on a big one the planner looks rows up through an index.
 */
const PLANNER_SETTINGS =
  'set local enable_seqscan = off; set local enable_hashjoin = off; set local enable_mergejoin = off';

/** The JSON plan of a statement, planned without sequential scans wherever an index can do the job. */
async function planOf({ query, params }: Statement): Promise<unknown> {
  const explain = `explain (format json) ${query}`;
  const client = (t.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    return client.transaction(async (tx) => {
      await tx.exec(PLANNER_SETTINGS);
      return (await tx.query<{ 'QUERY PLAN': unknown }>(explain, params)).rows[0]?.['QUERY PLAN'];
    });
  }
  const connection = await client.connect();
  try {
    await connection.query('begin');
    await connection.query(PLANNER_SETTINGS);
    return (await connection.query(explain, params)).rows[0]?.['QUERY PLAN'];
  } finally {
    await connection.query('rollback');
    connection.release();
  }
}

/** Nodes that read all their input before giving out a row. */
const BLOCKING = new Set(['Sort', 'Incremental Sort', 'Aggregate', 'Hash', 'Materialize', 'WindowAgg', 'SetOp']);

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** The first key of every index (a column or an expression), as EXPLAIN prints it in conditions. */
let firstKeys: Map<string, string>;

/** Whether an index condition binds the index's first key (otherwise the btree is read from end to end). */
function bindsFirstKey(index: string, condition: string) {
  const key = firstKeys.get(index);
  if (!key) return true;
  // An expression key (the rating) prints with other parentheses and quotes in a condition: compare bare.
  if (/[^a-z_]/.test(key)) {
    const bare = (text: string) => text.replace(/[\s()']/g, '');
    return bare(condition).includes(bare(key));
  }
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z_])${escaped}([^a-z_]|$)`).test(condition);
}

/** 'Seq Scan on reviews' or 'whole-index scan on reviews using …' for each full read of a growing table. */
function wholeTableReads(plan: unknown): string[] {
  const found: string[] = [];
  const visit = (
    node: PlanNode,
    above: { relation?: string; filtered: boolean; sorted: boolean; limited: boolean },
  ) => {
    const type = String(node['Node Type']);
    const relation = (node['Relation Name'] as string | undefined) ?? above.relation;
    const filtered = above.filtered || node.Filter !== undefined;
    // Below a sort (or an aggregate, a hash) every row is read before the first comes out; a LIMIT above
    // the scan with none of them between cuts the reading short.
    const sorted = type === 'Limit' ? false : above.sorted || type === 'Sort' || type === 'Incremental Sort';
    const limited = type === 'Limit' || (above.limited && !BLOCKING.has(type));
    const index = node['Index Name'] as string | undefined;
    if (relation && GROWING_TABLES.includes(relation)) {
      if (type === 'Seq Scan') found.push(`Seq Scan on ${relation}`);
      if (index) {
        const condition = node['Index Cond'] as string | undefined;
        const whole = condition ? !bindsFirstKey(index, condition) : sorted || (filtered && !limited);
        if (whole) found.push(`whole-index scan on ${relation} using ${index}`);
      }
    }
    // The bitmap index scans under a bitmap heap scan read for its table, and its filter applies to them.
    const bitmap = type.startsWith('Bitmap');
    for (const child of node.Plans ?? [])
      visit(child, bitmap ? { relation, filtered, sorted, limited } : { filtered: false, sorted, limited });
  };
  for (const root of plan as { Plan: PlanNode }[]) visit(root.Plan, { filtered: false, sorted: false, limited: false });
  return found;
}

/** Each statement of the read that scans a growing table whole, with what it scans. */
async function scansOf(read: (db: Db) => Promise<unknown>) {
  const statements = await statementsOf(read);
  expect(statements.length).toBeGreaterThan(0);
  const offending: string[] = [];
  for (const statement of statements) {
    const scans = wholeTableReads(await planOf(statement));
    if (scans.length > 0) offending.push(`${scans.join(', ')} in: ${statement.query}`);
  }
  return offending;
}

/** The indexes the read's statements walk, each once. */
async function indexesOf(read: (db: Db) => Promise<unknown>): Promise<string[]> {
  const names = new Set<string>();
  const visit = (node: PlanNode) => {
    if (typeof node['Index Name'] === 'string') names.add(node['Index Name']);
    for (const child of node.Plans ?? []) visit(child);
  };
  for (const statement of await statementsOf(read))
    for (const root of (await planOf(statement)) as { Plan: PlanNode }[]) visit(root.Plan);
  return [...names];
}

const firstPage = { pageSize: 12 };

/** Issue 17's indexes (migration 0013): the search document's words, the unaccented name's trigrams, the pins' places. */
const SEARCH_DOCUMENT_INDEX = 'business_search_document_idx';
const NAME_TRIGRAM_INDEX = 'businesses_name_unaccent_trgm_idx';
/** Issue 40's (migration 0027): a search's candidates in their order, in the search's own table. */
const CANDIDATES_INDEX = 'business_search_candidates_idx';
const EARTH_INDEX = 'business_locations_earth_idx';
/** Issue 31's (migration 0030): the dictionary's words by key and by trigrams, the words each document gives. */
const DICTIONARY_KEY = 'search_words_pkey';
const DICTIONARY_TRIGRAMS = 'search_words_word_trgm_idx';
const DOCUMENT_WORDS_INDEX = 'business_search_words_idx';
const CUISINES_INDEX = 'business_search_cuisines_idx';

describe('public reads use indexes, whatever the size of the directory', () => {
  it('the listing of every business', async () => {
    expect(await scansOf((db) => listBusinesses(db, { ...firstPage, category: 'all-businesses' }))).toEqual([]);
  });

  it('a category listing', async () => {
    expect(await scansOf((db) => listBusinesses(db, { ...firstPage, category: 'bakeries' }))).toEqual([]);
  });

  it('the second page of a category, reached through its cursor', async () => {
    const first = await listBusinesses(t.db, { ...firstPage, category: 'restaurants' });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = { ...firstPage, category: 'restaurants', cursor: first.nextCursor ?? undefined };
    expect(await scansOf((db) => listBusinesses(db, second))).toEqual([]);
  });

  it('a listing filtered by the city of any location', async () => {
    expect(await scansOf((db) => listBusinesses(db, { ...firstPage, city: 'fort wayne' }))).toEqual([]);
  });

  it('a listing filtered by halal facts and a current certificate, with its count', async () => {
    expect(
      await scansOf((db) => listBusinesses(db, { ...firstPage, category: 'restaurants', halal: ['zabiha'] })),
    ).toEqual([]);
    expect(
      await scansOf((db) => listBusinesses(db, { ...firstPage, halal: ['certified', 'prayer_space', 'no_alcohol'] })),
    ).toEqual([]);
  });

  // Halal trust 1: the facts are asked of one place, a location (its own profile's, else the business's).
  it('a listing filtered by halal facts in a city, with its count and its map', async () => {
    const query = { ...firstPage, halal: ['no_alcohol' as const], city: 'fort wayne' };
    expect(await scansOf((db) => listBusinesses(db, query))).toEqual([]);
    expect(await scansOf((db) => listMapMarkers(db, query))).toEqual([]);
    expect(await indexesOf((db) => listBusinesses(db, { ...firstPage, halal: ['zabiha'] }))).toEqual(
      expect.arrayContaining(['business_locations_halal_tags_idx', 'businesses_public_halal_tags_idx']),
    );
  });

  // Issue 34: a person's standard, as groups of tags one place must each share one of.
  it("'Matches my standard', with a category, and in a city with its map", async () => {
    const standard = parseStandardParam('fully.zabiha-chicken.no_alcohol.certified');
    if (!standard) throw new Error('not a standard');
    expect(await scansOf((db) => listBusinesses(db, { ...firstPage, category: 'restaurants', standard }))).toEqual([]);
    const inCity = { ...firstPage, standard, city: 'fort wayne' };
    expect(await scansOf((db) => listBusinesses(db, inCity))).toEqual([]);
    expect(await scansOf((db) => listMapMarkers(db, inCity))).toEqual([]);
  });

  it('a listing filtered by cuisines (any of them), with its count', async () => {
    expect(await scansOf((db) => listBusinesses(db, { ...firstPage, cuisine: ['pakistani', 'turkish'] }))).toEqual([]);
  });

  it('a listing filtered by a city few businesses are in', async () => {
    expect(await scansOf((db) => listBusinesses(db, { ...firstPage, category: 'bakeries', city: 'Gas City' }))).toEqual(
      [],
    );
  });

  it("walks a big city's listing in order and finds the businesses a lookup of the city finds", async () => {
    const expected = await t.db.execute<{ id: string }>(sql`
      select b.id from businesses b
      where b.is_approved and b.rejected_at is null
        and b.id in (select bc.business_id from business_categories bc join categories c on c.id = bc.category_id
                     where c.slug = 'restaurants')
        and (lower(trim(b.city)) = 'fort wayne'
             or exists (select 1 from business_locations l where l.business_id = b.id and lower(trim(l.city)) = 'fort wayne'))
      order by b.is_featured desc, b.name, b.id limit 24`);
    const first = await listBusinesses(t.db, { ...firstPage, category: 'restaurants', city: 'Fort Wayne' });
    const second = await listBusinesses(t.db, {
      ...firstPage,
      category: 'restaurants',
      city: 'Fort Wayne',
      cursor: first.nextCursor ?? undefined,
    });
    expect([...first.items, ...second.items].map((b) => b.id)).toEqual(expected.rows.map((r) => r.id));
    expect(first.total).toBeGreaterThan(24);
  });

  // The matches come from the documents' index, or from the candidates' order when the planner expects many;
  // a misspelt word is looked up in the dictionary through its key and its trigrams.
  const readsMatchesByIndex = (indexes: string[]) =>
    indexes.includes(SEARCH_DOCUMENT_INDEX) || indexes.includes(CANDIDATES_INDEX);

  it('a search', async () => {
    expect(await scansOf((db) => listBusinesses(db, { ...firstPage, q: 'marrakesh' }))).toEqual([]);
    expect(readsMatchesByIndex(await indexesOf((db) => listBusinesses(db, { ...firstPage, q: 'marrakesh' })))).toBe(
      true,
    );
  });

  // Issue 17: a misspelt name (the trigrams of the names' words), words of any part (full-text index), sorted
  // by relevance.
  it('a search that forgives typos and ranks by relevance', async () => {
    expect(await scansOf((db) => listBusinesses(db, { ...firstPage, q: 'marakesh' }))).toEqual([]);
    expect(readsMatchesByIndex(await indexesOf((db) => listBusinesses(db, { ...firstPage, q: 'marakesh' })))).toBe(
      true,
    );
  });

  // Issue 40: a word thousands of places have (every 'Shawarma' place, and every description of shawarma)
  // costs what a rare one does: its candidates come in their order's index, only they are ranked, and the
  // other sorts count no further than a search lists.
  it('a search for a word many places have, by relevance and by rating, misspelt or not', async () => {
    for (const q of ['shawarma', 'shawrma']) {
      expect(await scansOf((db) => listBusinesses(db, { ...firstPage, q }))).toEqual([]);
      expect(await scansOf((db) => listBusinesses(db, { ...firstPage, q, sort: 'rating' }))).toEqual([]);
    }
    expect(await indexesOf((db) => listBusinesses(db, { ...firstPage, q: 'shawarma' }))).toContain(CANDIDATES_INDEX);
  });

  // Issue 31: a word is looked up in the dictionary by its key; only a word it misses walks the trigrams. A
  // dish's other spellings come from the code, in the same statement.
  it('a search for a dish spelt another way, and for a misspelt word of the descriptions', async () => {
    for (const q of ['kabob', 'biriyani', 'shwarma', 'falafal', 'kabob marakesh']) {
      expect(await scansOf((db) => listBusinesses(db, { ...firstPage, q }))).toEqual([]);
    }
    expect(await indexesOf((db) => listBusinesses(db, { ...firstPage, q: 'kabob' }))).toContain(DICTIONARY_KEY);
    expect(await indexesOf((db) => listBusinesses(db, { ...firstPage, q: 'falafal' }))).toEqual(
      expect.arrayContaining([DICTIONARY_KEY, DICTIONARY_TRIGRAMS]),
    );
  });

  // Issue 31: a business's write drops the words no other document gives, each asked of the documents' words.
  it('a write of a business forgets the words no document gives any more, through the words index', async () => {
    const [forget] = (
      await t.db.execute<{ body: string }>(
        sql`select prosrc as body from pg_proc where proname = 'search_words_forget'`,
      )
    ).rows;
    const words = ['kebab', 'falafel', 'shawarma', 'marrakesh'];
    const deletion = { query: forget!.body.replaceAll('candidates', '$1::text[]'), params: [words] };
    expect(wholeTableReads(await planOf(deletion))).toEqual([]);
    const indexes = JSON.stringify(await planOf(deletion));
    expect(indexes).toContain(DOCUMENT_WORDS_INDEX);
    expect(indexes).toContain(DICTIONARY_KEY);
  });

  it("'near me': the places within the radius, nearest first, and their map markers", async () => {
    const near = { latitude: 39.77, longitude: -86.16 };
    const query = { ...firstPage, lat: near.latitude, lng: near.longitude, radius: 10 };
    const found = await listBusinesses(t.db, query);
    expect(found.sort).toBe('distance');
    expect(found.items.length).toBeGreaterThan(0);
    expect(await scansOf((db) => listBusinesses(db, query))).toEqual([]);
    expect(await scansOf((db) => listMapMarkers(db, query))).toEqual([]);
    expect(await indexesOf((db) => listBusinesses(db, query))).toContain(EARTH_INDEX);
    expect(await indexesOf((db) => listMapMarkers(db, query))).toContain(EARTH_INDEX);
  });

  it("the header's suggestions as a person types", async () => {
    expect(await scansOf((db) => suggest(db, 'marak'))).toEqual([]);
    expect(await indexesOf((db) => suggest(db, 'marak'))).toEqual(
      expect.arrayContaining([SEARCH_DOCUMENT_INDEX, NAME_TRIGRAM_INDEX]),
    );
    // Issue 31: the dishes and cuisines starting with the letters, each asked of the documents or the cuisines.
    // Issue 40: letters thousands of names share, and a place's whole name typed with its town.
    for (const q of ['biry', 'pak', 'shaw', 'bak', 'al-noor biryani house koko'])
      expect(await scansOf((db) => suggest(db, q)), q).toEqual([]);
    expect(await indexesOf((db) => suggest(db, 'pak'))).toEqual(
      expect.arrayContaining([SEARCH_DOCUMENT_INDEX, CUISINES_INDEX]),
    );
  });

  it('the listing by rating and by newest, page after page', async () => {
    for (const sort of ['rating', 'newest'] as const) {
      const first = await listBusinesses(t.db, { ...firstPage, sort });
      const second = { ...firstPage, sort, cursor: first.nextCursor ?? undefined };
      expect(await scansOf((db) => listBusinesses(db, second))).toEqual([]);
    }
  });

  it('the city lists, of every business and of a category', async () => {
    expect(await scansOf((db) => listCities(db))).toEqual([]);
    expect(await scansOf((db) => listCities(db, 'markets'))).toEqual([]);
  });

  it("the home page's featured listings", async () => {
    expect(await scansOf((db) => listFeatured(db, 3))).toEqual([]);
  });

  it('the page of the most reviewed business', async () => {
    expect(await scansOf((db) => getBusinessPage(db, mostReviewed.slug, null))).toEqual([]);
  });

  it('the reviews of the most reviewed business', async () => {
    expect(await scansOf((db) => listReviews(db, mostReviewed.id, null, 1, 10))).toEqual([]);
  });

  // No index can say which hours are open at a moment (a rule on each location's week, special dates and
  // time zone), so 'Open now' asks each business's locations through their business index as the listing's
  // order walks by: the page stops at its twelfth open place. Its count has to ask every public business.
  it("'Open now': the page walks the listing's order and asks each business's locations", async () => {
    const open = { ...firstPage, open: 'now' as const, at: '2026-12-02T19:30:00Z' };
    expect((await listBusinesses(t.db, open)).items.length).toBeGreaterThan(0);
    expect(await indexesOf((db) => listBusinesses(db, open))).toEqual(
      expect.arrayContaining(['businesses_public_listing_idx', 'business_locations_business_idx']),
    );
    expect(await scansOf((db) => listBusinesses(db, open))).toEqual([
      expect.stringMatching(/^(Seq Scan|whole-index scan) on businesses( using \w+)? in: select count\(\*\)/),
    ]);
  });

  it('the sitemaps: where each page of businesses starts, a page of businesses, the other pages', async () => {
    // Pages of 100, a small part of this directory as 10,000 are of a big one.
    const [, second] = await businessSitemapStarts(t.db, 100);
    expect(await scansOf((db) => businessSitemapStarts(db, 100))).toEqual([]);
    expect(await scansOf((db) => businessSitemapXml(db, 'https://example.com', second ?? '', 100))).toEqual([]);
    expect(await scansOf((db) => pagesSitemapXml(db, 'https://example.com'))).toEqual([]);
  });
});
