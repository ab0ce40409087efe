import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, passportVisits, profiles, visitNotes } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, requestTable, type TestContext } from '../../testing/harness';
import { isListed } from '../listing-rules';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Holder = { id: string; cookie: string };
type PassportAnswer = {
  holder: { name: string; passportId: string };
  businesses: {
    id: string;
    name: string;
    closed: boolean;
    visit: { id: string; visitedAt: string; note: string } | null;
  }[];
  visited: number;
};

function stamp(business: { id: string }, who: Holder) {
  return t.request(`/api/passport/visits/${business.id}`, { method: 'PUT', cookie: who.cookie });
}

function unstamp(business: { id: string }, who: Holder) {
  return t.request(`/api/passport/visits/${business.id}`, { method: 'DELETE', cookie: who.cookie });
}

function writeNote(business: { id: string }, who: Holder, note: string) {
  return t.request(`/api/passport/visits/${business.id}/note`, { method: 'PUT', json: { note }, cookie: who.cookie });
}

async function passportOf(who: Holder): Promise<PassportAnswer> {
  const res = await t.request('/api/passport', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

async function visitsOf(userId: string, businessId: string) {
  return t.db
    .select()
    .from(passportVisits)
    .where(and(eq(passportVisits.userId, userId), eq(passportVisits.businessId, businessId)));
}

/** A signed-in holder who stamped `business` and wrote `note` on it. */
async function givenStamped(business: { id: string }, note: string) {
  const holder = await t.givenSignedIn();
  expect((await stamp(business, holder)).status).toBe(201);
  expect((await writeNote(business, holder, note)).status).toBe(200);
  return holder;
}

describe('the passport', () => {
  it('lists every listed business by name with the holder’s own visits only, and counts them', async () => {
    const zaytun = await givenBusiness(t.db, { name: 'Zaytun Mediterranean', city: 'Carmel' });
    const basha = await givenBusiness(t.db, { name: 'Al-Basha Grill' });
    const pending = await givenBusiness(t.db, { name: 'Pending Pita', approved: false });
    const rejected = await givenBusiness(t.db, { name: 'Rejected Rolls', rejected: true });
    // A neighbour's visits and notes are theirs: the holder's passport shows none of them.
    const neighbour = await givenStamped(zaytun, 'Their secret: the garlic sauce');
    await stamp(basha, neighbour);
    await writeNote(basha, neighbour, 'Their secret: the garlic sauce');
    const holder = await t.givenSignedIn();
    await stamp(basha, holder);
    await writeNote(basha, holder, 'Try the mixed grill');

    const res = await t.request('/api/passport', { cookie: holder.cookie });
    const text = await res.text();
    const passport: PassportAnswer = JSON.parse(text);

    const everyListed = await t.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(isListed)
      .orderBy(asc(businesses.name), asc(businesses.id));
    expect(passport.businesses.map((b) => b.id)).toEqual(everyListed.map((b) => b.id));
    const names = passport.businesses.map((b) => b.name);
    expect(names.indexOf('Al-Basha Grill')).toBeLessThan(names.indexOf('Zaytun Mediterranean'));
    expect(names).not.toContain(pending.name);
    expect(names).not.toContain(rejected.name);
    expect(passport.businesses.find((b) => b.id === basha.id)).toEqual({
      id: basha.id,
      slug: basha.slug,
      name: 'Al-Basha Grill',
      city: 'Indianapolis',
      state: 'IN',
      imageUrl: null,
      closed: false,
      visit: { id: expect.any(String), visitedAt: expect.any(String), note: 'Try the mixed grill' },
    });
    expect(passport.businesses.find((b) => b.id === zaytun.id)).toMatchObject({ city: 'Carmel', visit: null });
    expect(passport.visited).toBe(1);
    expect(passport.businesses.filter((b) => b.visit)).toHaveLength(1);
    expect(passport.holder).toEqual({
      name: expect.stringMatching(/^Test Person\d+$/),
      passportId: `DHP-${holder.id.slice(0, 8).toUpperCase()}`,
    });
    expect(text).not.toContain('garlic sauce');
  });

  it('starts empty for a new holder', async () => {
    const holder = await t.givenSignedIn();
    const passport = await passportOf(holder);
    expect(passport.visited).toBe(0);
    expect(passport.businesses.every((b) => b.visit === null)).toBe(true);
  });
});

describe('stamping a place', () => {
  it('stamps once: a second stamp answers with the visit already there', async () => {
    const business = await givenBusiness(t.db, { name: 'Kabob Palace' });
    const holder = await t.givenSignedIn();

    const first = await stamp(business, holder);
    expect(first.status).toBe(201);
    const visit = await first.json();
    expect(visit).toEqual({ id: expect.any(String), visitedAt: expect.any(String), note: '' });
    await writeNote(business, holder, 'Came with family');

    const again = await stamp(business, holder);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...visit, note: 'Came with family' });
    expect(await visitsOf(holder.id, business.id)).toHaveLength(1);

    // The business page's button learns there is a note (so removing asks first), never the note itself.
    const button = await t.request(`/api/passport/visits/${business.id}`, { cookie: holder.cookie });
    expect(await button.json()).toEqual({
      visit: { id: visit.id, visitedAt: visit.visitedAt, hasNote: true },
      closed: false,
    });
  });

  it('makes one visit of two stamps at once', async () => {
    const business = await givenBusiness(t.db);
    const holder = await t.givenSignedIn();

    const answers = await Promise.all([stamp(business, holder), stamp(business, holder)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((res) => res.json()));
    expect(a.id).toBe(b.id);
    expect(await visitsOf(holder.id, business.id)).toHaveLength(1);
  });

  it('is only possible for a public business', async () => {
    const holder = await t.givenSignedIn();
    const pending = await givenBusiness(t.db, { approved: false });
    const rejected = await givenBusiness(t.db, { rejected: true });
    const before = await t.rowCounts();

    for (const id of [pending.id, rejected.id, crypto.randomUUID(), 'not-a-uuid']) {
      for (const method of ['PUT', 'GET']) {
        const res = await t.request(`/api/passport/visits/${id}`, { method, cookie: holder.cookie });
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Restaurant not found' } });
      }
    }
    expect(await t.rowCounts()).toEqual(before);
  });

  it('shows the stamp button nothing for a place not stamped yet', async () => {
    const business = await givenBusiness(t.db);
    const holder = await t.givenSignedIn();
    const res = await t.request(`/api/passport/visits/${business.id}`, { cookie: holder.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ visit: null, closed: false });
  });
});

describe('removing a stamp', () => {
  it('deletes the visit and its note', async () => {
    const business = await givenBusiness(t.db);
    const holder = await givenStamped(business, 'Best samosas in town');
    const [visit] = await visitsOf(holder.id, business.id);

    const res = await unstamp(business, holder);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: true });
    expect(await visitsOf(holder.id, business.id)).toEqual([]);
    expect(await t.db.select().from(visitNotes).where(eq(visitNotes.visitId, visit!.id))).toEqual([]);
    expect((await passportOf(holder)).businesses.find((b) => b.id === business.id)?.visit).toBeNull();

    const again = await unstamp(business, holder);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Visit not found.' } });
  });
});

/** An admin confirmed the place permanently closed (a 'Permanently closed' report resolved as fixed). */
async function closePermanently(business: { id: string }) {
  await t.db.update(businesses).set({ closedAt: new Date() }).where(eq(businesses.id, business.id));
}

describe('a permanently closed place (issue 16)', () => {
  it('leaves the places to stamp, while a stamp made before it closed stays in the passport and counts', async () => {
    const stamped = await givenBusiness(t.db, { name: 'Cedar Corner Bakery' });
    const neverVisited = await givenBusiness(t.db, { name: 'Cedar Corner Grill' });
    const holder = await givenStamped(stamped, 'The zaatar manakish');
    const neighbour = await t.givenSignedIn();

    await closePermanently(stamped);
    await closePermanently(neverVisited);

    const passport = await passportOf(holder);
    expect(passport.businesses.map((b) => b.id)).not.toContain(neverVisited.id);
    expect(passport.businesses.find((b) => b.id === stamped.id)).toMatchObject({
      name: 'Cedar Corner Bakery',
      closed: true,
      visit: { note: 'The zaatar manakish' },
    });
    expect(passport.visited).toBe(1);
    const theirs = await passportOf(neighbour);
    expect(theirs.businesses.map((b) => b.id)).not.toContain(stamped.id);
    expect(theirs.businesses.map((b) => b.id)).not.toContain(neverVisited.id);
    expect(theirs.businesses.every((b) => !b.closed)).toBe(true);
  });

  it('refuses a new stamp with a clear error and changes nothing', async () => {
    const business = await givenBusiness(t.db, { name: 'Shuttered Shawarma' });
    await closePermanently(business);
    const holder = await t.givenSignedIn();
    const before = await t.rowCounts();

    const res = await stamp(business, holder);

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'PLACE_CLOSED', message: 'This place is permanently closed, so it can no longer be stamped.' },
    });
    expect(await t.rowCounts()).toEqual(before);
    expect(await visitsOf(holder.id, business.id)).toEqual([]);
    // Its page's stamp card learns why there is nothing to stamp.
    const button = await t.request(`/api/passport/visits/${business.id}`, { cookie: holder.cookie });
    expect(await button.json()).toEqual({ visit: null, closed: true });
  });

  it('keeps a stamp made before it closed: stamping again answers with it, removing it takes it away for good', async () => {
    const business = await givenBusiness(t.db);
    const holder = await givenStamped(business, 'Last visit before they closed');
    const [visit] = await visitsOf(holder.id, business.id);
    await closePermanently(business);

    const again = await stamp(business, holder);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      id: visit!.id,
      visitedAt: visit!.createdAt.toISOString(),
      note: 'Last visit before they closed',
    });

    expect((await unstamp(business, holder)).status).toBe(200);
    expect((await passportOf(holder)).businesses.map((b) => b.id)).not.toContain(business.id);
    expect((await stamp(business, holder)).status).toBe(409);
    expect(await visitsOf(holder.id, business.id)).toEqual([]);
  });
});

type MyStampsPage = {
  items: {
    id: string;
    visitedAt: string;
    noteStart: string;
    closed: boolean;
    business: { id: string; slug: string; name: string };
  }[];
  nextCursor: string | null;
};

async function myStamps(who: Holder, cursor?: string): Promise<MyStampsPage> {
  const res = await t.request(cursor ? `/api/passport/stamps?cursor=${cursor}` : '/api/passport/stamps', {
    cookie: who.cookie,
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** Dates the holder's stamp of `business` as if it were made at `at`. */
async function stampedAt(who: Holder, business: { id: string }, at: string) {
  await t.db
    .update(passportVisits)
    .set({ createdAt: new Date(at) })
    .where(and(eq(passportVisits.userId, who.id), eq(passportVisits.businessId, business.id)));
}

describe("'My stamps'", () => {
  it('lists the holder’s stamps newest first: the place, the date stamped and the start of the note', async () => {
    const kabob = await givenBusiness(t.db, { name: 'Kabob Korner' });
    const teahouse = await givenBusiness(t.db, { name: 'Chai Teahouse' });
    const closed = await givenBusiness(t.db, { name: 'Old Souk Market' });
    const notYet = await givenBusiness(t.db, { name: 'Never Been Diner' });
    const holder = await givenStamped(kabob, 'Chicken tikka was great');
    await stamp(teahouse, holder);
    await stamp(closed, holder);
    const longNote = `Karak chai and saffron cake with the whole family after Eid prayers, ${'then '.repeat(40)}home`;
    await writeNote(closed, holder, longNote);
    await stampedAt(holder, kabob, '2025-06-01T12:00:00Z');
    await stampedAt(holder, teahouse, '2025-07-15T12:00:00Z');
    await stampedAt(holder, closed, '2025-03-09T12:00:00Z');
    await closePermanently(closed);
    const neighbour = await givenStamped(notYet, 'Their note');

    const page = await myStamps(holder);

    expect(page.items.map((s) => [s.business.name, s.visitedAt, s.noteStart, s.closed])).toEqual([
      ['Chai Teahouse', '2025-07-15T12:00:00.000Z', '', false],
      ['Kabob Korner', '2025-06-01T12:00:00.000Z', 'Chicken tikka was great', false],
      [
        'Old Souk Market',
        '2025-03-09T12:00:00.000Z',
        'Karak chai and saffron cake with the whole family after Eid prayers, then then then then then then…',
        true,
      ],
    ]);
    expect(page.items[1]?.business).toEqual({ id: kabob.id, slug: kabob.slug, name: 'Kabob Korner' });
    expect(page.nextCursor).toBeNull();
    expect(JSON.stringify(page)).not.toContain('home');
    expect(JSON.stringify(await myStamps(neighbour))).not.toContain('Kabob Korner');
  });

  it('comes 20 at a time, each stamp once, the next page after the last stamp of the one before', async () => {
    const holder = await t.givenSignedIn();
    const places = [];
    for (let i = 0; i < 25; i++) places.push(await givenBusiness(t.db, { name: `Stamp Trail ${i}` }));
    await t.db.insert(passportVisits).values(
      places.map((place, i) => ({
        userId: holder.id,
        businessId: place.id,
        // Stamps made in the same second are ordered by their id: none is skipped or shown twice.
        createdAt: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))),
      })),
    );

    const first = await myStamps(holder);
    const second = await myStamps(holder, first.nextCursor!);

    expect([first.items.length, second.items.length]).toEqual([20, 5]);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((s) => s.business.id)).size).toBe(25);
    const dates = all.map((s) => s.visitedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // Someone else's stamp is no place to start from: it shows nothing of theirs.
    const stranger = await t.givenSignedIn();
    expect(await myStamps(stranger, first.nextCursor!)).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a cursor that names no stamp with a clear error', async () => {
    const holder = await t.givenSignedIn();
    const res = await t.request('/api/passport/stamps?cursor=not-a-stamp', { cookie: holder.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('VALIDATION');
  });
});

describe('a note', () => {
  it('is kept as typed, up to 2000 characters', async () => {
    const business = await givenBusiness(t.db);
    const holder = await givenStamped(business, 'first');

    const saved = await writeNote(business, holder, '  Lamb chops!\n\nAsk for extra chutney  ');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      note: '  Lamb chops!\n\nAsk for extra chutney  ',
      updatedAt: expect.any(String),
    });
    expect((await writeNote(business, holder, 'x'.repeat(2000))).status).toBe(200);
    expect((await writeNote(business, holder, '')).status).toBe(200);
    const visit = (await passportOf(holder)).businesses.find((b) => b.id === business.id)?.visit;
    expect(visit?.note).toBe('');
  });

  it('of 2001 characters is refused, and the note stays as it was', async () => {
    const business = await givenBusiness(t.db);
    const holder = await givenStamped(business, 'Friday buffet');
    const before = await t.rowCounts();

    const res = await writeNote(business, holder, 'x'.repeat(2001));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('VALIDATION');
    expect(await t.rowCounts()).toEqual(before);
    const visit = (await passportOf(holder)).businesses.find((b) => b.id === business.id)?.visit;
    expect(visit?.note).toBe('Friday buffet');
  });

  it('needs a stamp first', async () => {
    const business = await givenBusiness(t.db);
    const holder = await t.givenSignedIn();
    const before = await t.rowCounts();

    for (const id of [business.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await writeNote({ id }, holder, 'Not been yet');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Visit not found.' } });
    }
    expect(await t.rowCounts()).toEqual(before);
  });
});

describe('someone else’s passport', () => {
  it('cannot be read or changed, not even by an admin', async () => {
    const business = await givenBusiness(t.db, { name: 'Bosphorus Kitchen' });
    const holder = await givenStamped(business, 'Anniversary dinner, table by the window');
    const [visit] = await visitsOf(holder.id, business.id);
    const [note] = await t.db.select().from(visitNotes).where(eq(visitNotes.visitId, visit!.id));

    for (const stranger of [await t.givenSignedIn(), await t.givenSignedIn({ role: 'admin' })]) {
      const counts = await t.rowCounts();
      const removed = await unstamp(business, stranger);
      expect(removed.status).toBe(404);
      expect((await removed.json()).error.message).toBe('Visit not found.');
      const written = await writeNote(business, stranger, 'Overwritten');
      expect(written.status).toBe(404);
      expect((await written.json()).error.message).toBe('Visit not found.');
      expect(await t.rowCounts()).toEqual(counts);

      const passport = await t.request('/api/passport', { cookie: stranger.cookie });
      const text = await passport.text();
      expect(text).not.toContain('Anniversary dinner');
      expect(text).not.toContain(visit!.id);
      const own = (JSON.parse(text) as PassportAnswer).businesses.find((b) => b.id === business.id);
      expect(own?.visit).toBeNull();
      const button = await t.request(`/api/passport/visits/${business.id}`, { cookie: stranger.cookie });
      expect(await button.json()).toEqual({ visit: null, closed: false });
    }
    expect(await visitsOf(holder.id, business.id)).toEqual([visit]);
    expect(await t.db.select().from(visitNotes).where(eq(visitNotes.visitId, visit!.id))).toEqual([note]);
  });

  it('is stamped separately: both holders keep their own visit and note', async () => {
    const business = await givenBusiness(t.db);
    const first = await givenStamped(business, 'Mine');
    const second = await givenStamped(business, 'Also mine');

    const notes = await Promise.all(
      [first, second].map(async (who) => (await passportOf(who)).businesses.find((b) => b.id === business.id)?.visit),
    );
    expect(notes.map((visit) => visit?.note)).toEqual(['Mine', 'Also mine']);
    expect(notes[0]?.id).not.toBe(notes[1]?.id);
  });
});

describe('who may use the passport', () => {
  it('asks a visitor to sign in and tells a banned session why it is refused', async () => {
    const business = await givenBusiness(t.db);
    const banned = await t.givenSignedIn();
    await t.db.update(profiles).set({ banned: true }).where(eq(profiles.id, banned.id));
    const calls = requestTable([
      { method: 'GET', path: '/api/passport' },
      { method: 'GET', path: '/api/passport/stamps' },
      { method: 'GET', path: `/api/passport/visits/${business.id}` },
      { method: 'PUT', path: `/api/passport/visits/${business.id}` },
      { method: 'DELETE', path: `/api/passport/visits/${business.id}` },
      { method: 'PUT', path: `/api/passport/visits/${business.id}/note`, json: { note: 'Hi' } },
    ]);
    const before = await t.rowCounts();

    for (const call of calls) {
      const anonymous = await t.request(call.path, { method: call.method, json: call.json });
      expect(anonymous.status, `${call.method} ${call.path}`).toBe(401);
      expect((await anonymous.json()).error.code).toBe('UNAUTHENTICATED');
      const refused = await t.request(call.path, { method: call.method, json: call.json, cookie: banned.cookie });
      expect(refused.status, `${call.method} ${call.path}`).toBe(403);
      expect((await refused.json()).error.code).toBe('BANNED');
    }
    expect(await t.rowCounts()).toEqual(before);
  });
});

describe('rate limits', () => {
  it('allow 120 passport changes a minute per person, then refuse', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const business = await givenBusiness(limited.db);
      const holder = await limited.givenSignedIn();
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) {
        const res = await limited.request(`/api/passport/visits/${business.id}`, {
          method: 'PUT',
          cookie: holder.cookie,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, ...Array(119).fill(200), 429]);
      const note = await limited.request(`/api/passport/visits/${business.id}/note`, {
        method: 'PUT',
        json: { note: 'One more' },
        cookie: holder.cookie,
      });
      expect(note.status).toBe(429);
      // Reading the passport is never limited.
      expect((await limited.request('/api/passport', { cookie: holder.cookie })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
