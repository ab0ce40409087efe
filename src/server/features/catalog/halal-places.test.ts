import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessLocations, halalProfiles } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { directoryToday } from '../halal/profiles';

// Halal trust 1 (decision 015): a halal filter asks one place of a business, through the profile that
// applies there (the location's own, else the business's), and the card wears that place's badges.

let t: TestContext;

const PINS = {
  downtownIndy: { latitude: 39.7684, longitude: -86.1581 },
  fishers: { latitude: 39.9568, longitude: -86.0134 },
  lafayette: { latitude: 40.4167, longitude: -86.8753 },
};

type Facts = Partial<typeof halalProfiles.$inferInsert>;
const fullyHalalAndDry: Facts = { level: 'fully', chicken: 'zabiha', alcohol: 'none' };

async function givenProfile(businessId: string, locationId: string | null, facts: Facts) {
  await t.db.insert(halalProfiles).values({ ...facts, businessId, locationId });
}

async function locationIn(businessId: string, city: string) {
  const [location] = await t.db
    .select({ id: businessLocations.id })
    .from(businessLocations)
    .where(and(eq(businessLocations.businessId, businessId), eq(businessLocations.city, city)));
  return location!.id;
}

interface Card {
  name: string;
  city: string;
  alsoIn: { city: string; state: string } | null;
  halal: { level: string | null; certified: boolean; zabiha: boolean; noAlcohol: boolean };
}

async function listing(query: string) {
  const res = await t.request(`/api/businesses?${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { total: number; items: Card[] };
  // The count says what the cards show.
  expect(body.total).toBe(body.items.length);
  return body;
}
const names = (body: { items: Card[] }) => body.items.map((card) => card.name);
const card = (body: { items: Card[] }, name: string) => body.items.find((c) => c.name === name);

beforeAll(async () => {
  t = await createTestContext();
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  // Indianapolis is home; the Fishers branch pours beer and wine, as its owner says below.
  const tandoor = await givenBusiness(t.db, {
    name: 'Two Towns Tandoor',
    ownerId: owner.id,
    city: 'Indianapolis',
    locations: [
      { city: 'Indianapolis', ...PINS.downtownIndy },
      { city: 'Fishers', ...PINS.fishers },
    ],
  });
  await givenProfile(tandoor.id, null, fullyHalalAndDry);
  // Fishers' own dry grill.
  const grill = await givenBusiness(t.db, {
    name: 'Fishers Grill',
    city: 'Fishers',
    locations: [{ city: 'Fishers', ...PINS.fishers }],
  });
  await givenProfile(grill.id, null, fullyHalalAndDry);
  // Fully halal with a bar at home; the Lafayette branch is dry but serves halal options only.
  const mixed = await givenBusiness(t.db, {
    name: 'Mixed Plates',
    city: 'Indianapolis',
    locations: [
      { city: 'Indianapolis', ...PINS.downtownIndy },
      { city: 'Lafayette', ...PINS.lafayette },
    ],
  });
  await givenProfile(mixed.id, null, { level: 'fully', alcohol: 'beer_wine' });
  await givenProfile(mixed.id, await locationIn(mixed.id, 'Lafayette'), { level: 'options', alcohol: 'none' });
  // No profile anywhere.
  await givenBusiness(t.db, { name: 'Plain Fishers Diner', city: 'Fishers', locations: [{ city: 'Fishers' }] });

  // The owner of Two Towns Tandoor says the Fishers branch serves beer and wine: a fact that goes live at once.
  const res = await t.request(`/api/owner/businesses/${tandoor.id}/halal-profile`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { locationId: await locationIn(tandoor.id, 'Fishers'), profile: { alcohol: 'beer_wine' } },
  });
  expect(res.status).toBe(200);
  // A signed-in owner and a few businesses: on a busy 2-core machine this can take over a minute.
}, 180_000);
afterAll(() => t.close());

describe('a halal filter in a city asks the location there', () => {
  it("leaves out a business whose Fishers location serves beer and wine from 'No alcohol' in Fishers", async () => {
    const dryInFishers = await listing('halal=no_alcohol&city=Fishers');
    expect(names(dryInFishers)).toEqual(['Fishers Grill']);
    expect(names(await listing('halal=fully&city=Fishers'))).toEqual(['Fishers Grill']);
    // Its Indianapolis home still is what it says.
    const dryInIndy = await listing('halal=no_alcohol&city=Indianapolis');
    expect(names(dryInIndy)).toEqual(['Two Towns Tandoor']);
    expect(card(dryInIndy, 'Two Towns Tandoor')).toMatchObject({
      alsoIn: null,
      halal: { level: 'fully', zabiha: true, noAlcohol: true },
    });
  });

  it("wears the badges of the location in the city, not the business's best", async () => {
    const fishers = await listing('city=Fishers');
    expect(names(fishers)).toEqual(['Fishers Grill', 'Plain Fishers Diner', 'Two Towns Tandoor']);
    expect(card(fishers, 'Two Towns Tandoor')).toMatchObject({
      city: 'Indianapolis',
      alsoIn: { city: 'Fishers', state: 'IN' },
      // Fishers' own profile states its alcohol and nothing else: no 'Fully halal', 'Zabiha' or 'No alcohol'.
      halal: { level: null, zabiha: false, noAlcohol: false },
    });
    expect(card(fishers, 'Fishers Grill')?.halal).toMatchObject({ level: 'fully', noAlcohol: true });
    expect(card(fishers, 'Plain Fishers Diner')?.halal).toMatchObject({
      level: null,
      certified: false,
      zabiha: false,
      noAlcohol: false,
    });
  });
});

describe('a halal filter without a city', () => {
  it('lists a business when any one of its places states every fact asked for, and shows that place', async () => {
    const dry = await listing('halal=no_alcohol');
    expect(names(dry)).toEqual(['Fishers Grill', 'Mixed Plates', 'Two Towns Tandoor']);
    // Its home has a bar; its Lafayette branch is the dry place, and the card says so.
    expect(card(dry, 'Mixed Plates')).toMatchObject({
      city: 'Indianapolis',
      alsoIn: { city: 'Lafayette', state: 'IN' },
      halal: { level: 'options', noAlcohol: true },
    });
    // The primary location matches: the card shows it.
    expect(card(dry, 'Two Towns Tandoor')).toMatchObject({ alsoIn: null, halal: { level: 'fully', noAlcohol: true } });
  });

  it('never matches two facts through two different places', async () => {
    // Mixed Plates is fully halal at home (with a bar) and dry in Lafayette (with halal options only).
    expect(names(await listing('halal=fully,no_alcohol'))).toEqual(['Fishers Grill', 'Two Towns Tandoor']);
    expect(names(await listing('halal=fully'))).toEqual(['Fishers Grill', 'Mixed Plates', 'Two Towns Tandoor']);
  });

  it("shows the primary location's badges when no filter chose a place", async () => {
    const all = await listing('q=mixed');
    expect(card(all, 'Mixed Plates')).toMatchObject({ alsoIn: null, halal: { level: 'fully', noAlcohol: false } });
  });

  it("keeps 'Certified' to the places whose own profile carries the checked certificate", async () => {
    const today = directoryToday();
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const certified = await givenBusiness(t.db, {
      name: 'Certified Twins',
      locations: [{ city: 'Carmel' }, { city: 'Noblesville' }],
    });
    await givenProfile(certified.id, null, {
      level: 'fully',
      certificateExpiresOn: nextYear,
      certificateCheckedAt: new Date(),
    });
    // Noblesville states its own facts, without a certificate.
    await givenProfile(certified.id, await locationIn(certified.id, 'Noblesville'), { level: 'fully' });
    const carmel = await listing('halal=certified&city=Carmel');
    expect(names(carmel)).toEqual(['Certified Twins']);
    expect(card(carmel, 'Certified Twins')?.halal).toMatchObject({ level: 'fully', certified: true });
    expect(names(await listing('halal=certified&city=Noblesville'))).toEqual([]);
    const noblesville = await listing('city=Noblesville');
    expect(card(noblesville, 'Certified Twins')?.halal).toMatchObject({ level: 'fully', certified: false });
  });
});

describe("the map and 'near me' follow the same rule", () => {
  it("draws only the places that state the facts, and measures 'near me' to them", async () => {
    const map = await t.request('/api/businesses/map?halal=no_alcohol&q=two%20towns');
    const { markers } = (await map.json()) as { markers: { name: string; place: string }[] };
    expect(markers).toEqual([expect.objectContaining({ name: 'Two Towns Tandoor', place: 'Indianapolis, IN' })]);

    const nearFishers = `lat=${PINS.fishers.latitude}&lng=${PINS.fishers.longitude}&radius=5`;
    expect(names(await listing(`${nearFishers}&q=two%20towns`))).toEqual(['Two Towns Tandoor']);
    // Within five miles of Fishers only the branch that pours beer and wine: not a dry place near there.
    expect(names(await listing(`${nearFishers}&q=two%20towns&halal=no_alcohol`))).toEqual([]);
    // Within twenty, the dry home in Indianapolis is what the card shows and measures to.
    const wider = await listing(
      `lat=${PINS.fishers.latitude}&lng=${PINS.fishers.longitude}&radius=20&q=two%20towns&halal=no_alcohol`,
    );
    expect(wider.items[0]).toMatchObject({ name: 'Two Towns Tandoor', alsoIn: null, halal: { noAlcohol: true } });
    expect((wider.items[0] as Card & { distanceMiles: number }).distanceMiles).toBeGreaterThan(10);
  });

  it("gives each pin its own place's badges and status, with its business's photo and rating (issue 31)", async () => {
    const tandoor = (await t.db.query.businesses.findFirst({ where: (b, { eq }) => eq(b.name, 'Two Towns Tandoor') }))!;
    // Fishers keeps 9 to 5 every day; Indianapolis has no hours yet.
    await t.db
      .update(businessLocations)
      .set({ weeklyHours: Array.from({ length: 7 }, () => [['09:00', '17:00'] as [string, string]]) })
      .where(eq(businessLocations.id, await locationIn(tandoor.id, 'Fishers')));
    // A Monday, 2 PM in Indianapolis (EDT).
    const map = await t.request('/api/businesses/map?q=two%20towns&at=2026-06-01T18:00:00Z');
    const { markers } = (await map.json()) as { markers: Record<string, unknown>[] };
    const pin = (place: string) => markers.find((marker) => marker.place === place);
    expect(pin('Indianapolis, IN')).toMatchObject({
      name: 'Two Towns Tandoor',
      imageUrl: tandoor.imageUrl,
      ratingAverage: 0,
      reviewCount: 0,
      halal: { level: 'fully', certified: false, zabiha: true, noAlcohol: true },
      openStatus: { state: 'unknown' },
    });
    // The Fishers branch states only its alcohol (beer and wine): no badge, and it is open until 5 PM.
    expect(pin('Fishers, IN')).toMatchObject({
      halal: { level: null, certified: false, zabiha: false, noAlcohol: false },
      openStatus: { state: 'open', until: { time: '17:00', day: 'today' } },
    });
  });
});
