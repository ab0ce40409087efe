import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBusiness, givenReview } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT: 'true' });
});
afterAll(() => t.close());

async function statuses(times: number, call: () => Promise<Response>) {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await call()).status);
  return seen;
}

describe('mail volume', () => {
  it('caps owner notifications at 5 an hour per business', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { ownerId: owner.id });
    await t.request(`/api/businesses/${business.id}/subscriptions`, { json: { email: 'fan@example.com' } });
    await t.confirmFromMail('fan@example.com');
    const seen = await statuses(6, () =>
      t.request(`/api/owner/businesses/${business.id}/notifications`, {
        cookie: owner.cookie,
        json: { title: 'News', message: 'More news' },
      }),
    );
    expect(seen).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("caps the newsletter's Email All at 2 an hour, for all admins together", async () => {
    await t.request('/api/newsletter', { json: { email: 'reader@example.com' } });
    await t.confirmFromMail('reader@example.com');
    const admins = [await t.givenSignedIn({ role: 'admin' }), await t.givenSignedIn({ role: 'admin' })];
    const seen = await statuses(3, () =>
      t.request('/api/admin/newsletter/send', {
        cookie: admins[Math.floor(Math.random() * 2)]!.cookie,
        json: { subject: 'Weekly', content: 'Picks' },
      }),
    );
    expect(seen).toEqual([200, 200, 429]);
  });

  it('caps review edits at 20 an hour per person', async () => {
    const reviewer = await t.givenSignedIn();
    const business = await givenBusiness(t.db);
    const review = await givenReview(t.db, business.id, reviewer.id, 3);
    const seen = await statuses(21, () =>
      t.request(`/api/reviews/${review.id}`, { method: 'PATCH', cookie: reviewer.cookie, json: { rating: 4 } }),
    );
    expect(seen.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(seen[20]).toBe(429);
  });
});
