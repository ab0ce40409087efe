import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { directorySize, generateDirectory } from './generate';

/**
 * A generated directory is one the app could have written: every figure the schema keeps from other rows
 * (ratings, scores, the featured flag, the listing counts, each place's halal facts, the card's 'Verified'
 * date, the search documents) equals what is counted again from those rows, after bulk statements of
 * hundreds of rows each went through the schema's statement triggers.
 */

let t: TestContext;
/** The schema's triggers (and whether each is on), indexes and constraints, as the migrations left them. */
let schemaBefore: string[];

/** What the generator sets aside while loading, described so that two states of it compare as lists. */
async function schemaObjects() {
  const objects = await t.db.execute<{ item: string }>(sql`
    select format('trigger %s.%s %s', tgrelid::regclass, tgname, tgenabled) as item from pg_trigger where not tgisinternal
    union all
    select pg_get_indexdef(indexrelid) from pg_index where indrelid::regclass::text not like 'pg\_%'
    union all
    select format('constraint %s.%s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid), convalidated)
    from pg_constraint where connamespace = 'public'::regnamespace
    order by 1`);
  return objects.rows.map((row) => row.item);
}

beforeAll(async () => {
  t = await createTestContext();
  schemaBefore = await schemaObjects();
  await generateDirectory(t.db, directorySize(200));
}, 120_000);
afterAll(() => t.close());

const rows = async <T extends Record<string, unknown>>(query: SQL) => (await t.db.execute<T>(query)).rows;

/** The rows of `query` before and after `recompute` ran; equal when what was stored was already right. */
async function storedThenRecomputed(query: SQL, recompute: SQL) {
  const stored = await rows(query);
  await t.db.execute(recompute);
  return { stored, recomputed: await rows(query) };
}

describe('a generated directory of 200 businesses', () => {
  it('has the size it was asked for, with locations, halal profiles and reviews', async () => {
    const [counts] = await rows<{ public: number; locations: number; profiles: number; reviews: number }>(sql`
      select (select count(*)::int from businesses where is_approved and rejected_at is null) as public,
             (select count(*)::int from business_locations) as locations,
             (select count(*)::int from halal_profiles) as profiles,
             (select count(*)::int from reviews) as reviews`);
    expect(counts).toMatchObject({ public: 200, reviews: 4_000 });
    expect(counts?.locations).toBeGreaterThan(200);
    expect(counts?.profiles).toBeGreaterThan(100);
  });

  it('stores each business’s ratings as its counted reviews (approved disputes left out) and its score from them', async () => {
    const wrong = await rows(sql`
      select b.id from businesses b
      left join lateral (
        select count(r.id)::int as count, coalesce(sum(r.rating), 0)::int as sum from reviews r
        where r.business_id = b.id
          and not exists (select 1 from review_disputes d where d.review_id = r.id and d.status = 'approved')
      ) s on true
      where (b.rating_count, b.rating_sum) is distinct from (s.count, s.sum)
         or b.rating_score is distinct from business_rating_score(b.rating_sum, b.rating_count,
              (select prior_mean from directory_ratings))`);
    expect(wrong).toEqual([]);
    const [directory] = await rows<{
      reviews: number;
      rating_sum: number;
      stored_reviews: number;
      stored_sum: number;
    }>(sql`
      select d.reviews::int as stored_reviews, d.rating_sum::int as stored_sum,
        (select sum(rating_count)::int from businesses) as reviews, (select sum(rating_sum)::int from businesses) as rating_sum
      from directory_ratings d`);
    expect(directory?.stored_reviews).toBe(directory?.reviews);
    expect(directory?.stored_sum).toBe(directory?.rating_sum);
    expect(directory?.reviews).toBeGreaterThan(3_900);
  });

  it('flags as featured exactly the businesses with an active feature', async () => {
    const wrong = await rows(sql`
      select id from businesses b
      where is_featured <> exists (select 1 from featured_listings f where f.business_id = b.id and f.active)`);
    expect(wrong).toEqual([]);
    const [{ featured } = { featured: 0 }] = await rows<{ featured: number }>(
      sql`select count(*)::int as featured from businesses where is_featured`,
    );
    expect(featured).toBe(12);
  });

  it('lists every business under its primary category and counts each listing as the listing would show it', async () => {
    const unlisted = await rows(sql`
      select id from businesses b
      where not exists (select 1 from business_categories bc where bc.business_id = b.id and bc.category_id = b.category_id)`);
    expect(unlisted).toEqual([]);
    // Counted again one (category, city) at a time, the way the category page filters.
    const wrong = await rows(sql`
      select lc.category_id, lc.city, lc.businesses, x.n from listing_counts lc
      cross join lateral (
        select count(*)::int as n from businesses b
        where b.is_approved and b.rejected_at is null and b.closed_at is null
          and (lc.category_id = (select id from categories where slug = 'all-businesses')
               or exists (select 1 from business_categories bc where bc.business_id = b.id and bc.category_id = lc.category_id))
          and (lc.city = '' or lower(trim(b.city)) = lc.city
               or exists (select 1 from business_locations l where l.business_id = b.id and lower(trim(l.city)) = lc.city))
      ) x
      where lc.businesses <> x.n`);
    expect(wrong).toEqual([]);
    const [cities] = await rows<{ missing: number }>(sql`
      select count(*)::int as missing from (
        select distinct lower(trim(city)) as city from business_locations
        except select city from listing_counts where category_id = (select id from categories where slug = 'all-businesses')
      ) x`);
    expect(cities?.missing).toBe(0);
  });

  it('keeps each place’s halal facts and each card’s verified date as the profiles give them', async () => {
    const facts = sql`
      select 'location' as kind, id::text, halal_level, halal_tags, halal_certified_until, null::timestamptz as verified
      from business_locations
      union all
      select 'business', id::text, halal_level, halal_tags, halal_certified_until, halal_verified_at from businesses
      order by 1, 2`;
    const { stored, recomputed } = await storedThenRecomputed(
      facts,
      sql`select refresh_businesses_halal(array(select id from businesses)),
                 refresh_businesses_halal_verified(array(select id from businesses))`,
    );
    expect(stored).toEqual(recomputed);
    const [certified] = await rows<{ places: number; tagged: number }>(sql`
      select count(*) filter (where halal_certified_until is not null)::int as places,
             count(*) filter (where cardinality(halal_tags) > 0)::int as tagged
      from business_locations`);
    expect(certified?.places).toBeGreaterThan(0);
    expect(certified?.tagged).toBeGreaterThan(0);
  });

  it('leaves every trigger on and every key and index of the schema in place, as the migrations made them', async () => {
    const after = await schemaObjects();
    expect(after).toEqual(schemaBefore);
    expect(after.filter((item) => item.startsWith('trigger '))).not.toEqual([]);
  });

  it('gives every business the search document of its name, categories, description and cities', async () => {
    // With what the search's candidates are ordered and ranked by (issue 40): listed, featured, score, name.
    const documents = sql`select business_id::text, document::text, name, cuisines, listed, is_featured, rating_score
      from business_search order by 1`;
    const { stored, recomputed } = await storedThenRecomputed(
      documents,
      sql`select refresh_businesses_search(array(select id from businesses))`,
    );
    expect(stored).toHaveLength(203);
    expect(stored).toEqual(recomputed);
  });

  it('changes nothing when it fails: a second directory over the first is refused whole', async () => {
    const count = sql`select (select count(*) from businesses)::int as businesses, (select count(*) from reviews)::int as reviews`;
    const [before] = await rows(count);
    await expect(generateDirectory(t.db, directorySize(200))).rejects.toThrow();
    expect(await rows(count)).toEqual([before]);
    expect(await schemaObjects()).toEqual(schemaBefore);
  });
});
