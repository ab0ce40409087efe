import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBusiness, givenReview } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';
import { addressKey } from './rate-limit';

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

  it('caps mail to one address at 5 a day, across lists, forms and callers', async () => {
    const calls = [
      ...Array.from({ length: 3 }, async () => {
        const business = await givenBusiness(t.db);
        return { path: `/api/businesses/${business.id}/subscriptions` as const, json: { email: 'Target@example.com' } };
      }),
      Promise.resolve({ path: '/api/newsletter' as const, json: { email: 'target@example.com' } }),
      Promise.resolve({
        path: '/api/contact' as const,
        json: { name: 'X', email: 'target@example.com', subject: 'Hi', message: 'Hello' },
      }),
      Promise.resolve({ path: '/api/newsletter' as const, json: { email: 'TARGET@example.com' } }),
    ];
    const seen: number[] = [];
    for (const [i, call] of calls.entries()) {
      const { path, json } = await call;
      seen.push((await t.request(path, { json, headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status);
    }
    expect(seen).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('address keys', () => {
  it('group an IPv6 address by its /64 network and leave IPv4 as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
  });
});

describe('the public read API', () => {
  it('answers 429 past 120 reads a minute from one address', async () => {
    const seen = await statuses(121, () => t.request('/api/v1/openapi.json'));
    expect(seen.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(seen[120]).toBe(429);
  });
});
