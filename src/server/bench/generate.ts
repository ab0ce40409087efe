import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { projectProfiles } from '../features/halal/evidence';

/**
 * A directory of realistic shape and any size, written straight into the database for the benchmark,
 * the soak run and the query-plan test. Every table is filled by one set-based statement
 * (`insert … select … from generate_series`), never row by row.
 *
 * Ids are derived from the row number (`md5('bench-business-42')::uuid`), so one statement can point at
 * rows another one wrote without reading them back. What looks random (categories, cities, ratings,
 * which business a review is about) comes from `hashtext` of the row number: the same size always
 * gives the same directory, on PostgreSQL and on PGlite.
 *
 * It is loaded into an empty database as a bulk load is (decision 013), in one transaction: the triggers
 * that keep figures derived from the rows are held back, the foreign keys and indexes set aside, the rows
 * written in the order of their primary keys; then every figure is derived once for the whole directory by
 * the schema's own functions (the ones those triggers call), the indexes are built and the keys checked
 * over all the rows at once. `checkTotals` verifies the result, and the generator's test counts every
 * figure again from the rows.
 */

export interface DirectorySize {
  /** Approved public businesses; a further 1 % are pending and 0.4 % rejected. */
  businesses: number;
  /** People with an account (reviewers, owners). */
  users: number;
  reviews: number;
}

/**
 * The size for a number of businesses: 10,000 users and 20 reviews per business at 5,000. Reviews grow
 * with the directory up to 300,000, users up to 50,000. Measured on 2 cores shared with other work
 * (27 November 2026, load 3.2–4.9): 5,000 businesses in 7–8 s on PostgreSQL 15 and 12 s on PGlite, 50,000
 * in 47–61 s on PostgreSQL, of which building the site's read indexes takes a third. Each step's time is
 * printed. A million reviews would take many minutes, and the busiest business has about as many reviews
 * either way (1,300–1,400), which is what its page costs.
 */
export function directorySize(businesses: number): DirectorySize {
  return {
    businesses,
    users: Math.min(50_000, Math.max(1_000, businesses * 2)),
    reviews: Math.min(300_000, businesses * 20),
  };
}

export interface GeneratedDirectory extends DirectorySize {
  pending: number;
  rejected: number;
  locations: number;
  featured: number;
  /** Milliseconds each step took, in order. */
  timings: Record<string, number>;
}

// Indiana cities, the larger ones listed several times so they hold more businesses (as in life).
const CITIES: [city: string, zip: string][] = [
  ['Indianapolis', '46204'],
  ['Indianapolis', '46208'],
  ['Indianapolis', '46220'],
  ['Indianapolis', '46254'],
  ['Indianapolis', '46268'],
  ['Indianapolis', '46227'],
  ['Fort Wayne', '46802'],
  ['Fort Wayne', '46825'],
  ['Evansville', '47708'],
  ['South Bend', '46601'],
  ['Carmel', '46032'],
  ['Fishers', '46037'],
  ['Bloomington', '47401'],
  ['Bloomington', '47408'],
  ['West Lafayette', '47906'],
  ['Lafayette', '47901'],
  ['Hammond', '46320'],
  ['Gary', '46402'],
  ['Muncie', '47305'],
  ['Noblesville', '46060'],
  ['Greenwood', '46142'],
  ['Terre Haute', '47807'],
  ['Kokomo', '46901'],
  ['Anderson', '46016'],
  ['Elkhart', '46514'],
  ['Mishawaka', '46544'],
  ['Westfield', '46074'],
  ['Zionsville', '46077'],
  ['Lawrence', '46226'],
  ['Columbus', '47201'],
  ['Jeffersonville', '47130'],
  ['New Albany', '47150'],
  ['Merrillville', '46410'],
  ['Valparaiso', '46383'],
  ['Plainfield', '46168'],
  ['Avon', '46123'],
  ['Brownsburg', '46112'],
  ['Richmond', '47374'],
  ['Crown Point', '46307'],
  ['Schererville', '46375'],
  ['Goshen', '46526'],
  ['Michigan City', '46360'],
  ['Portage', '46368'],
  ['Marion', '46952'],
];

const PREFIXES = [
  'Al-Noor',
  'Bismillah',
  'Medina',
  'Zamzam',
  'Salam',
  'Baraka',
  'Crescent',
  'Sultan',
  'Istanbul',
  'Kabul',
  'Lahore',
  'Damascus',
  'Beirut',
  'Cairo',
  'Sahara',
  'Olive Tree',
  'Saffron',
  'Cedar',
  'Noor',
  'Amana',
  'Sheba',
  'Aladdin',
  'Taj',
  'Karachi',
  'Al-Rayan',
  'Jasmine',
  'Pearl',
  'Zaytoon',
  'Yasmin',
  'Marrakesh',
];

/** Name endings by category, in the seeded categories' order (restaurants … mobile businesses). */
const ENDINGS = [
  ['Grill', 'Kitchen', 'Kabob House', 'Restaurant', 'Mandi House', 'Shawarma', 'Biryani House', 'Eatery'],
  ['Coffee', 'Corner Cafe', 'Coffee House', 'Roasters', 'Tea House'],
  ['Bakery', 'Sweets', 'Pastry', 'Bakehouse', 'Bread Co.'],
  ['Market', 'Halal Meat', 'Grocery', 'International Market', 'Butcher'],
  ['Food Truck', 'Street Eats', 'On Wheels', 'Cart'],
];

const DESCRIPTIONS = [
  'Charcoal kebabs, fresh bread and family platters.',
  'Hand-pulled shawarma and falafel made to order.',
  'Specialty coffee, cardamom lattes and pastries.',
  'Baklava, kunafa and cakes for every celebration.',
  'Zabiha halal meat, spices and imported groceries.',
  'Biryani, karahi and tandoori straight from the clay oven.',
  'Street food from the truck: wraps, rice bowls and fries.',
  'A neighbourhood spot for breakfast, tea and sweets.',
];

const FIRST_NAMES = [
  'Aisha',
  'Omar',
  'Fatima',
  'Yusuf',
  'Maryam',
  'Ali',
  'Zainab',
  'Ibrahim',
  'Sara',
  'Hamza',
  'Layla',
  'Bilal',
  'Noor',
  'Khalid',
  'Hana',
  'Adam',
  'Amina',
  'Tariq',
  'Sophia',
  'James',
  'Emily',
  'Daniel',
  'Grace',
  'Michael',
];
const LAST_NAMES = [
  'Rahman',
  'Khan',
  'Hussein',
  'Ahmed',
  'Siddiqui',
  'Haddad',
  'Yilmaz',
  'Malik',
  'Abdullah',
  'Chaudhry',
  'Saleh',
  'Mansour',
  'Smith',
  'Johnson',
  'Miller',
  'Brown',
  'Davis',
  'Wilson',
];
const STREETS = ['Main St', 'Washington St', 'Meridian St', 'College Ave', 'Keystone Ave', 'Lafayette Rd', 'Broadway'];
const COMMENTS = [
  'Great food and friendly staff.',
  'The best shawarma in town, will be back.',
  'Good portions, a bit slow at lunch.',
  'Fresh, clean and fully halal. Highly recommend.',
  'Nice place for the family on weekends.',
  'Prices went up but still worth it.',
  'Not my favourite, the rice was dry.',
  'Amazing desserts and strong coffee.',
];

/** A SQL text[] literal of the strings, passed as one parameter. */
const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;

/** A deterministic number in [0, mod) for row `i` and a salt: the generator's only source of variety. */
const pick = (salt: string, i: SQL, mod: number | SQL) => sql`(abs(hashtext(${salt}::text || ${i}::text)) % ${mod})`;

const userId = (i: SQL) => sql`md5('bench-user-' || ${i})::uuid::text`;
const businessId = (i: SQL) => sql`md5('bench-business-' || ${i})::uuid`;

/**
 * The schema's trigger functions that keep figures derived from the rows of the tables the generator
 * loads: while it loads them they are held back, and `deriveFigures` then does their work once, for the
 * whole directory, by the same functions they call. Any other trigger (a rule a row must keep, the primary
 * category's listing, the score and the directory's mean, the notice to the servers' caches, one added
 * later) stays on.
 */
const REDONE_AFTER_LOADING = [
  'business_search_from_business',
  'business_search_from_businesses',
  'business_search_from_part',
  'business_search_from_parts',
  'businesses_refresh_listing_counts',
  'business_categories_refresh_listing_counts',
  'business_locations_refresh_listing_counts',
  'business_locations_refresh_halal',
  'halal_profiles_refresh_businesses',
  'reviews_refresh_ratings',
  'review_disputes_refresh_ratings',
];

/** The tables the generator fills from empty (business_search by `deriveFigures`). */
const LOADED_TABLES = [
  'profiles',
  'businesses',
  'business_categories',
  'business_locations',
  'halal_profiles',
  'reviews',
  'review_disputes',
  'events',
  'business_images',
  'business_search',
];

/** Fills an empty, migrated database with a directory of `size`; returns what it wrote and how long it took. */
export async function generateDirectory(db: Db, size: DirectorySize): Promise<GeneratedDirectory> {
  const timings: Record<string, number> = {};
  const timed = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[name] = Math.round(performance.now() - started);
  };
  // One transaction: if any step fails, the triggers, keys and indexes are as they were.
  const written = await db.transaction(async (tx) => {
    // Each statement runs once over many rows: compiling it (JIT) costs more than it saves, and its sorts
    // and index builds are given the memory to stay off the disk.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    const held = await holdBackDerivedFigures(tx);
    const { joinIndexes, readIndexes, foreignKeys } = await setAsideKeysAndIndexes(tx);
    const directory = await loadDirectory(tx, size, timed);
    await timed('join indexes', () => putBack(tx, joinIndexes));
    // The figures' own writes (derived columns only) change nothing the held-back triggers react to.
    await deriveFigures(tx, timed);
    await setFree(tx, held);
    await timed('read indexes', () => putBack(tx, readIndexes));
    await timed('foreign keys', () => putBack(tx, foreignKeys));
    return directory;
  });
  // Vacuumed as autovacuum would have by now: the visibility map lets index-only scans skip the table.
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  await checkTotals(db);
  return { ...size, ...written, timings };
}

type Timed = (name: string, work: () => Promise<unknown>) => Promise<void>;

/** Disables the triggers of `REDONE_AFTER_LOADING` on the loaded tables, in this transaction; returns them. */
async function holdBackDerivedFigures(tx: Tx) {
  const { rows } = await tx.execute<{ disable: string; enable: string }>(sql`
    select format('alter table %s disable trigger %I', t.tgrelid::regclass, t.tgname) as disable,
      format('alter table %s enable trigger %I', t.tgrelid::regclass, t.tgname) as enable
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and t.tgenabled <> 'D' and t.tgrelid = any (${textArray(LOADED_TABLES)}::regclass[])
      and p.proname = any (${textArray(REDONE_AFTER_LOADING)})
    order by t.tgrelid::regclass::text, t.tgname`);
  for (const { disable } of rows) await tx.execute(sql.raw(disable));
  return rows;
}

async function setFree(tx: Tx, held: { enable: string }[]) {
  for (const { enable } of held) await tx.execute(sql.raw(enable));
}

/** A key or an index set aside for the load: the statement that drops it and the one that puts it back. */
type SetAside = { drop: string; restore: string };

/**
 * The loaded tables' foreign keys and indexes (all but the primary keys and the indexes a foreign key
 * points at), dropped for the load and put back after it, as pg_restore does: a key checked and an index
 * built once over all the rows cost a fraction of doing so row by row (a foreign key's check is a query
 * per row; a row's entry lands in a random place of an index on a random id or a name). A rule of
 * uniqueness broken by the load fails its put-back, and with it the transaction. Indexes that lead with a
 * foreign key's column (how a business's rows are found) are put back before the figures are derived,
 * which gather rows per business through them; the rest (the site's reads: names, trigrams, sort orders,
 * places on the map, search documents) after, so the figures' writes do not update them.
 */
async function setAsideKeysAndIndexes(tx: Tx) {
  const tables = sql`${textArray(LOADED_TABLES)}::regclass[]`;
  const { rows: indexes } = await tx.execute<SetAside & { joins: boolean }>(sql`
    select
      case when k.conname is null then 'drop index ' || i.indexrelid::regclass::text
        else format('alter table %s drop constraint %I', i.indrelid::regclass, k.conname) end as drop,
      case when k.conname is null then pg_get_indexdef(i.indexrelid)
        else format('alter table %s add constraint %I %s', i.indrelid::regclass, k.conname, pg_get_constraintdef(k.oid))
      end as restore,
      exists (select 1 from pg_constraint f
              where f.contype = 'f' and f.conrelid = i.indrelid and f.conkey[1] = i.indkey[0]) as joins
    from pg_index i
      left join pg_constraint k on k.conindid = i.indexrelid and k.conrelid = i.indrelid and k.contype in ('u', 'x')
    where i.indrelid = any (${tables}) and not i.indisprimary
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = i.indexrelid)
    order by i.indexrelid::regclass::text`);
  const { rows: foreignKeys } = await tx.execute<SetAside>(sql`
    select format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
      format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as restore
    from pg_constraint where contype = 'f' and conrelid = any (${tables})
    order by conrelid::regclass::text, conname`);
  for (const { drop } of [...foreignKeys, ...indexes]) await tx.execute(sql.raw(drop));
  return {
    joinIndexes: indexes.filter((index) => index.joins),
    readIndexes: indexes.filter((index) => !index.joins),
    foreignKeys,
  };
}

async function putBack(tx: Tx, items: SetAside[]) {
  for (const { restore } of items) await tx.execute(sql.raw(restore));
}

/**
 * What the held-back triggers would have kept, for every business at once, by the functions they call:
 * each place's halal facts and the card's 'Verified' date, the listing counts, the ratings, the search
 * documents. Their writes go through the triggers that stayed on: each score is computed against the
 * directory's mean in the same write as its ratings (migration `ratings_scored_once`), and the servers' caches are told.
 */
async function deriveFigures(tx: Tx, timed: Timed) {
  const everyBusiness = sql`array(select id from businesses order by id)`;
  // Each place's facts from its evidence, as the server's hourly job would have projected them by now: the
  // listing's tags below, and 'Matches my standard', read them.
  await timed('halal evidence', () => projectEveryProfile(tx));
  await timed('halal facts', () =>
    tx.execute(
      sql`select refresh_businesses_halal(${everyBusiness}), refresh_businesses_halal_verified(${everyBusiness})`,
    ),
  );
  await timed('listing counts', () =>
    tx.execute(sql`
      with listed as (
        select array(select id from businesses where is_approved and rejected_at is null and closed_at is null) as ids)
      select refresh_listing_counts(listing_categories_of(ids), listing_cities_of(ids)) from listed`),
  );
  await timed('ratings', () => tx.execute(sql`select refresh_business_ratings(${everyBusiness})`));
  // Last, so that each document is written once, from the business as the other figures left it.
  await timed('search documents', () => tx.execute(sql`select refresh_businesses_search(${everyBusiness})`));
}

/** Profiles projected per call: the evidence of each chunk is read at once. */
const PROJECTED_PER_CALL = 1000;

async function projectEveryProfile(tx: Tx) {
  const now = new Date();
  const { rows } = await tx.execute<{ id: string }>(sql`select id from halal_profiles order by id`);
  for (let i = 0; i < rows.length; i += PROJECTED_PER_CALL)
    await projectProfiles(
      tx,
      rows.slice(i, i + PROJECTED_PER_CALL).map((row) => row.id),
      now,
    );
}

/** The rows of a directory of `size`, each table in one statement or two. */
async function loadDirectory(tx: Tx, size: DirectorySize, timed: Timed) {
  const { businesses: n, users, reviews } = size;
  const pending = Math.max(2, Math.round(n * 0.01));
  const rejected = Math.max(1, Math.round(n * 0.004));
  const all = n + pending + rejected;
  const step = (name: string, query: SQL) => timed(name, () => tx.execute(query));
  const i = sql.raw('i');

  const [{ count: categoryCount } = { count: 0 }] = (
    await tx.execute<{ count: number }>(
      sql`select count(*)::int as count from categories where slug <> 'all-businesses'`,
    )
  ).rows;
  if (categoryCount !== ENDINGS.length)
    throw new Error('The seeded categories are missing; migrate the database first.');

  await step(
    'users',
    sql`insert into profiles (id, name, email, email_verified, first_name, last_name, display_name, role, created_at, updated_at)
      select ${userId(i)}, first || ' ' || last, 'user' || i || '@bench.example', true, first, last, first || ' ' || last,
        case when i % 50 = 0 then 'business_owner' else 'user' end,
        now() - ${pick('user-age', i, 700)} * interval '1 day', now()
      from (select i, (${textArray(FIRST_NAMES)})[1 + ${pick('first', i, FIRST_NAMES.length)}] as first,
                   (${textArray(LAST_NAMES)})[1 + ${pick('last', i, LAST_NAMES.length)}] as last
            from generate_series(1, ${users}::int) i) people
      order by 1`,
  );

  // Business i: public for i ≤ n, then the pending ones, then the rejected ones. Its category index is
  // weighted (half restaurants), its city comes from CITIES, every 50th user owns a business, one in five
  // has a cover image. (Its primary category is listed in business_categories by the schema's trigger.)
  await step(
    'businesses',
    sql`with cats as (select array_agg(id order by position) as ids from categories where slug <> 'all-businesses'),
      drawn as (
        select i, c, city_at, name,
          regexp_replace(regexp_replace(lower(name), '[^a-z0-9 -]', '', 'g'), '[ -]+', '-', 'g') as base
        from (
          select i, c, city_at,
            (${textArray(PREFIXES)})[1 + ${pick('prefix', i, PREFIXES.length)}] || ' ' ||
            (${endingsArray()})[c][1 + ${pick('ending', i, sql`(${endingCounts()})[c]`)}] as name
          from (
            select i, 1 + ${pick('city', i, CITIES.length)} as city_at,
              case when ${pick('cat', i, 100)} < 50 then 1 when ${pick('cat', i, 100)} < 62 then 2
                   when ${pick('cat', i, 100)} < 74 then 3 when ${pick('cat', i, 100)} < 90 then 4 else 5 end as c
            from generate_series(1, ${all}::int) i
          ) base
        ) named
      ),
      slugged as (
        select *, base || case when rn > 1 then '-' || rn else '' end as slug
        from (select *, row_number() over (partition by base order by i) as rn from drawn) numbered
      )
      insert into businesses (id, slug, name, description, category_id, address, city, state, zip, phone, email,
        website_url, instagram, image_url, owner_id, is_approved, approved_at, rejected_at, rejection_reason, submitted_at,
        created_at, updated_at)
      select ${businessId(i)},
        slug,
        name,
        case when i % 9 = 0 then null else (${textArray(DESCRIPTIONS)})[1 + ${pick('desc', i, DESCRIPTIONS.length)}] end,
        (select ids[c] from cats),
        (100 + ${pick('number', i, 9000)}) || ' ' || (${textArray(STREETS)})[1 + ${pick('street', i, STREETS.length)}],
        (${textArray(CITIES.map((c) => c[0]))})[city_at], 'IN', (${textArray(CITIES.map((c) => c[1]))})[city_at],
        '(317) 555-' || lpad((i % 10000)::text, 4, '0'),
        case when i % 4 = 0 then 'hello' || i || '@bench.example' end,
        case when i % 3 = 0 then 'https://example.com/' || base end,
        case when i % 5 = 0 then replace(base, '-', '_') end,
        case when ${pick('pictured', sql`slug`, 5)} = 0 then '/uploads/bench/' || slug || '.webp' end,
        case when i % 20 = 0 then ${userId(sql`(i / 20 - 1) % ${Math.floor(users / 50)} * 50 + 50`)} end,
        i <= ${n},
        case when i <= ${n} then now() - ${pick('age', i, 900)} * interval '1 day' end,
        case when i > ${n + pending} then now() - interval '3 days' end,
        case when i > ${n + pending} then 'Not a food business.' end,
        now() - (${pick('age', i, 900)} + 2) * interval '1 day',
        now() - (${pick('age', i, 900)} + 2) * interval '1 day', now()
      from slugged
      order by 1`,
  );

  // One business in seven has a second category.
  await step(
    'business categories',
    sql`insert into business_categories (business_id, category_id)
      select b.id, c.id from businesses b
        join (select id, row_number() over (order by position) - 1 as k from categories
              where slug <> 'all-businesses') c
          on c.id <> b.category_id and c.k = (${pick('extra', sql`b.slug`, 5)})
        where ${pick('has-extra', sql`b.slug`, 7)} = 0
      order by 1, 2
      on conflict do nothing`,
  );

  // 1–3 locations: 60 % one, 30 % two, 10 % three; the primary (created first) is the business's own
  // address. Issue 17: every location pinned somewhere in Indiana, and two in three with opening hours.
  await step(
    'locations',
    sql`insert into business_locations (id, business_id, name, address, city, state, zip, phone, is_primary, coming_soon,
        latitude, longitude, weekly_hours, created_at)
      select md5('bench-location-' || b.slug || '-' || k)::uuid, b.id,
        case when k = 1 then b.name else b.name || ' ' || (${textArray(CITIES.map((c) => c[0]))})[city_at] end,
        case when k = 1 then b.address else (200 + ${pick('loc-number', sql`b.slug || k`, 9000)}) || ' ' ||
          (${textArray(STREETS)})[1 + ${pick('loc-street', sql`b.slug || k`, STREETS.length)}] end,
        case when k = 1 then b.city else (${textArray(CITIES.map((c) => c[0]))})[city_at] end,
        'IN',
        case when k = 1 then b.zip else (${textArray(CITIES.map((c) => c[1]))})[city_at] end,
        b.phone, k = 1, k = 3 and ${pick('soon', sql`b.slug`, 4)} = 0,
        37.8 + ${pick('lat', sql`b.slug || k`, 3900)} / 1000.0,
        -87.9 + ${pick('lng', sql`b.slug || k`, 3000)} / 1000.0,
        case when ${pick('hours', sql`b.slug || k`, 3)} < 2
          then '[[],[["11:00","21:00"]],[["11:00","21:00"]],[["11:00","21:00"]],[["11:00","21:00"]],[["11:00","23:00"]],[["10:00","23:00"]]]'::jsonb
        end,
        b.created_at + k * interval '1 minute'
      from businesses b
        cross join lateral generate_series(1, case when ${pick('locs', sql`b.slug`, 10)} < 6 then 1
                                                   when ${pick('locs', sql`b.slug`, 10)} < 9 then 2 else 3 end) k
        cross join lateral (select 1 + ${pick('loc-city', sql`b.slug || k`, CITIES.length)} as city_at) place
      order by 1`,
  );

  // Halal profiles (issue 16) for two businesses in three: levels, slaughter, alcohol and prayer space
  // spread evenly, one in four with an admin-checked certificate (some expired).
  await step(
    'halal profiles',
    sql`insert into halal_profiles (id, business_id, level, chicken, beef, alcohol, pork, prayer_space, muslim_owned,
        certifier_id, certificate_expires_on, certificate_checked_at, admin_verified_at)
      select md5('bench-halal-' || b.slug)::uuid, b.id,
        (array['fully', 'options', 'on_request'])[1 + ${pick('halal-level', sql`b.slug`, 3)}],
        (array['zabiha', 'machine', 'not_stated'])[1 + ${pick('halal-chicken', sql`b.slug`, 3)}],
        (array['zabiha', 'machine', 'not_served', 'not_stated'])[1 + ${pick('halal-beef', sql`b.slug`, 4)}],
        (array['none', 'none', 'beer_wine', 'not_stated'])[1 + ${pick('halal-alcohol', sql`b.slug`, 4)}],
        'no', ${pick('halal-prayer', sql`b.slug`, 4)} = 0,
        case when ${pick('halal-owned', sql`b.slug`, 2)} = 0 then 'yes' else 'not_stated' end,
        case when certified then (select c.id from halal_certifiers c order by c.name limit 1) end,
        case when certified then current_date + (${pick('halal-expiry', sql`b.slug`, 500)} - 60) end,
        case when certified then now() end,
        case when certified then now() end
      from businesses b
        cross join lateral (select ${pick('halal-cert', sql`b.slug`, 4)} = 0 as certified) cert
      where ${pick('halal-profile', sql`b.slug`, 3)} < 2
      order by 1`,
  );

  // Review r is about business 1 + ⌊n·u²⌋ for a uniform u: a few businesses get well over a thousand
  // reviews (business 1 the most), most get a handful. Its reviewer is the business's row-th user after an
  // offset, so nobody reviews one business twice.
  await step(
    'reviews',
    sql`insert into reviews (id, business_id, user_id, rating, comment, created_at)
      select md5('bench-review-' || r)::uuid, ${businessId(sql`b`)}, ${userId(sql`(b * 7919 + rn) % ${users} + 1`)},
        (array[1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5])[1 + ${pick('rating', sql`r`, 12)}],
        case when r % 3 = 0 then null else (${textArray(COMMENTS)})[1 + ${pick('comment', sql`r`, COMMENTS.length)}] end,
        now() - ${pick('review-age', sql`r`, 600 * 24)} * interval '1 hour'
      from (
        select r, b, row_number() over (partition by b order by r) as rn
        from (select r, 1 + (${n}::bigint * u * u / 1000000000000)::int as b
              from (select r, ${pick('review-business', sql`r`, 1_000_000)}::bigint as u
                    from generate_series(1, ${reviews}::int) r) uniform) drawn
      ) numbered
      where rn <= ${users}
      order by 1`,
  );

  // Owners dispute a few of the reviews of their businesses; a third of the disputes were approved, so
  // those reviews no longer count.
  await step(
    'disputes',
    sql`insert into review_disputes (review_id, business_owner_id, reason, status, resolved_at, created_at)
      select r.id, b.owner_id, 'This person never visited us.',
        case when ${pick('dispute', sql`r.id::text`, 3)} = 0 then 'approved' else 'pending' end,
        case when ${pick('dispute', sql`r.id::text`, 3)} = 0 then now() end, now()
      from reviews r join businesses b on b.id = r.business_id
      where b.owner_id is not null and r.rating = 1 and ${pick('disputed', sql`r.id::text`, 4)} = 0`,
  );

  const featured = Math.min(12, n);
  // A dozen active features (started a day apart), and two that ended. The featured flag on the business
  // is kept by the schema's trigger.
  await step(
    'featured',
    sql`insert into featured_listings (business_id, active, start_at, created_at)
      select ${businessId(sql`(i * 37) % ${n} + 1`)}, i <= ${featured},
        now() - i * interval '1 day', now() - i * interval '1 day'
      from generate_series(1, ${featured + 2}::int) i
      on conflict do nothing`,
  );

  // One business in ten has 1–2 events, half of them upcoming.
  await step(
    'events',
    sql`insert into events (business_id, title, description, event_date, end_date, location)
      select b.id, (array['Eid Open House', 'Iftar Buffet', 'Cooking Class', 'Grand Opening'])[1 + ${pick('event', sql`b.slug || k`, 4)}],
        'Come and celebrate with us.', now() + (${pick('when', sql`b.slug || k`, 120)} - 60) * interval '1 day',
        null, b.address
      from businesses b cross join lateral generate_series(1, 1 + ${pick('events', sql`b.slug`, 2)}) k
      where ${pick('has-events', sql`b.slug`, 10)} = 0`,
  );

  // The businesses with a cover image have a gallery of 1–3 images.
  await step(
    'images',
    sql`insert into business_images (business_id, image_url, caption, display_order)
      select id, '/uploads/bench/' || slug || '-' || k || '.webp', 'Inside the shop', k - 1
      from businesses cross join lateral generate_series(1, 1 + ${pick('gallery', sql`slug`, 3)}) k
      where image_url is not null`,
  );

  const [counts] = (
    await tx.execute<{ locations: number }>(sql`select count(*)::int as locations from business_locations`)
  ).rows;
  return { pending, rejected, featured, locations: counts?.locations ?? 0 };
}

/** `array[array[...], ...]` of the name endings, padded to one width (a SQL array is rectangular). */
function endingsArray() {
  const width = Math.max(...ENDINGS.map((e) => e.length));
  const rows = ENDINGS.map((e) => [...e, ...Array(width - e.length).fill(e[0])]);
  return sql`${`{${rows.map((r) => `{${r.map((v) => `"${v}"`).join(',')}}`).join(',')}}`}::text[][]`;
}

function endingCounts() {
  return sql`${`{${ENDINGS.map((e) => e.length).join(',')}}`}::int[]`;
}

/**
 * What the schema keeps on `businesses` must add up to the rows it summarises: every counted review
 * (no approved dispute) in `rating_count`/`rating_sum`, every active feature in `is_featured`. Columns
 * the schema does not have (yet) are not checked.
 */
export async function checkTotals(db: Db) {
  const columns = new Set(
    (
      await db.execute<{ name: string }>(
        sql`select column_name as name from information_schema.columns where table_name = 'businesses'`,
      )
    ).rows.map((r) => r.name),
  );
  if (columns.has('rating_count') && columns.has('rating_sum')) {
    const [row] = (
      await db.execute<{ stored_count: number; stored_sum: number; real_count: number; real_sum: number }>(sql`
        select (select coalesce(sum(rating_count), 0)::int from businesses) as stored_count,
               (select coalesce(sum(rating_sum), 0)::int from businesses) as stored_sum,
               count(*)::int as real_count, coalesce(sum(r.rating), 0)::int as real_sum
        from reviews r
        where not exists (select 1 from review_disputes d where d.review_id = r.id and d.status = 'approved')`)
    ).rows;
    if (!row || row.stored_count !== row.real_count || row.stored_sum !== row.real_sum)
      throw new Error(`Stored ratings do not add up: ${JSON.stringify(row)}`);
  }
  if (columns.has('is_featured')) {
    const [row] = (
      await db.execute<{ flagged: number; active: number }>(sql`
        select (select count(*)::int from businesses where is_featured) as flagged,
               (select count(*)::int from featured_listings where active) as active`)
    ).rows;
    if (!row || row.flagged !== row.active) throw new Error(`Featured flags do not add up: ${JSON.stringify(row)}`);
  }
}

export interface Visitor {
  userId: string;
  /** The session token as stored; the cookie carries it signed (see scripts/bench.mjs). */
  token: string;
  /** An open conversation of this visitor with a public business, for chat messages. */
  conversationId: string;
}

/**
 * Signed-in people for load tests: fresh accounts that reviewed nothing yet, each with a session valid
 * for a day and one open conversation with a public business. Sessions are written as better-auth
 * writes them; their tokens come back so the caller can sign the cookies with AUTH_SECRET.
 */
export async function createVisitors(db: Db, count: number): Promise<Visitor[]> {
  const visitorId = sql`md5('bench-visitor-' || i || '-' || ${Date.now()})::uuid::text`;
  const rows = await db.execute<{ user_id: string; token: string; conversation_id: string }>(sql`
    with people as (
      insert into profiles (id, name, email, email_verified, first_name, last_name, display_name)
      select ${visitorId}, 'Visitor ' || i, 'visitor' || i || '-' || ${Date.now()} || '@bench.example', true,
        'Visitor', i::text, 'Visitor ' || i
      from generate_series(1, ${count}::int) i
      returning id),
    numbered as (select id, row_number() over (order by id) as i from people),
    sessions as (
      insert into session (id, token, expires_at, user_id, ip_address, user_agent)
      select gen_random_uuid()::text, replace(gen_random_uuid()::text, '-', ''), now() + interval '1 day', id,
        '127.0.0.1', 'bench'
      from numbered
      returning user_id, token),
    open_businesses as (
      select id, row_number() over (order by slug) - 1 as k from businesses
      where is_approved and rejected_at is null and owner_id is null),
    targets as (
      select n.id, b.id as business_id
      from numbered n join open_businesses b
        on b.k = (n.i * 13) % least(500, (select count(*) from open_businesses))),
    talks as (
      insert into conversations (business_id, customer_id, subject)
      select business_id, id, 'A question about your opening hours' from targets
      returning id, customer_id)
    select s.user_id, s.token, t.id as conversation_id
    from sessions s join talks t on t.customer_id = s.user_id`);
  return rows.rows.map((r) => ({ userId: r.user_id, token: r.token, conversationId: r.conversation_id }));
}

/** A customer and the owner of a public business, both signed in, with a conversation between them. */
export interface ChatPair {
  customer: { userId: string; token: string };
  owner: { userId: string; token: string };
  conversationId: string;
}

/**
 * Pairs who chat while the live streams are measured: each pair's owner runs one public business (taken
 * from those without an owner, so the visitors' targets are not among them) and its customer has one
 * conversation with it. Sessions are written as in `createVisitors`.
 */
export async function createChatPairs(db: Db, count: number): Promise<ChatPair[]> {
  const run = Date.now();
  const person = (side: string) => sql`md5('bench-' || ${side} || '-' || i || '-' || ${run})::uuid::text`;
  const rows = await db.execute<{
    customer_id: string;
    customer_token: string;
    owner_id: string;
    owner_token: string;
    conversation_id: string;
  }>(sql`
    with numbered as (
      select i, ${person('customer')} as customer_id, ${person('owner')} as owner_id
      from generate_series(1, ${count}::int) i),
    people as (
      insert into profiles (id, name, email, email_verified, first_name, last_name, display_name, role)
      select id, 'Chat ' || side || ' ' || i, side || i || '-' || ${run} || '@bench.example', true, 'Chat', i::text,
        'Chat ' || side || ' ' || i, case side when 'owner' then 'business_owner' else 'user' end
      from numbered, lateral (values (customer_id, 'customer'), (owner_id, 'owner')) as p(id, side)
      returning id),
    signed_in as (
      insert into session (id, token, expires_at, user_id, ip_address, user_agent)
      select gen_random_uuid()::text, replace(gen_random_uuid()::text, '-', ''), now() + interval '1 day', id,
        '127.0.0.1', 'bench'
      from people
      returning user_id, token),
    picked as (
      select id, row_number() over (order by slug desc) as i from businesses
      where is_approved and rejected_at is null and owner_id is null
      order by slug desc limit ${count}::int),
    owned as (
      update businesses b set owner_id = n.owner_id
      from picked p join numbered n on n.i = p.i
      where b.id = p.id
      returning b.id, b.owner_id),
    talks as (
      insert into conversations (business_id, customer_id, subject)
      select o.id, n.customer_id, 'A question about catering'
      from owned o join numbered n on n.owner_id = o.owner_id
      returning id, customer_id)
    select n.customer_id, c.token as customer_token, n.owner_id, o.token as owner_token, t.id as conversation_id
    from numbered n
    join talks t on t.customer_id = n.customer_id
    join signed_in c on c.user_id = n.customer_id
    join signed_in o on o.user_id = n.owner_id`);
  return rows.rows.map((r) => ({
    customer: { userId: r.customer_id, token: r.customer_token },
    owner: { userId: r.owner_id, token: r.owner_token },
    conversationId: r.conversation_id,
  }));
}
