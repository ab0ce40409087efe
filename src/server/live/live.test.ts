import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endOtherSessions } from '../auth/end-sessions';
import { standingSessions } from '../auth/session';
import { profiles, sessions } from '../db/schema';
import { categoryId, givenBusiness } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';
import { readChanges, readToEnd } from '../testing/live-stream';
import { LiveHub, recordLiveEvent, STREAM_LIMITS } from './hub';

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
    // Both streams ended with the change, so the event that follows reaches neither.
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
    const hub = new LiveHub();
    const viewer = { userId: 'someone', sessionId: 'their-session', admin: false, address: '127.0.0.1' };
    let ended = false;
    const opened = hub.openStream(viewer, { deliver: () => {}, end: () => (ended = true) });
    hub.closeAllStreams();
    expect(ended).toBe(true);
    expect(hub.openCount).toBe(0);
    expect(hub.openStream({ ...viewer, userId: 'someone-else' }, { deliver: () => {}, end: () => {} })).toEqual({
      refused: 'closing',
    });
    if ('close' in opened) opened.close();
  });

  it('is for signed-in people only', async () => {
    expect((await t.request('/api/live')).status).toBe(401);
  });
});

/** How long a stream took to end after `since`, or null when it was still open after `withinMs`. */
async function endedWithin(stream: Response, since: number, withinMs = 1000) {
  const { text, ended } = await readToEnd(stream, withinMs);
  expect(text).not.toContain('event: change');
  return ended ? Date.now() - since : null;
}

/** The id of the session a cookie names, as better-auth keeps it. */
async function sessionIdOf(cookie: string): Promise<string> {
  const res = await t.request('/api/auth/get-session', { cookie });
  return (await res.json()).session.id;
}

describe('live streams end at once', () => {
  it('for a person who is banned, without waiting for an event or a keep-alive', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const person = await t.givenSignedIn();
    const stream = await t.request('/api/live', { cookie: person.cookie });
    const banned = Date.now();
    const res = await t.request(`/api/admin/users/${person.id}/ban`, {
      cookie: admin.cookie,
      json: { reason: 'Spam' },
    });
    expect(res.status).toBe(200);
    expect(await endedWithin(stream, banned)).toBeLessThan(1000);
  });

  it('for an admin who is demoted', async () => {
    const boss = await t.givenSignedIn({ role: 'admin' });
    const demoted = await t.givenSignedIn({ role: 'admin' });
    const stream = await t.request('/api/live', { cookie: demoted.cookie });
    const changed = Date.now();
    const res = await t.request(`/api/admin/users/${demoted.id}/role`, {
      method: 'PATCH',
      cookie: boss.cookie,
      json: { role: 'user' },
    });
    expect(res.status).toBe(200);
    expect(await endedWithin(stream, changed)).toBeLessThan(1000);
  });

  it('for an admin who is made the owner of a business instead', async () => {
    const boss = await t.givenSignedIn({ role: 'admin' });
    const admin = await t.givenSignedIn({ role: 'admin' });
    const business = await givenBusiness(t.db, { name: 'Handed Over Grill' });
    const stream = await t.request('/api/live', { cookie: admin.cookie });
    const assigned = Date.now();
    const res = await t.request(`/api/admin/users/${admin.id}/business`, {
      cookie: boss.cookie,
      json: { businessId: business.id },
    });
    expect(res.status).toBe(200);
    expect(await endedWithin(stream, assigned)).toBeLessThan(1000);
  });

  it("for the session that signs out, and not for the same person's other session", async () => {
    const person = await t.givenSignedIn();
    const laptop = person.cookie;
    const phone = await t.signIn(person.email, person.password);
    const laptopStream = await t.request('/api/live', { cookie: laptop });
    const phoneStream = await t.request('/api/live', { cookie: phone });

    const signedOut = Date.now();
    expect((await t.request('/api/auth/sign-out', { cookie: laptop, json: {} })).status).toBe(200);
    expect(await endedWithin(laptopStream, signedOut)).toBeLessThan(1000);

    // The phone still hears its events, and nothing of the sign-out itself.
    const id = randomUUID();
    await recordLiveEvent(t.db, { topic: 'conversations', id, audience: { userIds: [person.id] } });
    expect(await readChanges(phoneStream, 1)).toEqual([{ topic: 'conversations', id }]);
  });

  it("for the person's other sessions when they sign out other devices", async () => {
    const person = await t.givenSignedIn();
    const phone = await t.signIn(person.email, person.password);
    const kept = await t.request('/api/live', { cookie: person.cookie });
    const other = await t.request('/api/live', { cookie: phone });

    const revoked = Date.now();
    const res = await t.request('/api/auth/revoke-other-sessions', { cookie: person.cookie, json: {} });
    expect(res.status).toBe(200);
    expect(await endedWithin(other, revoked)).toBeLessThan(1000);
    const id = randomUUID();
    await recordLiveEvent(t.db, { topic: 'messages', id, audience: { userIds: [person.id] } });
    expect(await readChanges(kept, 1)).toEqual([{ topic: 'messages', id }]);
  });
});

describe('ending the other sessions of a person (a password change)', () => {
  it('signs out and ends the streams of every device but the one kept', async () => {
    const person = await t.givenSignedIn();
    const phone = await t.signIn(person.email, person.password);
    const keptSession = await sessionIdOf(person.cookie);
    const kept = await t.request('/api/live', { cookie: person.cookie });
    const other = await t.request('/api/live', { cookie: phone });

    const ended = Date.now();
    await t.db.transaction((tx) => endOtherSessions(tx, person.id, keptSession));
    expect(await endedWithin(other, ended)).toBeLessThan(1000);
    expect((await t.request('/api/live', { cookie: phone })).status).toBe(401);
    const id = randomUUID();
    await recordLiveEvent(t.db, { topic: 'messages', id, audience: { userIds: [person.id] } });
    expect(await readChanges(kept, 1)).toEqual([{ topic: 'messages', id }]);
  });
});

describe("the hub's sweep of its streams' sessions", () => {
  it('ends a stream whose session ended without a notice, and leaves the others', async () => {
    const person = await t.givenSignedIn();
    const phone = await t.signIn(person.email, person.password);
    const gone = await t.request('/api/live', { cookie: person.cookie });
    const kept = await t.request('/api/live', { cookie: phone });
    // As an expiry or a missed notice would leave it: the row is gone, and no stream was told.
    await t.db.delete(sessions).where(eq(sessions.id, await sessionIdOf(person.cookie)));

    const swept = Date.now();
    await t.live.sweep();
    expect(await endedWithin(gone, swept)).toBeLessThan(1000);
    const id = randomUUID();
    await recordLiveEvent(t.db, { topic: 'messages', id, audience: { userIds: [person.id] } });
    expect(await readChanges(kept, 1)).toEqual([{ topic: 'messages', id }]);
  });

  it('finds a session standing until it is signed out or its person banned, with their role now', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const boss = await t.givenSignedIn({ role: 'admin' });
    const other = await t.givenSignedIn();
    const id = await sessionIdOf(admin.cookie);
    const otherId = await sessionIdOf(other.cookie);
    expect(await standingSessions(t.db, [id, otherId, 'no-such-session'])).toEqual(
      new Map([
        [id, { userId: admin.id, admin: true }],
        [otherId, { userId: other.id, admin: false }],
      ]),
    );
    await t.request(`/api/admin/users/${admin.id}/role`, {
      method: 'PATCH',
      cookie: boss.cookie,
      json: { role: 'user' },
    });
    expect(await standingSessions(t.db, [id])).toEqual(new Map([[id, { userId: admin.id, admin: false }]]));
    await t.request('/api/auth/sign-out', { cookie: admin.cookie, json: {} });
    expect(await standingSessions(t.db, [id])).toEqual(new Map());
    // Banning deletes sessions too; a session row left behind would still not stand.
    await t.db.update(profiles).set({ banned: true }).where(eq(profiles.id, other.id));
    expect(await standingSessions(t.db, [otherId])).toEqual(new Map());
  });
});

describe('live events are routed', () => {
  it("to the streams they are for, without reading anyone's session", async () => {
    const reader = await t.givenSignedIn();
    const other = await t.givenSignedIn();
    const readerStream = await t.request('/api/live', { cookie: reader.cookie });
    const otherStream = await t.request('/api/live', { cookie: other.cookie });
    const sessionReads = vi.spyOn(t.auth.api, 'getSession');
    try {
      const id = randomUUID();
      await recordLiveEvent(t.db, { topic: 'messages', id, audience: { userIds: [reader.id] } });
      expect(await readChanges(readerStream, 1)).toEqual([{ topic: 'messages', id }]);
      expect(await readChanges(otherStream, 1, 300)).toEqual([]);
      expect(sessionReads).not.toHaveBeenCalled();
    } finally {
      sessionReads.mockRestore();
    }
  });
});

describe('the live hub', () => {
  it('hands an event to admins unless it leaves them out, and to the people it names, each once', () => {
    const hub = new LiveHub();
    const heard = new Map<string, string[]>();
    const open = (name: string, userId: string, admin: boolean) =>
      hub.openStream(
        { userId, sessionId: `${name}-session`, admin, address: `address-${name}` },
        { deliver: (event) => heard.set(name, [...(heard.get(name) ?? []), event.id]), end: () => {} },
      );
    open('admin', 'admin-id', true);
    open('named admin', 'named-admin-id', true);
    open('customer', 'customer-id', false);
    open('stranger', 'stranger-id', false);

    hub.receive(JSON.stringify({ topic: 'businesses', id: 'for-admins' }));
    hub.receive(
      JSON.stringify({ topic: 'messages', id: 'for-both', audience: { userIds: ['customer-id', 'named-admin-id'] } }),
    );
    hub.receive(
      JSON.stringify({ topic: 'messages', id: 'read', audience: { userIds: ['named-admin-id'], admins: false } }),
    );
    // A session-ended notice is never a change: no stream of someone else hears it.
    hub.receive(JSON.stringify({ sessionEnded: { userId: 'stranger-id' } }));

    expect(Object.fromEntries(heard)).toEqual({
      admin: ['for-admins', 'for-both'],
      'named admin': ['for-admins', 'for-both', 'read'],
      customer: ['for-both'],
    });
    hub.closeAllStreams();
  });
});

describe('live streams of one server', () => {
  it('are capped in total: past it, 503 with Retry-After', async () => {
    const person = await t.givenSignedIn();
    // Stand-ins fill the server's capacity, one per made-up person and address, so no cap of theirs applies.
    const fillers = [];
    for (let i = 0; t.live.openCount < STREAM_LIMITS.total; i++) {
      const opened = t.live.openStream(
        { userId: `filler-${i}`, sessionId: `filler-${i}`, admin: false, address: `10.9.${i >> 8}.${i & 255}` },
        { deliver: () => {}, end: () => {} },
      );
      if (!('close' in opened)) throw new Error(`filler ${i} refused: ${opened.refused}`);
      fillers.push(opened);
    }
    try {
      const refused = await t.request('/api/live', { cookie: person.cookie });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await refused.json()).error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      for (const filler of fillers) filler.close();
    }
    const again = await t.request('/api/live', { cookie: person.cookie });
    expect(again.status).toBe(200);
    await again.body!.cancel();
  });
});
