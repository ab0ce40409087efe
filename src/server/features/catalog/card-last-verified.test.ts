import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { featuredListings, halalProfiles } from '../../db/schema';
import { createAdminTestContext } from '../../testing/admin-context';

// Issue 16: a card says when its listing was last verified ('Verified Mar 2026'), the date its business page
// gives ('Last verified …'), read from the card's own row: the listing stays one statement however many cards.

const { t, admin, restaurants } = await createAdminTestContext();
afterAll(() => t.close());

/** A restaurant an admin added with its halal facts: owner declared, never verified. */
async function givenListingWithHalalFacts(name: string) {
  const res = await t.request('/api/admin/businesses', {
    cookie: admin.cookie,
    json: { name, categoryId: restaurants, city: 'Carmel', halal: { level: 'fully' } },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; slug: string };
}

async function cardOf(name: string) {
  const res = await t.request(`/api/businesses?category=restaurants&q=${encodeURIComponent(name)}`);
  const { items } = (await res.json()) as { items: { name: string; halal: Record<string, unknown> }[] };
  const card = items.find((item) => item.name === name);
  if (!card) throw new Error(`no card for ${name}`);
  return card.halal;
}

async function lastVerifiedOnPage(slug: string) {
  const page = await (await t.request(`/api/businesses/${slug}`)).json();
  return page.halal.lastVerified as string | null;
}

describe("a card's 'Verified' date", () => {
  it('is absent until the listing is verified, then the date its page gives', async () => {
    const business = await givenListingWithHalalFacts('Verified Falafel');
    expect(await cardOf('Verified Falafel')).toMatchObject({ lastVerified: null, overdue: true });

    const verify = await t.request(`/api/admin/businesses/${business.id}/halal-profile/verify`, {
      cookie: admin.cookie,
      json: {},
    });
    expect(verify.status).toBe(200);

    const onPage = await lastVerifiedOnPage(business.slug);
    expect(onPage).not.toBeNull();
    expect(await cardOf('Verified Falafel')).toMatchObject({ lastVerified: onPage, overdue: false });
  });

  it("follows the owner's later re-confirmation, as the page does, and shows its age", async () => {
    const business = await givenListingWithHalalFacts('Reconfirmed Kofta');
    const longAgo = new Date('2024-03-05T15:00:00.000Z');
    await t.db
      .update(halalProfiles)
      .set({ ownerConfirmedAt: longAgo })
      .where(eq(halalProfiles.businessId, business.id));
    expect(await lastVerifiedOnPage(business.slug)).toBe(longAgo.toISOString());
    expect(await cardOf('Reconfirmed Kofta')).toMatchObject({ lastVerified: longAgo.toISOString(), overdue: true });

    const lastWeek = new Date(Date.now() - 7 * 24 * 3600_000);
    await t.db
      .update(halalProfiles)
      .set({ ownerConfirmedAt: lastWeek })
      .where(eq(halalProfiles.businessId, business.id));
    expect(await lastVerifiedOnPage(business.slug)).toBe(lastWeek.toISOString());
    expect(await cardOf('Reconfirmed Kofta')).toMatchObject({ lastVerified: lastWeek.toISOString(), overdue: false });
  });

  it('goes when the halal facts are removed', async () => {
    const business = await givenListingWithHalalFacts('Unstated Bakery');
    await t.db
      .update(halalProfiles)
      .set({ ownerConfirmedAt: new Date() })
      .where(eq(halalProfiles.businessId, business.id));
    await t.db.delete(halalProfiles).where(eq(halalProfiles.businessId, business.id));
    expect(await lastVerifiedOnPage(business.slug)).toBeNull();
    expect(await cardOf('Unstated Bakery')).toMatchObject({ lastVerified: null });
  });

  it('is on the featured cards of the home page too', async () => {
    const business = await givenListingWithHalalFacts('Featured Tikka');
    await t.request(`/api/admin/businesses/${business.id}/halal-profile/verify`, { cookie: admin.cookie, json: {} });
    await t.db.insert(featuredListings).values({ businessId: business.id });
    const featured = (await (await t.request('/api/featured')).json()) as { name: string; halal: unknown }[];
    expect(featured.find((card) => card.name === 'Featured Tikka')?.halal).toMatchObject({
      lastVerified: await lastVerifiedOnPage(business.slug),
      overdue: false,
    });
  });
});
