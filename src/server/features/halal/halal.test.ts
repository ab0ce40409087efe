import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, halalProfiles } from '../../db/schema';
import { categoryId, givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { pageMeta } from '../catalog/seo';
import { directoryToday } from './profiles';

// Issue 16: halal profiles through the admin's dialogs, their verification, the card badges, the page's
// details and the listing's filters.

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['givenSignedIn']>>;
let restaurants: string;
let certifierId: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  restaurants = await categoryId(t.db, 'restaurants');
  const certifiers = await (await t.request('/api/halal-certifiers')).json();
  certifierId = certifiers[0].id;
  await givenBusiness(t.db, { name: 'Plain Diner', category: 'restaurants', city: 'Carmel' });
});
afterAll(() => t.close());

const inDays = (days: number) => {
  const d = new Date(`${directoryToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function addWithProfile(name: string, halal: Record<string, unknown>, city = 'Carmel') {
  const res = await t.request('/api/admin/businesses', {
    cookie: admin.cookie,
    json: { name, categoryId: restaurants, city, halal },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; slug: string };
}

const listing = async (query: string) => {
  const res = await t.request(`/api/businesses?category=restaurants&${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; items: { name: string; halal: Record<string, unknown> }[] };
};

describe('halal profiles', () => {
  it('are carried by the admin dialog, shown as owner declared, and raised by a verified certificate', async () => {
    const added = await addWithProfile('Zabiha Grill', {
      level: 'fully',
      chicken: 'zabiha',
      beef: 'zabiha',
      alcohol: 'none',
      pork: 'no',
      prayerSpace: true,
      muslimOwned: 'yes',
      certifierId,
      certificateExpiresOn: inDays(200),
    });
    let page = await (await t.request(`/api/businesses/${added.slug}`)).json();
    expect(page.halal.tier).toBe('owner_declared');
    expect(page.halal.lastVerified).toBeNull();
    expect(page.halal.overdue).toBe(true);
    expect(page.halal.profiles[0]).toMatchObject({
      locationId: null,
      level: 'fully',
      chicken: 'zabiha',
      lambGoat: 'not_stated',
      alcohol: 'none',
      certificateCurrent: true,
      certifier: { name: expect.any(String) },
    });

    const verify = await t.request(`/api/admin/businesses/${added.id}/halal-profile/verify`, {
      cookie: admin.cookie,
      json: {},
    });
    expect(verify.status).toBe(200);
    page = await (await t.request(`/api/businesses/${added.slug}`)).json();
    expect(page.halal.tier).toBe('certificate_on_file');
    expect(page.halal.overdue).toBe(false);
    expect(new Date(page.halal.lastVerified).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const cards = await listing('q=Zabiha');
    expect(cards.items[0]!.halal).toEqual({
      level: 'fully',
      certified: true,
      zabiha: true,
      noAlcohol: true,
      // Issue 34: what is known of the place, for 'Matches your standard'.
      known: expect.arrayContaining(['level:fully', 'chicken:zabiha', 'alcohol:none', 'certificate:yes']),
      lastVerified: page.halal.lastVerified,
      overdue: false,
    });
    // Search engines read that the place suits a halal diet.
    const meta = await pageMeta(t.db, `/r/${added.slug}`);
    expect(meta.jsonLd).toMatchObject({
      servesCuisine: 'Halal',
      hasMenu: { hasMenuItem: { suitableForDiet: 'https://schema.org/HalalDiet' } },
    });
  });

  it('filter the listing by every stated fact, combined with the city, with counts that add up', async () => {
    await addWithProfile('Options Cafe', { level: 'options', chicken: 'machine', alcohol: 'beer_wine' });
    await addWithProfile('Prayer Corner', { level: 'on_request', prayerSpace: true }, 'Fishers');
    const all = await listing('');
    expect(all.items.map((c) => c.name)).toEqual(['Options Cafe', 'Plain Diner', 'Prayer Corner', 'Zabiha Grill']);
    expect((await listing('halal=fully')).items.map((c) => c.name)).toEqual(['Zabiha Grill']);
    const certifiedZabiha = await listing('halal=certified,zabiha');
    expect(certifiedZabiha).toMatchObject({ total: 1, items: [{ name: 'Zabiha Grill' }] });
    expect((await listing('halal=prayer_space')).items.map((c) => c.name)).toEqual(['Prayer Corner', 'Zabiha Grill']);
    expect((await listing('halal=prayer_space&city=Fishers')).total).toBe(1);
    expect((await listing('halal=muslim_owned,no_alcohol')).total).toBe(1);
    // Unknown names are ignored rather than refused: an old link still lists.
    expect((await listing('halal=vegan')).total).toBe(4);
    expect((await listing('halal=no_alcohol&q=options')).total).toBe(0);
  });

  it('drop a certificate back to owner declared the day after it expires, and keep it out of Certified', async () => {
    const added = await addWithProfile('Expired Kebab', {
      level: 'fully',
      certifierId,
      certificateExpiresOn: inDays(3),
    });
    await t.request(`/api/admin/businesses/${added.id}/halal-profile/verify`, { cookie: admin.cookie, json: {} });
    expect((await listing('halal=certified&q=Expired')).total).toBe(1);
    // As if the days had passed: the certificate's last day is yesterday.
    await t.db
      .update(halalProfiles)
      .set({ certificateExpiresOn: inDays(-1) })
      .where(eq(halalProfiles.businessId, added.id));
    expect((await listing('halal=certified&q=Expired')).total).toBe(0);
    const page = await (await t.request(`/api/businesses/${added.slug}`)).json();
    expect(page.halal.tier).toBe('owner_declared');
    expect(page.halal.profiles[0].certificateCurrent).toBe(false);
  });

  it('wait for a new check when the certificate changes, and disappear when nothing is stated', async () => {
    const added = await addWithProfile('Changing Shawarma', {
      level: 'fully',
      certifierId,
      certificateExpiresOn: inDays(90),
    });
    await t.request(`/api/admin/businesses/${added.id}/halal-profile/verify`, { cookie: admin.cookie, json: {} });
    const edit = (halal: Record<string, unknown>) =>
      t.request(`/api/admin/businesses/${added.id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { name: 'Changing Shawarma', categoryId: restaurants, city: 'Carmel', halal },
      });
    expect((await edit({ level: 'fully', certifierId, certificateExpiresOn: inDays(400) })).status).toBe(200);
    let page = await (await t.request(`/api/businesses/${added.slug}`)).json();
    expect(page.halal.tier).toBe('owner_declared');
    expect((await edit({})).status).toBe(200);
    page = await (await t.request(`/api/businesses/${added.slug}`)).json();
    expect(page.halal).toMatchObject({ tier: 'not_checked', profiles: [] });
    const [row] = await t.db
      .select({ level: businesses.halalLevel, tags: businesses.halalTags })
      .from(businesses)
      .where(eq(businesses.id, added.id));
    expect(row).toEqual({ level: null, tags: [] });
  });

  it('refuse bad values and verification of a listing without a profile, changing nothing', async () => {
    const bad = await t.request('/api/admin/businesses', {
      cookie: admin.cookie,
      json: {
        name: 'Bad Halal',
        categoryId: restaurants,
        halal: { level: 'mostly', certificateExpiresOn: '2026-02-31' },
      },
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(Object.keys(body.error.fields ?? {})).toEqual(
      expect.arrayContaining(['halal.level', 'halal.certificateExpiresOn']),
    );
    const [plain] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Plain Diner'));
    const verify = await t.request(`/api/admin/businesses/${plain!.id}/halal-profile/verify`, {
      cookie: admin.cookie,
      json: {},
    });
    expect(verify.status).toBe(404);
    const forged = await t.request(`/api/admin/businesses/${plain!.id}/halal-profile/verify`, {
      cookie: admin.cookie,
      json: { locationId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(forged.status).toBe(404);
  });
});
