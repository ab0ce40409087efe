import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDisputes, reviews } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let owner: Signed;
let business: Awaited<ReturnType<typeof givenBusiness>>;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.givenSignedIn({ role: 'business_owner' });
  business = await givenBusiness(t.db, { name: 'Review Target', ownerId: owner.id });
});
afterAll(() => t.close());

const post = (cookie: string, json: unknown, id = business.id) =>
  t.request(`/api/businesses/${id}/reviews`, { json, cookie });

describe('writing reviews', () => {
  it('accepts ratings 1 to 5 and refuses 0, 6, fractions and text, with the spec text', async () => {
    for (const rating of [0, 6, 2.5, '5', null]) {
      const me = await t.givenSignedIn();
      const res = await post(me.cookie, { rating, comment: 'x' });
      expect(res.status, `rating ${rating}`).toBe(400);
      expect((await res.json()).error.fields.rating).toBe('Please select a rating before submitting your review.');
    }
    for (const rating of [1, 5]) {
      const me = await t.givenSignedIn();
      expect((await post(me.cookie, { rating })).status).toBe(201);
    }
  });

  it('takes a trimmed comment of up to 500 characters, not 501', async () => {
    const me = await t.givenSignedIn();
    expect((await post(me.cookie, { rating: 4, comment: `${'a'.repeat(501)}` })).status).toBe(400);
    const res = await post(me.cookie, { rating: 4, comment: `  ${'a'.repeat(500)}  ` });
    expect(res.status).toBe(201);
    expect((await res.json()).comment).toHaveLength(500);
  });

  it('keeps one review per person even when two requests race', async () => {
    const me = await t.givenSignedIn();
    const [a, b] = await Promise.all([post(me.cookie, { rating: 5 }), post(me.cookie, { rating: 3 })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await loser.json()).error.message).toBe(
      'You have already reviewed this business. You can edit your existing review instead.',
    );
    const rows = await t.db.select().from(reviews).where(eq(reviews.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('does not let the owner review their own business', async () => {
    const res = await post(owner.cookie, { rating: 5, comment: 'Best place ever' });
    expect(res.status).toBe(403);
  });

  it('requires sign-in and a public business', async () => {
    expect((await t.request(`/api/businesses/${business.id}/reviews`, { json: { rating: 5 } })).status).toBe(401);
    const pending = await givenBusiness(t.db, { approved: false });
    const me = await t.givenSignedIn();
    expect((await post(me.cookie, { rating: 5 }, pending.id)).status).toBe(404);
  });

  it('updates the average and count after an edit, and only the author can edit', async () => {
    const place = await givenBusiness(t.db, { name: 'Average Place' });
    const a = await t.givenSignedIn();
    const b = await t.givenSignedIn();
    const mine = await (await post(a.cookie, { rating: 2 }, place.id)).json();
    await post(b.cookie, { rating: 4 }, place.id);
    const stats = async () => {
      const card = (await (await t.request('/api/businesses?q=Average Place')).json()).items[0];
      const list = await (await t.request(`/api/businesses/${place.id}/reviews`)).json();
      return [card.ratingAverage, card.reviewCount, list.average, list.total];
    };
    expect(await stats()).toEqual([3, 2, 3, 2]);
    expect(
      (await t.request(`/api/reviews/${mine.id}`, { method: 'PATCH', json: { rating: 5 }, cookie: b.cookie })).status,
    ).toBe(404);
    const edit = await t.request(`/api/reviews/${mine.id}`, {
      method: 'PATCH',
      json: { rating: 5, comment: 'Better now' },
      cookie: a.cookie,
    });
    expect(edit.status).toBe(200);
    expect((await edit.json()).updatedAt).toBeTruthy();
    expect(await stats()).toEqual([4.5, 2, 4.5, 2]);
    const own = await (await t.request(`/api/businesses/${place.id}/reviews/mine`, { cookie: a.cookie })).json();
    expect(own.review).toMatchObject({ rating: 5, comment: 'Better now' });
  });
});

describe('owner replies and disputes', () => {
  it('lets only the owner of that business reply, and mails the reviewer once', async () => {
    const reviewer = await t.givenSignedIn();
    const review = await (await post(reviewer.cookie, { rating: 2, comment: 'Cold food' })).json();
    const stranger = await t.givenSignedIn({ role: 'business_owner' });
    const path = `/api/reviews/${review.id}/reply` as const;
    expect((await t.request(path, { method: 'PUT', json: { reply: 'Nope' }, cookie: stranger.cookie })).status).toBe(
      403,
    );
    expect((await t.request(path, { method: 'PUT', json: { reply: 'Nope' }, cookie: reviewer.cookie })).status).toBe(
      403,
    );
    const res = await t.request(path, {
      method: 'PUT',
      json: { reply: 'Sorry, please come back!' },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    await t.request(path, { method: 'PUT', json: { reply: 'Sorry, please come back soon!' }, cookie: owner.cookie });
    const mails = (await t.deliverMail()).filter((m) => m.to === reviewer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Sorry, please come back!');
    const list = await (await t.request(`/api/businesses/${business.id}/reviews`)).json();
    expect(list.items.find((r: { id: string }) => r.id === review.id).ownerReply).toBe('Sorry, please come back soon!');
    expect((await t.request(path, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
  });

  it('lets only the owner dispute, once, with a reason of at most 1000 characters', async () => {
    const reviewer = await t.givenSignedIn();
    const review = await (await post(reviewer.cookie, { rating: 1, comment: 'Never went there' })).json();
    const path = `/api/reviews/${review.id}/disputes` as const;
    expect((await t.request(path, { json: { reason: 'x' } })).status).toBe(401);
    expect((await t.request(path, { json: { reason: 'Fake' }, cookie: reviewer.cookie })).status).toBe(403);
    expect((await t.request(path, { json: { reason: '   ' }, cookie: owner.cookie })).status).toBe(400);
    expect((await t.request(path, { json: { reason: 'x'.repeat(1001) }, cookie: owner.cookie })).status).toBe(400);
    const first = await t.request(path, { json: { reason: '  Not a real visit  ' }, cookie: owner.cookie });
    expect(first.status).toBe(201);
    expect((await first.json()).reason).toBe('Not a real visit');
    const again = await t.request(path, { json: { reason: 'Again' }, cookie: owner.cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('You have already disputed this review.');
    expect(await t.db.select().from(reviewDisputes).where(eq(reviewDisputes.reviewId, review.id))).toHaveLength(1);

    const ownerView = await (
      await t.request(`/api/businesses/${business.id}/reviews`, { cookie: owner.cookie })
    ).json();
    expect(ownerView.items.find((r: { id: string }) => r.id === review.id).disputeStatus).toBe('pending');
    const publicView = await (await t.request(`/api/businesses/${business.id}/reviews`)).json();
    expect(publicView.items.find((r: { id: string }) => r.id === review.id).disputeStatus).toBeNull();
  });
});
