import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { businesses, businessLocations, events, featuredListings } from '../../db/schema';
import { givenBusiness, givenReview } from '../../testing/factories';
import { createTestContext, type KnownPath, type TestContext } from '../../testing/harness';

let t: TestContext;
let owner: Awaited<ReturnType<TestContext['givenSignedIn']>>;
beforeAll(async () => {
  // The Instagram account is configured, the Facebook one is not.
  t = await createTestContext({ SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/indianahalal' });
  owner = await t.givenSignedIn({ role: 'business_owner' });
  await givenBusiness(t.db, {
    name: 'Zaytoon Grill',
    category: 'restaurants',
    city: 'Carmel',
    description: 'Charcoal kebabs and fresh bread.',
  });
  await givenBusiness(t.db, {
    name: 'Yasmin Bakery',
    category: 'bakeries',
    alsoIn: ['coffee-shops'],
    city: 'Fishers',
    featured: true,
  });
  await givenBusiness(t.db, {
    name: 'Sahara Market',
    category: 'markets',
    city: 'Indianapolis',
    locations: [
      { city: 'Indianapolis', isPrimary: true },
      { city: 'Fort Wayne', comingSoon: true },
    ],
  });
  await givenBusiness(t.db, { name: 'Pending Pita', approved: false, ownerId: owner.id });
  await givenBusiness(t.db, { name: 'Rejected Wraps', rejected: true });
  for (let i = 0; i < 13; i++)
    await givenBusiness(t.db, { name: `Shawarma Spot ${String(i).padStart(2, '0')}`, city: 'Bloomington' });
});
afterAll(() => t.close());

const get = async <const Path extends string>(path: KnownPath<Path, 'GET'>, cookie?: string) => {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: await res.json() };
};

describe('business listing', () => {
  it('lists only approved, non-rejected businesses, featured first, and paginates in pages of 12', async () => {
    const first = await get('/api/businesses?category=all-businesses');
    expect(first.body.total).toBe(16);
    expect(first.body.items).toHaveLength(12);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.items[0].name).toBe('Yasmin Bakery');
    const names = first.body.items.map((b: { name: string }) => b.name);
    expect(names).not.toContain('Pending Pita');
    expect(names).not.toContain('Rejected Wraps');
    const second = await get(`/api/businesses?category=all-businesses&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(4);
    expect(second.body.hasMore).toBe(false);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.total).toBe(16);
  });

  it('filters by category, including extra categories', async () => {
    const coffee = await get('/api/businesses?category=coffee-shops');
    expect(coffee.body.items.map((b: { name: string }) => b.name)).toEqual(['Yasmin Bakery']);
    const unknown = await get('/api/businesses?category=pizzerias');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Category not found');
  });

  it('searches name or description case-insensitively', async () => {
    const byName = await get('/api/businesses?q=zAyToOn');
    expect(byName.body.items.map((b: { name: string }) => b.name)).toEqual(['Zaytoon Grill']);
    const byDescription = await get('/api/businesses?q=KEBABS');
    expect(byDescription.body.total).toBe(1);
    const wildcard = await get('/api/businesses?q=%25');
    expect(wildcard.body.total).toBe(0);
  });

  it('filters by any location city and lists the sorted distinct cities', async () => {
    const fortWayne = await get('/api/businesses?city=Fort%20Wayne');
    expect(fortWayne.body.items.map((b: { name: string }) => b.name)).toEqual(['Sahara Market']);
    expect(fortWayne.body.items[0]).toMatchObject({
      city: 'Indianapolis',
      alsoIn: { city: 'Fort Wayne', state: 'IN' },
    });
    const cities = await get('/api/cities?category=all-businesses');
    expect(cities.body).toEqual(['Bloomington', 'Carmel', 'Fishers', 'Fort Wayne', 'Indianapolis']);
  });

  it('reports rating average and count only from reviews, in the same query as the cards', async () => {
    const reviewer = await t.givenAccount();
    const reviewer2 = await t.givenAccount();
    const [zaytoon] = (await get('/api/businesses?q=Zaytoon')).body.items;
    await givenReview(t.db, zaytoon.id, reviewer.id, 5);
    await givenReview(t.db, zaytoon.id, reviewer2.id, 4);
    const [card] = (await get('/api/businesses?q=Zaytoon')).body.items;
    expect(card).toMatchObject({ ratingAverage: 4.5, reviewCount: 2, city: 'Carmel', state: 'IN' });
    const [bakery] = (await get('/api/businesses?q=Yasmin')).body.items;
    expect(bakery).toMatchObject({ ratingAverage: 0, reviewCount: 0, isFeatured: true });
  });

  it('refuses bad query parameters with a clear error', async () => {
    for (const query of ['pageSize=0', 'pageSize=abc', 'pageSize=500', 'cursor=not-a-cursor', 'cursor=e30']) {
      const res = await get(`/api/businesses?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
  });

  it('shows up to 3 active featured listings on the home page', async () => {
    const featured = await get('/api/featured');
    expect(featured.body.map((b: { name: string }) => b.name)).toEqual(['Yasmin Bakery']);
  });
});

describe('business page lookup', () => {
  it('finds a business by id, by stored slug, then by name with hyphens as spaces', async () => {
    const [card] = (await get('/api/businesses?q=Sahara')).body.items;
    expect((await get(`/api/businesses/${card.id}`)).body.name).toBe('Sahara Market');
    expect((await get(`/api/businesses/${card.slug}`)).body.name).toBe('Sahara Market');
    const byName = await get('/api/businesses/sahara-market');
    expect(byName.body).toMatchObject({ name: 'Sahara Market', status: 'approved', category: { slug: 'markets' } });
    expect(byName.body.locations.map((l: { city: string; isPrimary: boolean }) => [l.city, l.isPrimary])).toEqual([
      ['Indianapolis', true],
      ['Fort Wayne', false],
    ]);
  });

  it('hides pending and rejected businesses from the public, but shows the owner and admins their pending one', async () => {
    expect((await get('/api/businesses/pending-pita')).status).toBe(404);
    expect((await get('/api/businesses/rejected-wraps')).status).toBe(404);
    const asOwner = await get('/api/businesses/pending-pita', owner.cookie);
    expect(asOwner.body.status).toBe('pending');
    const admin = await t.givenSignedIn({ role: 'admin' });
    expect((await get('/api/businesses/pending-pita', admin.cookie)).body.status).toBe('pending');
    const stranger = await t.givenSignedIn();
    expect((await get('/api/businesses/pending-pita', stranger.cookie)).status).toBe(404);
    expect((await get('/api/businesses/no-such-place')).body.error.message).toBe('Restaurant not found');
  });

  it('pages reviews newest first, 10 at a time', async () => {
    const [card] = (await get('/api/businesses?q=Shawarma Spot 00')).body.items;
    for (let i = 0; i < 11; i++) {
      const reviewer = await t.givenAccount();
      await givenReview(t.db, card.id, reviewer.id, (i % 5) + 1, `Visit ${i}`);
    }
    const page1 = await get(`/api/businesses/${card.id}/reviews`);
    expect(page1.body).toMatchObject({ total: 11, hasMore: true });
    expect(page1.body.items).toHaveLength(10);
    expect(page1.body.average).toBeCloseTo(2.82, 2);
    const page2 = await get(`/api/businesses/${card.id}/reviews?page=2`);
    expect(page2.body.items).toHaveLength(1);
  });

  it('gives the upcoming events after the first three when "…and N more" is opened, soonest first, none past', async () => {
    const business = await givenBusiness(t.db, { name: 'Lantern Nights' });
    const day = 24 * 60 * 60_000;
    const soon = (days: number) => new Date(Date.now() + days * day);
    await t.db.insert(events).values([
      { businessId: business.id, title: 'Last week', eventDate: soon(-7) },
      ...[5, 1, 4, 2, 6, 3].map((days) => ({
        businessId: business.id,
        title: `In ${days} days`,
        eventDate: soon(days),
      })),
    ]);
    const page = await get('/api/businesses/lantern-nights');
    expect(page.body.upcomingEvents.map((e: { title: string }) => e.title)).toEqual([
      'In 1 days',
      'In 2 days',
      'In 3 days',
    ]);
    expect(page.body.upcomingEventCount).toBe(6);
    const more = await get('/api/businesses/lantern-nights/events');
    expect(more.body.map((e: { title: string }) => e.title)).toEqual(['In 4 days', 'In 5 days', 'In 6 days']);
    expect((await get('/api/businesses/pending-pita/events')).status).toBe(404);
    expect((await get('/api/businesses/pending-pita/events', owner.cookie)).status).toBe(200);
  });
});

const names = (body: { items: { name: string }[] }) => body.items.map((b) => b.name);

describe('the place on a card (SPEC §2 Business card: the primary location, else the business city)', () => {
  it('says where else a business is when the city filter matched another of its locations', async () => {
    await givenBusiness(t.db, {
      name: 'Noor Kabob House',
      city: 'Indianapolis',
      locations: [{ city: 'Indianapolis', isPrimary: true }, { city: 'Fishers' }],
    });
    const fishers = await get('/api/businesses?category=restaurants&city=fishers');
    expect(names(fishers.body)).toEqual(['Noor Kabob House']);
    expect(fishers.body.items[0]).toMatchObject({ city: 'Indianapolis', alsoIn: { city: 'Fishers', state: 'IN' } });

    // The primary location itself matched: nothing more to say.
    const home = await get('/api/businesses?q=Noor&city=Indianapolis');
    expect(home.body.items[0]).toMatchObject({ city: 'Indianapolis', alsoIn: null });
    const bakery = await get('/api/businesses?category=bakeries&city=Fishers');
    expect(bakery.body.items[0]).toMatchObject({ name: 'Yasmin Bakery', city: 'Fishers', alsoIn: null });
    // No city filter, no extra line.
    expect((await get('/api/businesses?q=Noor')).body.items[0].alsoIn).toBeNull();
  });

  it('uses the business city, never a bare state, when the primary location has no city', async () => {
    const lotus = await givenBusiness(t.db, { name: 'Lotus Dumplings', city: 'Lafayette' });
    await t.db.update(businessLocations).set({ city: null }).where(eq(businessLocations.businessId, lotus.id));
    const blank = await givenBusiness(t.db, { name: 'Blank City Bistro', city: 'Muncie' });
    await t.db.update(businessLocations).set({ city: '  ' }).where(eq(businessLocations.businessId, blank.id));
    const nowhere = await givenBusiness(t.db, { name: 'Nowhere Noodles' });
    await t.db.update(businessLocations).set({ city: null }).where(eq(businessLocations.businessId, nowhere.id));
    await t.db.update(businesses).set({ city: null }).where(eq(businesses.id, nowhere.id));
    const moved = await givenBusiness(t.db, { name: 'Moved Mezze', city: 'Carmel' });
    await t.db.update(businesses).set({ city: 'Kokomo', state: 'XX' }).where(eq(businesses.id, moved.id));

    const card = async (q: string) => (await get(`/api/businesses?q=${encodeURIComponent(q)}`)).body.items[0];
    expect(await card('Lotus Dumplings')).toMatchObject({ city: 'Lafayette', state: 'IN' });
    expect(await card('Blank City Bistro')).toMatchObject({ city: 'Muncie', state: 'IN' });
    // Nothing names a city: the web shows 'Indianapolis, IN' for a card without one.
    expect(await card('Nowhere Noodles')).toMatchObject({ city: null });
    // The primary location is the truth; the business columns are only its fallback.
    expect(await card('Moved Mezze')).toMatchObject({ city: 'Carmel', state: 'IN' });
  });
});

describe('featured listings on the home page (SPEC §2 Home)', () => {
  it('shows the first three active featured listings, oldest start first, then oldest row, then id', async () => {
    const feature = async (name: string, startAt: string, createdAt: string, active = true) => {
      const business = await givenBusiness(t.db, { name });
      const [row] = await t.db
        .insert(featuredListings)
        .values({ businessId: business.id, startAt: new Date(startAt), createdAt: new Date(createdAt), active })
        .returning();
      return { name, id: row!.id };
    };
    const later = await feature('Feature Later Start', '2025-02-01T12:00:00Z', '2020-01-01T00:00:00Z');
    const twinA = await feature('Feature Twin A', '2025-01-01T12:00:00Z', '2025-01-01T12:00:00Z');
    const twinB = await feature('Feature Twin B', '2025-01-01T12:00:00Z', '2025-01-01T12:00:00Z');
    const earlierRow = await feature('Feature Earlier Row', '2025-01-01T12:00:00Z', '2024-12-31T12:00:00Z');
    await feature('Feature Switched Off', '2024-01-01T12:00:00Z', '2024-01-01T12:00:00Z', false);

    const twins = [twinA, twinB].sort((a, b) => (a.id < b.id ? -1 : 1)).map((f) => f.name);
    const featured = await get('/api/featured');
    // Yasmin Bakery (featured now) and the later start are the fourth and fifth: not on the home page.
    expect(featured.body.map((b: { name: string }) => b.name)).toEqual([earlierRow.name, ...twins]);
    expect(featured.body.map((b: { name: string }) => b.name)).not.toContain(later.name);
    expect(featured.body.every((b: { isFeatured: boolean }) => b.isFeatured)).toBe(true);
  });
});

describe('site settings', () => {
  it('gives the configured social accounts and null for the ones not set', async () => {
    const site = await get('/api/site');
    expect(site.status).toBe(200);
    expect(site.body).toEqual({
      social: { instagram: 'https://www.instagram.com/indianahalal', facebook: null },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      },
      // Issue 37: no Ramadan season is set.
      ramadan: null,
    });
  });

  it('accepts only https addresses for the social accounts', () => {
    expect(() => loadConfig({ SOCIAL_FACEBOOK_URL: 'http://facebook.com/indianahalal' })).toThrow(
      /SOCIAL_FACEBOOK_URL/,
    );
    expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: 'instagram.com/indianahalal' })).toThrow(/SOCIAL_INSTAGRAM_URL/);
    expect(loadConfig({ SOCIAL_FACEBOOK_URL: '' }).social).toEqual({ instagram: undefined, facebook: undefined });
  });
});

describe('pages of the listing (keyset: each page starts after the last card of the one before)', () => {
  async function walk(query: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: { body: { items: { id: string }[]; nextCursor: string | null; total: number; hasMore: boolean } } =
        await get(`/api/businesses?${query}&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.body.hasMore).toBe(page.body.nextCursor !== null);
      seen.push(...page.body.items.map((b) => b.id));
      total = page.body.total;
      cursor = page.body.nextCursor;
    } while (cursor);
    return { seen, total };
  }

  it('never skips or repeats a business when names tie, featured ones first', async () => {
    const twins = [];
    for (let i = 0; i < 5; i++) twins.push(await givenBusiness(t.db, { name: 'Twin Tandoor', featured: i === 3 }));
    const featuredTwin = twins[3]!;
    const others = twins.filter((b) => b !== featuredTwin).map((b) => b.id);
    const byName = await walk('q=Twin%20Tandoor&sort=featured');
    expect(byName.seen).toEqual([featuredTwin.id, ...others.sort()]);
    expect(byName.total).toBe(5);
    // Equally relevant, the featured one first, then the rest in one fixed order (by id, last first).
    const byRelevance = await walk('q=Twin%20Tandoor');
    expect(byRelevance.seen).toEqual([featuredTwin.id, ...others.sort().reverse()]);
    expect(byRelevance.total).toBe(5);
  });

  it('walks a filtered listing to its end, page by page', async () => {
    const all = await walk('category=all-businesses');
    expect(new Set(all.seen).size).toBe(all.seen.length);
    expect(all.seen).toHaveLength(all.total);
    const bloomington = await walk('city=bloomington');
    expect(bloomington.seen).toHaveLength(13);
  });

  it('refuses a cursor it did not give out, as a bad query field', async () => {
    const forged = Buffer.from(JSON.stringify([false, 'Zaytoon Grill', 'not-an-id'])).toString('base64url');
    const res = await get(`/api/businesses?cursor=${forged}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', fields: { cursor: 'Invalid cursor' } });
  });
});

describe('category membership (SPEC §3: the primary category and the additional ones)', () => {
  it('lists a business under its primary and additional categories, as its owner changes them', async () => {
    const keeper = await t.givenSignedIn({ role: 'business_owner' });
    const place = await givenBusiness(t.db, { name: 'Shifting Samosa', category: 'bakeries', ownerId: keeper.id });
    const slugsListing = async () => {
      const found: string[] = [];
      for (const slug of ['restaurants', 'coffee-shops', 'bakeries', 'markets', 'mobile-businesses']) {
        const res = await get(`/api/businesses?category=${slug}&q=Shifting`);
        if (res.body.items.length > 0) found.push(slug);
      }
      return found;
    };
    expect(await slugsListing()).toEqual(['bakeries']);

    const ids = async (...slugs: string[]) =>
      Promise.all(slugs.map(async (slug) => (await get(`/api/categories/${slug}`)).body.id as string));
    const [markets, coffee, bakeries] = await ids('markets', 'coffee-shops', 'bakeries');
    const save = (json: unknown) =>
      t.request(`/api/owner/businesses/${place.id}/categories`, { method: 'PUT', json, cookie: keeper.cookie });
    expect((await save({ primaryId: markets, additionalIds: [coffee, bakeries] })).status).toBe(200);
    expect(await slugsListing()).toEqual(['coffee-shops', 'bakeries', 'markets']);
    // Dropping the additional ones keeps the business under its primary.
    expect((await save({ primaryId: markets, additionalIds: [] })).status).toBe(200);
    expect(await slugsListing()).toEqual(['markets']);
    const cities = await get('/api/cities?category=markets');
    expect(cities.body).toContain('Indianapolis');
  });
});
