import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId, givenBusiness } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';
import { readChanges, readToEnd } from '../testing/live-stream';
import { LiveHub } from './hub';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('live events', () => {
  it('tell a signed-in admin about a new submission, and plain users nothing of it', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const watcher = await t.givenSignedIn();
    const submitter = await t.givenSignedIn();
    const adminStream = await t.request('/api/live', { cookie: admin.cookie });
    const userStream = await t.request('/api/live', { cookie: watcher.cookie });
    expect(adminStream.headers.get('content-type')).toContain('text/event-stream');

    const res = await t.request('/api/submissions', {
      json: { name: 'Live Falafel', categoryIds: [await categoryId(t.db, 'restaurants')] },
      cookie: submitter.cookie,
    });
    const { id } = await res.json();
    expect(await readChanges(adminStream, 1)).toEqual([{ topic: 'businesses', id }]);
    expect(await readChanges(userStream, 1, 500)).toEqual([]);
  });

  it("tell a signed-in admin when an owner changes their listing's categories", async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { name: 'Category Corner', ownerId: owner.id });
    const adminStream = await t.request('/api/live', { cookie: admin.cookie });

    const res = await t.request(`/api/owner/businesses/${business.id}/categories`, {
      method: 'PUT',
      json: { primaryId: await categoryId(t.db, 'bakeries'), additionalIds: [] },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(await readChanges(adminStream, 1)).toEqual([{ topic: 'businesses', id: business.id }]);
  });

  it('tell nobody of a change that failed and was rolled back', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const adminStream = await t.request('/api/live', { cookie: admin.cookie });
    const restaurants = await categoryId(t.db, 'restaurants');

    // The listing is written before its photo is refused (not the admin's upload), so all of it rolls back.
    const refused = await t.request('/api/admin/businesses', {
      json: { name: 'Never Listed', categoryId: restaurants, imageUrl: '/uploads/images/someone-elses.webp' },
      cookie: admin.cookie,
    });
    expect(refused.status).toBe(400);
    const added = await t.request('/api/admin/businesses', {
      json: { name: 'Listed After', categoryId: restaurants },
      cookie: admin.cookie,
    });
    const { id } = await added.json();
    // Events arrive in order: had the refused change been told, its event would come first.
    expect(await readChanges(adminStream, 1)).toEqual([{ topic: 'businesses', id }]);
  });

  it('stop for an admin who is demoted or banned while the stream is open', async () => {
    const boss = await t.givenSignedIn({ role: 'admin' });
    const demoted = await t.givenSignedIn({ role: 'admin' });
    const banned = await t.givenSignedIn({ role: 'admin' });
    const demotedStream = await t.request('/api/live', { cookie: demoted.cookie });
    const bannedStream = await t.request('/api/live', { cookie: banned.cookie });
    await t.request(`/api/admin/users/${demoted.id}/role`, {
      method: 'PATCH',
      cookie: boss.cookie,
      json: { role: 'user' },
    });
    await t.request(`/api/admin/users/${banned.id}/ban`, { cookie: boss.cookie, json: { reason: 'Spam' } });

    const submitter = await t.givenSignedIn();
    await t.request('/api/submissions', {
      json: { name: 'After The Change', categoryIds: [await categoryId(t.db, 'restaurants')] },
      cookie: submitter.cookie,
    });
    // The server closes both streams at the next event instead of sending it.
    for (const stream of [demotedStream, bannedStream]) {
      const { text, ended } = await readToEnd(stream);
      expect(text).not.toContain('event: change');
      expect(ended).toBe(true);
    }
  });

  it('are capped at 5 open at once per person', async () => {
    const person = await t.givenSignedIn();
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await t.request('/api/live', { cookie: person.cookie }));
    expect(open.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await t.request('/api/live', { cookie: person.cookie });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error.code).toBe('TOO_MANY_STREAMS');
    await open[0]!.body!.cancel();
    await new Promise((r) => setTimeout(r, 50));
    const again = await t.request('/api/live', { cookie: person.cookie });
    expect(again.status).toBe(200);
    for (const res of [...open.slice(1), again]) await res.body!.cancel();
  });

  it('cannot be held open by HEAD requests that never read', async () => {
    const person = await t.givenSignedIn();
    for (let i = 0; i < 6; i++)
      expect((await t.request('/api/live', { method: 'HEAD', cookie: person.cookie })).status).toBe(405);
    const res = await t.request('/api/live', { cookie: person.cookie });
    expect(res.status).toBe(200);
    await res.body!.cancel();
  });

  it('all end when the server shuts down', async () => {
    const hub = new LiveHub(undefined, 0);
    const release = hub.openStream('someone', '127.0.0.1');
    let closed = false;
    hub.onCloseStreams(() => {
      closed = true;
    });
    hub.closeAllStreams();
    expect(closed).toBe(true);
    expect(hub.openStream('someone-else', '127.0.0.1')).toBeNull();
    release?.();
  });

  it('is for signed-in people only', async () => {
    expect((await t.request('/api/live')).status).toBe(401);
  });
});
