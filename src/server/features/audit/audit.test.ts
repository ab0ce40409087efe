import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAdminTestContext } from '../../testing/admin-context';
import { givenBusiness } from '../../testing/factories';

// Issue 16: every moderation and ownership action leaves one audit entry, written with the change; a
// change that fails leaves none. Admins read the log filtered by business, person and action.

const { t, admin } = await createAdminTestContext();
afterAll(() => t.close());

interface Entry {
  action: string;
  actorId: string | null;
  actorName: string | null;
  businessId: string | null;
  businessName: string | null;
  subjectId: string | null;
  subjectName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

async function readLog(query: `?${string}` | '' = '', cookie = admin.cookie) {
  const res = await t.request(`/api/admin/audit${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { items: Entry[]; nextCursor: string | null };
}

const entriesFor = async (businessId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.businessId, businessId));

describe('the audit log', () => {
  it('records approval and rejection with who, what and why, about the business and its owner', async () => {
    const owner = await t.givenSignedIn();
    const pending = await givenBusiness(t.db, { name: 'Audit Pending Kitchen', approved: false, ownerId: owner.id });
    expect(
      (await t.request(`/api/admin/businesses/${pending.id}/approve`, { method: 'POST', cookie: admin.cookie })).status,
    ).toBe(200);
    const rejected = await t.request(`/api/admin/businesses/${pending.id}/reject`, {
      cookie: admin.cookie,
      json: { reason: 'Not a food business' },
    });
    expect(rejected.status).toBe(200);

    const log = await readLog(`?business=${pending.id}`);
    expect(log.items.map((e) => e.action)).toEqual(['business.reject', 'business.approve']);
    expect(log.items[0]).toMatchObject({
      actorId: admin.id,
      actorName: expect.stringContaining('Test'),
      businessName: 'Audit Pending Kitchen',
      subjectId: owner.id,
      reason: 'Not a food business',
    });
  });

  it('keeps the before and after of an edit, and outlives a deleted business', async () => {
    const business = await givenBusiness(t.db, { name: 'Before Name Cafe', city: 'Carmel' });
    const restaurants = business.categoryId;
    const edit = await t.request(`/api/admin/businesses/${business.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { name: 'After Name Cafe', categoryId: restaurants, city: 'Fishers' },
    });
    expect(edit.status).toBe(200);
    const deleted = await t.request(`/api/admin/businesses/${business.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirm: 'DELETE' },
    });
    expect(deleted.status).toBe(200);

    const log = await readLog(`?business=${business.id}`);
    expect(log.items.map((e) => e.action)).toEqual(['business.delete', 'business.edit']);
    const [deletion, editing] = log.items;
    expect(deletion).toMatchObject({ businessName: 'After Name Cafe', before: { name: 'After Name Cafe' } });
    expect(editing).toMatchObject({
      before: { name: 'Before Name Cafe', city: 'Carmel' },
      after: { name: 'After Name Cafe', city: 'Fishers' },
    });
  });

  it('writes nothing when the change fails', async () => {
    const pending = await givenBusiness(t.db, { name: 'Never Featured Grill', approved: false });
    // Only approved businesses can be featured: the transaction rolls back with its entry.
    const feature = await t.request(`/api/admin/businesses/${pending.id}/featured`, {
      method: 'PUT',
      cookie: admin.cookie,
    });
    expect(feature.status).toBe(409);
    expect(await entriesFor(pending.id)).toEqual([]);
    // A business that does not exist: nothing to record.
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.request(`/api/admin/businesses/${missing}/approve`, { method: 'POST', cookie: admin.cookie })).status,
    ).toBe(404);
    expect(await entriesFor(missing)).toEqual([]);
  });

  it('records role changes, bans and owner assignment about the person, and filters by person and action', async () => {
    const person = await t.givenSignedIn();
    const business = await givenBusiness(t.db, { name: 'Handed Over Bakery' });
    const role = await t.request(`/api/admin/users/${person.id}/role`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { role: 'admin' },
    });
    expect(role.status).toBe(200);
    await t.request(`/api/admin/users/${person.id}/role`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { role: 'user' },
    });
    const assign = await t.request(`/api/admin/users/${person.id}/business`, {
      cookie: admin.cookie,
      json: { businessId: business.id },
    });
    expect(assign.status).toBe(200);
    const ban = await t.request(`/api/admin/users/${person.id}/ban`, {
      cookie: admin.cookie,
      json: { reason: 'Spam reviews' },
    });
    expect(ban.status).toBe(200);

    const aboutPerson = await readLog(`?person=${person.id}`);
    expect(aboutPerson.items.map((e) => e.action)).toEqual(['user.ban', 'owner.assign', 'user.role', 'user.role']);
    expect(aboutPerson.items[2]).toMatchObject({ before: { role: 'admin' }, after: { role: 'user' } });
    expect(aboutPerson.items[1]).toMatchObject({ businessId: business.id, after: { ownerId: person.id } });
    expect(aboutPerson.items[0]).toMatchObject({ reason: 'Spam reviews', subjectName: expect.any(String) });

    const bans = await readLog(`?person=${person.id}&action=user.ban`);
    expect(bans.items).toHaveLength(1);
    // The admin is a person of the log too: everything they did.
    const byAdmin = await readLog(`?person=${admin.id}`);
    expect(byAdmin.items.length).toBeGreaterThanOrEqual(aboutPerson.items.length);
  });

  it('pages through the log newest first with a cursor', async () => {
    const business = await givenBusiness(t.db, { name: 'Often Featured Diner' });
    for (let i = 0; i < 28; i++) {
      const method = i % 2 === 0 ? 'PUT' : 'DELETE';
      const res = await t.request(`/api/admin/businesses/${business.id}/featured`, { method, cookie: admin.cookie });
      expect(res.status).toBe(200);
    }
    for (let i = 0; i < 26; i++) {
      await t.request(`/api/admin/businesses/${business.id}/featured`, { method: 'PUT', cookie: admin.cookie });
    }
    const first = await readLog(`?business=${business.id}`);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await readLog(`?business=${business.id}&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
    // The last entries of the log are the first actions taken.
    expect(second.items.at(-1)?.action).toBe('business.feature');
    expect(second.items.at(-2)?.action).toBe('business.unfeature');
  });

  it('is for admins only, and refuses a bad filter', async () => {
    const user = await t.givenSignedIn();
    expect((await t.request('/api/admin/audit', { cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/audit')).status).toBe(401);
    expect((await t.request('/api/admin/audit?action=drop.table', { cookie: admin.cookie })).status).toBe(400);
    expect((await t.request('/api/admin/audit?business=not-a-uuid', { cookie: admin.cookie })).status).toBe(400);
  });
});
