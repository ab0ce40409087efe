import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { categoryId } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { recordingDb } from '../../testing/recording-db';
import { listForModeration } from './listings';

// Corrections: the pending card shows what approving a submission publishes — its halal claims and its
// locations, each location's own halal details included — read for a whole page in a fixed number of queries.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let admin: Signed;
let submitter: Signed;
let restaurants: string;
let hoosier: { id: string; name: string };
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  submitter = await t.givenSignedIn();
  restaurants = await categoryId(t.db, 'restaurants');
  const certifiers = (await (await t.request('/api/halal-certifiers')).json()) as { id: string; name: string }[];
  hoosier = certifiers.find((c) => c.name === 'Hoosier Halal Standards Board')!;
});
afterAll(() => t.close());

async function uploadCertificate(cookie: string): Promise<string> {
  const form = new FormData();
  const pdf = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'certificate.pdf');
  const res = await t.request('/api/submissions/certificates', { body: form, cookie });
  expect(res.status).toBe(201);
  return (await res.json()).url;
}

async function submit(name: string, extra: Record<string, unknown> = {}) {
  const res = await t.request('/api/submissions', {
    cookie: submitter.cookie,
    json: { name, categoryIds: [restaurants], ...extra },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

const pendingPage = async () => {
  const res = await t.request('/api/admin/businesses?status=pending', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe('the pending submissions an admin approves', () => {
  it('carry the halal claims, the certificate and every location with its own halal details', async () => {
    const certificateUrl = await uploadCertificate(submitter.cookie);
    const { id } = await submit('Two Branch Grill', {
      locations: [
        { name: 'Downtown', address: '1 Market St', city: 'Indianapolis', state: 'IN', zip: '46204' },
        { name: 'Fishers', address: '9 Main St', city: 'Fishers', state: 'IN', zip: '46038' },
      ],
      halal: {
        level: 'fully',
        chicken: 'zabiha',
        alcohol: 'none',
        certifierId: hoosier.id,
        certificateUrl,
        certificateExpiresOn: '2031-05-31',
      },
    });
    // The Fishers branch serves beer and wine: its own profile differs.
    const [, fishers] = await t.db.query.businessLocations.findMany({
      where: (l, { eq }) => eq(l.businessId, id),
      orderBy: (l, { desc }) => desc(l.isPrimary),
    });
    await t.db
      .insert(schema.halalProfiles)
      .values({ businessId: id, locationId: fishers!.id, level: 'options', alcohol: 'beer_wine' });

    const page = await pendingPage();
    const card = page.items.find((b: { id: string }) => b.id === id);
    expect(card.halalProfile).toMatchObject({
      level: 'fully',
      chicken: 'zabiha',
      alcohol: 'none',
      certifierName: 'Hoosier Halal Standards Board',
      certificateUrl,
      certificateExpiresOn: '2031-05-31',
    });
    expect(card.locations.map((l: { address: string; city: string }) => [l.address, l.city])).toEqual([
      ['1 Market St', 'Indianapolis'],
      ['9 Main St', 'Fishers'],
    ]);
    expect(card.locationHalalProfiles).toEqual([
      expect.objectContaining({ locationId: fishers!.id, level: 'options', alcohol: 'beer_wine', certifierName: null }),
    ]);
  });

  it('are read in the same number of queries whether the page holds one submission or many', async () => {
    const first: string[] = [];
    await listForModeration(
      recordingDb(t.db, (query) => first.push(query)),
      { status: 'pending', page: 1 },
    );
    for (const name of ['Third Grill', 'Fourth Grill', 'Fifth Grill']) {
      await submit(name, {
        locations: [{ city: 'Carmel' }, { city: 'Zionsville' }],
        halal: { level: 'options', certifierOther: 'Midwest Halal Council' },
      });
    }
    const many: string[] = [];
    const { items } = await listForModeration(
      recordingDb(t.db, (query) => many.push(query)),
      { status: 'pending', page: 1 },
    );
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(many.length).toBe(first.length);
    expect(items.find((b) => b.name === 'Fifth Grill')?.halalProfile).toMatchObject({
      level: 'options',
      certifierOther: 'Midwest Halal Council',
    });
  });
});
