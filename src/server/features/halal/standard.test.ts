import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

// Issue 34: 'Matches my standard' on the listing: the person's standard asked of what is known of one place
// of each business, in the database, composed with search and the other filters.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A place whose halal facts an admin stated in manage mode (they go live at once, as the team's word). */
async function teamStated(name: string, profile: Record<string, unknown>) {
  const admin = await t.givenSignedIn({ role: 'admin' });
  const business = await givenBusiness(t.db, { name });
  const res = await t.request(`/api/owner/businesses/${business.id}/halal-profile`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { locationId: null, profile },
  });
  expect(res.status).toBe(200);
  return business;
}

async function listed(query: string) {
  const res = await t.request(`/api/businesses?category=restaurants&q=standard&${query}`);
  expect(res.status).toBe(200);
  const page = (await res.json()) as { items: { name: string }[]; total: number };
  return page.items.map((card) => card.name).sort();
}

describe("'Matches my standard'", () => {
  it('lists only the places whose known facts meet the standard, composed with the search', async () => {
    await teamStated('Standard Dry Zabiha', { level: 'fully', chicken: 'zabiha', alcohol: 'none', pork: 'no' });
    await teamStated('Standard Beer Garden', { level: 'fully', chicken: 'zabiha', alcohol: 'beer_wine', pork: 'no' });
    await teamStated('Standard Machine Chicken', { level: 'options', chicken: 'machine', alcohol: 'none' });
    await teamStated('Standard Unstated Chicken', { level: 'fully', alcohol: 'none', pork: 'no' });

    expect(await listed('standard=fully.zabiha-chicken.no_alcohol.no_pork')).toEqual(['Standard Dry Zabiha']);
    // Halal options accepted, and no alcohol on the premises: the chicken is not asked about.
    expect(await listed('standard=options.no_alcohol')).toEqual([
      'Standard Dry Zabiha',
      'Standard Machine Chicken',
      'Standard Unstated Chicken',
    ]);
    // Chicken asked for: a place that does not say how its chicken is slaughtered is not known to match.
    expect(await listed('standard=options.zabiha-chicken')).toEqual(['Standard Beer Garden', 'Standard Dry Zabiha']);
  });

  it('refuses an address that is not a standard, and ignores an empty one', async () => {
    const bad = await t.request('/api/businesses?category=restaurants&standard=fully.beer');
    expect(bad.status).toBe(400);
    const empty = await t.request('/api/businesses?category=restaurants&standard=');
    expect(empty.status).toBe(200);
  });

  it("is kept with the account, each person's own, and a bad one changes nothing", async () => {
    const person = await t.givenSignedIn();
    const other = await t.givenSignedIn();
    const path = '/api/profile/halal-standard';
    expect(await (await t.request(path, { cookie: person.cookie })).json()).toEqual({ standard: null });
    const saved = await t.request(path, {
      method: 'PUT',
      cookie: person.cookie,
      json: { standard: { level: 'fully', zabiha: ['chicken'], alcohol: 'premises' } },
    });
    expect(saved.status).toBe(200);
    const mine = { level: 'fully', zabiha: ['chicken'], alcohol: 'premises', noPork: false, certified: false };
    expect((await saved.json()).standard).toMatchObject(mine);
    expect((await (await t.request(path, { cookie: person.cookie })).json()).standard).toMatchObject(mine);
    expect(await (await t.request(path, { cookie: other.cookie })).json()).toEqual({ standard: null });
    for (const standard of [{ level: 'halal-ish' }, { zabiha: ['pork'] }, { level: 'fully', extra: true }]) {
      const bad = await t.request(path, { method: 'PUT', cookie: person.cookie, json: { standard } });
      expect(bad.status).toBe(400);
    }
    expect((await (await t.request(path, { cookie: person.cookie })).json()).standard).toMatchObject(mine);
    const forgotten = await t.request(path, { method: 'PUT', cookie: person.cookie, json: { standard: null } });
    expect(await forgotten.json()).toEqual({ standard: null });
  });
});
