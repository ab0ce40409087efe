import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { businesses, halalProfiles, uploads } from '../../db/schema';
import { UNATTACHED_UPLOAD_QUOTA_BYTES } from '../../storage/uploads';
import { createAdminTestContext } from '../../testing/admin-context';
import { givenBusiness } from '../../testing/factories';
import type { KnownPath } from '../../testing/harness';

// Issue 16 and decision 004: a certificate file attached from the submission form and from the admins'
// Add and Edit dialogs. One for a listing not created yet belongs to its uploader, and only a listing
// that uploader creates takes it; the admins' upload for a listing belongs to that listing.

const { t, admin, restaurants } = await createAdminTestContext();
afterAll(() => t.close());

const pdf = () => new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const scriptedPdf = () =>
  new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript >> >> endobj\n%%EOF\n');

function post<const Path extends string>(
  path: KnownPath<Path, 'POST'>,
  cookie: string,
  bytes: Uint8Array,
  name = 'certificate.pdf',
  type = 'application/pdf',
) {
  return t.upload(path, cookie, { bytes, name, type });
}

async function uploaded(res: Response): Promise<string> {
  expect(res.status).toBe(201);
  return (await res.json()).url;
}

/** A certificate uploaded with the submission form (or Add Restaurant), for a listing not created yet. */
const uploadForNewListing = async (cookie: string) =>
  uploaded(await post('/api/submissions/certificates', cookie, pdf()));
/** A certificate uploaded by an admin from a listing's Edit dialog. */
const uploadAsAdmin = async (businessId: string) =>
  uploaded(await post(`/api/admin/businesses/${businessId}/certificates`, admin.cookie, pdf()));

const uploadRow = async (url: string) =>
  (
    await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, url.replace('/uploads/', '')))
  )[0];

function submit(cookie: string, name: string, certificateUrl: string) {
  return t.request('/api/submissions', {
    cookie,
    json: {
      name,
      categoryIds: [restaurants],
      halal: { level: 'fully', certificateUrl, certificateExpiresOn: '2031-05-31' },
    },
  });
}

const adminBody = (name: string, certificateUrl: string) => ({
  name,
  categoryId: restaurants,
  city: 'Carmel',
  halal: { level: 'fully', certificateUrl, certificateExpiresOn: '2031-05-31' },
});

const profileOf = async (businessId: string) =>
  (await t.db.select().from(halalProfiles).where(eq(halalProfiles.businessId, businessId)))[0];

describe('a certificate with a submission', () => {
  it("is uploaded by the submitter and goes with their listing's halal details", async () => {
    const submitter = await t.givenSignedIn();
    const url = await uploadForNewListing(submitter.cookie);
    expect(url).toMatch(/^\/uploads\/certificates\/[\w-]+\.pdf$/);
    expect(await uploadRow(url)).toMatchObject({ uploaderId: submitter.id, businessId: null, attachedTo: null });
    const res = await submit(submitter.cookie, 'Certified Corner', url);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await profileOf(id)).toMatchObject({ certificateUrl: url, certificateExpiresOn: '2031-05-31' });
    // It now belongs to the listing, like a certificate uploaded from its dashboard.
    expect(await uploadRow(url)).toMatchObject({ businessId: id, attachedTo: `halal:${id}` });
  });

  it("refuses someone else's upload, one made for an existing listing, or one already used, and nothing changes", async () => {
    const submitter = await t.givenSignedIn();
    const stranger = await t.givenSignedIn();
    const theirs = await uploadForNewListing(stranger.cookie);
    const listing = await givenBusiness(t.db, { name: 'Existing Grill' });
    const forListing = await uploadAsAdmin(listing.id);
    const used = await uploadForNewListing(submitter.cookie);
    expect((await submit(submitter.cookie, 'First Use Grill', used)).status).toBe(201);

    const before = await t.rowCounts();
    const refusals = [
      [theirs, 'Upload the certificate file with the form.'],
      [forListing, 'Upload the certificate file with the form.'],
      [used, 'Upload the certificate file with the form.'],
    ] as const;
    for (const [url, message] of refusals) {
      const res = await submit(submitter.cookie, 'Borrowed Certificate Grill', url);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        message,
        fields: { 'halal.certificateUrl': 'Not an uploaded file' },
      });
    }
    // An admin's upload for a listing is theirs, not a new listing's: refused in Add Restaurant too.
    const add = await t.request('/api/admin/businesses', {
      cookie: admin.cookie,
      json: adminBody('Moved Grill', forListing),
    });
    expect(add.status).toBe(400);
    expect((await add.json()).error.fields).toEqual({ 'halal.certificateUrl': 'Uploaded for another business' });
    expect(await t.rowCounts()).toEqual(before);
    expect(await uploadRow(theirs)).toMatchObject({ uploaderId: stranger.id, attachedTo: null });
  });

  it('takes only a plain PNG, JPEG or PDF up to 5MB from a signed-in person, within their quota', async () => {
    const submitter = await t.givenSignedIn();
    const before = await t.rowCounts();
    expect((await post('/api/submissions/certificates', '', pdf())).status).toBe(401);
    const text = await post('/api/submissions/certificates', submitter.cookie, new TextEncoder().encode('<html>'));
    expect(text.status).toBe(415);
    const scripted = await post('/api/submissions/certificates', submitter.cookie, scriptedPdf());
    expect(scripted.status).toBe(415);
    expect((await scripted.json()).error.code).toBe('PDF_ACTIVE_CONTENT');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pdf());
    expect((await post('/api/submissions/certificates', submitter.cookie, big)).status).toBe(413);
    expect(await t.rowCounts()).toEqual(before);

    // Uploads waiting to be saved fill the quota: the next one is refused and nothing is stored.
    await t.db.insert(uploads).values({
      key: `images/waiting-${crypto.randomUUID()}.webp`,
      uploaderId: submitter.id,
      sizeBytes: UNATTACHED_UPLOAD_QUOTA_BYTES,
    });
    const full = await t.rowCounts();
    const refused = await post('/api/submissions/certificates', submitter.cookie, pdf());
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(await t.rowCounts()).toEqual(full);
  });
});

describe("a certificate in the admins' dialogs", () => {
  it('goes with a restaurant added by the admin who uploaded it', async () => {
    const url = await uploadForNewListing(admin.cookie);
    const res = await t.request('/api/admin/businesses', { cookie: admin.cookie, json: adminBody('Added Grill', url) });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await profileOf(id)).toMatchObject({ certificateUrl: url });
    expect(await uploadRow(url)).toMatchObject({ uploaderId: admin.id, businessId: id, attachedTo: `halal:${id}` });
  });

  it('is uploaded for any listing, pending ones too, and taken only by that listing', async () => {
    const submitter = await t.givenSignedIn();
    const pending = await givenBusiness(t.db, { name: 'Pending Grill', approved: false, ownerId: submitter.id });
    const other = await givenBusiness(t.db, { name: 'Other Grill' });
    const url = await uploadAsAdmin(pending.id);
    expect(await uploadRow(url)).toMatchObject({ uploaderId: admin.id, businessId: pending.id });

    const before = await t.rowCounts();
    const onOther = await t.request(`/api/admin/businesses/${other.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: adminBody('Other Grill', url),
    });
    expect(onOther.status).toBe(400);
    expect((await onOther.json()).error.fields).toEqual({ 'halal.certificateUrl': 'Uploaded for another business' });
    expect(await t.rowCounts()).toEqual(before);
    expect(await profileOf(other.id)).toBeUndefined();

    const onPending = await t.request(`/api/admin/businesses/${pending.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: adminBody('Pending Grill', url),
    });
    expect(onPending.status).toBe(200);
    expect(await profileOf(pending.id)).toMatchObject({ certificateUrl: url });
  });

  it('refuses a certificate another person uploaded for the listing, or one for a new listing, in the Edit dialog', async () => {
    const { id } = await givenBusiness(t.db, { name: 'Guarded Edit Grill' });
    const otherAdmin = await t.givenSignedIn({ role: 'admin' });
    const theirs = await uploaded(await post(`/api/admin/businesses/${id}/certificates`, otherAdmin.cookie, pdf()));
    const unbound = await uploadForNewListing(admin.cookie);
    const before = await t.rowCounts();
    for (const url of [theirs, unbound]) {
      const res = await t.request(`/api/admin/businesses/${id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: adminBody('Guarded Edit Grill', url),
      });
      expect(res.status).toBe(400);
    }
    expect(await t.rowCounts()).toEqual(before);
    const [row] = await t.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, id));
    expect(row?.name).toBe('Guarded Edit Grill');
  });

  it('is uploaded by admins only, for a listing that exists, with the same checks of the file', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const { id } = await givenBusiness(t.db, { name: 'Owned Grill', ownerId: owner.id });
    const before = await t.rowCounts();
    expect((await post(`/api/admin/businesses/${id}/certificates`, '', pdf())).status).toBe(401);
    expect((await post(`/api/admin/businesses/${id}/certificates`, owner.cookie, pdf())).status).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await post(`/api/admin/businesses/${missing}/certificates`, admin.cookie, pdf())).status).toBe(404);
    expect((await post(`/api/admin/businesses/${id}/certificates`, admin.cookie, scriptedPdf())).status).toBe(415);
    expect(await t.rowCounts()).toEqual(before);
  });
});
