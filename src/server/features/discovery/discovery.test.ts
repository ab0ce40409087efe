import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpenAt, type LocationHours, PLACE_NOT_FOUND, type WeeklyHours } from '../../../domain';
import { businessLocations, featuredListings } from '../../db/schema';
import { givenBusiness, givenReview } from '../../testing/factories';
import { createTestContext, type KnownPath, type TestContext } from '../../testing/harness';

// Issue 17: search that forgives, 'open now', 'near me', the sorts, the header's suggestions and the map.

let t: TestContext;

const PLACES = {
  downtownIndy: { latitude: 39.7684, longitude: -86.1581 },
  carmel: { latitude: 39.9784, longitude: -86.118 },
  bloomington: { latitude: 39.1653, longitude: -86.5264 },
  fortWayne: { latitude: 41.0793, longitude: -85.1394 },
};
/** 11 AM to 9 PM every day. */
const elevenToNine: WeeklyHours = Array.from({ length: 7 }, () => [['11:00', '21:00']]);

async function get<const Path extends string>(path: KnownPath<Path, 'GET'>, cookie?: string) {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: await res.json() };
}
const names = (body: { items: { name: string }[] }) => body.items.map((b) => b.name);

beforeAll(async () => {
  t = await createTestContext();
  await givenBusiness(t.db, {
    name: 'Saffron House',
    description: 'Biryani and karahi.',
    locations: [{ city: 'Indianapolis', ...PLACES.downtownIndy, weeklyHours: elevenToNine }],
  });
  await givenBusiness(t.db, {
    name: 'Mezze Corner',
    description: 'Small plates with a pinch of saffron in the rice.',
    locations: [{ city: 'Carmel', ...PLACES.carmel }],
  });
  await givenBusiness(t.db, {
    name: 'Shawarma Wheels',
    description: 'A food truck rolling wraps downtown.',
    category: 'mobile-businesses',
    locations: [{ city: 'Bloomington', ...PLACES.bloomington }],
  });
  await givenBusiness(t.db, {
    name: 'Döner Haus',
    description: 'Turkish street food.',
    locations: [{ city: 'Fort Wayne', ...PLACES.fortWayne }],
  });
  await givenBusiness(t.db, { name: 'Crumb & Crescent', category: 'bakeries', description: 'Fresh bread daily.' });
});
afterAll(() => t.close());

describe('search that forgives', () => {
  it('ranks a business named by the words above one that only mentions them', async () => {
    const { body } = await get('/api/businesses?q=saffron');
    expect(names(body)).toEqual(['Saffron House', 'Mezze Corner']);
    expect(body.sort).toBe('relevance');
  });

  it('finds a name through a typo', async () => {
    expect(names((await get('/api/businesses?q=shawrma')).body)).toEqual(['Shawarma Wheels']);
  });

  it('finds accented names without the accents, and plural words by their singular', async () => {
    expect(names((await get('/api/businesses?q=doner')).body)).toEqual(['Döner Haus']);
    expect(names((await get('/api/businesses?q=wrap')).body)).toEqual(['Shawarma Wheels']);
  });

  it('finds a business by the name of its category and by the city of a location', async () => {
    expect(names((await get('/api/businesses?q=bakery')).body)).toEqual(['Crumb & Crescent']);
    expect(names((await get('/api/businesses?q=fort%20wayne')).body)).toEqual(['Döner Haus']);
  });

  it('suggests businesses and categories as a person types', async () => {
    const { body } = await get('/api/search/suggestions?q=shaw');
    expect(body.businesses).toEqual([{ slug: expect.any(String), name: 'Shawarma Wheels', place: 'Bloomington, IN' }]);
    expect((await get('/api/search/suggestions?q=bak')).body.categories).toEqual([
      { slug: 'bakeries', name: 'Bakeries' },
    ]);
    expect((await get('/api/search/suggestions?q=')).status).toBe(400);
    // Letters that lose their accent as quotes or colons are not read as query syntax.
    for (const q of ['aː', 'ʹ', 'kebab ʼ', "it's", 'a & b | !c', 'ː:*', '%_\\'])
      expect((await get(`/api/search/suggestions?q=${encodeURIComponent(q)}`)).status).toBe(200);
    expect((await get('/api/search/suggestions?q=Döner')).body.businesses).toEqual([
      expect.objectContaining({ name: 'Döner Haus' }),
    ]);
  });
});

describe("'near me'", () => {
  it('lists the places within the radius, nearest first, with their distance', async () => {
    const { body } = await get('/api/businesses?near=46204&radius=25');
    expect(names(body)).toEqual(['Saffron House', 'Mezze Corner']);
    expect(body.sort).toBe('distance');
    expect(body.origin).toMatchObject({ label: '46204' });
    const [first, second] = body.items as { distanceMiles: number }[];
    expect(first!.distanceMiles).toBeLessThan(2);
    expect(second!.distanceMiles).toBeGreaterThan(13);
    expect(second!.distanceMiles).toBeLessThan(16);
    expect(body.total).toBe(2);
  });

  it('reaches further with a wider radius, from a city or the browser position', async () => {
    expect(names((await get('/api/businesses?near=Carmel&radius=100')).body)).toEqual([
      'Mezze Corner',
      'Saffron House',
      'Shawarma Wheels',
      'Döner Haus',
    ]);
    const { body } = await get(`/api/businesses?lat=41.08&lng=-85.14&radius=5`);
    expect(names(body)).toEqual(['Döner Haus']);
    expect(body.origin).toEqual({ latitude: 41.08, longitude: -85.14, label: null });
  });

  it('refuses a moment far from now, and reads an empty position as none', async () => {
    expect((await get('/api/businesses?open=now&at=0001-01-01T00:00:00Z')).status).toBe(400);
    const blank = await get('/api/businesses?lat=&lng=');
    expect(blank.status).toBe(200);
    expect(blank.body.origin).toBeNull();
  });

  it('says so when a typed place is not in Indiana', async () => {
    const { status, body } = await get('/api/businesses?near=Chicago');
    expect(status).toBe(400);
    expect(body.error.fields.near).toBe(PLACE_NOT_FOUND);
    expect((await get('/api/places?q=46204')).body).toMatchObject({ label: '46204' });
    expect((await get('/api/places?q=st.%20john,%20in')).status).toBe(200);
    expect((await get('/api/places?q=99999')).status).toBe(404);
  });

  it('composes with search, category and sort: rating or newest within the radius', async () => {
    expect(names((await get('/api/businesses?near=46204&radius=100&q=saffron&sort=distance')).body)).toEqual([
      'Saffron House',
      'Mezze Corner',
    ]);
    expect(names((await get('/api/businesses?near=46204&radius=100&category=mobile-businesses')).body)).toEqual([
      'Shawarma Wheels',
    ]);
    const newest = await get('/api/businesses?near=46204&radius=100&sort=newest');
    expect(names(newest.body)).toEqual(['Shawarma Wheels', 'Mezze Corner', 'Saffron House']);
  });

  it('shows the pinned places of the listing as map markers', async () => {
    const { body } = await get('/api/businesses/map?near=46204&radius=25');
    expect(body.truncated).toBe(false);
    // Only the markers within the radius: a business's far location is not drawn.
    expect(body.markers).toEqual([
      expect.objectContaining({ name: 'Mezze Corner', place: 'Carmel, IN', ...PLACES.carmel }),
      expect.objectContaining({ name: 'Saffron House', place: 'Indianapolis, IN', ...PLACES.downtownIndy }),
    ]);
  });
});

describe("'open now'", () => {
  it("lists only places open at the person's moment, and the cards say so", async () => {
    // 2 PM and 10:30 PM in Indianapolis (EDT) on a Monday.
    const afternoon = await get('/api/businesses?open=now&at=2026-06-01T18:00:00Z');
    expect(names(afternoon.body)).toEqual(['Saffron House']);
    expect(afternoon.body.items[0].openStatus).toMatchObject({ state: 'open', until: { time: '21:00', day: 'today' } });
    const late = await get('/api/businesses?open=now&at=2026-06-02T02:30:00Z');
    expect(late.body.total).toBe(0);
    const all = await get('/api/businesses?q=saffron%20house&at=2026-06-02T02:30:00Z');
    expect(all.body.items[0].openStatus).toMatchObject({ state: 'closed', next: { time: '11:00', day: 'tomorrow' } });
  });

  it('agrees with the domain rules for any hours and moment (the SQL twin of isOpenAt)', async () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 59))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const day = fc.array(fc.tuple(time, time), { maxLength: 2 });
    const hours = fc.record({
      weekly: fc.array(day, { minLength: 7, maxLength: 7 }),
      special: fc.array(
        fc.record({
          date: fc.constantFrom('2026-03-07', '2026-03-08', '2026-11-01', '2026-11-02'),
          ranges: day,
          label: fc.constant(null),
        }),
        { maxLength: 2 },
      ),
      temporarilyClosed: fc.boolean(),
      timeZone: fc.constantFrom('America/Indiana/Indianapolis' as const, 'America/Chicago' as const),
    });
    // Around the 2026 DST nights, where wall clocks jump.
    const moment = fc.oneof(
      fc.date({ min: new Date('2026-03-07T00:00:00Z'), max: new Date('2026-03-10T00:00:00Z'), noInvalidDate: true }),
      fc.date({ min: new Date('2026-10-31T00:00:00Z'), max: new Date('2026-11-03T00:00:00Z'), noInvalidDate: true }),
    );
    await fc.assert(
      fc.asyncProperty(hours, moment, async (h, at) => {
        const location = { ...h, special: dedupeDates(h.special) } as LocationHours;
        const { rows } = await t.db.execute<{ open: boolean }>(
          sql`select directory_open_at(${JSON.stringify(location.weekly)}::jsonb, ${JSON.stringify(location.special)}::jsonb,
            ${location.timeZone}, ${location.temporarilyClosed}, ${at.toISOString()}::timestamptz) as open`,
        );
        expect(rows[0]!.open).toBe(isOpenAt(location, at));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the sorts', () => {
  it('walks every sort page by page without skipping or repeating', async () => {
    for (const sort of ['rating', 'newest', 'featured']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { items: { id: string }[]; nextCursor: string | null } } = await get(
          `/api/businesses?sort=${sort}&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.body.items.map((b) => b.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
    }
  });

  it("refuses another sort's cursor", async () => {
    const first = await get('/api/businesses?sort=rating&pageSize=1');
    const other = await get(`/api/businesses?sort=newest&pageSize=1&cursor=${first.body.nextCursor}`);
    expect(other.status).toBe(400);
  });
});

describe('hours in the dashboard', () => {
  it('lets the owner and admins set hours, and no one else', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { name: 'Late Night Karak', ownerId: owner.id });
    const [location] = await t.db
      .select({ id: businessLocations.id })
      .from(businessLocations)
      .where(eq(businessLocations.businessId, business.id));
    const path = `/api/owner/businesses/${business.id}/locations/${location!.id}/hours` as const;
    const hours = {
      weekly: Array.from({ length: 7 }, () => [['18:00', '02:00']]),
      special: [{ date: '2027-03-10', ranges: [], label: 'Eid al-Fitr' }],
      temporarilyClosed: false,
      timeZone: 'America/Indiana/Indianapolis',
    };
    const stranger = await t.givenSignedIn({ role: 'business_owner' });
    expect((await t.request(path, { method: 'PUT', json: hours, cookie: stranger.cookie })).status).toBe(403);
    const overlapping = {
      ...hours,
      weekly: [
        [
          ['10:00', '14:00'],
          ['13:00', '20:00'],
        ],
        ...hours.weekly.slice(1),
      ],
    };
    const before = await t.rowCounts();
    expect((await t.request(path, { method: 'PUT', json: overlapping, cookie: owner.cookie })).status).toBe(400);
    expect(await t.rowCounts()).toEqual(before);

    const saved = await t.request(path, { method: 'PUT', json: hours, cookie: owner.cookie });
    expect(saved.status).toBe(200);
    expect((await saved.json()).specialHours).toEqual(hours.special);
    // 1 AM on a Thursday: last night's opening runs until 2 AM.
    const open = await get('/api/businesses?open=now&q=karak&at=2026-06-04T05:00:00Z');
    expect(names(open.body)).toEqual(['Late Night Karak']);

    const admin = await t.givenSignedIn({ role: 'admin' });
    const closed = { ...hours, temporarilyClosed: true };
    expect((await t.request(path, { method: 'PUT', json: closed, cookie: admin.cookie })).status).toBe(200);
    expect((await get('/api/businesses?open=now&q=karak&at=2026-06-04T05:00:00Z')).body.total).toBe(0);
  });
});

// After the sorts and the lists above: the businesses these add would change what those expect.
describe("'near me' with the other filters", () => {
  // 2 PM in Indianapolis (EDT) on a Monday, and 10:30 PM the same day.
  const afternoon = 'at=2026-06-01T18:00:00Z';
  const lateEvening = 'at=2026-06-02T02:30:00Z';

  beforeAll(async () => {
    await givenBusiness(t.db, {
      name: 'Carmel Zabiha Grill',
      locations: [{ city: 'Carmel', latitude: 39.99, longitude: -86.12, weeklyHours: elevenToNine }],
    });
    // Their halal profile says the chicken is hand-slaughtered, for every location.
    await t.db.execute(sql`insert into halal_profiles (business_id, chicken)
      select id, 'zabiha' from businesses where name in ('Carmel Zabiha Grill', 'Saffron House')`);
  });

  it('keeps the halal, city and open-now filters within the radius, nearest first', async () => {
    const near = 'near=46204&radius=25';
    expect(names((await get(`/api/businesses?${near}`)).body)).toEqual([
      'Saffron House',
      'Mezze Corner',
      'Carmel Zabiha Grill',
    ]);
    expect(names((await get(`/api/businesses?${near}&halal=zabiha`)).body)).toEqual([
      'Saffron House',
      'Carmel Zabiha Grill',
    ]);
    expect(names((await get(`/api/businesses?${near}&city=Carmel`)).body)).toEqual([
      'Mezze Corner',
      'Carmel Zabiha Grill',
    ]);
    expect(names((await get(`/api/businesses?${near}&open=now&${afternoon}`)).body)).toEqual([
      'Saffron House',
      'Carmel Zabiha Grill',
    ]);

    const all = await get(`/api/businesses?${near}&halal=zabiha&city=Carmel&open=now&${afternoon}`);
    expect(names(all.body)).toEqual(['Carmel Zabiha Grill']);
    expect(all.body).toMatchObject({ sort: 'distance', total: 1 });
    expect(all.body.items[0].distanceMiles).toBeGreaterThan(14);
    expect(all.body.items[0].openStatus).toMatchObject({ state: 'open' });
    expect((await get(`/api/businesses?${near}&halal=zabiha&city=Carmel&open=now&${lateEvening}`)).body.total).toBe(0);
    // Outside the radius nothing is found, whatever the other filters allow.
    expect((await get(`/api/businesses?near=46204&radius=5&city=Carmel&${afternoon}`)).body.total).toBe(0);
  });
});

describe('relevance ties', () => {
  it('go to the featured place first, then the better rated', async () => {
    // The same name, category, description and city: the search ranks them alike.
    const plain = await givenBusiness(t.db, { name: 'Tandoor Twins' });
    const wellRated = await givenBusiness(t.db, { name: 'Tandoor Twins' });
    const featured = await givenBusiness(t.db, { name: 'Tandoor Twins', featured: true });
    const fairlyRated = await givenBusiness(t.db, { name: 'Tandoor Twins' });
    const rate = (id: string, ratingSum: number) =>
      t.db.execute(sql`update businesses set rating_count = 1, rating_sum = ${ratingSum} where id = ${id}`);
    await rate(wellRated.id, 5);
    await rate(fairlyRated.id, 3);
    await rate(featured.id, 2);

    const { body } = await get('/api/businesses?q=tandoor%20twins');
    expect(body.sort).toBe('relevance');
    expect(body.items.map((b: { id: string }) => b.id)).toEqual([featured.id, wellRated.id, fairlyRated.id, plain.id]);
  });
});

// Issue 40: a search reads its candidates' order and listing from its own copy of each business, which
// every write of a business keeps, whoever makes it.
describe('a search follows each change of a business', () => {
  it('finds a place once approved, ranks it as it is featured and rated, and loses it once closed', async () => {
    const ids = async () =>
      (await get('/api/businesses?q=qamar')).body.items.map((b: { id: string }) => b.id) as string[];
    const waiting = await givenBusiness(t.db, { name: 'Qamar Grill', approved: false });
    const rated = await givenBusiness(t.db, { name: 'Qamar Grill' });
    expect(await ids()).toEqual([rated.id]);

    await t.db.execute(sql`update businesses set is_approved = true, approved_at = now() where id = ${waiting.id}`);
    await givenReview(t.db, rated.id, (await t.givenAccount()).id, 5);
    expect(await ids()).toEqual([rated.id, waiting.id]);

    await t.db.insert(featuredListings).values({ businessId: waiting.id });
    expect(await ids()).toEqual([waiting.id, rated.id]);

    await t.db.execute(sql`update businesses set closed_at = now() where id = ${waiting.id}`);
    expect(await ids()).toEqual([rated.id]);
  });
});

// Last: the business it adds would change the lists the tests above expect.
describe("'near me' with several locations", () => {
  it("measures to the nearest location, and names it when it is not the card's own place", async () => {
    await givenBusiness(t.db, {
      name: 'Two Towns Bakery',
      locations: [
        { city: 'Fort Wayne', ...PLACES.fortWayne },
        { city: 'Indianapolis', latitude: 39.7702, longitude: -86.1555 },
      ],
    });
    const { body } = await get('/api/businesses?near=46204&radius=5&q=two%20towns');
    expect(body.items).toEqual([
      expect.objectContaining({
        name: 'Two Towns Bakery',
        city: 'Fort Wayne',
        alsoIn: { city: 'Indianapolis', state: 'IN' },
        distanceMiles: expect.any(Number),
      }),
    ]);
    expect(body.items[0].distanceMiles).toBeLessThan(2);
    const nearFortWayne = await get('/api/businesses?lat=41.08&lng=-85.14&radius=5&q=two%20towns');
    expect(nearFortWayne.body.items[0].alsoIn).toBeNull();
    // The map draws the location within reach, not the one a hundred miles off.
    const map = await get('/api/businesses/map?near=46204&radius=5&q=two%20towns');
    expect(map.body.markers).toEqual([
      expect.objectContaining({ name: 'Two Towns Bakery', place: 'Indianapolis, IN' }),
    ]);
  });
});

// Last: the many businesses it adds would change every list above.
describe('a word many places have (issue 40)', () => {
  it("lists the 200 best of them, featured and best rated first, says '200+', and forgives its typo", async () => {
    await t.db.execute(sql`
      insert into businesses (name, slug, description, category_id, city, state, is_approved, approved_at)
      select 'Falafel Stop ' || n, 'falafel-stop-' || n, 'Crisp falafel.', c.id, 'Indianapolis', 'IN', true, now()
      from generate_series(1, 210) n, categories c where c.slug = 'restaurants'`);
    await t.db.execute(sql`update businesses set rating_count = 1, rating_sum = 5 where name = 'Falafel Stop 7'`);
    const featured = await givenBusiness(t.db, { name: 'Falafel Stop Deluxe', featured: true });

    const seen: string[] = [];
    let first: { total: number; totalIsAtLeast: boolean } | undefined;
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const { body } = await get(`/api/businesses?q=falafel&pageSize=48${after}`);
      first ??= body;
      seen.push(...body.items.map((b: { name: string }) => b.name));
      cursor = body.nextCursor;
    } while (cursor);

    expect(first).toMatchObject({ total: 200, totalIsAtLeast: true });
    expect(seen).toHaveLength(200);
    expect(new Set(seen).size).toBe(200);
    expect(seen.slice(0, 2)).toEqual([featured.name, 'Falafel Stop 7']);
    expect((await get('/api/businesses?q=falafle')).body).toMatchObject({ total: 200, totalIsAtLeast: true });
    // Fewer than that are counted exactly.
    expect((await get('/api/businesses?q=saffron')).body).toMatchObject({ total: 2, totalIsAtLeast: false });
  });
});

function dedupeDates<T extends { date: string }>(days: T[]): T[] {
  return days.filter((d, i) => days.findIndex((o) => o.date === d.date) === i);
}
