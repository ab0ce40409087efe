import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlace } from '../../../domain/open-data';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { csvField } from './exports';

// Issue 35: the public read API — places a page at a time with the listing's filters, one place with its
// halal facts' sources and dates, the OpenAPI document its answers are parsed with; open to any origin for
// reading, public fields only. Its limit per address is in http/rate-limit.test.ts.

let t: TestContext;
let owner: Awaited<ReturnType<TestContext['givenSignedIn']>>;
let grill: { id: string; slug: string };
beforeAll(async () => {
  t = await createTestContext();
  owner = await t.givenSignedIn({ role: 'business_owner' });
  grill = await givenBusiness(t.db, {
    name: 'Open Data Grill',
    ownerId: owner.id,
    websiteUrl: 'https://grill.example',
    cuisines: ['turkish'],
    locations: [
      { city: 'Indianapolis', isPrimary: true },
      { name: 'Carmel Branch', city: 'Carmel' },
    ],
  });
  const res = await t.request(`/api/owner/businesses/${grill.id}/halal-profile`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { locationId: null, profile: { level: 'fully', alcohol: 'none', pork: 'no', chicken: 'zabiha' } },
  });
  expect(res.status).toBe(200);
  for (let i = 0; i < 4; i++) await givenBusiness(t.db, { name: `Open Data Cafe ${i}`, category: 'coffee-shops' });
  await givenBusiness(t.db, { name: 'Open Data Pending', approved: false });
});
afterAll(() => t.close());

interface Page {
  places: { id: string; slug: string; name: string; url: string; halal: Record<string, unknown> }[];
  total: number;
  nextCursor: string | null;
  licence: { name: string; url: string };
}

async function page(query: string): Promise<Page> {
  const res = await t.request(`/api/v1/places?${query}`);
  expect(res.status, query).toBe(200);
  return res.json();
}

describe('GET /api/v1/places', () => {
  it('lists approved places with their public fields, the total, the next cursor and the licence', async () => {
    const res = await t.request('/api/v1/places?q=open%20data', { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Page;
    expect(body.places.map((place) => place.name).sort()).toEqual([
      'Open Data Cafe 0',
      'Open Data Cafe 1',
      'Open Data Cafe 2',
      'Open Data Cafe 3',
      'Open Data Grill',
    ]);
    expect(body.total).toBe(5);
    expect(body.licence).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    const place = body.places.find((p) => p.id === grill.id)!;
    expect(place).toMatchObject({
      slug: grill.slug,
      url: expect.stringMatching(new RegExp(`/r/${grill.slug}$`)),
      websiteUrl: 'https://grill.example',
      cuisines: ['turkish'],
      halal: { noAlcohol: true, certified: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/ownerId|email|@/);
  });

  it('filters as the listing does, and pages by cursor without repeating a place', async () => {
    const halal = await page('halal=no_alcohol&q=open%20data');
    expect(halal.places.map((place) => place.id)).toEqual([grill.id]);
    expect((await page('category=coffee-shops&q=open%20data&cuisine=turkish')).places).toEqual([]);

    const first = await page('category=coffee-shops&limit=3');
    expect(first.places).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`category=coffee-shops&limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    const seen = [...first.places, ...second.places].map((place) => place.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(Math.min(first.total, 6));
  });

  it('refuses a page size or a standard that is not one, with the field named', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=many', 'standard=nonsense', 'cursor=not-a-cursor']) {
      const res = await t.request(`/api/v1/places?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.code, query).toBeDefined();
    }
  });

  it('answers a preflight from any origin for GET only', async () => {
    const res = await t.app.request('/api/v1/places', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET');
  });
});

describe('GET /api/v1/places/{id}', () => {
  it('gives one place by id or slug, with its locations and each fact’s source and dates', async () => {
    const byId = await t.request(`/api/v1/places/${grill.id}`);
    expect(byId.status).toBe(200);
    const place = await byId.json();
    expect(await (await t.request(`/api/v1/places/${grill.slug}`)).json()).toEqual(place);
    expect(openPlace.safeParse(place).success).toBe(true);
    expect(place.locations.map((l: { city: string; isPrimary: boolean }) => [l.city, l.isPrimary])).toEqual([
      ['Indianapolis', true],
      ['Carmel', false],
    ]);
    const [own] = place.halal.profiles;
    expect(own).toMatchObject({ locationId: null, certifier: null });
    expect(own.facts.alcohol).toEqual({
      status: 'known',
      value: 'none',
      source: 'owner',
      asOf: expect.any(String),
      validUntil: expect.any(String),
    });
    expect(JSON.stringify(place)).not.toMatch(/ownerId|"email"|confirmations/);
  });

  it('does not find a place that is not approved, or none at all', async () => {
    const pending = await givenBusiness(t.db, { name: 'Open Data Waiting', approved: false });
    for (const id of [pending.id, pending.slug, crypto.randomUUID(), 'no-such-place']) {
      expect((await t.request(`/api/v1/places/${id}`)).status, id).toBe(404);
    }
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('describes both reads with the schemas their answers are parsed with', async () => {
    const res = await t.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(['/places', '/places/{id}']);
    expect(doc.paths['/places'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'category',
      'city',
      'cuisine',
      'cursor',
      'halal',
      'limit',
      'q',
      'standard',
    ]);
    const place = await (await t.request(`/api/v1/places/${grill.id}`)).json();
    expect(Object.keys(doc.components.schemas.Place.properties).sort()).toEqual(Object.keys(place).sort());
  });
});

describe('the daily open data files', () => {
  it('gives every approved place as CSV, with its public columns and no personal data', async () => {
    const res = await t.app.request('/data/places.csv', { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="indiana-halal-places-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const [header, ...lines] = (await res.text()).trimEnd().split('\r\n');
    expect(header).toBe(
      'id,name,url,categories,cuisines,address,city,state,zip,latitude,longitude,phone,website,halal_level,zabiha,no_alcohol,prayer_space,muslim_owned,certified_until,last_verified,closed,openstreetmap,licence',
    );
    const grillLine = lines.find((line) => line.startsWith(`${grill.id},`));
    expect(grillLine).toContain(',Open Data Grill,');
    expect(grillLine).toContain(`/r/${grill.slug},`);
    expect(grillLine).toContain(',turkish,');
    expect(grillLine).toContain(',https://grill.example,');
    expect(lines.some((line) => line.includes('Open Data Pending'))).toBe(false);
    expect(lines.join('\n')).not.toMatch(/@/);
  });

  it('gives the places with a position as GeoJSON points, with the date and the licence', async () => {
    const res = await t.app.request('/data/places.geojson');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/geo+json');
    const collection = await res.json();
    expect(collection).toMatchObject({
      type: 'FeatureCollection',
      metadata: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), licence: { name: 'CC BY 4.0' } },
    });
    for (const feature of collection.features) {
      expect(feature.geometry.type).toBe('Point');
      const [lng, lat] = feature.geometry.coordinates;
      expect(lat).toBeGreaterThan(36);
      expect(lng).toBeLessThan(-80);
    }
    const meta = await (await t.request('/api/v1/exports')).json();
    expect(meta).toMatchObject({
      date: collection.metadata.date,
      csv: '/data/places.csv',
      geojson: '/data/places.geojson',
    });
    expect(meta.places).toBeGreaterThanOrEqual(5);
  });
});

describe('a CSV field', () => {
  it('is quoted when it must be, and never read as a formula', () => {
    expect(csvField('Plain')).toBe('Plain');
    expect(csvField('Kabob, Grill')).toBe('"Kabob, Grill"');
    expect(csvField('The "best"')).toBe('"The ""best"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(39.76)).toBe('39.76');
  });
});
