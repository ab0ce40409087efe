import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessCategories,
  businesses,
  businessImages,
  businessLocations,
  businessSubscriptions,
  events,
} from '../../db/schema';
import { categoryId, givenBusiness } from '../../testing/factories';
import { createTestContext, linkPath, requestTable, type TestContext } from '../../testing/harness';

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let owner: Signed;
let otherOwner: Signed;
let user: Signed;
let admin: Signed;
let business: Awaited<ReturnType<typeof givenBusiness>>;
let base: `/api/owner/businesses/${string}`;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.givenSignedIn({ role: 'business_owner' });
  otherOwner = await t.givenSignedIn({ role: 'business_owner' });
  user = await t.givenSignedIn();
  admin = await t.givenSignedIn({ role: 'admin' });
  business = await givenBusiness(t.db, { name: 'Owner Bistro', ownerId: owner.id });
  await givenBusiness(t.db, { name: 'Other Bistro', ownerId: otherOwner.id });
  base = `/api/owner/businesses/${business.id}`;
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
function uploadImage(cookie: string, bytes: Buffer, caption = '', path = base) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'g.png');
  form.append('caption', caption);
  return t.request(`${path}/images`, { body: form, cookie });
}

describe('who may manage a business', () => {
  it('finds the owner their business, and tells an owner without one to submit first', async () => {
    expect(await (await t.request('/api/owner/business', { cookie: owner.cookie })).json()).toEqual({
      id: business.id,
    });
    const res = await t.request('/api/owner/business', { cookie: user.cookie });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(
      "You don't have a business registered yet. Please submit your business first.",
    );
  });

  it('refuses another business owner and a plain user every action (403), and changes nothing', async () => {
    const [event] = await t.db
      .insert(events)
      .values({ businessId: business.id, title: 'Iftar', eventDate: new Date() })
      .returning();
    const [location] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, business.id));
    const actions = requestTable([
      { method: 'GET', path: base },
      { method: 'GET', path: `${base}/events` },
      { method: 'POST', path: `${base}/events`, json: { title: 'X', startDate: '2027-01-01' } },
      { method: 'PATCH', path: `${base}/events/${event!.id}`, json: { title: 'Hacked', startDate: '2027-01-01' } },
      { method: 'DELETE', path: `${base}/events/${event!.id}` },
      { method: 'GET', path: `${base}/images` },
      {
        method: 'PUT',
        path: `${base}/categories`,
        json: { primaryId: await categoryId(t.db, 'markets'), additionalIds: [] },
      },
      { method: 'POST', path: `${base}/locations`, json: { name: 'Sneaky', city: 'Gary' } },
      { method: 'PATCH', path: `${base}/locations/${location!.id}`, json: { name: 'Hacked', isPrimary: true } },
      { method: 'GET', path: `${base}/subscribers` },
      { method: 'POST', path: `${base}/notifications`, json: { title: 'Spam', message: 'Spam' } },
    ]);
    for (const action of actions) {
      for (const caller of [otherOwner, user]) {
        const res = await t.request(action.path, { method: action.method, json: action.json, cookie: caller.cookie });
        expect(res.status, `${action.method} ${action.path} as ${caller.email}`).toBe(403);
      }
      expect((await t.request(action.path, { method: action.method, json: action.json })).status).toBe(401);
    }
    const [after] = await t.db.select().from(events).where(eq(events.id, event!.id));
    expect(after?.title).toBe('Iftar');
    const [b] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(b?.categoryId).toBe(await categoryId(t.db, 'restaurants'));
    await t.db.delete(events).where(eq(events.id, event!.id));
  });

  it('cannot reach another business’s rows by forging their ids into its own business path', async () => {
    const other = await givenBusiness(t.db, { name: 'Forged Target', ownerId: otherOwner.id });
    const [theirEvent] = await t.db
      .insert(events)
      .values({ businessId: other.id, title: 'Theirs', eventDate: new Date() })
      .returning();
    const res = await t.request(`${base}/events/${theirEvent!.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(events).where(eq(events.id, theirEvent!.id))).toHaveLength(1);
  });

  it('lets an admin manage any business, and says so when the business does not exist', async () => {
    expect((await t.request(base, { cookie: admin.cookie })).status).toBe(200);
    const res = await t.request('/api/owner/businesses/00000000-0000-4000-8000-000000000000', { cookie: admin.cookie });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('The specified business was not found.');
  });
});

describe('events', () => {
  it('creates with midnight and 23:59:59 defaults, edits, lists and deletes', async () => {
    const created = await t.request(`${base}/events`, {
      json: { title: 'Eid Brunch', startDate: '2027-03-20', endDate: '2027-03-21', location: 'Patio' },
      cookie: owner.cookie,
    });
    expect(created.status).toBe(201);
    const event = await created.json();
    expect(event.eventDate).toBe('2027-03-20T04:00:00.000Z');
    expect(event.endDate).toBe('2027-03-22T03:59:59.000Z');
    const edited = await t.request(`${base}/events/${event.id}`, {
      method: 'PATCH',
      json: { title: 'Eid Brunch', startDate: '2027-03-20', startTime: '10:30', endDate: '', endTime: '' },
      cookie: owner.cookie,
    });
    expect(await edited.json()).toMatchObject({ eventDate: '2027-03-20T14:30:00.000Z', endDate: null });
    expect(
      (await t.request(`${base}/events`, { json: { title: '', startDate: '2027-01-01' }, cookie: owner.cookie }))
        .status,
    ).toBe(400);
    expect((await t.request(`${base}/events`, { json: { title: 'No date' }, cookie: owner.cookie })).status).toBe(400);
    const backwards = await t.request(`${base}/events`, {
      json: { title: 'Backwards', startDate: '2027-03-20', endDate: '2027-03-19' },
      cookie: owner.cookie,
    });
    expect(backwards.status).toBe(400);
    expect((await t.request(`${base}/events/${event.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      200,
    );
  });
});

describe('gallery', () => {
  it('gives concurrent uploads distinct display orders starting at 0', async () => {
    const bytes = await png();
    const results = await Promise.all([
      uploadImage(owner.cookie, bytes, 'One'),
      uploadImage(owner.cookie, bytes),
      uploadImage(owner.cookie, bytes),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const images = await (await t.request(`${base}/images`, { cookie: owner.cookie })).json();
    expect(images.map((i: { displayOrder: number }) => i.displayOrder)).toEqual([0, 1, 2]);
    const deleted = await t.request(`${base}/images/${images[0].id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    const page = await (await t.request(`/api/businesses/${business.id}`)).json();
    expect(page.images).toHaveLength(2);
  });

  it('refuses a file that is not an image', async () => {
    const res = await uploadImage(owner.cookie, Buffer.from('not an image'));
    expect(res.status).toBe(415);
  });
});

describe('gallery order and cover photo', () => {
  type Image = { id: string; imageUrl: string; displayOrder: number };
  let gallery: `/api/owner/businesses/${string}`;

  /** A business of the owner's with `count` photos, numbered 1… in their captions. */
  async function givenGallery(count: number) {
    const listing = await givenBusiness(t.db, { name: 'Gallery Grill', ownerId: owner.id });
    gallery = `/api/owner/businesses/${listing.id}`;
    const bytes = await png();
    for (let i = 1; i <= count; i++)
      expect((await uploadImage(owner.cookie, bytes, `Photo ${i}`, gallery)).status).toBe(201);
    return { listing, images: await imagesOf(gallery) };
  }
  async function imagesOf(path: `/api/owner/businesses/${string}`): Promise<(Image & { caption: string })[]> {
    return (await t.request(`${path}/images`, { cookie: owner.cookie })).json();
  }
  const reorder = (imageIds: unknown[], cookie = owner.cookie) =>
    t.request(`${gallery}/images/order`, { method: 'PUT', json: { imageIds }, cookie });

  it('keeps the numbers dense when a photo is deleted: 1, 2, 3 after deleting photo 2 of 4', async () => {
    const { images } = await givenGallery(4);
    const res = await t.request(`${gallery}/images/${images[1]!.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(200);
    const after = await imagesOf(gallery);
    expect(after.map((i) => i.displayOrder)).toEqual([0, 1, 2]);
    expect(after.map((i) => i.caption)).toEqual(['Photo 1', 'Photo 3', 'Photo 4']);
  });

  it('takes a new order naming each of its photos once, and refuses a partial or forged list, changing nothing', async () => {
    const { listing, images } = await givenGallery(3);
    const [a, b, c] = images.map((i) => i.id) as [string, string, string];
    const theirs = await givenBusiness(t.db, { name: 'Their Gallery', ownerId: otherOwner.id });
    const [theirImage] = await t.db
      .insert(businessImages)
      .values({ businessId: theirs.id, imageUrl: '/uploads/theirs.webp', displayOrder: 0 })
      .returning();

    for (const wrong of [
      [c, b],
      [c, b, a, a],
      [c, b, theirImage!.id],
      [c, b, a, theirImage!.id],
      [c, b, 'photo-1'],
    ]) {
      const res = await reorder(wrong);
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION');
    }
    expect((await imagesOf(gallery)).map((i) => i.id)).toEqual([a, b, c]);
    const [untouched] = await t.db.select().from(businessImages).where(eq(businessImages.id, theirImage!.id));
    expect(untouched?.displayOrder).toBe(0);

    const res = await reorder([c, a, b]);
    expect(res.status).toBe(200);
    expect((await res.json()).map((i: Image) => [i.id, i.displayOrder])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const page = await (await t.request(`/api/businesses/${listing.id}`)).json();
    expect(page.images.map((i: Image) => i.id)).toEqual([c, a, b]);
  });

  it("uses a photo as the cover on the business's cards, and keeps it there when the photo leaves the gallery", async () => {
    const { listing, images } = await givenGallery(2);
    const cardImage = async () => {
      const list = await (await t.request('/api/businesses?category=all-businesses')).json();
      return list.items.find((item: { id: string }) => item.id === listing.id)?.imageUrl;
    };
    expect(await cardImage()).toBeNull();

    for (const image of [images[1]!, images[0]!]) {
      const res = await t.request(`${gallery}/images/${image.id}/cover`, { method: 'PUT', cookie: owner.cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ imageUrl: image.imageUrl });
      expect(await cardImage()).toBe(image.imageUrl);
    }
    // The cover it replaced is still a gallery photo: its file stays.
    expect((await t.app.request(images[1]!.imageUrl)).status).toBe(200);

    await t.request(`${gallery}/images/${images[0]!.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(await cardImage()).toBe(images[0]!.imageUrl);
    expect((await t.app.request(images[0]!.imageUrl)).status).toBe(200);
    const unknown = await t.request(`${gallery}/images/${images[0]!.id}/cover`, {
      method: 'PUT',
      cookie: owner.cookie,
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses another owner the order and the cover of a business's photos (403), and changes nothing", async () => {
    const { listing, images } = await givenGallery(2);
    const ids = images.map((i) => i.id);
    expect((await reorder([...ids].reverse(), otherOwner.cookie)).status).toBe(403);
    const cover = await t.request(`${gallery}/images/${ids[0]}/cover`, { method: 'PUT', cookie: otherOwner.cookie });
    expect(cover.status).toBe(403);
    expect((await reorder([...ids].reverse(), user.cookie)).status).toBe(403);
    expect((await imagesOf(gallery)).map((i) => i.id)).toEqual(ids);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, listing.id));
    expect(row?.imageUrl).toBeNull();
  });
});

describe('categories', () => {
  it('sets the primary and the additional ones (excluding the primary) in one go', async () => {
    const [markets, bakeries] = [await categoryId(t.db, 'markets'), await categoryId(t.db, 'bakeries')];
    const res = await t.request(`${base}/categories`, {
      method: 'PUT',
      json: { primaryId: markets, additionalIds: [bakeries, markets] },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).additionalCategories.map((c: { slug: string }) => c.slug)).toEqual(['bakeries']);
    const links = await t.db.select().from(businessCategories).where(eq(businessCategories.businessId, business.id));
    expect(links.map((l) => l.categoryId).sort()).toEqual([markets, bakeries].sort());
    const listing = await (await t.request('/api/businesses?category=bakeries')).json();
    expect(listing.items.map((b: { name: string }) => b.name)).toContain('Owner Bistro');
  });
});

describe('locations', () => {
  it('keeps exactly one primary, refuses deleting it and refuses a sixth location', async () => {
    const added = await (
      await t.request(`${base}/locations`, {
        json: { name: 'Downtown', city: 'Indianapolis', isPrimary: true },
        cookie: owner.cookie,
      })
    ).json();
    let rows = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, business.id));
    expect(rows.filter((l) => l.isPrimary).map((l) => l.id)).toEqual([added.id]);

    const oldPrimary = rows.find((l) => l.id !== added.id)!;
    const del = await t.request(`${base}/locations/${added.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(del.status).toBe(409);
    expect((await del.json()).error.message).toBe('The primary location cannot be deleted.');
    const unset = await t.request(`${base}/locations/${added.id}`, {
      method: 'PATCH',
      json: { name: 'Downtown', isPrimary: false },
      cookie: owner.cookie,
    });
    expect(unset.status).toBe(409);
    expect(
      (await t.request(`${base}/locations/${oldPrimary.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(200);

    for (let i = 0; i < 4; i++) {
      expect(
        (await t.request(`${base}/locations`, { json: { name: `Branch ${i}` }, cookie: owner.cookie })).status,
      ).toBe(201);
    }
    const sixth = await t.request(`${base}/locations`, { json: { name: 'Sixth' }, cookie: owner.cookie });
    expect(sixth.status).toBe(409);
    rows = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, business.id));
    expect(rows).toHaveLength(5);
    expect(rows.filter((l) => l.isPrimary)).toHaveLength(1);
  });

  it("keeps the business's address the primary location's: when it is edited and when another is made primary", async () => {
    const listing = await givenBusiness(t.db, { name: 'Moving Mezze', city: 'Evansville', ownerId: owner.id });
    const path = `/api/owner/businesses/${listing.id}/locations` as const;
    const [main] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, listing.id));
    const addressOf = async () => {
      const [row] = await t.db.select().from(businesses).where(eq(businesses.id, listing.id));
      return [row?.address, row?.city, row?.state, row?.zip];
    };
    const cardCity = async () => {
      const list = await (await t.request('/api/businesses?category=all-businesses')).json();
      return list.items.find((item: { id: string }) => item.id === listing.id)?.city;
    };

    const edited = await t.request(`${path}/${main!.id}`, {
      method: 'PATCH',
      json: { name: 'Main', address: '401 Michigan St', city: 'South Bend', zip: '46601', isPrimary: true },
      cookie: owner.cookie,
    });
    expect(edited.status).toBe(200);
    expect(await addressOf()).toEqual(['401 Michigan St', 'South Bend', 'IN', '46601']);

    const fishers = await (
      await t.request(path, {
        json: { name: 'Fishers', address: '9 Lantern Rd', city: 'Fishers' },
        cookie: owner.cookie,
      })
    ).json();
    expect(await addressOf()).toEqual(['401 Michigan St', 'South Bend', 'IN', '46601']);

    await t.request(`${path}/${fishers.id}`, {
      method: 'PATCH',
      json: { name: 'Fishers', address: '9 Lantern Rd', city: 'Fishers', isPrimary: true },
      cookie: owner.cookie,
    });
    expect(await addressOf()).toEqual(['9 Lantern Rd', 'Fishers', 'IN', null]);
    expect(await cardCity()).toBe('Fishers');
    const dashboard = await (await t.request(`/api/owner/businesses/${listing.id}`, { cookie: owner.cookie })).json();
    expect(dashboard.locations[0]).toMatchObject({ id: fishers.id, isPrimary: true });
    expect(dashboard.city).toBe('Fishers');
  });

  it('makes the first location of a business without locations primary', async () => {
    const bare = await givenBusiness(t.db, { name: 'Bare Place', ownerId: owner.id });
    await t.db.delete(businessLocations).where(eq(businessLocations.businessId, bare.id));
    const res = await t.request(`/api/owner/businesses/${bare.id}/locations`, {
      json: { name: 'First', isPrimary: false },
      cookie: owner.cookie,
    });
    expect((await res.json()).isPrimary).toBe(true);
  });
});

describe('subscribers and notifications', () => {
  it('says there is nobody to notify, then mails each active subscriber with a working unsubscribe link', async () => {
    const none = await t.request(`${base}/notifications`, {
      json: { title: 'Hi', message: 'News' },
      cookie: owner.cookie,
    });
    expect(none.status).toBe(409);
    expect((await none.json()).error.message).toBe('There are no subscribers to send notifications to.');
    expect(
      (await t.request(`${base}/notifications`, { json: { title: '', message: 'x' }, cookie: owner.cookie })).status,
    ).toBe(400);

    for (const email of ['a@example.com', 'b@example.com', 'gone@example.com']) {
      await t.request(`/api/businesses/${business.id}/subscriptions`, { json: { email } });
      await t.confirmFromMail(email);
    }
    const list = await (await t.request(`${base}/subscribers`, { cookie: owner.cookie })).json();
    const gone = list.active.find((s: { email: string }) => s.email === 'gone@example.com');
    expect(
      (await t.request(`${base}/subscribers/${gone.id}/unsubscribe`, { method: 'POST', cookie: owner.cookie })).status,
    ).toBe(200);
    const after = await (await t.request(`${base}/subscribers`, { cookie: owner.cookie })).json();
    expect([after.active.length, after.unsubscribed.length]).toEqual([2, 1]);
    expect(after.unsubscribed[0]).toMatchObject({ email: 'gone@example.com', unsubscribedBy: 'owner' });
    const endedAt = after.unsubscribed[0].unsubscribedAt;
    expect(Date.now() - Date.parse(endedAt)).toBeLessThan(60_000);
    // Asking again changes nothing: the first date and who ended it stay.
    await t.request(`${base}/subscribers/${gone.id}/unsubscribe`, { method: 'POST', cookie: owner.cookie });
    const again = await (await t.request(`${base}/subscribers`, { cookie: owner.cookie })).json();
    expect(again.unsubscribed[0]).toMatchObject({ unsubscribedAt: endedAt, unsubscribedBy: 'owner' });

    const res = await t.request(`${base}/notifications`, {
      json: { title: 'Eid hours', message: 'Open late all week.' },
      cookie: owner.cookie,
    });
    expect(await res.json()).toEqual({ sent: 2 });
    const mails = (await t.deliverMail()).filter((m) => m.subject === 'Owner Bistro: Eid hours');
    expect(mails.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    const link = mails[0]!.headers['List-Unsubscribe']!.slice(1, -1);
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.text).toContain(link);

    const path = linkPath(link);
    for (let i = 0; i < 2; i++) {
      const page = await t.request(path);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('You are unsubscribed');
    }
    expect((await t.request(path, { method: 'POST' })).status).toBe(200);
    const active = await t.db.select().from(businessSubscriptions).where(eq(businessSubscriptions.active, true));
    expect(active.map((s) => s.email)).toEqual([mails[1]!.to]);
    const lists = await (await t.request(`${base}/subscribers`, { cookie: owner.cookie })).json();
    expect(
      lists.unsubscribed.map((s: { email: string; unsubscribedBy: string }) => [s.email, s.unsubscribedBy]),
    ).toEqual([
      [mails[0]!.to, 'link'],
      ['gone@example.com', 'owner'],
    ]);
    expect((await t.request('/api/unsubscribe/business/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('who may run a listing (a business owner on an approved listing they own, or an admin)', () => {
  const event = { title: 'Open House', startDate: '2031-06-01' };

  it('a submitter whose listing is still pending cannot add events, photos or locations', async () => {
    const submitter = await t.givenSignedIn();
    const pending = await givenBusiness(t.db, { approved: false, ownerId: submitter.id });
    const path = `/api/owner/businesses/${pending.id}` as const;
    const tries = [
      await t.request(`${path}/events`, { cookie: submitter.cookie, json: event }),
      await t.request(`${path}/locations`, { cookie: submitter.cookie, json: { name: 'Second', city: 'Fishers' } }),
    ];
    expect(tries.map((r) => r.status)).toEqual([403, 403]);
    expect(await t.db.select().from(events).where(eq(events.businessId, pending.id))).toEqual([]);
  });

  it('rejecting the only listing of a business owner makes them a plain user again', async () => {
    const account = await t.givenSignedIn({ role: 'business_owner' });
    const listing = await givenBusiness(t.db, { ownerId: account.id });
    const res = await t.request(`/api/admin/businesses/${listing.id}/reject`, {
      cookie: admin.cookie,
      json: { reason: 'Closed' },
    });
    expect(res.status).toBe(200);
    expect(await roleOf(account.id)).toBe('user');
    // The link stays, for the record and for a later approval.
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, listing.id));
    expect(row?.ownerId).toBe(account.id);
    const notify = await t.request(`/api/owner/businesses/${listing.id}/notifications`, {
      cookie: account.cookie,
      json: { title: 'Still here', message: 'Come by' },
    });
    expect(notify.status).toBe(403);
  });

  it('an owner with another approved listing stays a business owner when one is rejected', async () => {
    const account = await t.givenSignedIn({ role: 'business_owner' });
    const first = await givenBusiness(t.db, { ownerId: account.id });
    await givenBusiness(t.db, { ownerId: account.id });
    await t.request(`/api/admin/businesses/${first.id}/reject`, { cookie: admin.cookie, json: { reason: null } });
    expect(await roleOf(account.id)).toBe('business_owner');
  });

  it('an owner made a plain user keeps the link, loses the dashboard, and gets it back when made owner again', async () => {
    const account = await t.givenSignedIn({ role: 'admin' });
    const listing = await givenBusiness(t.db, { name: 'Demoted Diner', ownerId: account.id });
    const demote = await t.request(`/api/admin/users/${account.id}/role`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { role: 'user' },
    });
    expect(await demote.json()).toMatchObject({
      role: 'user',
      linkedBusinesses: [{ id: listing.id, name: 'Demoted Diner' }],
      canManageLinkedBusinesses: false,
    });
    const path = `/api/owner/businesses/${listing.id}/events` as const;
    expect((await t.request(path, { cookie: account.cookie, json: event })).status).toBe(403);
    await t.request(`/api/admin/users/${account.id}/business`, {
      cookie: admin.cookie,
      json: { businessId: listing.id },
    });
    expect((await t.request(path, { cookie: account.cookie, json: event })).status).toBe(201);
  });
});

async function roleOf(id: string) {
  const { profiles } = await import('../../db/schema');
  const [row] = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
  return row?.role;
}

describe('approval after a demotion', () => {
  it('does not quietly give a demoted owner their listings back', async () => {
    const admin2 = await t.givenSignedIn({ role: 'admin' });
    const account = await t.givenSignedIn();
    await givenBusiness(t.db, { name: 'Kept Link Kebab', ownerId: account.id });
    const second = await givenBusiness(t.db, { name: 'New Try Tacos', approved: false, ownerId: account.id });
    await t.request(`/api/admin/businesses/${second.id}/approve`, { method: 'POST', cookie: admin2.cookie });
    expect(await roleOf(account.id)).toBe('user');
  });

  it('makes a submitter whose earlier listing was rejected a business owner', async () => {
    const admin2 = await t.givenSignedIn({ role: 'admin' });
    const account = await t.givenSignedIn();
    await givenBusiness(t.db, { rejected: true, ownerId: account.id });
    const second = await givenBusiness(t.db, { approved: false, ownerId: account.id });
    await t.request(`/api/admin/businesses/${second.id}/approve`, { method: 'POST', cookie: admin2.cookie });
    expect(await roleOf(account.id)).toBe('business_owner');
  });
});
