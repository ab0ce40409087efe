import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { businessLocations, geocodeCache } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { addressLine, census, createGeocoding, type LookUp, nominatim } from './geocoder';

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

// The providers' replies as they send them (trimmed of fields the directory does not read).
const MONUMENT_CIRCLE = '1 Monument Cir, Indianapolis, IN 46204';
const NOMINATIM_REPLY = [
  {
    place_id: 297254211,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    osm_id: 2592975307,
    lat: '39.7684038',
    lon: '-86.1580680',
    category: 'place',
    type: 'house',
    place_rank: 30,
    importance: 0.00000999999999995449,
    addresstype: 'place',
    name: '',
    display_name: '1, Monument Circle, Downtown, Indianapolis, Marion County, Indiana, 46204, United States',
    boundingbox: ['39.7683538', '39.7684538', '-86.1581180', '-86.1580180'],
  },
];
const CENSUS_REPLY = {
  result: {
    input: {
      address: { address: MONUMENT_CIRCLE },
      benchmark: {
        isDefault: true,
        benchmarkDescription: 'Public Address Ranges - Current Benchmark',
        id: '4',
        benchmarkName: 'Public_AR_Current',
      },
    },
    addressMatches: [
      {
        tigerLine: { side: 'R', tigerLineId: '84876385' },
        coordinates: { x: -86.15799855423, y: 39.768413305478 },
        addressComponents: {
          zip: '46204',
          streetName: 'MONUMENT',
          preType: '',
          city: 'INDIANAPOLIS',
          preDirection: '',
          suffixDirection: '',
          fromAddress: '1',
          state: 'IN',
          suffixType: 'CIR',
          toAddress: '99',
          suffixQualifier: '',
          preQualifier: '',
        },
        matchedAddress: '1 MONUMENT CIR, INDIANAPOLIS, IN, 46204',
      },
    ],
  },
};
const CENSUS_NO_MATCH = { result: { input: CENSUS_REPLY.result.input, addressMatches: [] } };

describe("reading the providers' replies", () => {
  /** A fetch that answers `body` with `status` and keeps the requests it was sent. */
  function fakeFetch(body: unknown, status = 200) {
    const requests: { url: URL; userAgent: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url: new URL(url), userAgent: new Headers(init.headers).get('user-agent') });
        return Response.json(body, { status });
      }),
    );
    return requests;
  }
  const signal = new AbortController().signal;
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads Nominatim's first place, asking for one place in the United States as its user agent", async () => {
    const requests = fakeFetch(NOMINATIM_REPLY);
    const lookUp = nominatim('https://nominatim.example.org/search', 'Indiana Halal Directory (test)');

    expect(await lookUp(MONUMENT_CIRCLE, signal)).toEqual({ latitude: 39.7684038, longitude: -86.158068 });
    const [request] = requests;
    expect(request!.url.origin + request!.url.pathname).toBe('https://nominatim.example.org/search');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: MONUMENT_CIRCLE,
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'us',
    });
    expect(request!.userAgent).toBe('Indiana Halal Directory (test)');
  });

  it("reads the Census geocoder's first match: x is the longitude, y the latitude", async () => {
    const requests = fakeFetch(CENSUS_REPLY);
    const lookUp = census('https://census.example.org/geocoder/locations/onelineaddress', 'test');

    expect(await lookUp(MONUMENT_CIRCLE, signal)).toEqual({ latitude: 39.768413305478, longitude: -86.15799855423 });
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      address: MONUMENT_CIRCLE,
      benchmark: 'Public_AR_Current',
      format: 'json',
    });
  });

  it('answers no place when neither provider found the address', async () => {
    fakeFetch([]);
    expect(await nominatim('https://nominatim.example.org/search', 'test')('0 Nowhere Rd', signal)).toBeNull();
    fakeFetch(CENSUS_NO_MATCH);
    expect(await census('https://census.example.org/geocoder', 'test')('0 Nowhere Rd', signal)).toBeNull();
  });

  it('fails on an error reply, so the address is not remembered as not found', async () => {
    fakeFetch({ error: 'Too many requests' }, 429);
    await expect(nominatim('https://nominatim.example.org/search', 'test')(MONUMENT_CIRCLE, signal)).rejects.toThrow(
      /429/,
    );
    fakeFetch({ errors: ['Internal error'] }, 500);
    await expect(census('https://census.example.org/geocoder', 'test')(MONUMENT_CIRCLE, signal)).rejects.toThrow(/500/);
  });
});
