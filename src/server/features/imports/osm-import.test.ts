import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, businessLocations, osmMatches, osmPlaces } from '../../db/schema';
import { DEMO_BUSINESSES, demoPhone } from '../../demo/businesses';
import { demoPin } from '../../demo/hours';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { importOsmElements, type OsmImportReport } from './osm-import';

// Issue 35: an admin imports OpenStreetMap's halal places: new ones wait in the 'Imported' queue, places
// already listed are offered as duplicates, a re-import changes only what nobody edited here, and bad files
// change nothing.

const fixtureText = readFileSync(new URL('./fixtures/osm-indiana.json', import.meta.url), 'utf8');
const fixture = JSON.parse(fixtureText) as { elements: { type: string; id: number; tags: Record<string, string> }[] };

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let admin: Signed;
let report: OsmImportReport;
let saffronId: string;
let zaytoonId: string;

const upload = (bytes: Uint8Array | string, cookie = admin.cookie, type = 'application/json') =>
  t.upload('/api/admin/imports/osm', cookie, {
    bytes: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
    name: 'export.json',
    type,
  });

const byName = (name: string) => report.created.find((place) => place.name === name);

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  // Two places listed as the demo lists them: the fixture has a duplicate of each.
  const saffron = DEMO_BUSINESSES[0]!;
  const zaytoon = DEMO_BUSINESSES[1]!;
  const s = await givenBusiness(t.db, { name: saffron.name, city: saffron.city });
  await t.db
    .update(businesses)
    .set({ phone: demoPhone(saffron.city, 10) })
    .where(eq(businesses.id, s.id));
  const pin = demoPin(zaytoon.zip, 1)!;
  const z = await givenBusiness(t.db, { name: zaytoon.name, locations: [{ city: zaytoon.city, ...pin }] });
  saffronId = s.id;
  zaytoonId = z.id;
  const res = await upload(fixtureText);
  expect(res.status).toBe(200);
  report = await res.json();
});
afterAll(() => t.close());

describe('importing the fixture', () => {
  it('creates the new places, unpublished, in the Imported queue and not among pending submissions', async () => {
    expect(report.created.length).toBe(30);
    const queue = await (await t.request('/api/admin/imports', { cookie: admin.cookie })).json();
    expect(queue.total).toBe(30);
    const pending = await (await t.request('/api/admin/businesses?status=pending', { cookie: admin.cookie })).json();
    expect(pending.items).toEqual([]);
    const page = await t.request(`/api/businesses/${byName('Cedar & Sumac Grill')!.slug}`);
    expect(page.status).toBe(404);
  });

  it('maps the tags to fields: address, phone, website, cuisines, category and hours', async () => {
    const [cedar] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, byName('Cedar & Sumac Grill')!.id));
    expect(cedar).toMatchObject({
      address: '120 Monument Circle',
      city: 'Indianapolis',
      zip: '46204',
      phone: '(317) 555-0301',
      websiteUrl: 'https://cedarsumac.example.org',
      cuisines: ['lebanese', 'mediterranean'],
      isApproved: false,
    });
    const [location] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, cedar!.id));
    expect(location?.weeklyHours).toEqual([
      [['12:00', '20:00']],
      [['11:00', '21:00']],
      [['11:00', '21:00']],
      [['11:00', '21:00']],
      [['11:00', '21:00']],
      [['11:00', '23:00']],
      [['11:00', '23:00']],
    ]);
    const [kebab] = await t.db
      .select({ hours: businessLocations.weeklyHours })
      .from(businessLocations)
      .where(eq(businessLocations.businessId, byName('Three Rivers Kebab')!.id));
    // Past midnight: one opening a day, 18:00 to 02:00.
    expect(kebab?.hours?.every((day) => JSON.stringify(day) === '[["18:00","02:00"]]')).toBe(true);
  });

  it('keeps what the hours cannot say as a note, and never guesses hours from it', async () => {
    const noteOf = async (name: string) => {
      const [row] = await t.db
        .select({ note: osmPlaces.hoursNote, hours: businessLocations.weeklyHours })
        .from(osmPlaces)
        .innerJoin(businessLocations, eq(businessLocations.businessId, osmPlaces.businessId))
        .where(eq(osmPlaces.businessId, byName(name)!.id));
      return row;
    };
    expect(await noteOf('Muncie Mandi')).toEqual({ note: 'these are not hours', hours: null });
    expect(await noteOf('Lakeshore Biryani House')).toEqual({ note: 'sunrise-sunset', hours: null });
    expect((await noteOf('Valparaiso Doner'))?.hours).toBeNull();
    expect((await noteOf('Fishers Falafel Truck'))?.hours).toBeNull();
    // A plain week with a holiday rule: the week is kept, and the whole tag as the note.
    const arz = await noteOf('مطعم الأرز');
    expect(arz?.note).toBe('Mo-Fr 11:00-14:00,17:00-21:00; PH off');
    expect(arz?.hours?.[1]).toEqual([
      ['11:00', '14:00'],
      ['17:00', '21:00'],
    ]);
  });

  it('records diet:halal as context on the place, which stays Not checked yet', async () => {
    const id = byName('Boilermaker Shawarma')!.id;
    const [osm] = await t.db.select().from(osmPlaces).where(eq(osmPlaces.businessId, id));
    expect(osm).toMatchObject({ osmType: 'node', dietHalal: 'only' });
    await t.request('/api/admin/imports/publish', { cookie: admin.cookie, json: { ids: [id] } });
    const page = await (await t.request(`/api/businesses/${byName('Boilermaker Shawarma')!.slug}`)).json();
    expect(page.openStreetMap).toMatchObject({ type: 'node', dietHalal: 'only' });
    expect(page.halal).toMatchObject({ tier: 'not_checked', profiles: [] });
  });

  it('offers places already listed as duplicates and never creates them twice', async () => {
    const dupes = report.duplicates.map((d) => [
      d.name,
      d.match.id === saffronId ? 'saffron' : d.match.id === zaytoonId ? 'zaytoon' : d.match.name,
      d.reason,
    ]);
    expect(dupes).toEqual(
      expect.arrayContaining([
        ['Saffron Lantern', 'saffron', 'phone'],
        ['Zaytoon Grill', 'zaytoon', 'name'],
        ['Mass Ave Mezze (patio)', 'Mass Ave Mezze', 'website'],
      ]),
    );
    expect(report.duplicates).toHaveLength(3);
    expect(await t.db.select().from(osmMatches)).toHaveLength(3);
  });

  it('leaves out elements without a name, not halal, without a position, outside Indiana, or malformed', () => {
    expect(report.skipped.map((s) => s.reason).sort()).toEqual([
      'malformed',
      'no_location',
      'no_name',
      'not_halal',
      'outside_indiana',
      'outside_indiana',
    ]);
  });

  it('credits OpenStreetMap in the audit log with what the import did', async () => {
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'import.osm'));
    expect(entry?.after).toMatchObject({ created: 30, duplicates: 3, skipped: 6 });
    expect(entry?.actorId).toBe(admin.id);
  });
});

describe('importing again', () => {
  it('changes only the fields OpenStreetMap changed and nobody edited here, and says what changed', async () => {
    const cedarId = byName('Cedar & Sumac Grill')!.id;
    // An admin corrected the phone here; OpenStreetMap then changes both the phone and the website.
    await t.db.update(businesses).set({ phone: '(317) 555-0999' }).where(eq(businesses.id, cedarId));
    const changed = structuredClone(fixture);
    const cedar = changed.elements.find((e) => e.tags?.name === 'Cedar & Sumac Grill')!;
    cedar.tags.phone = '+1 317 555 0777';
    cedar.tags.website = 'https://cedar-sumac.example.org';
    const again = await importOsmElements(t.db, null, changed.elements);
    expect(again.created).toEqual([]);
    expect(again.updated).toEqual([expect.objectContaining({ id: cedarId, changes: ['websiteUrl'] })]);
    expect(again.unchanged).toBe(29);
    expect(again.duplicates).toHaveLength(3);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, cedarId));
    expect(row).toMatchObject({ phone: '(317) 555-0999', websiteUrl: 'https://cedar-sumac.example.org' });
  });
});

describe('the Imported queue', () => {
  it('publishes places together, and refuses the lot when one id is not waiting', async () => {
    const ids = [byName('Cedar & Sumac Grill')!.id, byName('Three Rivers Kebab')!.id];
    const forged = await t.request('/api/admin/imports/publish', {
      cookie: admin.cookie,
      json: { ids: [...ids, saffronId] },
    });
    expect(forged.status).toBe(404);
    expect((await t.request(`/api/businesses/${byName('Cedar & Sumac Grill')!.slug}`)).status).toBe(404);
    const res = await t.request('/api/admin/imports/publish', { cookie: admin.cookie, json: { ids } });
    expect(res.status).toBe(200);
    expect((await t.request(`/api/businesses/${byName('Cedar & Sumac Grill')!.slug}`)).status).toBe(200);
    const published = await t.db.select().from(auditLog).where(eq(auditLog.action, 'business.publish'));
    expect(published.map((entry) => entry.businessId)).toEqual(expect.arrayContaining(ids));
  });

  it('links a duplicate to the listed place without changing its fields, or adds it as a place of its own', async () => {
    const queue = await (await t.request('/api/admin/imports', { cookie: admin.cookie })).json();
    const saffron = queue.matches.find((m: { name: string }) => m.name === 'Saffron Lantern');
    const zaytoon = queue.matches.find((m: { name: string }) => m.name === 'Zaytoon Grill');
    expect(saffron.match).toMatchObject({ id: saffronId, name: DEMO_BUSINESSES[0]!.name });
    const link = await t.request(`/api/admin/imports/matches/${saffron.id}`, {
      cookie: admin.cookie,
      json: { decision: 'link' },
    });
    expect(link.status).toBe(200);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, saffronId));
    expect(row?.name).toBe(DEMO_BUSINESSES[0]!.name);
    const [osm] = await t.db.select().from(osmPlaces).where(eq(osmPlaces.businessId, saffronId));
    expect(osm?.dietHalal).toBe('yes');
    const create = await t.request(`/api/admin/imports/matches/${zaytoon.id}`, {
      cookie: admin.cookie,
      json: { decision: 'create' },
    });
    expect(create.status).toBe(200);
    const again = await t.request(`/api/admin/imports/matches/${zaytoon.id}`, {
      cookie: admin.cookie,
      json: { decision: 'create' },
    });
    expect(again.status).toBe(404);
  });
});

describe('bad files and callers', () => {
  it('refuses files that are not Overpass JSON, in another encoding, or too large, and changes nothing', async () => {
    const before = await t.rowCounts();
    const cases: [Uint8Array | string, string][] = [
      ['{"elements": [', 'That file is not JSON. Export it from Overpass with [out:json].'],
      ['{"features": []}', 'That file is not an Overpass answer: it has no list of elements.'],
      [new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), 'The file must be UTF-8 text.'],
      [JSON.stringify({ elements: Array.from({ length: 5001 }, () => ({})) }), 'At most 5000 elements in one import'],
    ];
    for (const [bytes, message] of cases) {
      const res = await upload(bytes);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    const huge = await upload(`{"elements": [], "pad": "${'x'.repeat(6 * 1024 * 1024)}"}`);
    expect(huge.status).toBe(413);
    const asJson = await t.request('/api/admin/imports/osm', { cookie: admin.cookie, json: { elements: [] } });
    expect(asJson.status).toBe(415);
    expect(await t.rowCounts()).toEqual(before);
  });

  it('answers only admins', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    expect((await upload(fixtureText, owner.cookie)).status).toBe(403);
    expect((await t.request('/api/admin/imports', { cookie: owner.cookie })).status).toBe(403);
  });
});
