import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { businessLocations, geocodeCache } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { addressLine, createGeocoding, type LookUp } from './geocoder';

// Issue 17: with a geocoder configured, a saved address becomes a pin, once per address, one request a
// second at most; a pin a person placed stays where they put it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A provider that answers every address with a point in Indianapolis and notes when it was asked. */
function fakeProvider() {
  const asked: { address: string; at: number }[] = [];
  const lookUp: LookUp = async (address) => {
    asked.push({ address, at: Date.now() });
    return address.startsWith('0 Nowhere') ? null : { latitude: 39.7684, longitude: -86.1581 };
  };
  return { asked, lookUp };
}

async function locationOf(name: string, address: string) {
  const business = await givenBusiness(t.db, { name });
  const [location] = await t.db
    .update(businessLocations)
    .set({ address, zip: '46204' })
    .where(eq(businessLocations.businessId, business.id))
    .returning();
  return location!;
}

describe('geocoding saved addresses', () => {
  it('pins a location from its address, asks once per address, and waits between requests', async () => {
    const provider = fakeProvider();
    const geocoding = createGeocoding(
      t.db,
      { provider: 'nominatim', url: 'http://127.0.0.1:9/unused' },
      { userAgent: 'test', lookUp: provider.lookUp, minIntervalMs: 200 },
    );
    const first = await locationOf('Pinned Kitchen', '1 Monument Cir');
    const second = await locationOf('Pinned Cafe', '1 Monument Cir');
    const third = await locationOf('Pinned Market', '200 E Washington St');
    for (const location of [first, second, third]) geocoding.request(location.id);
    await geocoding.idle();

    expect(provider.asked.map((a) => a.address)).toEqual([addressLine(first), addressLine(third)]);
    expect(provider.asked[1]!.at - provider.asked[0]!.at).toBeGreaterThanOrEqual(190);
    const [pinned] = await t.db.select().from(businessLocations).where(eq(businessLocations.id, second.id));
    expect(pinned).toMatchObject({ latitude: 39.7684, longitude: -86.1581, geocodedAddress: addressLine(second) });
    expect(await t.db.select().from(geocodeCache)).toHaveLength(2);
  });

  it('leaves a pin a person placed, and remembers an address it could not find', async () => {
    const provider = fakeProvider();
    const geocoding = createGeocoding(
      t.db,
      { provider: 'census', url: 'http://127.0.0.1:9/unused' },
      { userAgent: 'test', lookUp: provider.lookUp, minIntervalMs: 0 },
    );
    const placed = await locationOf('Placed By Hand', '5 Placed St');
    await t.db
      .update(businessLocations)
      .set({ latitude: 41.08, longitude: -85.14 })
      .where(eq(businessLocations.id, placed.id));
    const lost = await locationOf('Lost Diner', '0 Nowhere Rd');
    geocoding.request(placed.id);
    geocoding.request(lost.id);
    geocoding.request(lost.id);
    await geocoding.idle();
    geocoding.request(lost.id);
    await geocoding.idle();

    expect(provider.asked.map((a) => a.address)).toEqual([addressLine(lost)]);
    const [kept] = await t.db.select().from(businessLocations).where(eq(businessLocations.id, placed.id));
    expect(kept).toMatchObject({ latitude: 41.08, longitude: -85.14, geocodedAddress: null });
  });

  it('is off unless configured', () => {
    expect(loadConfig({}).geocoder).toEqual({ provider: 'none' });
    expect(loadConfig({ GEOCODER: 'nominatim' }).geocoder).toEqual({
      provider: 'nominatim',
      url: 'https://nominatim.openstreetmap.org/search',
    });
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
  });
});
