import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { businesses, uploads } from '../db/schema';
import { createAdminTestContext } from '../testing/admin-context';
import { givenBusiness } from '../testing/factories';
import type { KnownPath } from '../testing/harness';
import { prepareImage } from './images';
import { removeAbandonedUploads, storeWaitingUpload, UNATTACHED_UPLOAD_QUOTA_BYTES } from './uploads';

const { t, admin, restaurants } = await createAdminTestContext();
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();

function post<const Path extends string>(
  path: KnownPath<Path, 'POST'>,
  cookie: string,
  bytes: Uint8Array,
  name: string,
  type: string,
) {
  return t.upload(path, cookie, { bytes, name, type });
}

async function upload(cookie: string): Promise<string> {
  const res = await post('/api/uploads/images', cookie, await png(), 'photo.png', 'image/png');
  expect(res.status).toBe(201);
  return (await res.json()).url;
}

const pdf = () => new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function uploadCertificate(cookie: string, businessId: string): Promise<string> {
  const res = await post(`/api/owner/businesses/${businessId}/certificates`, cookie, pdf(), 'c.pdf', 'application/pdf');
  expect(res.status).toBe(201);
  return (await res.json()).url;
}

/** Every file stored on disk, by its path under the uploads folder. */
const storedFiles = () => readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true, encoding: 'utf8' }).sort();

/** A file of `bytes` bytes the person uploaded earlier and has not used yet. */
async function givenWaitingUpload(uploaderId: string, bytes: number, attachedTo: string | null = null) {
  await t.db
    .insert(uploads)
    .values({ key: `images/waiting-${crypto.randomUUID()}.webp`, uploaderId, sizeBytes: bytes, attachedTo });
}

const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/uploads/', ''));

function submit(cookie: string, name: string, imageUrl: string) {
  return t.request('/api/submissions', { cookie, json: { name, categoryIds: [restaurants], imageUrl } });
}

describe('uploads', () => {
  it("can be attached only by their uploader, once: another person's photo is refused", async () => {
    const victim = await t.givenSignedIn();
    const spammer = await t.givenSignedIn();
    const photo = await upload(victim.cookie);

    const stolen = await submit(spammer.cookie, 'Spam Shack', photo);
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).error.fields).toEqual({ imageUrl: 'Not an uploaded image' });

    expect((await submit(victim.cookie, 'Real Kitchen', photo)).status).toBe(201);
    // Attached now: not even its uploader can put it on a second listing.
    expect((await submit(victim.cookie, 'Second Kitchen', photo)).status).toBe(400);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, photo.replace('/uploads/', '')));
    expect(row?.attachedTo).toMatch(/^business:/);
  });

  it("are never deleted while another row still shows them, so deleting a spam listing spares the victim's photo", async () => {
    const victim = await t.givenSignedIn();
    const photo = await upload(victim.cookie);
    await submit(victim.cookie, 'Victim Cafe', photo);
    // A listing from before uploads were tracked that points at the same file.
    const spam = await givenBusiness(t.db, { name: 'Copycat Cafe', approved: false });
    await t.db.update(businesses).set({ imageUrl: photo }).where(eq(businesses.id, spam.id));

    const res = await t.request(`/api/admin/businesses/${spam.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirm: 'DELETE' },
    });
    expect(res.status).toBe(200);
    expect(existsSync(fileOf(photo))).toBe(true);
    expect(existsSync(fileOf(photo).replace('.webp', '-400.webp'))).toBe(true);
  });

  it('of a deleted listing are removed with it: its photo and its gallery', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const listing = await givenBusiness(t.db, { name: 'Closing Grill', ownerId: owner.id });
    const bytes = await sharp({ create: { width: 90, height: 90, channels: 3, background: '#25a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'g.png');
    const added = await t.request(`/api/owner/businesses/${listing.id}/images`, { body: form, cookie: owner.cookie });
    const gallery = (await added.json()).imageUrl as string;
    expect(existsSync(fileOf(gallery))).toBe(true);

    await t.request(`/api/admin/businesses/${listing.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirm: 'DELETE' },
    });
    expect(existsSync(fileOf(gallery))).toBe(false);
  });

  it('never attached are removed after a day; attached ones stay', async () => {
    const person = await t.givenSignedIn();
    const abandoned = await upload(person.cookie);
    const kept = await upload(person.cookie);
    await submit(person.cookie, 'Kept Kitchen', kept);

    expect(await removeAbandonedUploads(t.db, t.storage, Date.now() + 23 * 3600_000)).toBe(0);
    expect(existsSync(fileOf(abandoned))).toBe(true);

    await removeAbandonedUploads(t.db, t.storage, Date.now() + 25 * 3600_000);
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(kept))).toBe(true);
    const left = await t.db.select({ key: uploads.key }).from(uploads);
    expect(left.map((u) => `/uploads/${u.key}`)).not.toContain(abandoned);
  });

  it('keep their stored size, and the business a certificate was uploaded for', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const listing = await givenBusiness(t.db, { name: 'Sized Grill', ownerId: owner.id });
    const photo = await upload(owner.cookie);
    const certificate = await uploadCertificate(owner.cookie, listing.id);
    const rows = await t.db.select().from(uploads).where(eq(uploads.uploaderId, owner.id));
    const photoRow = rows.find((r) => `/uploads/${r.key}` === photo);
    const certificateRow = rows.find((r) => `/uploads/${r.key}` === certificate);
    // The photo with its size variants.
    const photoFiles = storedFiles().filter((f) => f.startsWith(photo.replace('/uploads/', '').replace('.webp', '')));
    expect(photoFiles).toHaveLength(3);
    const onDisk = photoFiles.reduce((sum, f) => sum + statSync(path.join(t.dataDir, 'uploads', f)).size, 0);
    expect(photoRow).toMatchObject({ businessId: null, sizeBytes: onDisk });
    expect(certificateRow).toMatchObject({ businessId: listing.id, sizeBytes: pdf().byteLength });
  });

  it('waiting, unattached, are held to a quota per person: past it a photo or a certificate is refused and nothing is stored', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const listing = await givenBusiness(t.db, { name: 'Quota Grill', ownerId: owner.id });
    await givenWaitingUpload(owner.id, UNATTACHED_UPLOAD_QUOTA_BYTES - 10);
    const files = storedFiles();
    const rows = await t.db.select().from(uploads);

    const photo = await post('/api/uploads/images', owner.cookie, await png(), 'photo.png', 'image/png');
    expect(photo.status).toBe(429);
    expect((await photo.json()).error).toEqual({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: 'You have 25MB of uploads waiting to be saved. Save the form that uses them, or try again later.',
    });
    const certificate = await post(
      `/api/owner/businesses/${listing.id}/certificates`,
      owner.cookie,
      pdf(),
      'c.pdf',
      'application/pdf',
    );
    expect(certificate.status).toBe(429);
    expect(storedFiles()).toEqual(files);
    expect(await t.db.select().from(uploads)).toEqual(rows);

    // Someone else's waiting uploads, and the person's own once attached, leave room.
    const other = await t.givenSignedIn();
    await upload(other.cookie);
    await t.db
      .update(uploads)
      .set({ attachedTo: 'business:elsewhere' })
      .where(and(eq(uploads.uploaderId, owner.id), isNull(uploads.attachedTo)));
    await upload(owner.cookie);
  });

  it('refused by the quota once stored (another upload took the room meanwhile) are removed again', async () => {
    const person = await t.givenSignedIn();
    const files = storedFiles();
    const image = await prepareImage(await png(), 'images');
    const refused = await storeWaitingUpload(t.db, t.storage, { uploaderId: person.id }, async () => ({
      bytes: image.bytes,
      async store(storage) {
        const url = await image.store(storage);
        // An upload of the same person that finished while this one was being written.
        await givenWaitingUpload(person.id, UNATTACHED_UPLOAD_QUOTA_BYTES);
        return url;
      },
    })).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 429, code: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(storedFiles()).toEqual(files);
  });

  it('of a certificate never attached are removed after an hour; attached ones and photos stay', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const listing = await givenBusiness(t.db, { name: 'Hourly Grill', ownerId: owner.id });
    const abandoned = await uploadCertificate(owner.cookie, listing.id);
    const kept = await uploadCertificate(owner.cookie, listing.id);
    const photo = await upload(owner.cookie);
    const saved = await t.request(`/api/owner/businesses/${listing.id}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { certificateUrl: kept, certificateExpiresOn: '2031-01-31' } },
    });
    expect(saved.status).toBe(200);

    await removeAbandonedUploads(t.db, t.storage, Date.now() + 59 * 60_000);
    expect(existsSync(fileOf(abandoned))).toBe(true);

    await removeAbandonedUploads(t.db, t.storage, Date.now() + 61 * 60_000);
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(kept))).toBe(true);
    expect(existsSync(fileOf(photo))).toBe(true);
    const left = (await t.db.select({ key: uploads.key }).from(uploads)).map((u) => `/uploads/${u.key}`);
    expect(left).not.toContain(abandoned);
    expect(left).toEqual(expect.arrayContaining([kept, photo]));
  });

  it('are served with their own locked-down policy, not the site-wide one: an opened SVG logo runs nothing', async () => {
    const listing = await givenBusiness(t.db, { name: 'Logo Lounge' });
    const form = new FormData();
    form.append('businessId', listing.id);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    const uploaded = await t.request('/api/admin/logos', { body: form, cookie: admin.cookie });
    expect(uploaded.status).toBe(201);
    const { logoUrl } = await uploaded.json();
    const res = await t.app.request(logoUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
