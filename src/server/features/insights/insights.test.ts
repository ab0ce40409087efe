import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedDateParts } from '../../../domain';
import { insightCounts } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import type { BusinessInsights } from './insights';

let t: TestContext;
beforeAll(async () => {
  // Each report comes from the address its X-Forwarded-For names, as behind the site's proxy.
  t = await createTestContext({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
let addressCount = 0;

/** A report as a page sends it, from a phone's browser at an address of its own. */
function report(json: unknown, options: { cookie?: string; agent?: string; address?: string } = {}) {
  addressCount++;
  return t.request('/api/insights', {
    json,
    cookie: options.cookie,
    headers: {
      'user-agent': options.agent ?? PHONE_BROWSER,
      'x-forwarded-for': options.address ?? `198.51.100.${addressCount % 250}`,
    },
  });
}

async function insightsOf(owner: { cookie: string }, businessId: string, days = 7): Promise<BusinessInsights> {
  // What the server holds in memory is written every few seconds; here, before each read.
  await t.insights.flush();
  const res = await t.request(`/api/owner/businesses/${businessId}/insights?days=${days}`, { cookie: owner.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

async function givenOwnedPlace(spec: { name?: string; description?: string } = {}) {
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  const business = await givenBusiness(t.db, { ownerId: owner.id, ...spec });
  return { owner, business };
}

describe('insights counted from the pages', () => {
  it("counts a visitor's impressions, one view an hour and each tap, and shows the searches that showed the place", async () => {
    const { owner, business } = await givenOwnedPlace({ name: 'Biryani Junction' });
    const other = await givenBusiness(t.db, { name: 'Falafel Stop' });
    const address = '203.0.113.7';

    expect((await report({ shown: { q: 'Biryani!', places: [business.id, other.id] } }, { address })).status).toBe(204);
    await report({ shown: { q: 'biryani', places: [business.id] } }, { address });
    // Two views within the hour by the same visitor are one; the taps each count.
    await report(
      {
        events: [
          { place: business.id, what: 'view' },
          { place: business.id, what: 'website' },
          { place: business.id, what: 'phone' },
        ],
      },
      { address },
    );
    await report({ events: [{ place: business.id, what: 'view' }] }, { address });
    // Another visitor's view is a view of its own.
    await report({ events: [{ place: business.id, what: 'view' }] }, { address: '203.0.113.8' });

    const insights = await insightsOf(owner, business.id);
    expect(insights.totals.impression).toEqual({ current: 2, previous: 0 });
    expect(insights.totals.view).toEqual({ current: 2, previous: 0 });
    expect(insights.totals.website.current).toBe(1);
    expect(insights.totals.phone.current).toBe(1);
    expect(insights.searches).toEqual([{ term: 'biryani', count: 2 }]);
    expect(insights.daily).toHaveLength(7);
    expect(insights.daily.at(-1)).toMatchObject({
      day: zonedDateParts(new Date()).date,
      impressions: 2,
      views: 2,
      taps: 2,
    });
  });

  it("does not count robots, admins, or the owner's own visits", async () => {
    const { owner, business } = await givenOwnedPlace();
    const admin = await t.givenSignedIn({ role: 'admin' });
    const visit = { shown: { places: [business.id] }, events: [{ place: business.id, what: 'view' }] };
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      '',
    ]) {
      expect((await report(visit, { agent })).status).toBe(204);
    }
    await report(visit, { cookie: admin.cookie });
    await report(visit, { cookie: owner.cookie });
    const insights = await insightsOf(owner, business.id);
    expect(insights.totals.view.current).toBe(0);
    expect(insights.totals.impression.current).toBe(0);
  });

  it('drops places that are not listed or do not exist, and credits a search only to places it could have found', async () => {
    const { owner, business } = await givenOwnedPlace({ name: 'Kabob Corner' });
    const hidden = await givenBusiness(t.db, { approved: false });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(insightCounts);
    await report({
      shown: { q: 'pizza', places: [business.id, hidden.id, '00000000-0000-4000-8000-00000000abcd'] },
      events: [{ place: hidden.id, what: 'view' }],
    });
    const insights = await insightsOf(owner, business.id);
    expect(insights.totals.impression.current).toBe(1);
    // 'pizza' is no word of Kabob Corner's: it could not have shown it, so it is not on its tab.
    expect(insights.searches).toEqual([]);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(insightCounts);
    expect(after[0]!.n - before[0]!.n).toBe(1);
    // Another spelling of one of its words is credited; words it has nothing of, beside one it has, are not.
    await report({ shown: { q: 'kebab', places: [business.id] } });
    await report({ shown: { q: 'kabob food poisoning', places: [business.id] } });
    await report({ shown: { q: 'kabob corn', places: [business.id] } });
    expect((await insightsOf(owner, business.id)).searches).toEqual([
      { term: 'kabob corn', count: 1 },
      { term: 'kebab', count: 1 },
    ]);
  });

  it('refuses a report that is not one, and changes nothing', async () => {
    const { business } = await givenOwnedPlace();
    const before = await t.rowCounts();
    for (const json of [
      { events: [{ place: business.id, what: 'purchase' }] },
      { events: [{ place: 'not-an-id', what: 'view' }] },
      { shown: { places: 'all' } },
      { shown: { places: Array.from({ length: 49 }, () => business.id) } },
      { events: Array.from({ length: 21 }, () => ({ place: business.id, what: 'phone' })) },
      { shown: { places: [], q: 'x'.repeat(201) } },
      { extra: true },
    ]) {
      const res = await report(json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
    }
    await t.insights.flush();
    expect(await t.rowCounts()).toEqual(before);
  });

  it('refuses a flood of reports from one address, and counts one tap of each kind per visitor and hour', async () => {
    const { owner, business } = await givenOwnedPlace();
    const address = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      // A new browser name each time is still the same visitor.
      const taps = { events: [{ place: business.id, what: 'directions' }] };
      statuses.push((await report(taps, { address, agent: `${PHONE_BROWSER} ${i}` })).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect((await insightsOf(owner, business.id)).totals.directions.current).toBe(1);
  });

  it('reads an id written in capitals as the same place, and keeps writing the counts', async () => {
    const { owner, business } = await givenOwnedPlace();
    const other = await givenBusiness(t.db);
    await report({
      events: [
        { place: business.id, what: 'phone' },
        { place: business.id.toUpperCase(), what: 'phone' },
        { place: business.id.toUpperCase(), what: 'website' },
      ],
      shown: { places: [business.id, business.id.toUpperCase(), other.id] },
    });
    const { totals } = await insightsOf(owner, business.id);
    expect([totals.phone.current, totals.website.current, totals.impression.current]).toEqual([1, 1, 1]);
    // The next report is written too: nothing was left failing in memory.
    await report({ events: [{ place: business.id, what: 'directions' }] });
    expect((await insightsOf(owner, business.id)).totals.directions.current).toBe(1);
  });
});

describe('insights counted where they happen', () => {
  it('counts chats started, saves, passport stamps and subscriptions', async () => {
    const { owner, business } = await givenOwnedPlace();
    const diner = await t.givenSignedIn();
    const started = await t.request(`/api/businesses/${business.id}/conversations`, {
      method: 'POST',
      cookie: diner.cookie,
    });
    expect(started.status).toBe(201);
    // The same chat opened again is not a new one.
    await t.request(`/api/businesses/${business.id}/conversations`, { method: 'POST', cookie: diner.cookie });
    expect((await t.request(`/api/saved/places/${business.id}`, { method: 'PUT', cookie: diner.cookie })).status).toBe(
      201,
    );
    expect(
      (await t.request(`/api/passport/visits/${business.id}`, { method: 'PUT', cookie: diner.cookie })).status,
    ).toBe(201);
    expect(
      (await t.request(`/api/businesses/${business.id}/subscriptions`, { json: { email: 'fan@example.com' } })).status,
    ).toBe(201);
    const { totals } = await insightsOf(owner, business.id);
    expect([totals.chat.current, totals.save.current, totals.stamp.current, totals.subscription.current]).toEqual([
      1, 1, 1, 1,
    ]);
  });
});

describe("an owner's Insights", () => {
  it('compares the period with the one before it, day by day', async () => {
    const { owner, business } = await givenOwnedPlace();
    const today = zonedDateParts(new Date()).date;
    const daysAgo = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(insightCounts).values([
      { businessId: business.id, day: daysAgo(2), metric: 'view', count: 5 },
      { businessId: business.id, day: daysAgo(6), metric: 'order', count: 2 },
      // The week before: 7 to 13 days ago.
      { businessId: business.id, day: daysAgo(7), metric: 'view', count: 3 },
      { businessId: business.id, day: daysAgo(13), metric: 'view', count: 1 },
      // Older than both weeks.
      { businessId: business.id, day: daysAgo(14), metric: 'view', count: 100 },
    ]);
    const week = await insightsOf(owner, business.id, 7);
    expect(week.totals.view).toEqual({ current: 5, previous: 4 });
    expect(week.from).toBe(daysAgo(6));
    expect(week.daily.map((day) => day.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(daysAgo));
    expect(week.daily.find((day) => day.day === daysAgo(6))?.taps).toBe(2);
    const month = await insightsOf(owner, business.id, 30);
    expect(month.totals.view).toEqual({ current: 109, previous: 0 });
    expect(month.daily).toHaveLength(30);
  });

  it("is the owner's and the admins' alone, for a place that exists, over a period it offers", async () => {
    const { owner, business } = await givenOwnedPlace();
    const { owner: neighbour } = await givenOwnedPlace();
    const admin = await t.givenSignedIn({ role: 'admin' });
    const path = `/api/owner/businesses/${business.id}/insights` as const;
    expect((await t.request(path, { cookie: neighbour.cookie })).status).toBe(403);
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { cookie: admin.cookie })).status).toBe(200);
    expect(
      (await t.request('/api/owner/businesses/00000000-0000-4000-8000-00000000abcd/insights', { cookie: owner.cookie }))
        .status,
    ).toBe(404);
    expect((await t.request(`${path}?days=365`, { cookie: owner.cookie })).status).toBe(400);
    const res = await t.request(path, { cookie: owner.cookie });
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(((await res.json()) as BusinessInsights).days).toBe(30);
  });
});

describe('searches that found nothing', () => {
  it('lists them for admins, most asked first, as places to add', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    await report({ shown: { q: 'Ethiopian  Injera', places: [] } });
    await report({ shown: { q: 'ethiopian injera', places: [] } });
    await report({ shown: { q: 'Pho', places: [] } });
    // A search with results, or without words, is not one of them.
    const { business } = await givenOwnedPlace();
    await report({ shown: { q: 'halal', places: [business.id] } });
    await report({ shown: { q: '!!!', places: [] } });
    // Nor is a search that other filters narrowed, or a phone number.
    await report({ shown: { q: 'Sushi', places: [], filtered: true } });
    await report({ shown: { q: '317 555 0100 3175550100', places: [] } });
    await t.insights.flush();
    const res = await t.request('/api/admin/insights/missed-searches?days=7', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { searches } = (await res.json()) as { searches: { term: string; count: number; lastDay: string }[] };
    expect(searches.map(({ term, count }) => [term, count])).toEqual([
      ['ethiopian injera', 2],
      ['pho', 1],
    ]);
    expect(searches[0]!.lastDay).toBe(zonedDateParts(new Date()).date);
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    expect((await t.request('/api/admin/insights/missed-searches', { cookie: owner.cookie })).status).toBe(403);
  });
});
