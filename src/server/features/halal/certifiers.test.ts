import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, halalProfiles } from '../../db/schema';
import { createAdminTestContext } from '../../testing/admin-context';
import { givenBusiness } from '../../testing/factories';
import { requestTable } from '../../testing/harness';

// Decision 020: admins keep the certifying bodies — add, edit, retire and restore — and a retired body
// stays named by the profiles that chose it while new choices no longer take it.

interface Certifier {
  id: string;
  name: string;
  websiteUrl: string | null;
  retired: boolean;
}

const { t, admin, restaurants } = await createAdminTestContext();
afterAll(() => t.close());

const offered = async (): Promise<Certifier[]> => (await t.request('/api/halal-certifiers')).json();

async function addBody(name: string, websiteUrl: string | null = null) {
  const res = await t.request('/api/admin/halal-certifiers', { cookie: admin.cookie, json: { name, websiteUrl } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; name: string; retiredAt: string | null };
}

const retire = (id: string, cookie = admin.cookie) =>
  t.request(`/api/admin/halal-certifiers/${id}/retire`, { method: 'POST', cookie });

describe('the certifying bodies admins keep', () => {
  it('start as the list the directory always had, so existing profiles keep their body', async () => {
    expect((await offered()).map((c) => [c.name, c.retired])).toEqual([
      ['Crossroads Zabiha Assurance', false],
      ['Great Lakes Halal Review', false],
      ['Hoosier Halal Standards Board', false],
    ]);
  });

  it('are kept by admins only: anyone else is refused and nothing changes', async () => {
    const [body] = await offered();
    const user = await t.givenSignedIn();
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const before = await t.rowCounts();
    const calls = requestTable([
      { method: 'GET', path: '/api/admin/halal-certifiers' },
      { method: 'POST', path: '/api/admin/halal-certifiers', json: { name: 'Sneaky Halal Board' } },
      { method: 'PATCH', path: `/api/admin/halal-certifiers/${body!.id}`, json: { name: 'Renamed' } },
      { method: 'POST', path: `/api/admin/halal-certifiers/${body!.id}/retire` },
      { method: 'POST', path: `/api/admin/halal-certifiers/${body!.id}/restore` },
    ]);
    for (const call of calls) {
      expect((await t.request(call.path, call)).status, `${call.method} ${call.path} anonymous`).toBe(401);
      for (const caller of [user, owner]) {
        const res = await t.request(call.path, { ...call, cookie: caller.cookie });
        expect(res.status, `${call.method} ${call.path} as ${caller.role}`).toBe(403);
      }
    }
    // Another site cannot make an admin's browser change the list.
    const forged = await t.app.request('/api/admin/halal-certifiers', {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Forged Halal Board' }),
    });
    expect(forged.status).toBe(403);
    expect(await t.rowCounts()).toEqual(before);
  });

  it('are added and renamed with an audit entry each, and a renamed body reads anew on the list', async () => {
    const added = await addBody('  Midwest Halal Council ', 'https://midwesthalal.example.org');
    expect(added).toMatchObject({ name: 'Midwest Halal Council', retiredAt: null });
    expect(await offered()).toContainEqual({
      id: added.id,
      name: 'Midwest Halal Council',
      websiteUrl: 'https://midwesthalal.example.org',
      retired: false,
    });
    const renamed = await t.request(`/api/admin/halal-certifiers/${added.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { name: 'Midwest Halal Council of Indiana', websiteUrl: null },
    });
    expect(renamed.status).toBe(200);
    expect((await offered()).find((c) => c.id === added.id)).toMatchObject({
      name: 'Midwest Halal Council of Indiana',
      websiteUrl: null,
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['certifier.add', 'certifier.edit']));
    const edit = entries.find((e) => e.action === 'certifier.edit');
    expect(edit).toMatchObject({
      before: expect.objectContaining({ name: 'Midwest Halal Council' }),
      after: expect.objectContaining({ name: 'Midwest Halal Council of Indiana' }),
    });
  });

  it('refuse a name another body has, whatever its letter case, and bad input, changing nothing', async () => {
    const other = await addBody('Lafayette Halal Trust');
    const before = await t.rowCounts();
    for (const name of ['Hoosier Halal Standards Board', 'hoosier halal STANDARDS board']) {
      const res = await t.request('/api/admin/halal-certifiers', { cookie: admin.cookie, json: { name } });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatchObject({
        code: 'CERTIFIER_EXISTS',
        fields: { name: 'A certifying body with this name already exists.' },
      });
    }
    const renamedOnto = await t.request(`/api/admin/halal-certifiers/${other.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { name: 'Great Lakes Halal Review' },
    });
    expect(renamedOnto.status).toBe(409);
    for (const json of [
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { name: 'Fine', websiteUrl: 'javascript:alert(1)' },
    ]) {
      const res = await t.request('/api/admin/halal-certifiers', { cookie: admin.cookie, json });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual([Object.keys(json).at(-1)]);
    }
    const unknown = await t.request('/api/admin/halal-certifiers/00000000-0000-4000-8000-000000000000/retire', {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(await t.rowCounts()).toEqual(before);
  });
});

describe('a retired certifying body', () => {
  it('keeps the profiles that name it showing its name, and is offered again once restored', async () => {
    const body = await addBody('Wabash Valley Halal');
    const added = await t.request('/api/admin/businesses', {
      cookie: admin.cookie,
      json: { name: 'Wabash Kebab', categoryId: restaurants, city: 'Terre Haute', halal: { certifierId: body.id } },
    });
    expect(added.status).toBe(201);
    const business = (await added.json()) as { id: string; slug: string };

    expect((await retire(body.id)).status).toBe(200);
    expect((await offered()).find((c) => c.id === body.id)?.retired).toBe(true);
    const page = await (await t.request(`/api/businesses/${business.slug}`)).json();
    expect(page.halal.profiles[0].certifier).toEqual({ name: 'Wabash Valley Halal', websiteUrl: null });
    const [profile] = await t.db.select().from(halalProfiles).where(eq(halalProfiles.businessId, business.id));
    expect(profile?.certifierId).toBe(body.id);
    const list = await (await t.request('/api/admin/halal-certifiers', { cookie: admin.cookie })).json();
    expect(list.find((c: { id: string }) => c.id === body.id)).toMatchObject({
      retiredAt: expect.any(String),
      profiles: 1,
    });

    // The listing saved again keeps its body.
    const kept = await t.request(`/api/admin/businesses/${business.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { name: 'Wabash Kebab', categoryId: restaurants, city: 'Terre Haute', halal: { certifierId: body.id } },
    });
    expect(kept.status).toBe(200);

    const restored = await t.request(`/api/admin/halal-certifiers/${body.id}/restore`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(restored.status).toBe(200);
    expect((await offered()).find((c) => c.id === body.id)?.retired).toBe(false);
    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['certifier.retire', 'certifier.restore']));
  });

  it('is not taken by a new choice: a submission or another listing naming it is refused, changing nothing', async () => {
    const body = await addBody('Retired Ridge Halal');
    expect((await retire(body.id)).status).toBe(200);
    const submitter = await t.givenSignedIn();
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const listing = await givenBusiness(t.db, { name: 'Ridge Shawarma', ownerId: owner.id });
    const before = await t.rowCounts();
    const submission = await t.request('/api/submissions', {
      cookie: submitter.cookie,
      json: { name: 'Ridge Grill', categoryIds: [restaurants], halal: { level: 'fully', certifierId: body.id } },
    });
    expect(submission.status).toBe(400);
    expect((await submission.json()).error).toMatchObject({
      message: 'This certifying body is no longer offered. Choose another one, or Other.',
      fields: { 'halal.certifierId': 'No longer offered' },
    });
    const byAdmin = await t.request('/api/admin/businesses', {
      cookie: admin.cookie,
      json: { name: 'Ridge Cafe', categoryId: restaurants, halal: { certifierId: body.id } },
    });
    expect(byAdmin.status).toBe(400);
    const unknown = await t.request('/api/admin/businesses', {
      cookie: admin.cookie,
      json: {
        name: 'Ridge Bakery',
        categoryId: restaurants,
        halal: { certifierId: '00000000-0000-4000-8000-000000000000' },
      },
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields).toEqual({ 'halal.certifierId': 'Choose a certifying body' });
    const ownersRequest = await t.request(`/api/owner/businesses/${listing.id}/halal-profile`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locationId: null, profile: { level: 'fully', certifierId: body.id } },
    });
    expect(ownersRequest.status).toBe(400);
    expect((await ownersRequest.json()).error.fields).toEqual({ 'profile.certifierId': 'No longer offered' });
    expect(await t.rowCounts()).toEqual(before);
  });
});
