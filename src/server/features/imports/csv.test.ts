import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, businessLocations } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import type { CsvImportReport } from './csv';

// Issue 35: the admins' CSV of listings, out and back in: a dry run first says what each line is, and
// applying writes every good line in one transaction and none of a bad one.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let admin: Signed;

const HEADER =
  'external_id,name,category,cuisines,phone,website,address,city,zip,latitude,longitude,hours,description,email,instagram,state';
/** A file: the header, then each line with the last four columns (description, email, instagram, state) empty. */
const file = (...lines: string[]) => [HEADER, ...lines.map((line) => `${line},,,,`)].join('\n');

const send = async (csv: string | Uint8Array, apply = false, cookie = admin.cookie) =>
  t.upload(`/api/admin/imports/csv?apply=${apply}` as '/api/admin/imports/csv', cookie, {
    bytes: typeof csv === 'string' ? new TextEncoder().encode(csv) : csv,
    name: 'places.csv',
    type: 'text/csv',
  });

const report = async (res: Response): Promise<CsvImportReport> => {
  expect(res.status).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
});
afterAll(() => t.close());

describe('the CSV export', () => {
  it('lists places with their primary location, hours and halal facts with their evidence tier', async () => {
    const listed = await givenBusiness(t.db, {
      name: 'Export Kitchen',
      cuisines: ['lebanese'],
      locations: [
        {
          city: 'Carmel',
          latitude: 39.97,
          longitude: -86.12,
          weeklyHours: [
            [],
            [['11:00', '21:00']],
            [['11:00', '21:00']],
            [['11:00', '21:00']],
            [['11:00', '21:00']],
            [['11:00', '23:00']],
            [['18:00', '02:00']],
          ],
        },
      ],
    });
    await t.db.update(businesses).set({ phone: '=HYPERLINK("x")' }).where(eq(businesses.id, listed.id));
    const res = await t.request('/api/admin/imports/places.csv', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="places-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(await res.text(), { columns: true, bom: true }) as Record<string, string>[];
    const row = rows.find((r) => r.name === 'Export Kitchen');
    expect(row).toMatchObject({
      id: listed.id,
      category: 'restaurants',
      cuisines: 'lebanese',
      city: 'Carmel',
      latitude: '39.97',
      hours: 'Su off; Mo 11:00-21:00; Tu 11:00-21:00; We 11:00-21:00; Th 11:00-21:00; Fr 11:00-23:00; Sa 18:00-02:00',
      status: 'published',
      evidence_tier: 'not_checked',
      phone: `'=HYPERLINK("x")`,
    });
    expect(row?.page).toMatch(/\/r\/export-kitchen/);
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    expect((await t.request('/api/admin/imports/places.csv', { cookie: owner.cookie })).status).toBe(403);
  });
});

describe('a CSV import', () => {
  it('checks every line first and changes nothing', async () => {
    const before = await t.rowCounts();
    const csv = file(
      'ext-1,Olive Branch Cafe,coffee-shops,lebanese;coffee,(317) 555-0401,https://olive.example.org,1 Main St,Carmel,46032,39.97,-86.1,Mo-Fr 07:00-15:00; Sa-Su 08:00-14:00',
      'ext-2,,restaurants,,,,,,,,,',
      'ext-3,Bad Cuisine,restaurants,sushi,,,,,,,,',
      'ext-4,Bad Hours,restaurants,,,,,,,,,sunrise-sunset',
      'ext-5,No Category,spaceships,,,,,,,,,',
      'ext-6,Half Pin,restaurants,,,,,,,39.9,,',
      'ext-1,Twice,restaurants,,,,,,,,,',
      'ext-7,Short,restaurants',
    );
    const dry = await report(await send(csv));
    expect(dry.applied).toBe(false);
    expect(dry.counts).toEqual({ new: 1, updated: 0, unchanged: 0, duplicate: 0, error: 7 });
    expect(dry.lines.map((l) => [l.line, l.status, l.errors?.[0]?.column])).toEqual([
      [2, 'new', undefined],
      [3, 'error', 'name'],
      [4, 'error', 'cuisines'],
      [5, 'error', 'hours'],
      [6, 'error', 'category'],
      [7, 'error', 'longitude'],
      [8, 'error', 'external_id'],
      [9, 'error', 'line'],
    ]);
    expect(dry.lines[1]?.errors?.[0]?.message).toBe('Name is required');
    expect(await t.rowCounts()).toEqual(before);
  });

  it('applies the good lines in one transaction: new places wait in the Imported queue', async () => {
    const csv = file(
      'ext-10,Olive Branch Cafe,coffee-shops,lebanese;coffee,(317) 555-0401,https://olive.example.org,1 Main St,Carmel,46032,39.97,-86.1,Mo-Fr 07:00-15:00; Sa-Su 08:00-14:00',
      'ext-11,Fig Tree Bakery,Bakeries,,,,2 Main St,Fishers,46037,,,',
      'ext-12,,restaurants,,,,,,,,,',
    );
    const applied = await report(await send(csv, true));
    expect(applied.counts).toEqual({ new: 2, updated: 0, unchanged: 0, duplicate: 0, error: 1 });
    const [olive] = await t.db.select().from(businesses).where(eq(businesses.externalId, 'ext-10'));
    expect(olive).toMatchObject({ name: 'Olive Branch Cafe', isApproved: false, cuisines: ['lebanese', 'coffee'] });
    expect(olive?.importedAt).not.toBeNull();
    const [location] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, olive!.id));
    expect(location?.weeklyHours?.[1]).toEqual([['07:00', '15:00']]);
    expect(location?.weeklyHours?.[0]).toEqual([['08:00', '14:00']]);
    const queue = await (await t.request('/api/admin/imports', { cookie: admin.cookie })).json();
    expect(queue.items.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Olive Branch Cafe', 'Fig Tree Bakery']),
    );
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'import.csv'));
    expect(entry?.after).toMatchObject({ new: 2, error: 1 });
  });

  it('updates by external id, says which columns changed, and offers lookalikes as duplicates', async () => {
    const csv = file(
      'ext-10,Olive Branch Café,coffee-shops,lebanese;coffee,(317) 555-0401,https://olive.example.org,1 Main St,Carmel,46032,39.97,-86.1,',
      'ext-11,Fig Tree Bakery,bakeries,,,,2 Main St,Fishers,46037,,,',
      'ext-20,Olive Branch,restaurants,,317.555.0401,,,,,,,',
    );
    const applied = await report(await send(csv, true));
    expect(applied.lines.map((l) => [l.status, l.changes ?? l.match?.reason ?? null])).toEqual([
      ['updated', ['name']],
      ['unchanged', null],
      ['duplicate', 'phone'],
    ]);
    const [olive] = await t.db.select().from(businesses).where(eq(businesses.externalId, 'ext-10'));
    expect(olive?.name).toBe('Olive Branch Café');
    // An empty hours cell keeps the hours.
    const [location] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, olive!.id));
    expect(location?.weeklyHours?.[1]).toEqual([['07:00', '15:00']]);
    expect(await t.db.select().from(businesses).where(eq(businesses.externalId, 'ext-20'))).toEqual([]);
  });

  it('takes back its own export', async () => {
    const exported = await (await t.request('/api/admin/imports/places.csv', { cookie: admin.cookie })).text();
    const again = await report(await send(exported));
    expect(again.counts.error).toBe(0);
    expect(again.counts.updated).toBe(0);
    expect(again.counts.unchanged).toBe(again.lines.length);
  });

  it('refuses files it cannot read, with a clear reason, and changes nothing', async () => {
    const before = await t.rowCounts();
    const cases: [string | Uint8Array, string][] = [
      ['external_id,name,category\n"ext,Unclosed,restaurants', 'The CSV could not be read'],
      ['external_id,title\next-1,Kitchen', 'The CSV has no name column.'],
      // A column left out would clear its field on every place: the file is refused instead.
      ['external_id,name,category\next-1,Kitchen,restaurants', 'The CSV has no cuisines column.'],
      ['name,category\nKitchen,restaurants', 'The CSV has neither an external_id nor an id column.'],
      [new Uint8Array([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]), 'The file must be UTF-8 text.'],
      [`${HEADER}\n${'x,Kitchen,restaurants,,,,,,,,,\n'.repeat(10_001)}`, 'At most 10000 lines in one import.'],
    ];
    for (const [csv, message] of cases) {
      const res = await send(csv, true);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain(message);
    }
    expect((await send(`${HEADER}\n`, true)).status).toBe(400);
    expect(await t.rowCounts()).toEqual(before);
  });
});
