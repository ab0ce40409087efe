import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, savedLists } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Person = { id: string; cookie: string };
type ListSummary = {
  id: string;
  kind: string;
  name: string | null;
  shareId: string | null;
  watch: boolean;
  sort: string;
  placeCount: number;
};
type SavedAnswer = { lists: ListSummary[]; saved: Record<string, string[]> };
type ListAnswer = {
  list: ListSummary;
  places: { id: string; name: string; note: string; distanceMiles: number | null }[];
};

async function savedOf(who: Person): Promise<SavedAnswer> {
  const res = await t.request('/api/saved', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

async function listOf(who: Person, listId: string, query = ''): Promise<ListAnswer> {
  const res = await t.request(`/api/saved/lists/${listId}${query}`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const heart = (who: Person, business: { id: string }) =>
  t.request(`/api/saved/places/${business.id}`, { method: 'PUT', cookie: who.cookie });

async function givenList(who: Person, name: string): Promise<ListSummary> {
  const res = await t.request('/api/saved/lists', { method: 'POST', json: { name }, cookie: who.cookie });
  expect(res.status).toBe(201);
  return res.json();
}

const wantToGo = async (who: Person) => (await savedOf(who)).lists.find((list) => list.kind === 'want_to_go')!;

describe('saved places', () => {
  it("shows 'Want to go' and 'Favourites' from the start, without writing them on a read", async () => {
    const diner = await t.givenSignedIn();
    const before = await t.rowCounts();
    const { lists, saved } = await savedOf(diner);
    expect(lists.map((list) => [list.kind, list.name, list.placeCount])).toEqual([
      ['want_to_go', null, 0],
      ['favourites', null, 0],
    ]);
    expect(saved).toEqual({});
    expect((await listOf(diner, lists[0]!.id)).places).toEqual([]);
    expect(await t.rowCounts()).toEqual(before);
  });

  it("saves a place to 'Want to go' with the heart, once however often it is tapped", async () => {
    const diner = await t.givenSignedIn();
    const business = await givenBusiness(t.db);
    expect((await heart(diner, business)).status).toBe(201);
    expect((await heart(diner, business)).status).toBe(200);
    const { lists, saved } = await savedOf(diner);
    const list = lists.find((l) => l.kind === 'want_to_go')!;
    expect(list.placeCount).toBe(1);
    expect(saved[business.id]).toEqual([list.id]);
    const [place] = (await listOf(diner, list.id)).places;
    expect(place).toMatchObject({ id: business.id, name: business.name, note: '' });
    // Both defaults were written once, with the ids the lists had before.
    expect(await t.db.select().from(savedLists).where(eq(savedLists.userId, diner.id))).toHaveLength(2);
  });

  it('does not save a place that is not approved', async () => {
    const diner = await t.givenSignedIn();
    const pending = await givenBusiness(t.db, { approved: false });
    expect((await heart(diner, pending)).status).toBe(404);
    expect((await savedOf(diner)).saved).toEqual({});
  });

  it('keeps places in lists of the person’s own, with a note each, in the order they set', async () => {
    const diner = await t.givenSignedIn();
    const [first, second, third] = await Promise.all([givenBusiness(t.db), givenBusiness(t.db), givenBusiness(t.db)]);
    const list = await givenList(diner, '  Date night  ');
    expect(list).toMatchObject({ kind: 'custom', name: 'Date night', watch: true, sort: 'manual' });
    for (const place of [first!, second!, third!]) {
      const res = await t.request(`/api/saved/lists/${list.id}/places/${place.id}`, {
        method: 'PUT',
        cookie: diner.cookie,
      });
      expect(res.status).toBe(201);
    }
    // The newest first, until the person orders them.
    expect((await listOf(diner, list.id)).places.map((p) => p.id)).toEqual([third!.id, second!.id, first!.id]);
    const note = await t.request(`/api/saved/lists/${list.id}/places/${second!.id}`, {
      method: 'PATCH',
      json: { note: 'Try the lamb' },
      cookie: diner.cookie,
    });
    expect(note.status).toBe(200);
    const order = [first!.id, second!.id, third!.id];
    const ordered = await t.request(`/api/saved/lists/${list.id}/order`, {
      method: 'PUT',
      json: { businessIds: order },
      cookie: diner.cookie,
    });
    expect(ordered.status).toBe(200);
    const { places } = await listOf(diner, list.id);
    expect(places.map((p) => [p.id, p.note])).toEqual([
      [first!.id, ''],
      [second!.id, 'Try the lamb'],
      [third!.id, ''],
    ]);
    // An order must name every place of the list, each once.
    for (const businessIds of [[first!.id, second!.id], [first!.id, first!.id, third!.id], []]) {
      const refused = await t.request(`/api/saved/lists/${list.id}/order`, {
        method: 'PUT',
        json: { businessIds },
        cookie: diner.cookie,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.code).toBe('VALIDATION');
    }
    // Taken out of the list, then out of every list; taking out twice is done already.
    const out = () =>
      t.request(`/api/saved/lists/${list.id}/places/${third!.id}`, { method: 'DELETE', cookie: diner.cookie });
    expect(await (await out()).json()).toEqual({ removed: true });
    expect(await (await out()).json()).toEqual({ removed: false });
  });

  it('orders a list by distance from the position sent', async () => {
    const diner = await t.givenSignedIn();
    const far = await givenBusiness(t.db, {
      locations: [{ city: 'Fort Wayne', isPrimary: true, latitude: 41.0793, longitude: -85.1394 }],
    });
    const near = await givenBusiness(t.db, {
      locations: [{ city: 'Indianapolis', isPrimary: true, latitude: 39.7684, longitude: -86.1581 }],
    });
    await heart(diner, near);
    await heart(diner, far);
    const list = await wantToGo(diner);
    const patched = await t.request(`/api/saved/lists/${list.id}`, {
      method: 'PATCH',
      json: { sort: 'distance', watch: false },
      cookie: diner.cookie,
    });
    expect(await patched.json()).toMatchObject({ sort: 'distance', watch: false, placeCount: 2 });
    const { places } = await listOf(diner, list.id, '?lat=39.77&lng=-86.16');
    expect(places.map((p) => p.id)).toEqual([near.id, far.id]);
    expect(places[0]!.distanceMiles).toBeLessThan(1);
  });

  it('keeps the two defaults: they are not renamed or deleted', async () => {
    const diner = await t.givenSignedIn();
    const list = await wantToGo(diner);
    const renamed = await t.request(`/api/saved/lists/${list.id}`, {
      method: 'PATCH',
      json: { name: 'Mine' },
      cookie: diner.cookie,
    });
    expect(renamed.status).toBe(409);
    const deleted = await t.request(`/api/saved/lists/${list.id}`, { method: 'DELETE', cookie: diner.cookie });
    expect((await deleted.json()).error.code).toBe('DEFAULT_LIST');
  });

  it('refuses a list without a name, and a 51st list', async () => {
    const diner = await t.givenSignedIn();
    const blank = await t.request('/api/saved/lists', { method: 'POST', json: { name: '   ' }, cookie: diner.cookie });
    expect(blank.status).toBe(400);
    await t.db
      .insert(savedLists)
      .values(Array.from({ length: 50 }, (_, i) => ({ userId: diner.id, kind: 'custom' as const, name: `List ${i}` })));
    const more = await t.request('/api/saved/lists', {
      method: 'POST',
      json: { name: 'One more' },
      cookie: diner.cookie,
    });
    expect(more.status).toBe(409);
    expect((await more.json()).error.code).toBe('TOO_MANY_LISTS');
  });
});

describe("another person's lists", () => {
  it('cannot be read or changed by anyone else, an admin included: they are not found', async () => {
    const owner = await t.givenSignedIn();
    const business = await givenBusiness(t.db);
    const list = await givenList(owner, 'Private picks');
    await t.request(`/api/saved/lists/${list.id}/places/${business.id}`, { method: 'PUT', cookie: owner.cookie });
    const ownersDefault = await wantToGo(owner);
    for (const other of [await t.givenSignedIn(), await t.givenSignedIn({ role: 'admin' })]) {
      for (const listId of [list.id, ownersDefault.id]) {
        const calls: [string, string, unknown?][] = [
          ['GET', `/api/saved/lists/${listId}`],
          ['PATCH', `/api/saved/lists/${listId}`, { watch: false }],
          ['DELETE', `/api/saved/lists/${listId}`],
          ['PUT', `/api/saved/lists/${listId}/places/${business.id}`],
          ['DELETE', `/api/saved/lists/${listId}/places/${business.id}`],
          ['PATCH', `/api/saved/lists/${listId}/places/${business.id}`, { note: 'Mine now' }],
          ['PUT', `/api/saved/lists/${listId}/order`, { businessIds: [business.id] }],
          ['POST', `/api/saved/lists/${listId}/share`],
          ['DELETE', `/api/saved/lists/${listId}/share`],
        ];
        for (const [method, path, json] of calls) {
          const res = await t.request(path as '/api/saved', { method: method as 'GET', json, cookie: other.cookie });
          expect(res.status, `${method} ${path}`).toBe(404);
          expect((await res.json()).error.code).toBe('NOT_FOUND');
        }
      }
      // Their own hearts never reach the owner's lists.
      await heart(other, business);
    }
    const { places, list: after } = await listOf(owner, list.id);
    expect(after).toMatchObject({ name: 'Private picks', watch: true, shareId: null });
    expect(places.map((p) => p.note)).toEqual(['']);
    expect((await listOf(owner, ownersDefault.id)).places).toEqual([]);
  });

  it('are not found by a visitor either', async () => {
    const res = await t.request('/api/saved', {});
    expect(res.status).toBe(401);
  });
});

describe('a shared list', () => {
  it('is read by anyone with its link, without the notes or the owner’s address; a stopped link is not found', async () => {
    const owner = await t.givenSignedIn();
    const business = await givenBusiness(t.db, {
      locations: [{ city: 'Carmel', isPrimary: true, latitude: 39.9784, longitude: -86.118 }],
    });
    const hidden = await givenBusiness(t.db);
    const list = await givenList(owner, 'Best shawarma');
    for (const place of [business, hidden])
      await t.request(`/api/saved/lists/${list.id}/places/${place.id}`, { method: 'PUT', cookie: owner.cookie });
    await t.request(`/api/saved/lists/${list.id}/places/${business.id}`, {
      method: 'PATCH',
      json: { note: 'private thought' },
      cookie: owner.cookie,
    });
    // A place no longer public leaves the shared page (and the owner's) until it is again.
    await t.db.update(businesses).set({ isApproved: false }).where(eq(businesses.id, hidden.id));

    const shared = await t.request(`/api/saved/lists/${list.id}/share`, { method: 'POST', cookie: owner.cookie });
    expect(shared.status).toBe(200);
    const { shareId } = (await shared.json()) as { shareId: string };
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Sharing again keeps the link.
    const again = await t.request(`/api/saved/lists/${list.id}/share`, { method: 'POST', cookie: owner.cookie });
    expect(await again.json()).toEqual({ shareId });

    const read = await t.request(`/api/lists/${shareId}`, {});
    expect(read.status).toBe(200);
    const page = await read.json();
    expect(page).toMatchObject({ kind: 'custom', name: 'Best shawarma' });
    expect(page.places.map((p: { id: string }) => p.id)).toEqual([business.id]);
    expect(page.markers).toMatchObject([{ businessId: business.id, place: 'Carmel, IN' }]);
    const text = JSON.stringify(page);
    expect(text).not.toContain('private thought');
    expect(text).not.toContain('@');
    expect(text).not.toContain(owner.id);

    const stopped = await t.request(`/api/saved/lists/${list.id}/share`, { method: 'DELETE', cookie: owner.cookie });
    expect(await stopped.json()).toEqual({ shareId: null });
    const gone = await t.request(`/api/lists/${shareId}`, {});
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.code).toBe('NOT_FOUND');
  });

  it('is not found by a made-up link', async () => {
    for (const shareId of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200)]) {
      const res = await t.request(`/api/lists/${shareId}`, {});
      expect(res.status).toBe(404);
    }
  });
});
