import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from '../../../domain';
import {
  businessCategories,
  businesses,
  businessLocations,
  categories,
  halalCertifiers,
  halalProfiles,
  reviews,
} from '../../db/schema';
import { DEMO_BUSINESSES, type DemoCategorySlug } from '../../demo/businesses';
import { demoRows } from '../../demo/rows';
import { createTestContext, type TestContext } from '../../testing/harness';

// The demo directory's listings as a visitor finds them: the cases of Halal trust 1 and Corrections 14.

let t: TestContext;

interface Card {
  name: string;
  alsoIn: { city: string } | null;
  ratingAverage: number;
  reviewCount: number;
  halal: { level: string | null; noAlcohol: boolean };
}

async function listing(query: string) {
  const res = await t.request(`/api/businesses?pageSize=48&${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Card[] }).items;
}
const names = (cards: Card[]) => cards.map((card) => card.name);

/** The demo's businesses, locations, reviews and halal profiles (without its pictures, events and accounts' sign-ins). */
async function givenDemoDirectory() {
  const people = [];
  for (let i = 0; i < 8; i++) people.push((await t.givenAccount()).id);
  const [ownerId, userId, ...reviewerIds] = people as [string, string, ...string[]];
  const taken = new Set<string>();
  const listings = DEMO_BUSINESSES.map((business) => {
    const slug = uniqueSlug(slugify(business.name), taken);
    taken.add(slug);
    return { id: randomUUID(), slug, business };
  });
  const categoryRows = await t.db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const certifierRows = await t.db.select({ id: halalCertifiers.id, name: halalCertifiers.name }).from(halalCertifiers);
  const rows = demoRows({
    listings,
    pictures: new Map(),
    categoryIds: new Map(categoryRows.map((c) => [c.slug as DemoCategorySlug, c.id])),
    certifierIds: new Map(certifierRows.map((c) => [c.name, c.id])),
    ownerId,
    userId,
    reviewerIds,
    adminId: null,
    now: new Date(),
  });
  await t.db.transaction(async (tx) => {
    await tx.insert(businesses).values(rows.businesses);
    if (rows.businessCategories.length > 0) await tx.insert(businessCategories).values(rows.businessCategories);
    await tx.insert(businessLocations).values(rows.businessLocations);
    await tx.insert(reviews).values(rows.reviews);
    await tx.insert(halalProfiles).values(rows.halalProfiles);
  });
}

beforeAll(async () => {
  t = await createTestContext();
  await givenDemoDirectory();
  // Eight accounts (their passwords hashed) and the demo's rows: on a busy 2-core machine, over a minute.
}, 180_000);
afterAll(() => t.close());

describe('the demo directory', () => {
  // Five Rivers Tandoor is fully halal and dry in Evansville; its Bloomington branch serves halal options,
  // with beer and wine.
  it("does not list Five Rivers Tandoor for 'No alcohol' or 'Fully halal' in Bloomington", async () => {
    expect(names(await listing('city=Bloomington&halal=no_alcohol'))).not.toContain('Five Rivers Tandoor');
    expect(names(await listing('city=Bloomington&halal=fully'))).not.toContain('Five Rivers Tandoor');
    const bloomington = await listing('city=Bloomington');
    expect(bloomington.find((card) => card.name === 'Five Rivers Tandoor')).toMatchObject({
      alsoIn: { city: 'Bloomington' },
      halal: { level: 'options', noAlcohol: false },
    });
    const evansville = await listing('city=Evansville&halal=no_alcohol,fully');
    expect(evansville.find((card) => card.name === 'Five Rivers Tandoor')).toMatchObject({
      alsoIn: null,
      halal: { level: 'fully', noAlcohol: true },
    });
  });

  it("ranks the places with 4.7 from three reviews above Chai Cart Co.'s single 5-star review", async () => {
    const top = await listing('sort=rating');
    const chaiCart = names(top).indexOf('Chai Cart Co.');
    expect(top[chaiCart]).toMatchObject({ ratingAverage: 5, reviewCount: 1 });
    for (const name of ['Jubba River Kitchen', 'Silk Road Noodle Bar', 'Golden Simit Bakery', 'Kunafa Lane Sweets']) {
      const place = top.find((card) => card.name === name);
      expect(place, name).toMatchObject({ reviewCount: 3 });
      expect(place?.ratingAverage.toFixed(1)).toBe('4.7');
      expect(names(top).indexOf(name), name).toBeLessThan(chaiCart);
    }
  });
});
