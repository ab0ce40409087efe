import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCategories, businesses, businessLocations, featuredListings, profiles } from '../../db/schema';
import { categoryId, givenBusiness } from '../../testing/factories';
import { createTestContext, requestTable, type TestContext } from '../../testing/harness';

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let admin: Signed;
let user: Signed;
let owner: Signed;
let restaurants: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  user = await t.givenSignedIn();
  owner = await t.givenSignedIn({ role: 'business_owner' });
  restaurants = await categoryId(t.db, 'restaurants');
});
afterAll(() => t.close());

const call: TestContext['request'] = (path, init) => t.request(path, init);

describe('moderation is for admins only', () => {
  it('refuses every admin action to anonymous (401), a user and a business owner (403), changing nothing', async () => {
    const pending = await givenBusiness(t.db, { approved: false, ownerId: user.id });
    const actions = requestTable([
      { method: 'GET', path: '/api/admin/stats' },
      { method: 'GET', path: '/api/admin/businesses?status=pending' },
      { method: 'POST', path: '/api/admin/businesses', json: { name: 'X', categoryId: restaurants } },
      {
        method: 'PATCH',
        path: `/api/admin/businesses/${pending.id}`,
        json: { name: 'Hacked', categoryId: restaurants },
      },
      { method: 'DELETE', path: `/api/admin/businesses/${pending.id}`, json: { confirm: 'DELETE' } },
      { method: 'POST', path: `/api/admin/businesses/${pending.id}/approve` },
      { method: 'POST', path: `/api/admin/businesses/${pending.id}/reject`, json: {} },
      { method: 'PUT', path: `/api/admin/businesses/${pending.id}/featured` },
      { method: 'DELETE', path: `/api/admin/businesses/${pending.id}/featured` },
      { method: 'GET', path: '/api/admin/featured' },
      {
        method: 'POST',
        path: `/api/admin/businesses/${pending.id}/contact-owner`,
        json: { subject: 's', message: 'm' },
      },
    ]);
    for (const action of actions) {
      expect((await call(action.path, { ...action })).status, `${action.method} ${action.path} anonymous`).toBe(401);
      for (const caller of [user, owner]) {
        const res = await call(action.path, { ...action, cookie: caller.cookie });
        expect(res.status, `${action.method} ${action.path} as ${caller.role}`).toBe(403);
      }
    }
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, pending.id));
    expect(after).toMatchObject({ name: pending.name, isApproved: false, rejectedAt: null });
  });
});

describe('moderation', () => {
  it('counts the stat cards in SQL', async () => {
    const res = await call('/api/admin/stats', { cookie: admin.cookie });
    const stats = await res.json();
    expect(Object.keys(stats).sort()).toEqual([
      'featured',
      'importedWaiting',
      'openReports',
      'pendingApproval',
      'totalListings',
      'totalUsers',
      'unreadMessages',
    ]);
    const { rows } = await t.db.execute<{ count: number }>(sql`select count(*)::int as count from profiles`);
    expect(stats.totalUsers).toBe(rows[0]?.count);
  });

  it('approves: sets the fields, adds the main category to the extras and makes the submitter an owner', async () => {
    const submitter = await t.givenAccount();
    const pending = await givenBusiness(t.db, { name: 'Approve Me Grill', approved: false, ownerId: submitter.id });
    const res = await call(`/api/admin/businesses/${pending.id}/approve`, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(200);
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, pending.id));
    expect(after).toMatchObject({ isApproved: true, approvedBy: admin.id });
    expect(after?.approvedAt).toBeInstanceOf(Date);
    // The database lists every business under its main category (migration 0007), approved or not.
    const links = await t.db.select().from(businessCategories).where(eq(businessCategories.businessId, pending.id));
    expect(links.map((l) => l.categoryId)).toEqual([restaurants]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, submitter.id));
    expect(profile?.role).toBe('business_owner');
    expect((await call('/api/businesses/approve-me-grill')).status).toBe(200);
  });

  it('rejects with the default reason and mails the owner', async () => {
    const submitter = await t.givenAccount();
    const pending = await givenBusiness(t.db, { name: 'Reject Me Deli', approved: false, ownerId: submitter.id });
    const res = await call(`/api/admin/businesses/${pending.id}/reject`, {
      method: 'POST',
      json: { reason: '  ' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, pending.id));
    expect(after).toMatchObject({ rejectedBy: admin.id, rejectionReason: 'No reason provided' });
    const mail = (await t.deliverMail()).find((m) => m.to === submitter.email);
    expect(mail?.text).toContain('Reason: No reason provided');
    const rejected = await (await call('/api/admin/businesses?status=rejected', { cookie: admin.cookie })).json();
    expect(rejected.items.map((b: { name: string }) => b.name)).toContain('Reject Me Deli');
  });

  it('searches the pending tab by name, city and category', async () => {
    await givenBusiness(t.db, { name: 'Searchable Sweets', category: 'bakeries', city: 'Muncie', approved: false });
    for (const q of ['searchable', 'MUNCIE', 'bakeries']) {
      const res = await (await call(`/api/admin/businesses?status=pending&q=${q}`, { cookie: admin.cookie })).json();
      expect(res.items.map((b: { name: string }) => b.name)).toContain('Searchable Sweets');
    }
    const none = await (await call('/api/admin/businesses?status=pending&q=zzz-none', { cookie: admin.cookie })).json();
    expect(none.items).toEqual([]);
  });

  it('adds a restaurant approved at once, and requires name and category with the spec text', async () => {
    const missing = await call('/api/admin/businesses', {
      method: 'POST',
      json: { name: 'No Category' },
      cookie: admin.cookie,
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.categoryId).toBe('Please fill in at least the name and category.');
    const res = await call('/api/admin/businesses', {
      method: 'POST',
      json: {
        name: 'Admin Added Kitchen',
        categoryId: restaurants,
        city: 'Lafayette',
        imageUrl: 'https://example.com/a.jpg',
      },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    const page = await (await call('/api/businesses/admin-added-kitchen')).json();
    expect(page).toMatchObject({ status: 'approved', imageUrl: 'https://example.com/a.jpg' });
    expect(page.locations[0]).toMatchObject({ city: 'Lafayette', isPrimary: true });
  });

  it('edits a business', async () => {
    const business = await givenBusiness(t.db, { name: 'Edit Me' });
    const res = await call(`/api/admin/businesses/${business.id}`, {
      method: 'PATCH',
      json: { name: 'Edited Name', categoryId: restaurants, description: 'New words' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Edited Name', description: 'New words' });
  });

  it('deletes only with the exact word DELETE', async () => {
    const business = await givenBusiness(t.db, { name: 'Delete Me' });
    for (const json of [undefined, {}, { confirm: 'delete' }, { confirm: 'DELETE ' }]) {
      const res = await call(`/api/admin/businesses/${business.id}`, { method: 'DELETE', json, cookie: admin.cookie });
      expect(res.status).toBe(400);
    }
    expect(await t.db.select().from(businesses).where(eq(businesses.id, business.id))).toHaveLength(1);
    const res = await call(`/api/admin/businesses/${business.id}`, {
      method: 'DELETE',
      json: { confirm: 'DELETE' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(businesses).where(eq(businesses.id, business.id))).toHaveLength(0);
  });

  it('features and un-features an approved business, never a pending one', async () => {
    const business = await givenBusiness(t.db, { name: 'Feature Me' });
    expect(
      (await call(`/api/admin/businesses/${business.id}/featured`, { method: 'PUT', cookie: admin.cookie })).status,
    ).toBe(200);
    const featured = await (await call('/api/admin/featured', { cookie: admin.cookie })).json();
    expect(featured.map((f: { name: string }) => f.name)).toContain('Feature Me');
    expect(
      (await call(`/api/admin/businesses/${business.id}/featured`, { method: 'DELETE', cookie: admin.cookie })).status,
    ).toBe(200);
    expect(await t.db.select().from(featuredListings).where(eq(featuredListings.businessId, business.id))).toHaveLength(
      0,
    );
    const pending = await givenBusiness(t.db, { approved: false });
    expect(
      (await call(`/api/admin/businesses/${pending.id}/featured`, { method: 'PUT', cookie: admin.cookie })).status,
    ).toBe(409);
  });

  it('answers unknown and forged ids with 404', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(`/api/admin/businesses/${id}/approve`, { method: 'POST', cookie: admin.cookie });
      expect(res.status).toBe(404);
    }
  });
});

describe('the Edit dialog moves where a business is (its primary location)', () => {
  it('writes the address to the primary location the public page and the Locations tab read, and mirrors it', async () => {
    const atlas = await givenBusiness(t.db, {
      name: 'Atlas Couscous House',
      ownerId: owner.id,
      city: 'South Bend',
      locations: [{ city: 'South Bend' }, { name: 'Fishers Kitchen', city: 'Fishers' }],
    });
    const res = await call(`/api/admin/businesses/${atlas.id}`, {
      method: 'PATCH',
      json: { name: atlas.name, categoryId: restaurants, address: '400 Main St', city: 'Evansville', zip: '47708' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);

    const page = await (await call(`/api/businesses/${atlas.slug}`)).json();
    expect(page.locations[0]).toMatchObject({
      name: 'Main Location',
      isPrimary: true,
      address: '400 Main St',
      city: 'Evansville',
      state: 'IN',
      zip: '47708',
    });
    expect(page.locations[0].mapsUrl).toContain('Evansville');
    expect(page.locations[1]).toMatchObject({ name: 'Fishers Kitchen', city: 'Fishers', isPrimary: false });

    const locations = await (
      await call(`/api/owner/businesses/${atlas.id}/locations`, { cookie: owner.cookie })
    ).json();
    expect(locations.map((l: { city: string }) => l.city)).toEqual(['Evansville', 'Fishers']);

    const [mirror] = await t.db.select().from(businesses).where(eq(businesses.id, atlas.id));
    expect(mirror).toMatchObject({ address: '400 Main St', city: 'Evansville', state: 'IN', zip: '47708' });
    expect(mirror?.mapsUrl).toBe(page.locations[0].mapsUrl);
    const card = (await (await call('/api/businesses?q=Atlas Couscous')).json()).items[0];
    expect(JSON.stringify(card)).not.toContain('South Bend');
  });

  it('gives a business without a primary location one, from the edit', async () => {
    const bare = await givenBusiness(t.db, { name: 'Placeless Pantry' });
    await t.db.delete(businessLocations).where(eq(businessLocations.businessId, bare.id));
    const res = await call(`/api/admin/businesses/${bare.id}`, {
      method: 'PATCH',
      json: { name: bare.name, categoryId: restaurants, city: 'Muncie' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const page = await (await call(`/api/businesses/${bare.slug}`)).json();
    expect(page.locations).toEqual([
      expect.objectContaining({ name: 'Main Location', city: 'Muncie', isPrimary: true }),
    ]);
  });

  it('changes neither the location nor the business when the edit is refused', async () => {
    const kept = await givenBusiness(t.db, { name: 'Kept In Carmel', city: 'Carmel' });
    const res = await call(`/api/admin/businesses/${kept.id}`, {
      method: 'PATCH',
      json: { name: kept.name, categoryId: restaurants, city: 'Gary', imageUrl: 'ftp://example.com/a.jpg' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(400);
    const rows = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, kept.id));
    expect(rows.map((l) => l.city)).toEqual(['Carmel']);
    expect((await t.db.select().from(businesses).where(eq(businesses.id, kept.id)))[0]?.city).toBe('Carmel');
  });
});

describe('the featured line: the home page shows the first three, oldest start first', () => {
  const feature = async (id: string) =>
    (await call(`/api/admin/businesses/${id}/featured`, { method: 'PUT', cookie: admin.cookie })).json();
  const adminLine = async () =>
    ((await (await call('/api/admin/featured', { cookie: admin.cookie })).json()) as Line[]).map(
      ({ name, position, onHomePage }) => ({ name, position, onHomePage }),
    );
  type Line = { name: string; position: number; onHomePage: boolean; place: string };

  it('tells the admin whether a newly featured listing reaches the home page, and the tab lists the same order', async () => {
    await t.db.delete(featuredListings);
    const names = ['Line One Grill', 'Line Two Deli', 'Line Three Cafe', 'Line Four Bakery'];
    const listings = [];
    for (const name of names) listings.push(await givenBusiness(t.db, { name, city: 'Fishers' }));
    const answers = [];
    for (const b of listings) answers.push(await feature(b.id));
    expect(answers).toEqual([
      { featured: true, position: 1, onHomePage: true },
      { featured: true, position: 2, onHomePage: true },
      { featured: true, position: 3, onHomePage: true },
      { featured: true, position: 4, onHomePage: false },
    ]);
    expect(await adminLine()).toEqual(names.map((name, i) => ({ name, position: i + 1, onHomePage: i < 3 })));
    const featured = (await (await call('/api/admin/featured', { cookie: admin.cookie })).json()) as Line[];
    expect(featured[0]?.place).toBe('Fishers, IN');
    const home = await (await call('/api/featured')).json();
    expect(home.map((b: { name: string }) => b.name)).toEqual(names.slice(0, 3));

    // Featuring again keeps the listing's place; removing the first lets the fourth onto the home page.
    expect(await feature(listings[1]!.id)).toEqual({ featured: true, position: 2, onHomePage: true });
    await call(`/api/admin/businesses/${listings[0]!.id}/featured`, { method: 'DELETE', cookie: admin.cookie });
    expect(await adminLine()).toEqual(names.slice(1).map((name, i) => ({ name, position: i + 1, onHomePage: true })));
  });

  it('orders listings that started at the same moment by when they were created, then by id', async () => {
    await t.db.delete(featuredListings);
    const first = await givenBusiness(t.db, { name: 'Tie Earlier Row' });
    const second = await givenBusiness(t.db, { name: 'Tie Later Row' });
    const start = new Date('2025-01-01T12:00:00Z');
    await t.db
      .insert(featuredListings)
      .values({ businessId: second.id, startAt: start, createdAt: new Date('2025-01-02') });
    await t.db
      .insert(featuredListings)
      .values({ businessId: first.id, startAt: start, createdAt: new Date('2025-01-01') });
    expect((await adminLine()).map((l) => l.name)).toEqual(['Tie Earlier Row', 'Tie Later Row']);
    expect(await feature(second.id)).toEqual({ featured: true, position: 2, onHomePage: true });
  });
});
