import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zonedDateParts, zonedInstant } from '../../../domain/events';
import { civilDateOf } from '../../../domain/ramadan';
import { addDays, dateText } from '../../../domain/zoned-time';
import { auditLog, businessLocations, ramadanHours, ramadanSeason, ramadanSpecials } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { anyPath, createTestContext, type TestContext } from '../../testing/harness';

// Issue 37: the admin's season, an owner's iftar and suhoor hours and specials, and what the public sees of
// them. Dates are counted from today in Indiana, so the tests hold whatever day they run.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let owner: Signed;
let otherOwner: Signed;
let user: Signed;
let admin: Signed;
let business: Awaited<ReturnType<typeof givenBusiness>>;
let other: Awaited<ReturnType<typeof givenBusiness>>;
let locationId: string;
let otherLocationId: string;

const today = zonedDateParts(new Date()).date;
const day = (offset: number) => dateText(addDays(civilDateOf(today), offset));
const season = { starts: day(-10), ends: day(15) };
/** An instant today on Indiana's clock, as the listing's `at`. */
const todayAt = (time: string) => zonedInstant(today, time).toISOString();

const hours = {
  iftar: [{ from: day(-1), to: day(3), opensAt: null, minutesBeforeMaghrib: 15, closes: '23:59' }],
  suhoor: [{ from: day(-1), to: day(3), opens: '02:00', closes: '05:00' }],
};

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.givenSignedIn({ role: 'business_owner' });
  otherOwner = await t.givenSignedIn({ role: 'business_owner' });
  user = await t.givenSignedIn();
  admin = await t.givenSignedIn({ role: 'admin' });
  business = await givenBusiness(t.db, {
    name: 'Crescent Iftar House',
    ownerId: owner.id,
    locations: [{ city: 'Indianapolis', latitude: 39.7684, longitude: -86.1581 }],
  });
  other = await givenBusiness(t.db, { name: 'Other Iftar Kitchen', ownerId: otherOwner.id });
  const location = async (businessId: string) =>
    (await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, businessId)))[0]!.id;
  locationId = await location(business.id);
  otherLocationId = await location(other.id);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(ramadanSeason);
  await t.db.delete(ramadanHours);
  await t.db.delete(ramadanSpecials);
});

const ownBase = () => `/api/owner/businesses/${business.id}` as const;
const rows = async () => ({
  season: await t.db.select().from(ramadanSeason),
  hours: await t.db.select().from(ramadanHours),
  specials: await t.db.select().from(ramadanSpecials),
});

describe('the season, set by an admin', () => {
  it('is set, read, audited and cleared', async () => {
    const res = await t.request('/api/admin/ramadan-season', { method: 'PUT', json: season, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ season });
    const read = await t.request('/api/admin/ramadan-season', { cookie: admin.cookie });
    expect(await read.json()).toEqual({ season });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ramadan.season'));
    expect(entry?.after).toEqual(season);
    expect((await t.request('/api/admin/ramadan-season', { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    expect((await rows()).season).toEqual([]);
    const again = await t.request('/api/admin/ramadan-season', { method: 'DELETE', cookie: admin.cookie });
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe('No Ramadan season is set.');
  });

  it.each([
    ['an end before the start', { starts: '2026-03-19', ends: '2026-02-18' }, 'The end must be after the start'],
    ['a season of 40 days', { starts: '2026-02-01', ends: '2026-03-12' }, 'A season is at most 31 days'],
    ['a year long past', { starts: '1990-03-01', ends: '1990-03-29' }, 'Enter a date between 2020 and 2100'],
    ['a date that does not exist', { starts: '2026-02-30', ends: '2026-03-20' }, 'Enter a real date'],
    ['numbers', { starts: 20260218, ends: 20260319 }, undefined],
    ['a missing end', { starts: '2026-02-18' }, undefined],
  ])('refuses %s with a clear error, and keeps the season it had', async (_, json, message) => {
    await t.request('/api/admin/ramadan-season', { method: 'PUT', json: season, cookie: admin.cookie });
    const res = await t.request('/api/admin/ramadan-season', { method: 'PUT', json, cookie: admin.cookie });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION');
    if (message) expect(JSON.stringify(body.error)).toContain(message);
    expect((await rows()).season).toMatchObject([season]);
  });

  it('is no one else’s to set or clear', async () => {
    await t.request('/api/admin/ramadan-season', { method: 'PUT', json: season, cookie: admin.cookie });
    for (const caller of [owner, user]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const json = method === 'PUT' ? { starts: day(0), ends: day(5) } : undefined;
        const res = await t.request('/api/admin/ramadan-season', { method, json, cookie: caller.cookie });
        expect(res.status).toBe(403);
      }
    }
    expect((await t.request('/api/admin/ramadan-season', { method: 'PUT', json: season })).status).toBe(401);
    expect((await rows()).season).toMatchObject([season]);
  });
});

describe('an owner’s Ramadan hours', () => {
  it('are saved per location and read back with today’s maghrib there', async () => {
    const res = await t.request(`${ownBase()}/locations/${locationId}/ramadan-hours`, {
      method: 'PUT',
      json: hours,
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(hours);
    const tab = await (await t.request(`${ownBase()}/ramadan`, { cookie: owner.cookie })).json();
    expect(tab.locations).toEqual([
      expect.objectContaining({
        id: locationId,
        pinned: true,
        maghribToday: expect.stringMatching(/^\d\d:\d\d$/),
        ...hours,
      }),
    ]);
    // Saved whole: a second save replaces the first.
    await t.request(`${ownBase()}/locations/${locationId}/ramadan-hours`, {
      method: 'PUT',
      json: { iftar: [], suhoor: hours.suhoor },
      cookie: owner.cookie,
    });
    expect((await rows()).hours.map((r) => r.kind)).toEqual(['suhoor']);
  });

  it.each([
    ['overlapping ranges', { iftar: [hours.iftar[0], hours.iftar[0]], suhoor: [] }, 'Date ranges cannot overlap'],
    [
      'a time that is not one',
      { iftar: [], suhoor: [{ ...hours.suhoor[0], opens: '26:00' }] },
      'Enter a time like 19:30',
    ],
    [
      'iftar at 3 in the morning',
      { iftar: [{ ...hours.iftar[0], closes: '03:00' }], suhoor: [] },
      'Iftar closes in the evening',
    ],
    [
      'a range of 40 days',
      { iftar: [{ ...hours.iftar[0], from: day(0), to: day(39) }], suhoor: [] },
      'A date range is at most 31 days',
    ],
    ['a made-up field', { iftar: [], suhoor: [], extra: true }, undefined],
    ['no body', undefined, undefined],
  ])('refuses %s, and changes nothing', async (_, json, message) => {
    await t.request(`${ownBase()}/locations/${locationId}/ramadan-hours`, {
      method: 'PUT',
      json: hours,
      cookie: owner.cookie,
    });
    const before = await rows();
    const res = await t.request(`${ownBase()}/locations/${locationId}/ramadan-hours`, {
      method: 'PUT',
      json,
      cookie: owner.cookie,
    });
    expect(res.status).toBe(400);
    if (message) expect(JSON.stringify((await res.json()).error)).toContain(message);
    expect(await rows()).toEqual(before);
  });

  it('cannot be set on another business’s location, by a forged id in one’s own path or by its path', async () => {
    const forged = await t.request(`${ownBase()}/locations/${otherLocationId}/ramadan-hours`, {
      method: 'PUT',
      json: hours,
      cookie: owner.cookie,
    });
    expect(forged.status).toBe(404);
    expect((await forged.json()).error.message).toBe('Location not found.');
    const theirs = await t.request(`/api/owner/businesses/${other.id}/locations/${otherLocationId}/ramadan-hours`, {
      method: 'PUT',
      json: hours,
      cookie: owner.cookie,
    });
    expect(theirs.status).toBe(403);
    const notAnId = await t.request(`${ownBase()}/locations/not-a-uuid/ramadan-hours`, {
      method: 'PUT',
      json: hours,
      cookie: owner.cookie,
    });
    expect(notAnId.status).toBe(404);
    expect((await rows()).hours).toEqual([]);
  });
});

describe('an owner’s Ramadan specials', () => {
  const buffet = { name: 'Iftar buffet', description: 'Dates, soup, biryani and kheer', priceCents: 2499 };

  it('are added, changed and removed', async () => {
    const added = await t.request(`${ownBase()}/ramadan-specials`, {
      method: 'POST',
      json: buffet,
      cookie: owner.cookie,
    });
    expect(added.status).toBe(201);
    const special = await added.json();
    expect(special).toEqual({ id: expect.any(String), ...buffet });
    const changed = await t.request(anyPath(`${ownBase()}/ramadan-specials/${special.id}`), {
      method: 'PATCH',
      json: { ...buffet, priceCents: 1999 },
      cookie: owner.cookie,
    });
    expect((await changed.json()).priceCents).toBe(1999);
    const removed = await t.request(anyPath(`${ownBase()}/ramadan-specials/${special.id}`), {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await rows()).specials).toEqual([]);
  });

  it.each([
    ['a negative price', -100, 'A price cannot be negative'],
    ['a price in dollars', 24.99, 'Enter the price in cents'],
    ['a price as text', '2499', 'Enter a price'],
    ['a price of $5,000', 500_000, 'A price is at most $1,000.00'],
    ['no price', undefined, 'Enter a price'],
  ])('refuses %s, and changes nothing', async (_, priceCents, message) => {
    const res = await t.request(`${ownBase()}/ramadan-specials`, {
      method: 'POST',
      json: { name: 'Iftar buffet', priceCents },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify((await res.json()).error)).toContain(message);
    expect((await rows()).specials).toEqual([]);
  });

  it('refuses a name too long or empty, and a 21st special', async () => {
    for (const name of ['', 'x'.repeat(81)]) {
      const res = await t.request(`${ownBase()}/ramadan-specials`, {
        method: 'POST',
        json: { name, priceCents: 100 },
        cookie: owner.cookie,
      });
      expect(res.status).toBe(400);
    }
    await t.db
      .insert(ramadanSpecials)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ businessId: business.id, name: `Special ${i}`, priceCents: 100 })),
      );
    const full = await t.request(`${ownBase()}/ramadan-specials`, {
      method: 'POST',
      json: buffet,
      cookie: owner.cookie,
    });
    expect(full.status).toBe(409);
    expect((await full.json()).error.message).toBe('A business can list at most 20 Ramadan specials.');
    expect((await rows()).specials).toHaveLength(20);
  });

  it('of another business cannot be changed or removed through one’s own path, nor through theirs', async () => {
    const [theirs] = await t.db
      .insert(ramadanSpecials)
      .values({ businessId: other.id, name: 'Their buffet', priceCents: 3000 })
      .returning();
    const forged = anyPath(`${ownBase()}/ramadan-specials/${theirs!.id}`);
    const patched = await t.request(forged, { method: 'PATCH', json: buffet, cookie: owner.cookie });
    expect(patched.status).toBe(404);
    expect((await patched.json()).error.message).toBe('Ramadan special not found.');
    expect((await t.request(forged, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    const direct = anyPath(`/api/owner/businesses/${other.id}/ramadan-specials/${theirs!.id}`);
    expect((await t.request(direct, { method: 'DELETE', cookie: owner.cookie })).status).toBe(403);
    expect((await t.request(direct, { method: 'DELETE', cookie: user.cookie })).status).toBe(403);
    expect((await t.request(direct, { method: 'DELETE' })).status).toBe(401);
    expect((await rows()).specials).toMatchObject([{ name: 'Their buffet', priceCents: 3000 }]);
  });
});

describe('what visitors see', () => {
  const listing = (filter: string, time: string) =>
    t.request(anyPath(`/api/businesses?${filter}&at=${encodeURIComponent(todayAt(time))}`));
  const namesIn = async (res: Response) => {
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return (body.items as { name: string }[]).map((b) => b.name);
  };

  beforeEach(async () => {
    await t.request(`${ownBase()}/locations/${locationId}/ramadan-hours`, {
      method: 'PUT',
      json: hours,
      cookie: owner.cookie,
    });
    await t.request(`${ownBase()}/ramadan-specials`, {
      method: 'POST',
      json: { name: 'Iftar buffet', priceCents: 2499 },
      cookie: owner.cookie,
    });
  });

  it('shows nothing of Ramadan outside the season: no season on the site, no place in the filters, none on the page', async () => {
    expect((await (await t.request('/api/site')).json()).ramadan).toBeNull();
    expect(await namesIn(await listing('iftar=tonight', '12:00'))).toEqual([]);
    expect(await namesIn(await listing('suhoor=now', '03:00'))).toEqual([]);
    const page = await (await t.request(anyPath(`/api/businesses/${business.slug}`))).json();
    expect(page.ramadan).toBeNull();
  });

  it('during the season lists iftar tonight and suhoor now, right to the minute, and shows them on the page', async () => {
    await t.request('/api/admin/ramadan-season', { method: 'PUT', json: season, cookie: admin.cookie });
    expect((await (await t.request('/api/site')).json()).ramadan).toEqual(season);
    expect(await namesIn(await listing('iftar=tonight', '12:00'))).toEqual(['Crescent Iftar House']);
    expect(await namesIn(await listing('suhoor=now', '03:00'))).toEqual(['Crescent Iftar House']);
    expect(await namesIn(await listing('suhoor=now', '04:59'))).toEqual(['Crescent Iftar House']);
    expect(await namesIn(await listing('suhoor=now', '05:00'))).toEqual([]);
    expect(await namesIn(await listing('suhoor=now', '12:00'))).toEqual([]);
    const page = await (await t.request(anyPath(`/api/businesses/${business.slug}`))).json();
    expect(page.ramadan.specials).toMatchObject([{ name: 'Iftar buffet', priceCents: 2499 }]);
    expect(page.ramadan.places).toMatchObject([{ locationId, suhoor: { opens: '02:00', closes: '05:00' } }]);
  });

  it('drops a place from the filters as soon as its owner takes its hours away', async () => {
    await t.request('/api/admin/ramadan-season', { method: 'PUT', json: season, cookie: admin.cookie });
    expect(await namesIn(await listing('iftar=tonight', '12:00'))).toEqual(['Crescent Iftar House']);
    await t.request(`${ownBase()}/locations/${locationId}/ramadan-hours`, {
      method: 'PUT',
      json: { iftar: [], suhoor: [] },
      cookie: owner.cookie,
    });
    expect(await namesIn(await listing('iftar=tonight', '12:00'))).toEqual([]);
  });
});
