import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WeeklyHours } from '../../domain';
import { businesses, businessLocations, halalProfiles } from '../db/schema';
import { givenBusiness } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';
import { within } from '../testing/within';

// Issue 40: a visitor's public reads are answered from each server's memory, and every change still shows
// in every server within a second of its commit; 'open now' is right to the minute.

let t: TestContext;

type Card = { name: string; reviewCount: number; halal: { level: string | null }; openStatus: { state: string } };
const cards = async (app: TestContext, path: `/api/businesses?${string}`) =>
  ((await (await app.request(path)).json()) as { items: Card[] }).items;
const cardOf = async (app: TestContext, path: `/api/businesses?${string}`, name: string) =>
  (await cards(app, path)).find((card) => card.name === name);

let moments = 0;
/**
 * The cards a search finds at a moment of its own (a millisecond apart): never a kept answer, so what answers
 * is the listing's own memory (its ranking and cards) or the database.
 */
const searched = async (app: TestContext, q: string) =>
  cards(app, `/api/businesses?q=${encodeURIComponent(q)}&at=${new Date(Date.now() - ++moments).toISOString()}`);
const namesOf = (found: Card[]) => found.map((c) => c.name).sort();

/**
 * The changes the issue names, each made in `writer` (an API call or a hand in the database), and what a
 * visitor of `reader` sees of it within a second.
 */
async function everyChangeShowsWithinASecond(
  writer: TestContext,
  reader: TestContext,
  [city, otherCity]: [string, string],
) {
  const admin = await writer.givenSignedIn({ role: 'admin' });
  const reviewer = await writer.givenSignedIn();
  const place = await givenBusiness(writer.db, { name: 'Memory Mandi', city });
  const pending = await givenBusiness(writer.db, { name: 'Memory Pending', city, approved: false });
  const list = `/api/businesses?category=restaurants&city=${city}` as const;
  const page = `/api/businesses/${place.slug}` as const;

  // The search names the city, so only this call's places match it.
  const search = `memory ${city}`;
  // Read twice: the second answer is the kept one (the search's, its ranking and cards).
  for (let i = 0; i < 2; i++) {
    expect((await cards(reader, list)).map((c) => c.name)).toEqual(['Memory Mandi']);
    expect(namesOf(await searched(reader, search))).toEqual(['Memory Mandi']);
    expect((await reader.request(page)).status).toBe(200);
    expect(await (await reader.request('/api/cities')).json()).not.toContain(otherCity);
  }

  // An approval.
  expect(
    (await writer.request(`/api/admin/businesses/${pending.id}/approve`, { method: 'POST', cookie: admin.cookie }))
      .status,
  ).toBe(200);
  await within(1_000, async () => {
    expect((await cards(reader, list)).map((c) => c.name)).toEqual(['Memory Mandi', 'Memory Pending']);
    expect(namesOf(await searched(reader, search))).toEqual(['Memory Mandi', 'Memory Pending']);
  });

  // A new review.
  const reviewed = await writer.request(`/api/businesses/${place.id}/reviews`, {
    json: { rating: 5, comment: 'The best mandi in town.' },
    cookie: reviewer.cookie,
  });
  expect(reviewed.status).toBe(201);
  await within(1_000, async () => {
    expect((await cardOf(reader, list, 'Memory Mandi'))?.reviewCount).toBe(1);
    expect((await searched(reader, search)).find((c) => c.name === 'Memory Mandi')?.reviewCount).toBe(1);
    expect(((await (await reader.request(page)).json()) as { rating: { count: number } }).rating.count).toBe(1);
  });

  // A halal fact, written by hand.
  await writer.db.insert(halalProfiles).values({ businessId: place.id, level: 'fully' });
  await within(1_000, async () => {
    expect((await cardOf(reader, list, 'Memory Mandi'))?.halal.level).toBe('fully');
    expect((await searched(reader, search)).find((c) => c.name === 'Memory Mandi')?.halal.level).toBe('fully');
    const shown = (await (await reader.request(page)).json()) as { halal: unknown };
    expect(JSON.stringify(shown.halal)).toContain('"fully"');
  });

  // A new location in another city, which is not the primary.
  await writer.db.insert(businessLocations).values({ businessId: place.id, name: 'North', city: otherCity });
  await within(1_000, async () => {
    expect(await (await reader.request('/api/cities')).json()).toContain(otherCity);
    const shown = (await (await reader.request(page)).json()) as { locations: { city: string }[] };
    expect(shown.locations.map((l) => l.city)).toContain(otherCity);
  });

  // A closure: the listing drops the place, its page says it is closed.
  await writer.db.update(businesses).set({ closedAt: new Date() }).where(eq(businesses.id, place.id));
  await within(1_000, async () => {
    expect((await cards(reader, list)).map((c) => c.name)).toEqual(['Memory Pending']);
    expect(namesOf(await searched(reader, search))).toEqual(['Memory Pending']);
    expect(((await (await reader.request(page)).json()) as { closedAt: string | null }).closedAt).not.toBeNull();
  });
}

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('public reads from memory', () => {
  it('show an approval, a review, a halal fact, a location and a closure within a second', async () => {
    await everyChangeShowsWithinASecond(t, t, ['Kokomo', 'Logansport']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "show a change made through one server in another server's answers within a second",
    async () => {
      const other = await createTestContext({}, { sameDatabaseAs: t });
      try {
        await everyChangeShowsWithinASecond(t, other, ['Peru', 'Wabash']);
      } finally {
        await other.close();
      }
    },
  );

  it('forgive a misspelling with the words of a name added after the misspelling was first searched', async () => {
    // What a term stands for is remembered (the words of names it is like); a new name's words reach it.
    const search = (at: string) => cards(t, `/api/businesses?q=zurbian&at=${at}`);
    for (const at of ['2026-06-01T12:00:00Z', '2026-06-01T12:01:00Z'])
      expect((await search(at)).map((c) => c.name)).not.toContain('Zurbiyan House');
    await givenBusiness(t.db, { name: 'Zurbiyan House', city: 'Kokomo' });
    await within(1_000, async () => {
      expect((await search(new Date().toISOString())).map((c) => c.name)).toContain('Zurbiyan House');
    });
  });

  it('say who is open as of this minute, never as of the minute a kept answer was read in', async () => {
    /** Noon to 9 PM every day. */
    const noonToNine: WeeklyHours = Array.from({ length: 7 }, () => [['12:00', '21:00']]);
    await givenBusiness(t.db, {
      name: 'Noon Naan',
      city: 'Muncie',
      featured: true,
      locations: [{ city: 'Muncie', weeklyHours: noonToNine, timeZone: 'America/Indiana/Indianapolis' }],
    });
    const list = '/api/businesses?category=restaurants&city=Muncie';
    const featured = async () =>
      ((await (await t.request('/api/featured')).json()) as Card[]).find((c) => c.name === 'Noon Naan');

    // 11:59:58 in Indianapolis (EDT, UTC-4): closed; read twice, so the second answer is the kept one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T15:59:58.000Z'));
    for (let i = 0; i < 2; i++) {
      expect((await cardOf(t, list, 'Noon Naan'))?.openStatus.state).toBe('closed');
      expect((await featured())?.openStatus.state).toBe('closed');
    }
    // Noon: open, though nothing changed in the database.
    vi.setSystemTime(new Date('2026-06-01T16:00:00.001Z'));
    expect((await cardOf(t, list, 'Noon Naan'))?.openStatus.state).toBe('open');
    expect((await featured())?.openStatus.state).toBe('open');
    const open = await t.request(`${list}&open=now`);
    expect(((await open.json()) as { items: Card[] }).items.map((c) => c.name)).toEqual(['Noon Naan']);
  });
});

describe('what is never kept', () => {
  it("a signed-in answer: an owner's pending listing is theirs alone, with no-store, and no one else's copy reaches them", async () => {
    const owner = await t.givenSignedIn();
    const pending = await givenBusiness(t.db, { name: 'Owner Only Oasis', ownerId: owner.id, approved: false });
    const shown = await givenBusiness(t.db, { name: 'Everyone Eatery', ownerId: owner.id });
    const page = `/api/businesses/${pending.slug}` as const;

    const own = await t.request(page, { cookie: owner.cookie });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { status: string }).status).toBe('pending');
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('etag')).toBeNull();
    // Not kept for the next caller, who is no one in particular.
    expect((await t.request(page)).status).toBe(404);
    expect((await t.request(page)).status).toBe(404);

    // A visitor's kept copy of a public page is not what the signed-in owner gets.
    const visitor = await t.request(`/api/businesses/${shown.slug}`);
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    await t.request(`/api/businesses/${shown.slug}`);
    const theirs = await t.request(`/api/businesses/${shown.slug}`, { cookie: owner.cookie });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('cache-control')).toBe('no-store');
    expect(theirs.headers.get('etag')).toBeNull();
  });
});

describe('a kept answer', () => {
  it('carries the headers, the tag and the 304 of the answer it was kept from, in the encoding the caller takes', async () => {
    await givenBusiness(t.db, { name: 'Header Haleem', city: 'Anderson' });
    const path = '/api/businesses?category=all-businesses&city=Anderson&at=2026-06-01T12:00:00Z';
    const first = await t.request(path);
    const firstBody = await first.text();
    const kept = await t.request(path);
    expect(await kept.text()).toBe(firstBody);
    for (const name of [
      'cache-control',
      'vary',
      'etag',
      'content-type',
      'content-security-policy',
      'x-content-type-options',
    ])
      expect(kept.headers.get(name), name).toBe(first.headers.get(name));
    expect(kept.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    expect(kept.headers.get('vary')).toContain('Cookie');
    expect(kept.headers.get('vary')).toContain('Accept-Encoding');

    const etag = kept.headers.get('etag')!;
    const held = await t.request(path, { headers: { 'if-none-match': etag } });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
    expect(held.headers.get('etag')).toBe(etag);
    expect(held.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');

    // A body of 1 KB or more goes compressed to a caller who takes it; its tag is the same, weakly.
    const many = '/api/businesses?category=all-businesses&at=2026-06-01T12:00:00Z';
    await t.request(many);
    const br = await t.request(many, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toMatch(/^W\/"/);
    const sent = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString());
    expect(sent.items.map((c: Card) => c.name)).toContain('Header Haleem');
    const gzip = await t.request(many, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(sent);
    expect((await t.request(many, { headers: { 'if-none-match': br.headers.get('etag')! } })).status).toBe(304);
  });
});
