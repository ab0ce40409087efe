import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import { createChatPairs, createVisitors, directorySize, generateDirectory } from './generate';

/**
 * The database side of `npm run bench` and `npm run soak`, run before the server starts and after it
 * stopped (a PGlite folder belongs to one process at a time). The database is DATABASE_URL, else the
 * PGlite folder under DATA_DIR, as the server would open it.
 *
 *   cli.ts generate --scale 5000 --visitors 2000 --chat-pairs 20 --out plan.json
 *                                                                   migrate, generate, sign people in
 *   cli.ts count --in written.json --out found.json                 which acknowledged writes are stored
 */

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', default: '5000' },
    visitors: { type: 'string', default: '0' },
    'chat-pairs': { type: 'string', default: '0' },
    in: { type: 'string' },
    out: { type: 'string' },
  },
});

async function open(): Promise<Database> {
  return openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? './data',
  });
}

/**
 * What the load scripts aim at: the busiest business, a busy city, a search term, terms never searched
 * before, every public business.
 */
async function targets(database: Database) {
  const { db } = database;
  const [top] = (
    await db.execute<{ id: string; slug: string; reviews: number }>(sql`
      select b.id, b.slug, count(r.id)::int as reviews from businesses b join reviews r on r.business_id = b.id
      where b.is_approved and b.rejected_at is null group by b.id order by 3 desc limit 1`)
  ).rows;
  const [city] = (
    await db.execute<{ city: string }>(sql`
      select city from business_locations group by city order by count(*) desc, city offset 3 limit 1`)
  ).rows;
  const publicIds = (
    await db.execute<{ id: string }>(
      sql`select id from businesses where is_approved and rejected_at is null and owner_id is null order by slug`,
    )
  ).rows.map((r) => r.id);
  // Searches no one asked before: a place's name and its town, as a person looking for that place types them.
  const newSearches = (
    await db.execute<{ term: string }>(sql`
      select distinct lower(b.name || ' ' || l.city) as term from businesses b
      join business_locations l on l.business_id = b.id and l.is_primary
      where b.is_approved and b.rejected_at is null order by 1 limit 5000`)
  ).rows.map((r) => r.term);
  return { mostReviewed: top, city: city?.city, search: 'shawarma', newSearches, publicBusinessIds: publicIds };
}

async function generate() {
  const started = performance.now();
  const database = await open();
  try {
    await database.migrate();
    const migrated = performance.now();
    const directory = await generateDirectory(database.db, directorySize(Number(values.scale)));
    const generated = performance.now();
    // Each phase on stderr, so a run of the benchmark (or of this command) shows where the time went.
    for (const [phase, ms] of Object.entries(directory.timings))
      console.error(`  generate ${phase.padEnd(20)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
    const visitors = await createVisitors(database.db, Number(values.visitors));
    const chatPairs = await createChatPairs(database.db, Number(values['chat-pairs']));
    const plan = {
      database: database.kind,
      directory,
      seconds: {
        migrate: (migrated - started) / 1000,
        generate: (generated - migrated) / 1000,
        visitors: (performance.now() - generated) / 1000,
      },
      visitors,
      chatPairs,
      ...(await targets(database)),
    };
    if (values.out) writeFileSync(values.out, JSON.stringify(plan));
    const { publicBusinessIds: _ids, visitors: _v, chatPairs: _p, ...summary } = plan;
    console.log(JSON.stringify(summary));
  } finally {
    await database.close();
  }
}

interface Written {
  reviews: string[];
  messages: string[];
  subscriptions: { businessId: string; email: string }[];
}

async function count() {
  if (!values.in) throw new Error('count needs --in');
  const written: Written = JSON.parse(readFileSync(values.in, 'utf8'));
  const database = await open();
  try {
    const { db } = database;
    const found = async (query: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(query)).rows[0]?.n ?? 0;
    const stored = {
      reviews: await found(
        sql`select count(*)::int as n from reviews where id = any(${`{${written.reviews.join(',')}}`}::uuid[])`,
      ),
      messages: await found(
        sql`select count(*)::int as n from messages where id = any(${`{${written.messages.join(',')}}`}::uuid[])`,
      ),
      subscriptions: await found(sql`
        select count(*)::int as n from business_subscriptions s
        join jsonb_to_recordset(${JSON.stringify(written.subscriptions)}::jsonb) as w("businessId" uuid, email text)
          on s.business_id = w."businessId" and lower(s.email) = lower(w.email)`),
    };
    if (values.out) writeFileSync(values.out, JSON.stringify(stored));
    console.log(JSON.stringify(stored));
  } finally {
    await database.close();
  }
}

const commands: Record<string, () => Promise<void>> = { generate, count };
const command = commands[positionals[0] ?? ''];
if (!command) {
  console.error('usage: cli.ts generate|count [--scale N] [--visitors N] [--chat-pairs N] [--in file] [--out file]');
  process.exit(2);
}
command().catch((err) => {
  console.error(err);
  process.exit(1);
});
