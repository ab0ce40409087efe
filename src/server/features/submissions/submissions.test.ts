import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCategories, businesses, businessLocations } from '../../db/schema';
import { categoryId } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
let restaurants: string;
let bakeries: string;
beforeAll(async () => {
  t = await createTestContext();
  restaurants = await categoryId(t.db, 'restaurants');
  bakeries = await categoryId(t.db, 'bakeries');
});
afterAll(() => t.close());

function upload(cookie: string, bytes: Buffer | Blob, filename = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)], { type }), filename);
  return t.request('/api/uploads/images', { body: form, cookie });
}

describe('image uploads', () => {
  it('stores a real image as WebP variants without its metadata', async () => {
    const me = await t.givenSignedIn();
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0a060' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 46/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeTruthy();

    const res = await upload(me.cookie, jpeg);
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/uploads\/images\/[\w-]+\.webp$/);
    const stored = `${t.dataDir}${url}`;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    expect(meta.exif).toBeUndefined();
    expect((await sharp(stored.replace('.webp', '-400.webp')).metadata()).width).toBe(400);
  });

  it('refuses a text file renamed to .jpg and a file over 5 MB, with the spec texts', async () => {
    const me = await t.givenSignedIn();
    const renamed = await upload(me.cookie, Buffer.from('this is not an image at all'), 'cat.jpg');
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).error.message).toBe('Please select an image file.');

    const big = await upload(me.cookie, Buffer.alloc(6 * 1024 * 1024, 7), 'huge.jpg');
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe('Please select an image smaller than 5MB.');
  });

  it('is for signed-in people only', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    const res = await t.request('/api/uploads/images', { body: form });
    expect(res.status).toBe(401);
  });
});

describe('business submission', () => {
  const valid = () => ({
    name: 'Olive Tree Cafe',
    categoryIds: [restaurants, bakeries],
    description: 'Mezze and manakish.',
    phone: '317-555-0100',
    email: '',
    websiteUrl: 'https://example.com/olive',
    instagram: '@olivetree',
    locations: [
      { name: '', address: '12 Main St', city: 'Carmel', state: '', zip: '46032' },
      { address: '9 Oak Ave', city: 'Fishers' },
    ],
  });

  it('creates the pending business, its categories and locations, and queues both mails', async () => {
    const admin = await t.givenAccount({ role: 'admin' });
    const me = await t.givenSignedIn();
    const res = await t.request('/api/submissions', { json: valid(), cookie: me.cookie });
    expect(res.status).toBe(201);
    const { id, slug } = await res.json();
    expect(slug).toBe('olive-tree-cafe');

    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, id));
    expect(business).toMatchObject({
      isApproved: false,
      ownerId: me.id,
      categoryId: restaurants,
      city: 'Carmel',
      email: null,
    });
    const links = await t.db.select().from(businessCategories).where(eq(businessCategories.businessId, id));
    expect(links.map((l) => l.categoryId).sort()).toEqual([restaurants, bakeries].sort());
    const locations = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, id));
    expect(locations.map((l) => [l.name, l.isPrimary, l.state]).sort()).toEqual([
      ['Location 2', false, 'IN'],
      ['Main Location', true, 'IN'],
    ]);
    expect(locations.find((l) => l.isPrimary)?.mapsUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Main%20St%2C%20Carmel%2C%20IN%2046032',
    );

    const mail = await t.deliverMail();
    expect(mail.find((m) => m.to === me.email)?.text).toContain('within 2-3 business days');
    expect(mail.find((m) => m.to === admin.email)?.subject).toBe('New business submission: Olive Tree Cafe');

    const second = await t.request('/api/submissions', { json: valid(), cookie: me.cookie });
    expect((await second.json()).slug).toBe('olive-tree-cafe-2');
  });

  it('writes nothing when a location is bad, there are six locations, or no category', async () => {
    const me = await t.givenSignedIn();
    const before = (await t.db.select().from(businesses)).length;
    const cases = [
      { ...valid(), locations: [{ city: 'Carmel', email: 'not-an-email' }] },
      { ...valid(), locations: Array.from({ length: 6 }, () => ({ city: 'Carmel' })) },
      { ...valid(), categoryIds: [] },
      { ...valid(), categoryIds: ['00000000-0000-4000-8000-000000000000'] },
      { ...valid(), name: '   ' },
      { ...valid(), imageUrl: 'https://evil.example.com/x.png' },
    ];
    for (const json of cases) {
      const res = await t.request('/api/submissions', { json, cookie: me.cookie });
      expect(res.status).toBe(400);
    }
    const noCategory = await t.request('/api/submissions', {
      json: { ...valid(), categoryIds: [] },
      cookie: me.cookie,
    });
    expect((await noCategory.json()).error.fields.categoryIds).toBe('Please select at least one category');
    expect((await t.db.select().from(businesses)).length).toBe(before);
  });

  it('rolls back the business and its categories when a location insert fails inside the transaction', async () => {
    const me = await t.givenSignedIn();
    // The database refuses one location: everything written before it in the transaction must go too.
    await t.db.execute(sql`create function refuse_location() returns trigger language plpgsql as $$
      begin if new.city = 'Nowhere' then raise exception 'location refused'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_location before insert on business_locations
      for each row execute function refuse_location()`);
    try {
      const before = await t.db.select().from(businesses);
      const json = { ...valid(), name: 'Rollback Grill', locations: [{ city: 'Carmel' }, { city: 'Nowhere' }] };
      const res = await t.request('/api/submissions', { json, cookie: me.cookie });
      expect(res.status).toBe(500);
      expect(await t.db.select().from(businesses)).toHaveLength(before.length);
      const links = await t.db.select().from(businessCategories);
      expect(links.every((l) => before.some((b) => b.id === l.businessId))).toBe(true);
    } finally {
      await t.db.execute(sql`drop trigger refuse_location on business_locations`);
      await t.db.execute(sql`drop function refuse_location`);
    }
  });

  it('requires sign-in', async () => {
    expect((await t.request('/api/submissions', { json: valid() })).status).toBe(401);
  });
});
