import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, uploads } from '../db/schema';
import { categoryId, givenBusiness } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';
import { removeAbandonedUploads } from './uploads';

let t: TestContext;
let admin: { cookie: string };
let restaurants: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  restaurants = await categoryId(t.db, 'restaurants');
});
afterAll(() => t.close());

async function upload(cookie: string): Promise<string> {
  const bytes = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const res = await t.app.request('/api/uploads/images', {
    method: 'POST',
    body: form,
    headers: { cookie, origin: t.config.publicUrl },
  });
  expect(res.status).toBe(201);
  return (await res.json()).url;
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
    const added = await t.app.request(`/api/owner/businesses/${listing.id}/images`, {
      method: 'POST',
      body: form,
      headers: { cookie: owner.cookie, origin: t.config.publicUrl },
    });
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

  it('are served with their own locked-down policy, not the site-wide one: an opened SVG logo runs nothing', async () => {
    const listing = await givenBusiness(t.db, { name: 'Logo Lounge' });
    const form = new FormData();
    form.append('businessId', listing.id);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    const uploaded = await t.app.request('/api/admin/logos', {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookie, origin: t.config.publicUrl },
    });
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
