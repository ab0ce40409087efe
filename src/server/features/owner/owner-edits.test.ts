import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, businessLocations, halalProfiles, ownerEdits, uploads } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { anyPath, createTestContext, type KnownPath, requestTable, type TestContext } from '../../testing/harness';

// Issue 16, owners keep their own info: contact fields and plain halal facts go live, a new name, halal
// level, slaughter method or certificate waits for an admin's review; certificates upload as files that
// are served as downloads.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let admin: Signed;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
});
afterAll(() => t.close());

/** An owner signed in with their approved business, and the dashboard path of it. */
async function givenOwnerWithBusiness(name: string) {
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  const business = await givenBusiness(t.db, {
    name,
    ownerId: owner.id,
    locations: [
      { name: 'Downtown', city: 'Indianapolis', isPrimary: true },
      { name: 'Carmel', city: 'Carmel' },
    ],
  });
  return { owner, business, base: `/api/owner/businesses/${business.id}` as const };
}

const info = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  description: 'Charcoal-grilled kebabs and fresh naan.',
  phone: '(317) 555-0100',
  email: 'hello@example.com',
  websiteUrl: 'https://kebab.example.com',
  instagram: '@kebab',
  imageUrl: null,
  ...fields,
});

const page = async (slug: string) => {
  const res = await t.request(`/api/businesses/${slug}`);
  expect(res.status).toBe(200);
  return res.json();
};

const auditOf = (businessId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.businessId, businessId)).orderBy(auditLog.createdAt);

function upload<const Path extends string>(
  path: KnownPath<Path, 'POST'>,
  cookie: string,
  bytes: Uint8Array,
  name: string,
  type: string,
) {
  return t.upload(path, cookie, { bytes, name, type });
}

const pdf = () => new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** Uploads a certificate file for the business, as the owner's Halal details do. */
async function uploadCertificate(cookie: string, businessId: string): Promise<string> {
  const res = await upload(
    `/api/owner/businesses/${businessId}/certificates`,
    cookie,
    pdf(),
    'certificate.pdf',
    'application/pdf',
  );
  expect(res.status).toBe(201);
  return (await res.json()).url;
}

describe('business info', () => {
  it('puts the contact fields live at once, with nothing waiting for review', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Kebab Corner');
    const res = await t.request(`${base}/info`, { method: 'PUT', cookie: owner.cookie, json: info('Kebab Corner') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ waitsForReview: false });
    expect(await page(business.slug)).toMatchObject({
      name: 'Kebab Corner',
      description: 'Charcoal-grilled kebabs and fresh naan.',
      phone: '(317) 555-0100',
      email: 'hello@example.com',
      websiteUrl: 'https://kebab.example.com',
      instagram: '@kebab',
    });
    expect(await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id))).toHaveLength(0);
  });

  it('keeps the name until an admin approves the new one, then shows it under the same address', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Old Name Grill');
    const res = await t.request(`${base}/info`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: info('New Name Grill', { phone: '(317) 555-0199' }),
    });
    expect(await res.json()).toEqual({ waitsForReview: true });
    // The phone is live; the name waits, and the owner sees what they asked for.
    expect(await page(business.slug)).toMatchObject({ name: 'Old Name Grill', phone: '(317) 555-0199' });
    const pending = await (await t.request(`${base}/pending-edits`, { cookie: owner.cookie })).json();
    expect(pending).toEqual({ name: 'New Name Grill', halalProfiles: [] });

    const queue = await (await t.request('/api/admin/owner-edits', { cookie: admin.cookie })).json();
    const edit = queue.find((e: { business: { id: string } }) => e.business.id === business.id);
    expect(edit).toMatchObject({
      kind: 'business_name',
      business: { name: 'Old Name Grill', slug: business.slug },
      location: null,
      requester: { id: owner.id, email: owner.email },
      current: { name: 'Old Name Grill' },
      asked: { name: 'New Name Grill' },
    });

    const review = await t.request(`/api/admin/owner-edits/${edit.id}/review`, {
      cookie: admin.cookie,
      json: { decision: 'approved', note: null },
    });
    expect(review.status).toBe(200);
    expect(await page(business.slug)).toMatchObject({ name: 'New Name Grill', slug: business.slug });
    const [entry] = (await auditOf(business.id)).filter((e) => e.action === 'owner_edit.approve');
    expect(entry).toMatchObject({
      actorId: admin.id,
      subjectId: owner.id,
      businessName: 'New Name Grill',
      before: { kind: 'business_name', name: 'Old Name Grill' },
      after: { kind: 'business_name', name: 'New Name Grill' },
    });
    expect((await (await t.request(`${base}/pending-edits`, { cookie: owner.cookie })).json()).name).toBeNull();
  });

  it('leaves the name as it is when the change is rejected, with the reason in the audit log', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Steady Shawarma');
    await t.request(`${base}/info`, { method: 'PUT', cookie: owner.cookie, json: info('Shiny Shawarma') });
    const [edit] = await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id));
    const review = await t.request(`/api/admin/owner-edits/${edit!.id}/review`, {
      cookie: admin.cookie,
      json: { decision: 'rejected', note: 'The sign still says Steady Shawarma.' },
    });
    expect(review.status).toBe(200);
    expect((await page(business.slug)).name).toBe('Steady Shawarma');
    expect((await auditOf(business.id)).map((e) => [e.action, e.reason])).toEqual([
      ['owner_edit.reject', 'The sign still says Steady Shawarma.'],
    ]);
  });

  it('withdraws a waiting name when the owner asks for the current one again', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Second Thoughts Cafe');
    await t.request(`${base}/info`, { method: 'PUT', cookie: owner.cookie, json: info('First Thoughts Cafe') });
    await t.request(`${base}/info`, { method: 'PUT', cookie: owner.cookie, json: info('Second Thoughts Cafe') });
    expect(await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id))).toHaveLength(0);
  });

  it("puts an admin's edit in manage mode live at once, and records it", async () => {
    const { business, base } = await givenOwnerWithBusiness('Managed Mandi');
    const res = await t.request(`${base}/info`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: info('Managed Mandi House'),
    });
    expect(await res.json()).toEqual({ waitsForReview: false });
    expect((await page(business.slug)).name).toBe('Managed Mandi House');
    expect(await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id))).toHaveLength(0);
    const [entry] = await auditOf(business.id);
    expect(entry).toMatchObject({ action: 'business.edit', before: { name: 'Managed Mandi' } });
  });

  it("takes the owner's own uploaded photo, and refuses someone else's", async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Photo Biryani');
    const stranger = await t.givenSignedIn();
    const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
    const theirs = await (await upload('/api/uploads/images', stranger.cookie, png, 'p.png', 'image/png')).json();
    const refused = await t.request(`${base}/info`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: info('Photo Biryani', { imageUrl: theirs.url }),
    });
    expect(refused.status).toBe(400);
    const mine = await (await upload('/api/uploads/images', owner.cookie, png, 'p.png', 'image/png')).json();
    const saved = await t.request(`${base}/info`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: info('Photo Biryani', { imageUrl: mine.url }),
    });
    expect(saved.status).toBe(200);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.imageUrl).toBe(mine.url);
    // A photo shows inline, unlike a certificate.
    expect((await t.app.request(mine.url)).headers.get('content-disposition')).toBeNull();
  });

  it('refuses bad input (400) and changes nothing', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Careful Kitchen');
    for (const json of [
      info(''),
      info('Careful Kitchen', { email: 'not-an-address' }),
      info('Careful Kitchen', { websiteUrl: 'javascript:alert(1)' }),
      { ...info('Careful Kitchen'), owner: 'someone-else' },
    ]) {
      const res = await t.request(`${base}/info`, { method: 'PUT', cookie: owner.cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row).toMatchObject({ name: 'Careful Kitchen', email: null });
  });
});

describe('who may edit', () => {
  it('refuses another owner and a plain user every change to a business (403), and nothing changes', async () => {
    const { business, base } = await givenOwnerWithBusiness('Guarded Grill');
    const { owner: otherOwner } = await givenOwnerWithBusiness('Rival Grill');
    const user = await t.givenSignedIn();
    const [location] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, business.id));
    const actions = requestTable([
      { method: 'PUT', path: `${base}/info`, json: info('Hijacked Grill') },
      { method: 'GET', path: `${base}/halal-profiles` },
      { method: 'GET', path: `${base}/pending-edits` },
      { method: 'PUT', path: `${base}/halal-profile`, json: { locationId: location!.id, profile: { level: 'fully' } } },
      { method: 'POST', path: `${base}/halal-profile/confirm`, json: { locationId: null } },
    ]);
    for (const action of actions) {
      for (const caller of [otherOwner, user]) {
        const res = await t.request(action.path, { method: action.method, json: action.json, cookie: caller.cookie });
        expect(res.status, `${action.method} ${action.path}`).toBe(403);
      }
      expect((await t.request(action.path, { method: action.method, json: action.json })).status).toBe(401);
    }
    expect((await page(business.slug)).name).toBe('Guarded Grill');
    expect(await t.db.select().from(halalProfiles).where(eq(halalProfiles.businessId, business.id))).toHaveLength(0);
    expect(await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id))).toHaveLength(0);
  });

  it("cannot name another business's location in its own business's halal profile (404)", async () => {
    const { owner, base } = await givenOwnerWithBusiness('Honest Halal');
    const { business: other } = await givenOwnerWithBusiness('Elsewhere Halal');
    const [theirs] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, other.id));
    const res = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: theirs!.id, profile: { alcohol: 'none' } },
    });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(halalProfiles).where(eq(halalProfiles.businessId, other.id))).toHaveLength(0);
  });

  it('keeps the review queue for admins', async () => {
    const { owner } = await givenOwnerWithBusiness('Queue Kitchen');
    expect((await t.request('/api/admin/owner-edits', { cookie: owner.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/owner-edits')).status).toBe(401);
  });
});

describe('halal profile', () => {
  it('puts alcohol live at once while a new halal level waits, then applies the level when approved', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Level Lounge');
    const res = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { level: 'fully', chicken: 'zabiha', alcohol: 'none' } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ waitsForReview: true });
    let halal = (await page(business.slug)).halal;
    expect(halal.profiles).toEqual([
      expect.objectContaining({ locationId: null, level: null, chicken: 'not_stated', alcohol: 'none' }),
    ]);
    const pending = await (await t.request(`${base}/pending-edits`, { cookie: owner.cookie })).json();
    expect(pending.halalProfiles).toEqual([
      { locationId: null, profile: expect.objectContaining({ level: 'fully', chicken: 'zabiha', alcohol: 'none' }) },
    ]);

    const queue = await (await t.request('/api/admin/owner-edits', { cookie: admin.cookie })).json();
    const edit = queue.find((e: { business: { id: string } }) => e.business.id === business.id);
    expect(edit).toMatchObject({
      kind: 'halal_profile',
      current: { level: null, chicken: 'not_stated' },
      asked: { level: 'fully', chicken: 'zabiha' },
      changed: ['level', 'chicken'],
    });
    await t.request(`/api/admin/owner-edits/${edit.id}/review`, {
      cookie: admin.cookie,
      json: { decision: 'approved', note: null },
    });
    halal = (await page(business.slug)).halal;
    expect(halal.profiles[0]).toMatchObject({ level: 'fully', chicken: 'zabiha', alcohol: 'none' });
    const [entry] = (await auditOf(business.id)).filter((e) => e.action === 'owner_edit.approve');
    expect(entry).toMatchObject({
      before: { kind: 'halal_profile', locationId: null, level: null },
      after: { kind: 'halal_profile', locationId: null, level: 'fully', chicken: 'zabiha' },
    });
  });

  it("keeps a location's verified facts while its change waits, beside the plain facts that went live", async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Branch Biryani');
    const [, carmel] = await t.db
      .select()
      .from(businessLocations)
      .where(eq(businessLocations.businessId, business.id))
      .orderBy(businessLocations.name);
    await t.db
      .insert(halalProfiles)
      .values({ businessId: business.id, locationId: carmel!.id, level: 'options', alcohol: 'beer_wine' });
    const res = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: carmel!.id, profile: { level: 'fully', alcohol: 'none', prayerSpace: true } },
    });
    expect(await res.json()).toEqual({ waitsForReview: true });
    const [live] = await t.db.select().from(halalProfiles).where(eq(halalProfiles.locationId, carmel!.id));
    expect(live).toMatchObject({ level: 'options', alcohol: 'none', prayerSpace: true });
    const profiles = await (await t.request(`${base}/halal-profiles`, { cookie: owner.cookie })).json();
    expect(profiles).toEqual([expect.objectContaining({ locationId: carmel!.id, level: 'options' })]);
  });

  it('puts only plain facts live with nothing waiting when the reviewed ones stay as they are', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Plain Facts Pita');
    const res = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { pork: 'no', muslimOwned: 'yes' } },
    });
    expect(await res.json()).toEqual({ waitsForReview: false });
    expect((await page(business.slug)).halal.profiles[0]).toMatchObject({ pork: 'no', muslimOwned: 'yes' });
    expect(await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id))).toHaveLength(0);
  });

  it("puts an admin's halal change in manage mode live at once", async () => {
    const { business, base } = await givenOwnerWithBusiness('Admin Halal Hut');
    const res = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { locationId: null, profile: { level: 'on_request', beef: 'machine' } },
    });
    expect(await res.json()).toEqual({ waitsForReview: false });
    expect((await page(business.slug)).halal.profiles[0]).toMatchObject({ level: 'on_request', beef: 'machine' });
    expect(await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id))).toHaveLength(0);
  });

  it("sets 'Last verified' when the owner confirms the details, and only for a profile that exists", async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Confirmed Kabob');
    const none = await t.request(`${base}/halal-profile/confirm`, { cookie: owner.cookie, json: { locationId: null } });
    expect(none.status).toBe(404);
    await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { alcohol: 'none' } },
    });
    expect((await page(business.slug)).halal.lastVerified).toBeNull();
    const res = await t.request(`${base}/halal-profile/confirm`, { cookie: owner.cookie, json: { locationId: null } });
    expect(res.status).toBe(200);
    const { halal } = await page(business.slug);
    expect(new Date(halal.lastVerified).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(halal.overdue).toBe(false);
  });

  it('refuses a profile with facts that are not among the choices (400)', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Strict Samosa');
    for (const profile of [{ level: 'mostly' }, { alcohol: 'some' }, { certificateExpiresOn: '2026-02-31' }]) {
      const res = await t.request(`${base}/halal-profile`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { locationId: null, profile },
      });
      expect(res.status).toBe(400);
    }
    expect(await t.db.select().from(halalProfiles).where(eq(halalProfiles.businessId, business.id))).toHaveLength(0);
  });
});

describe('certificate file', () => {
  it('takes a PDF and serves it as a download, never inline', async () => {
    const { owner, business } = await givenOwnerWithBusiness('Download Grill');
    const url = await uploadCertificate(owner.cookie, business.id);
    expect(url).toMatch(/^\/uploads\/certificates\/[\w-]+\.pdf$/);
    const file = await t.app.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses a text file named .pdf (415), and needs a signed-in uploader', async () => {
    const { owner, base } = await givenOwnerWithBusiness('Text File Grill');
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await upload(`${base}/certificates`, owner.cookie, text, 'certificate.pdf', 'application/pdf');
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe('Please select a PNG, JPEG or PDF file.');
    expect((await upload(`${base}/certificates`, '', pdf(), 'c.pdf', 'application/pdf')).status).toBe(401);
  });

  it('is uploaded only by the business owner or an admin: anyone else is refused and nothing is stored (issue 29)', async () => {
    const { business, base } = await givenOwnerWithBusiness('Guarded Grill');
    const stranger = await t.givenSignedIn();
    const { owner: otherOwner } = await givenOwnerWithBusiness('Neighbour Grill');
    const before = await t.db.select().from(uploads);
    for (const cookie of [stranger.cookie, otherOwner.cookie]) {
      const res = await upload(`${base}/certificates`, cookie, pdf(), 'c.pdf', 'application/pdf');
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBeTruthy();
    }
    // The old route for any signed-in person is gone.
    expect(
      (await upload(anyPath('/api/uploads/certificates'), stranger.cookie, pdf(), 'c.pdf', 'application/pdf')).status,
    ).toBe(404);
    expect(await t.db.select().from(uploads)).toEqual(before);
    const byAdmin = await uploadCertificate(admin.cookie, business.id);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, byAdmin.replace('/uploads/', '')));
    expect(row).toMatchObject({ uploaderId: admin.id, businessId: business.id, attachedTo: null });
  });

  it('refuses a PDF with a script (415 PDF_ACTIVE_CONTENT) and stores nothing', async () => {
    const { owner, base } = await givenOwnerWithBusiness('Scripted Grill');
    const scripted = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Names << /J#61vaScript 2 0 R >> >> endobj\n%%EOF\n',
    );
    const before = await t.db.select().from(uploads);
    const res = await upload(`${base}/certificates`, owner.cookie, scripted, 'certificate.pdf', 'application/pdf');
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({
      code: 'PDF_ACTIVE_CONTENT',
      message: 'This PDF contains scripts, actions or embedded files. Please upload a plain PDF or an image.',
    });
    expect(await t.db.select().from(uploads)).toEqual(before);
  });

  it("is attached to the business when its profile is saved, waiting for review; another person's is refused", async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Certified Cafe');
    const { owner: otherOwner, business: otherBusiness } = await givenOwnerWithBusiness('Other Certified Cafe');
    const theirs = await uploadCertificate(otherOwner.cookie, otherBusiness.id);
    const refused = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { certificateUrl: theirs } },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ 'profile.certificateUrl': 'Not an uploaded file' });

    const url = await uploadCertificate(owner.cookie, business.id);
    const res = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { certificateUrl: url, certificateExpiresOn: '2030-06-30' } },
    });
    expect(await res.json()).toEqual({ waitsForReview: true });
    const [upload] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, url.replace('/uploads/', '')));
    expect(upload?.attachedTo).toBe(`halal:${business.id}`);
    // Saved again with the same file (another fact changed): no second claim is needed.
    const again = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { certificateUrl: url, certificateExpiresOn: '2030-06-30', pork: 'no' } },
    });
    expect(again.status).toBe(200);
    const [edit] = await t.db
      .select()
      .from(ownerEdits)
      .where(and(eq(ownerEdits.businessId, business.id), eq(ownerEdits.status, 'pending')));
    expect(edit?.changes).toMatchObject({ certificateUrl: url, pork: 'no' });
  });

  it("uploaded for one business cannot become another's, even for the same owner or an admin (issue 29)", async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const first = await givenBusiness(t.db, { name: 'First Branch Grill', ownerId: owner.id });
    const second = await givenBusiness(t.db, { name: 'Second Branch Grill', ownerId: owner.id });
    const saveOnSecond = (cookie: string, certificateUrl: string) =>
      t.request(`/api/owner/businesses/${second.id}/halal-profile`, {
        method: 'PUT',
        cookie,
        json: { locationId: null, profile: { certificateUrl, certificateExpiresOn: '2030-06-30' } },
      });
    for (const editor of [owner, admin]) {
      const forFirst = await uploadCertificate(editor.cookie, first.id);
      const res = await saveOnSecond(editor.cookie, forFirst);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'VALIDATION',
        message: 'This certificate file was uploaded for another business. Please upload it again here.',
        fields: { 'profile.certificateUrl': 'Uploaded for another business' },
      });
      // Nothing changed: no profile, no waiting change, and the file still waits for the first business.
      expect(await t.db.select().from(halalProfiles).where(eq(halalProfiles.businessId, second.id))).toEqual([]);
      expect(await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, second.id))).toEqual([]);
      const [row] = await t.db
        .select()
        .from(uploads)
        .where(eq(uploads.key, forFirst.replace('/uploads/', '')));
      expect(row).toMatchObject({ businessId: first.id, attachedTo: null });
    }
    // Uploaded for the second business, the same kind of file is taken.
    expect((await saveOnSecond(owner.cookie, await uploadCertificate(owner.cookie, second.id))).status).toBe(200);
  });

  it('removes a replaced certificate file once nothing holds it, and keeps the one on file', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Renewing Grill');
    const save = (certificateUrl: string) =>
      t.request(`${base}/halal-profile`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { locationId: null, profile: { certificateUrl, certificateExpiresOn: '2031-01-31' } },
      });
    const fetched = async (url: string) => (await t.app.request(url)).status;
    const approvePending = async () => {
      const [edit] = await t.db
        .select({ id: ownerEdits.id })
        .from(ownerEdits)
        .where(and(eq(ownerEdits.businessId, business.id), eq(ownerEdits.status, 'pending')));
      const res = await t.request(`/api/admin/owner-edits/${edit!.id}/review`, {
        cookie: admin.cookie,
        json: { decision: 'approved', note: null },
      });
      expect(res.status).toBe(200);
    };

    const first = await uploadCertificate(owner.cookie, business.id);
    expect((await save(first)).status).toBe(200);
    await approvePending();
    // A second file waits for review: the first stays on file (and on disk) meanwhile.
    const second = await uploadCertificate(owner.cookie, business.id);
    expect((await save(second)).status).toBe(200);
    expect(await fetched(first)).toBe(200);
    // The owner changes their mind before the review: the withdrawn file goes, the one on file stays.
    const third = await uploadCertificate(owner.cookie, business.id);
    expect((await save(third)).status).toBe(200);
    expect(await fetched(second)).toBe(404);
    expect(await fetched(first)).toBe(200);
    // Approved, the new file replaces the old one, which is removed.
    await approvePending();
    expect(await fetched(third)).toBe(200);
    expect(await fetched(first)).toBe(404);
  });

  it('removes a waiting certificate when the listing is handed to someone else, keeping the one on file', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Handed Certificate Grill');
    const waiting = await uploadCertificate(owner.cookie, business.id);
    const res = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { certificateUrl: waiting, certificateExpiresOn: '2032-03-31' } },
    });
    expect(await res.json()).toEqual({ waitsForReview: true });
    const next = await t.givenSignedIn();
    const assign = await t.request(`/api/admin/users/${next.id}/business`, {
      cookie: admin.cookie,
      json: { businessId: business.id },
    });
    expect(assign.status).toBe(200);
    expect(await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id))).toEqual([]);
    expect((await t.app.request(waiting)).status).toBe(404);
  });

  it('refuses an image of this site given as a certificate, in the dashboard and in a submission', async () => {
    const { owner, base } = await givenOwnerWithBusiness('Photo Certificate Grill');
    const photo = await upload(
      '/api/uploads/images',
      owner.cookie,
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
      'photo.png',
      'image/png',
    );
    const { url } = await photo.json();
    const asCertificate = await t.request(`${base}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { certificateUrl: url } },
    });
    expect(asCertificate.status).toBe(400);
    const submission = await t.request('/api/submissions', {
      cookie: owner.cookie,
      json: {
        name: 'Linked Certificate Cafe',
        categoryIds: [(await givenBusiness(t.db)).categoryId],
        halal: { certificateUrl: 'https://elsewhere.example/cert.pdf' },
      },
    });
    expect(submission.status).toBe(400);
    expect((await submission.json()).error.message).toBe('Upload the certificate file with the form.');
  });
});

describe('review', () => {
  it("never applies a change the admin did not see: the owner's newer request is a new change", async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Harmless Name Grill');
    const ask = (name: string) => t.request(`${base}/info`, { method: 'PUT', cookie: owner.cookie, json: info(name) });
    expect((await ask("Joe's Grill")).status).toBe(200);
    const [seen] = await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id));
    expect((await ask('Something Else Entirely')).status).toBe(200);
    const approve = await t.request(`/api/admin/owner-edits/${seen!.id}/review`, {
      cookie: admin.cookie,
      json: { decision: 'approved', note: null },
    });
    expect(approve.status).toBe(404);
    const [row] = await t.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, business.id));
    expect(row?.name).toBe('Harmless Name Grill');
  });

  it('refuses to approve a change asked by someone who no longer runs the listing', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Handed On Grill');
    await t.request(`${base}/info`, { method: 'PUT', cookie: owner.cookie, json: info('Old Owner Name') });
    const [edit] = await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id));
    await t.db.update(businesses).set({ ownerId: admin.id }).where(eq(businesses.id, business.id));
    const approve = await t.request(`/api/admin/owner-edits/${edit!.id}/review`, {
      cookie: admin.cookie,
      json: { decision: 'approved', note: null },
    });
    expect(approve.status).toBe(409);
    expect(await auditOf(business.id)).toEqual([]);
  });

  it('answers 409 for a change no longer pending, and writes no audit entry', async () => {
    const { owner, business, base } = await givenOwnerWithBusiness('Twice Reviewed Tikka');
    await t.request(`${base}/info`, { method: 'PUT', cookie: owner.cookie, json: info('Once Reviewed Tikka') });
    const [edit] = await t.db.select().from(ownerEdits).where(eq(ownerEdits.businessId, business.id));
    const review = (decision: string) =>
      t.request(`/api/admin/owner-edits/${edit!.id}/review`, { cookie: admin.cookie, json: { decision, note: null } });
    expect((await review('approved')).status).toBe(200);
    const entries = (await auditOf(business.id)).length;
    const again = await review('rejected');
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('ALREADY_RESOLVED');
    expect(await auditOf(business.id)).toHaveLength(entries);
    expect((await page(business.slug)).name).toBe('Once Reviewed Tikka');
  });

  it('refuses an unknown decision (400) and an unknown change (404)', async () => {
    const bad = await t.request('/api/admin/owner-edits/00000000-0000-4000-8000-000000000000/review', {
      cookie: admin.cookie,
      json: { decision: 'maybe' },
    });
    expect(bad.status).toBe(400);
    const unknown = await t.request('/api/admin/owner-edits/00000000-0000-4000-8000-000000000000/review', {
      cookie: admin.cookie,
      json: { decision: 'approved', note: null },
    });
    expect(unknown.status).toBe(404);
  });
});
