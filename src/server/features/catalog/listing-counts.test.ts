import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCategories, businesses, businessLocations, categories } from '../../db/schema';
import { categoryId, givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

/**
 * 'N results found' comes from listing_counts, which triggers keep as businesses, their categories and
 * their locations change (migration 0008). After every kind of change the stored counts must equal the
 * businesses counted afresh, key by key, and the listing must show them.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

interface CountRow extends Record<string, unknown> {
  category: string;
  city: string;
  businesses: number;
}

/** Every non-zero count as the triggers stored it, by category slug and city. */
async function storedCounts() {
  const rows = await t.db.execute<CountRow>(sql`
    select c.slug as category, lc.city, lc.businesses from listing_counts lc join categories c on c.id = lc.category_id
    where lc.businesses > 0 order by 1, 2`);
  return rows.rows;
}

/** The same counts worked out from the businesses themselves, the slow way. */
async function freshCounts() {
  const rows = await t.db.execute<CountRow>(sql`
    with pub as (select id, lower(trim(city)) as city from businesses where is_approved and rejected_at is null),
    listed_under as (
      select pub.id, c.slug from pub cross join categories c where c.slug = 'all-businesses'
      union
      select pub.id, c.slug from pub join business_categories bc on bc.business_id = pub.id join categories c on c.id = bc.category_id),
    listed_in as (
      select id, '' as city from pub
      union select id, city from pub where city <> ''
      union select l.business_id, lower(trim(l.city)) from business_locations l join pub on pub.id = l.business_id
        where trim(l.city) <> '')
    select u.slug as category, i.city, count(*)::int as businesses
    from listed_under u join listed_in i on i.id = u.id group by 1, 2 order by 1, 2`);
  return rows.rows;
}

async function expectExact() {
  expect(await storedCounts()).toEqual(await freshCounts());
}

async function listedTotal(category: string, city?: string) {
  const query = new URLSearchParams({ category, ...(city ? { city } : {}) });
  const res = await t.request(`/api/businesses?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

describe('listing counts', () => {
  it('follow every change of a business, its categories and its locations', async () => {
    const kebab = await givenBusiness(t.db, {
      category: 'restaurants',
      alsoIn: ['mobile-businesses'],
      city: 'Carmel',
      locations: [{ city: 'Carmel' }, { city: ' fishers ' }],
    });
    const pending = await givenBusiness(t.db, { category: 'bakeries', city: 'Gary', approved: false });
    await givenBusiness(t.db, { category: 'bakeries', city: 'Gary', rejected: true });
    await expectExact();
    expect(await listedTotal('restaurants', 'Fishers')).toBe(1);
    expect(await listedTotal('mobile-businesses', 'carmel')).toBe(1);
    expect(await listedTotal('bakeries', 'Gary')).toBe(0);

    // Approval lists the pending one; a rejection takes it away again.
    await t.db.update(businesses).set({ isApproved: true }).where(eq(businesses.id, pending.id));
    await expectExact();
    expect(await listedTotal('bakeries', 'Gary')).toBe(1);
    expect(await listedTotal('all-businesses')).toBe(2);
    await t.db.update(businesses).set({ rejectedAt: new Date() }).where(eq(businesses.id, pending.id));
    await expectExact();
    expect(await listedTotal('bakeries', 'Gary')).toBe(0);

    // Its own city, another primary category, one category more and one less.
    await t.db.update(businesses).set({ city: 'Zionsville' }).where(eq(businesses.id, kebab.id));
    await expectExact();
    expect(await listedTotal('all-businesses', 'Zionsville')).toBe(1);
    await t.db
      .update(businesses)
      .set({ categoryId: await categoryId(t.db, 'coffee-shops') })
      .where(eq(businesses.id, kebab.id));
    await expectExact();
    expect(await listedTotal('coffee-shops', 'Fishers')).toBe(1);
    await t.db
      .insert(businessCategories)
      .values({ businessId: kebab.id, categoryId: await categoryId(t.db, 'markets') });
    await expectExact();
    await t.db
      .delete(businessCategories)
      .where(
        and(
          eq(businessCategories.businessId, kebab.id),
          eq(businessCategories.categoryId, await categoryId(t.db, 'mobile-businesses')),
        ),
      );
    await expectExact();
    expect(await listedTotal('mobile-businesses')).toBe(0);

    // A location moves, another opens, one closes.
    await t.db.update(businessLocations).set({ city: 'Noblesville' }).where(eq(businessLocations.city, ' fishers '));
    await expectExact();
    expect(await listedTotal('markets', 'Fishers')).toBe(0);
    expect(await listedTotal('markets', 'Noblesville')).toBe(1);
    await t.db.insert(businessLocations).values({ businessId: kebab.id, name: 'Stand', city: 'Muncie' });
    await expectExact();
    await t.db.delete(businessLocations).where(eq(businessLocations.city, 'Noblesville'));
    await expectExact();
    expect(await listedTotal('all-businesses', 'Noblesville')).toBe(0);

    // A deleted business takes its categories and locations with it, and every count it was in.
    const market = await givenBusiness(t.db, {
      category: 'markets',
      alsoIn: ['bakeries'],
      city: 'Muncie',
      locations: [{ city: 'Muncie' }, { city: 'Lafayette' }],
    });
    await expectExact();
    expect(await listedTotal('bakeries', 'Lafayette')).toBe(1);
    await t.db.delete(businesses).where(eq(businesses.id, market.id));
    await expectExact();
    expect(await listedTotal('bakeries', 'Lafayette')).toBe(0);
    expect(await listedTotal('all-businesses', 'Muncie')).toBe(1);

    // A link changed in place, and a whole category deleted with its links.
    const [carts] = await t.db.insert(categories).values({ name: 'Halal Carts', slug: 'halal-carts' }).returning();
    await t.db
      .update(businessCategories)
      .set({ categoryId: carts!.id })
      .where(
        and(
          eq(businessCategories.businessId, kebab.id),
          eq(businessCategories.categoryId, await categoryId(t.db, 'markets')),
        ),
      );
    await expectExact();
    expect(await listedTotal('halal-carts', 'Muncie')).toBe(1);
    expect(await listedTotal('markets')).toBe(0);
    await t.db.delete(categories).where(eq(categories.id, carts!.id));
    await expectExact();
  });

  it('count a location added while the business is being approved, whichever commits first', async () => {
    const stand = await givenBusiness(t.db, { category: 'mobile-businesses', city: 'Kokomo', approved: false });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let added = () => {};
    const locationAdded = new Promise<void>((resolve) => {
      added = resolve;
    });
    // The location's transaction stays open while the approval arrives; on PostgreSQL the approval waits
    // for it (PGlite runs the two one after the other).
    const addLocation = t.db.transaction(async (tx) => {
      await tx.insert(businessLocations).values({ businessId: stand.id, name: 'Fair stand', city: 'Peru' });
      added();
      await gate;
    });
    await locationAdded;
    // Started now (a query runs when it is awaited or then-ed), not when it is awaited below.
    const approve = t.db
      .update(businesses)
      .set({ isApproved: true })
      .where(eq(businesses.id, stand.id))
      .then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([addLocation, approve]);
    await expectExact();
    expect(await listedTotal('mobile-businesses', 'Peru')).toBe(1);
  });

  it('stay exact when many writers approve businesses of one category at the same moment', async () => {
    const waiting = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        givenBusiness(t.db, { category: 'markets', city: i % 2 ? 'Elkhart' : 'Goshen', approved: false }),
      ),
    );
    const before = await listedTotal('markets');
    // On PostgreSQL these transactions interleave (TEST_DATABASE_URL); PGlite runs them one at a time.
    await Promise.all(
      waiting.map((b) =>
        t.db.transaction(async (tx) => {
          await tx.update(businesses).set({ isApproved: true }).where(eq(businesses.id, b.id));
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      ),
    );
    await expectExact();
    expect(await listedTotal('markets')).toBe(before + 12);
    expect(await listedTotal('markets', 'Elkhart')).toBe(6);
  });
});
