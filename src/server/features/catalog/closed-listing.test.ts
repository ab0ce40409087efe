import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../../domain/hours';
import { businesses } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { pageMeta, renderHead } from './seo';

// Issue 16 and the corrections: a place an admin confirmed permanently closed keeps its page, but nobody is
// there to answer a chat or send an update, so it takes no new conversation and no new subscriber.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const refusal = { error: { code: 'PERMANENTLY_CLOSED', message: 'This place is permanently closed.' } };

/** Open 11 AM to 9 PM every day, until an admin confirmed it closed for good. */
async function givenClosedBusiness() {
  const owner = await t.givenAccount({ role: 'business_owner' });
  const everyDay: WeeklyHours = Array.from({ length: 7 }, () => [['11:00', '21:00']]);
  const business = await givenBusiness(t.db, {
    name: 'Old Mill Shawarma',
    ownerId: owner.id,
    locations: [{ city: 'Carmel', weeklyHours: everyDay }],
  });
  await t.db.update(businesses).set({ closedAt: new Date() }).where(eq(businesses.id, business.id));
  return business;
}

describe('a permanently closed place', () => {
  it('refuses a new chat with a clear error, and opens no conversation', async () => {
    const business = await givenClosedBusiness();
    const customer = await t.givenSignedIn();
    const before = await t.rowCounts();

    const res = await t.request(`/api/businesses/${business.id}/conversations`, {
      method: 'POST',
      cookie: customer.cookie,
    });

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(refusal);
    expect(await t.rowCounts()).toEqual(before);
  });

  it('refuses a subscription to its updates with a clear error, and stores and mails nothing', async () => {
    const business = await givenClosedBusiness();
    const before = await t.rowCounts();

    const res = await t.request(`/api/businesses/${business.id}/subscriptions`, {
      json: { email: 'still-hoping@example.com' },
    });

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(refusal);
    expect(await t.rowCounts()).toEqual(before);
    expect((await t.deliverMail()).filter((mail) => mail.to === 'still-hoping@example.com')).toEqual([]);
  });

  it('still answers its page, marked closed, so links to it lead somewhere', async () => {
    const business = await givenClosedBusiness();
    const res = await t.request(`/api/businesses/${business.slug}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Old Mill Shawarma', closedAt: expect.any(String) });
  });

  it('tells search engines no opening hours in the JSON-LD of its shared page', async () => {
    const business = await givenClosedBusiness();
    const html = renderHead(
      '<html><head></head></html>',
      await pageMeta(t.db, `/r/${business.slug}`),
      'https://x.test',
    );
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ name: 'Old Mill Shawarma', address: { addressLocality: 'Carmel' } });
    expect(jsonLd).not.toHaveProperty('openingHoursSpecification');
  });

  it('takes chats and subscribers again once an admin reopens it', async () => {
    const business = await givenClosedBusiness();
    await t.db.update(businesses).set({ closedAt: null }).where(eq(businesses.id, business.id));
    const customer = await t.givenSignedIn();
    const chat = await t.request(`/api/businesses/${business.id}/conversations`, {
      method: 'POST',
      cookie: customer.cookie,
    });
    expect(chat.status).toBe(201);
    const subscription = await t.request(`/api/businesses/${business.id}/subscriptions`, {
      json: { email: 'welcome-back@example.com' },
    });
    expect(subscription.status).toBe(201);
  });
});
