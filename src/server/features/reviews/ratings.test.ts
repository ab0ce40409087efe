import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, reviewDisputes, reviews } from '../../db/schema';
import { givenBusiness, givenReview } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { readChanges } from '../../testing/live-stream';

// A card's rating is kept on the business by the database (migration 0007), in the transaction of the
// review or dispute that changes it. These stories check the kept figures against the reviews themselves.

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['givenSignedIn']>>;
let owner: Awaited<ReturnType<TestContext['givenSignedIn']>>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  owner = await t.givenSignedIn({ role: 'business_owner' });
});
afterAll(() => t.close());

/** What a visitor sees: the card's figures and the reviews list's, side by side. */
async function figures(business: { id: string; name: string }) {
  const card = (await (await t.request(`/api/businesses?q=${encodeURIComponent(business.name)}`)).json()).items[0];
  const list = await (await t.request(`/api/businesses/${business.id}/reviews`)).json();
  const page = await (await t.request(`/api/businesses/${business.id}`)).json();
  expect([list.average, list.total]).toEqual([card.ratingAverage, card.reviewCount]);
  expect(page.rating).toEqual({ average: card.ratingAverage, count: card.reviewCount });
  return { average: card.ratingAverage as number, count: card.reviewCount as number };
}

/** Businesses whose kept figures differ from counting their reviews now (none, ever). */
async function driftedBusinesses() {
  const rows = await t.db.execute(sql`
    select b.id from ${businesses} b
    cross join lateral (
      select count(*)::int as count, coalesce(sum(r.rating), 0)::int as sum from ${reviews} r
      where r.business_id = b.id
        and not exists (select 1 from ${reviewDisputes} d where d.review_id = r.id and d.status = 'approved')
    ) counted
    where (b.rating_count, b.rating_sum) is distinct from (counted.count, counted.sum)`);
  return rows.rows;
}

const post = (cookie: string, businessId: string, rating: number) =>
  t.request(`/api/businesses/${businessId}/reviews`, { json: { rating }, cookie });

describe('the rating on a card', () => {
  it("follows reviews as they are written, edited and removed, and keeps counting a departed author's review", async () => {
    const place = await givenBusiness(t.db, { name: 'Kept Figures Kitchen' });
    expect(await figures(place)).toEqual({ average: 0, count: 0 });
    const amina = await t.givenSignedIn();
    const bilal = await t.givenSignedIn();
    const first = await (await post(amina.cookie, place.id, 5)).json();
    await post(bilal.cookie, place.id, 2);
    expect(await figures(place)).toEqual({ average: 3.5, count: 2 });

    await t.request(`/api/reviews/${first.id}`, { method: 'PATCH', json: { rating: 3 }, cookie: amina.cookie });
    expect(await figures(place)).toEqual({ average: 2.5, count: 2 });
    // A comment alone changes nothing.
    await t.request(`/api/reviews/${first.id}`, {
      method: 'PATCH',
      json: { rating: 3, comment: 'Good tea' },
      cookie: amina.cookie,
    });
    expect(await figures(place)).toEqual({ average: 2.5, count: 2 });

    const res = await t.request(`/api/admin/users/${bilal.id}`, {
      method: 'DELETE',
      json: { confirm: 'DELETE USER' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    // Issue 33: the review outlives its author's account (signed 'A former member') and still counts.
    expect(await figures(place)).toEqual({ average: 2.5, count: 2 });

    await t.db.delete(reviews).where(eq(reviews.id, first.id));
    expect(await figures(place)).toEqual({ average: 2, count: 1 });
    expect(await driftedBusinesses()).toEqual([]);
  });

  it('leaves out a review whose dispute is approved, and counts it again when the dispute is reopened or removed', async () => {
    const place = await givenBusiness(t.db, { name: 'Disputed Diner', ownerId: owner.id });
    const fair = await givenReview(t.db, place.id, (await t.givenAccount()).id, 4);
    const unfair = await givenReview(t.db, place.id, (await t.givenAccount()).id, 1);
    const kept = await givenReview(t.db, place.id, (await t.givenAccount()).id, 2);
    expect(await figures(place)).toEqual({ average: 7 / 3, count: 3 });

    const dispute = async (reviewId: string) =>
      (
        await (
          await t.request(`/api/reviews/${reviewId}/disputes`, { json: { reason: 'Never came' }, cookie: owner.cookie })
        ).json()
      ).id;
    const resolve = (id: string, status: 'approved' | 'rejected') =>
      t.request(`/api/admin/disputes/${id}/resolve`, { json: { status }, cookie: admin.cookie });

    const rejected = await dispute(kept.id);
    expect((await resolve(rejected, 'rejected')).status).toBe(200);
    expect(await figures(place)).toEqual({ average: 7 / 3, count: 3 });

    const approved = await dispute(unfair.id);
    expect(await figures(place)).toEqual({ average: 7 / 3, count: 3 });
    expect((await resolve(approved, 'approved')).status).toBe(200);
    expect(await figures(place)).toEqual({ average: 3, count: 2 });

    // Reopened (no route does it today; the figures follow whatever writes the row).
    await t.db.update(reviewDisputes).set({ status: 'pending' }).where(eq(reviewDisputes.id, approved));
    expect(await figures(place)).toEqual({ average: 7 / 3, count: 3 });
    await t.db.update(reviewDisputes).set({ status: 'approved' }).where(eq(reviewDisputes.id, approved));
    await t.db.delete(reviewDisputes).where(eq(reviewDisputes.id, approved));
    expect(await figures(place)).toEqual({ average: 7 / 3, count: 3 });

    // A review deleted together with its approved dispute was not counted, and is not taken off twice.
    await t.db
      .insert(reviewDisputes)
      .values({ reviewId: fair.id, businessOwnerId: owner.id, reason: 'x', status: 'approved' });
    expect(await figures(place)).toEqual({ average: 1.5, count: 2 });
    await t.db.delete(reviews).where(eq(reviews.id, fair.id));
    expect(await figures(place)).toEqual({ average: 1.5, count: 2 });
    expect(await driftedBusinesses()).toEqual([]);
  });

  it('stays exact when many reviews arrive at once, and a deleted business takes its figures with it', async () => {
    const place = await givenBusiness(t.db, { name: 'Busy Bistro' });
    const other = await givenBusiness(t.db, { name: 'Quiet Corner' });
    const people = await Promise.all(Array.from({ length: 8 }, () => t.givenSignedIn()));
    const answers = await Promise.all(people.map((p, i) => post(p.cookie, place.id, (i % 5) + 1)));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 201));
    await givenReview(t.db, other.id, people[0]!.id, 5);
    expect(await figures(place)).toEqual({ average: 21 / 8, count: 8 });

    const res = await t.request(`/api/admin/businesses/${place.id}`, {
      method: 'DELETE',
      json: { confirm: 'DELETE' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await figures(other)).toEqual({ average: 5, count: 1 });
    expect(await driftedBusinesses()).toEqual([]);
  });

  it('announces a changed rating as a live event about the business', async () => {
    const place = await givenBusiness(t.db, { name: 'Live Lentils' });
    // Events about businesses reach admins' streams; the web's public pages refetch on their own.
    const stream = await t.request('/api/live', { cookie: admin.cookie });
    const reviewer = await t.givenSignedIn();
    await post(reviewer.cookie, place.id, 4);
    expect(await readChanges(stream, 1)).toContainEqual({ topic: 'businesses', id: place.id });
  });
});
