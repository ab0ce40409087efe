import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  businessClaims,
  businesses,
  businessImages,
  businessLocations,
  businessReports,
  businessSlugRedirects,
  businessSubscriptions,
  conversations,
  duplicateDismissals,
  events,
  halalAnswers,
  halalEvidence,
  halalProfiles,
  messages,
  osmPlaces,
  passportVisits,
  reviewDisputes,
  reviews,
  visitNotes,
} from '../../db/schema';
import {
  accountsMadeDaysAgo,
  categoryId,
  givenBusiness,
  givenConversation,
  givenReview,
} from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { pageMeta } from '../catalog/seo';

// Issue 35: 'Possible duplicates' (same phone, same website's domain, a similar name within 150 m) and the
// merge of a duplicate into the place that stays, in one transaction, its old slug leading to the kept place.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;

let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
});
afterAll(() => t.close());

interface Pair {
  first: { id: string; name: string; slug: string; phone: string | null; reviewCount: number; status: string };
  second: { id: string; name: string; slug: string };
  reasons: string[];
}

async function listedPairs(cursor?: string): Promise<{ items: Pair[]; nextCursor: string | null }> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const res = await t.request(`/api/admin/duplicates${query}` as '/api/admin/duplicates', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

async function reasonsFor(a: { id: string }, b: { id: string }) {
  const { items } = await listedPairs();
  const pair = items.find(
    (p) => (p.first.id === a.id && p.second.id === b.id) || (p.first.id === b.id && p.second.id === a.id),
  );
  return pair?.reasons ?? null;
}

/** A place with a phone, a website and a pin of its own. */
async function givenPlace(
  name: string,
  extra: { phone?: string; websiteUrl?: string; at?: [number, number]; rejected?: boolean; ownerId?: string } = {},
) {
  const business = await givenBusiness(t.db, {
    name,
    websiteUrl: extra.websiteUrl ?? `https://${crypto.randomUUID().slice(0, 8)}.test`,
    rejected: extra.rejected,
    ownerId: extra.ownerId,
    locations: [{ city: 'Indianapolis', latitude: extra.at?.[0], longitude: extra.at?.[1] }],
  });
  if (extra.phone) await t.db.update(businesses).set({ phone: extra.phone }).where(eq(businesses.id, business.id));
  return business;
}

const merge = (removedId: string, json: unknown, cookie: string = admin.cookie) =>
  t.request(`/api/admin/businesses/${removedId}/merge`, { cookie, json });

describe('possible duplicates', () => {
  it('pairs places with the same phone, however it is written', async () => {
    const a = await givenPlace('Kabob Palace', { phone: '(317) 555-0101' });
    const b = await givenPlace('Tandoor Nights', { phone: '+1 317.555.0101' });
    const c = await givenPlace('Shawarma Stop', { phone: '555' });
    const d = await givenPlace('Falafel Corner', { phone: '5-5-5' });
    expect(await reasonsFor(a, b)).toEqual(['phone']);
    // A phone too short to be one says nothing.
    expect(await reasonsFor(c, d)).toBeNull();
  });

  it("pairs places on one website's domain, but not on a site many places share", async () => {
    const a = await givenPlace('Zaytoon Kitchen', { websiteUrl: 'https://www.Zaytoon-Indy.com/menu' });
    const b = await givenPlace('Zaytoon Mediterranean', { websiteUrl: 'http://zaytoon-indy.com' });
    const c = await givenPlace('Biryani House', { websiteUrl: 'https://www.facebook.com/biryanihouse' });
    const d = await givenPlace('Kebab Express', { websiteUrl: 'https://facebook.com/kebabexpress' });
    expect(await reasonsFor(a, b)).toEqual(['website']);
    expect(await reasonsFor(c, d)).toBeNull();
  });

  it('pairs similar names within 150 m, not across town, and gives every reason a pair has', async () => {
    const a = await givenPlace('Al-Amir Grill', { at: [39.7684, -86.1581], phone: '317-555-0199' });
    const b = await givenPlace('Al Amir Grill Cafe', { at: [39.7688, -86.158], phone: '3175550199' });
    const far = await givenPlace('Al Amir Grill', { at: [39.78, -86.158] });
    const unlike = await givenPlace('Pho Saigon', { at: [39.7685, -86.1581] });
    expect(await reasonsFor(a, b)).toEqual(['name', 'phone']);
    expect(await reasonsFor(a, far)).toBeNull();
    expect(await reasonsFor(a, unlike)).toBeNull();
  });

  it('leaves out rejected places and the pairs an admin said are not duplicates', async () => {
    const a = await givenPlace('Mecca Market', { phone: '317-555-0142' });
    const rejected = await givenPlace('Mecca Market Two', { phone: '317-555-0142', rejected: true });
    expect(await reasonsFor(a, rejected)).toBeNull();

    const b = await givenPlace('Mecca Grocery', { phone: '317-555-0142' });
    expect(await reasonsFor(a, b)).toEqual(['phone']);
    const res = await t.request('/api/admin/duplicates/dismiss', {
      cookie: admin.cookie,
      json: { firstId: b.id, secondId: a.id },
    });
    expect(res.status).toBe(200);
    expect(await reasonsFor(a, b)).toBeNull();
    const [first, second] = [a.id, b.id].sort();
    const stored = await t.db.select().from(duplicateDismissals).where(eq(duplicateDismissals.firstId, first!));
    expect(stored).toMatchObject([{ firstId: first, secondId: second, dismissedBy: admin.id }]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'duplicate.dismiss'));
    expect(audit).toHaveLength(1);
    // Said again, nothing changes: no second dismissal, no second entry.
    const again = await t.request('/api/admin/duplicates/dismiss', {
      cookie: admin.cookie,
      json: { firstId: a.id, secondId: b.id },
    });
    expect(again.status).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'duplicate.dismiss'))).toHaveLength(1);
  });

  it('shows each side as the admin compares them, a page at a time', async () => {
    const a = await givenPlace('Sultan Sweets', { phone: '317-555-0177' });
    const b = await givenPlace('Sultan Sweets Bakery', { phone: '317-555-0177' });
    const reviewer = await t.givenAccount();
    await givenReview(t.db, a.id, reviewer.id, 5, 'Baklava!');
    const { items } = await listedPairs();
    const pair = items.find((p) => [p.first.id, p.second.id].sort().join() === [a.id, b.id].sort().join())!;
    const sideA = pair.first.id === a.id ? pair.first : pair.second;
    expect(sideA).toMatchObject({ name: 'Sultan Sweets', slug: a.slug, phone: '317-555-0177', status: 'approved' });
    expect(pair.first.id < pair.second.id).toBe(true);
    expect((pair.first.id === a.id ? pair.first : (pair.second as Pair['first'])).reviewCount).toBe(1);
    // After the last pair there is nothing more.
    const last = items.at(-1)!;
    expect((await listedPairs(`${last.first.id}|${last.second.id}`)).items).toEqual([]);
  });

  it('refuses a malformed page or dismissal, changing nothing', async () => {
    const a = await givenPlace('Noor Cafe');
    const before = await t.rowCounts();
    const cases: [string, unknown, number][] = [
      ['/api/admin/duplicates/dismiss', { firstId: a.id, secondId: a.id }, 400],
      ['/api/admin/duplicates/dismiss', { firstId: a.id, secondId: crypto.randomUUID() }, 404],
      ['/api/admin/duplicates/dismiss', { firstId: a.id, secondId: 'not-an-id' }, 400],
      ['/api/admin/duplicates/dismiss', { firstId: a.id }, 400],
      ['/api/admin/duplicates/dismiss', { firstId: a.id, secondId: a.id, extra: true }, 400],
    ];
    for (const [path, json, status] of cases) {
      const res = await t.request(path as '/api/admin/duplicates/dismiss', { cookie: admin.cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect((await res.json()).error.message).toBeTruthy();
    }
    const raw = await t.request('/api/admin/duplicates/dismiss', {
      cookie: admin.cookie,
      body: '{"firstId": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    const page = await t.request('/api/admin/duplicates?cursor=nonsense', { cookie: admin.cookie });
    expect(page.status).toBe(400);
    expect(await t.rowCounts()).toEqual(before);
  });
});

describe('merging a duplicate into the place that stays', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));

  it('moves what people gave the removed place, one of each per person, and deletes it', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const kept = await givenPlace('Saffron Grill', { ownerId: owner.id });
    const removed = await givenPlace('Saffron Grill Indy', { ownerId: owner.id });
    const [alia, bilal, chen, dana, emre] = await Promise.all([1, 2, 3, 4, 5].map(() => t.givenAccount()));

    // Reviews: Alia's newer one is at the removed place, Chen's at the kept one; Bilal's only at the removed.
    const aliaOld = await givenReview(t.db, kept.id, alia!.id, 2, 'Cold naan');
    const aliaNew = await givenReview(t.db, removed.id, alia!.id, 5, 'Much better now');
    const chenOld = await givenReview(t.db, removed.id, chen!.id, 1, 'Slow');
    const chenNew = await givenReview(t.db, kept.id, chen!.id, 4, 'Fixed the wait');
    const bilalReview = await givenReview(t.db, removed.id, bilal!.id, 3, 'Fine');
    await t.db
      .update(reviews)
      .set({ createdAt: day(1) })
      .where(inArray(reviews.id, [aliaOld.id, chenOld.id]));
    await t.db
      .update(reviews)
      .set({ createdAt: day(9) })
      .where(inArray(reviews.id, [aliaNew.id, chenNew.id]));
    const [dispute] = await t.db
      .insert(reviewDisputes)
      .values({ reviewId: bilalReview.id, businessOwnerId: owner.id, reason: 'Never came' })
      .returning();

    // Stamps: Alia stamped both, with a note at each; Bilal only the removed place.
    const [aliaKeptVisit, aliaRemovedVisit, bilalVisit] = await t.db
      .insert(passportVisits)
      .values([
        { userId: alia!.id, businessId: kept.id, createdAt: day(5) },
        { userId: alia!.id, businessId: removed.id, createdAt: day(2) },
        { userId: bilal!.id, businessId: removed.id },
      ])
      .returning();
    await t.db.insert(visitNotes).values([
      { visitId: aliaKeptVisit!.id, note: 'Try the lamb' },
      { visitId: aliaRemovedVisit!.id, note: 'Friday special' },
      { visitId: bilalVisit!.id, note: 'Parking behind' },
    ]);

    // Subscriptions: one address at both, another only at the removed place.
    const confirmed = { confirmedAt: day(3) };
    await t.db.insert(businessSubscriptions).values([
      { businessId: kept.id, email: 'both@example.com', ...confirmed },
      { businessId: removed.id, email: 'Both@Example.com', ...confirmed },
      { businessId: removed.id, email: 'only@example.com', ...confirmed },
    ]);

    // Chats: Dana talks to both places, Emre to the removed one only.
    const danaKept = await givenConversation(t.db, kept.id, dana!.id, 'Open on Eid?');
    const danaRemoved = await givenConversation(t.db, removed.id, dana!.id, 'Do you cater?');
    const emreChat = await givenConversation(t.db, removed.id, emre!.id, 'Salaam');

    // Gallery: one photo at the kept place, two at the removed one; an event; a report; the OSM link.
    await t.db.insert(businessImages).values([
      { businessId: kept.id, imageUrl: 'https://img.test/kept.jpg', displayOrder: 0 },
      { businessId: removed.id, imageUrl: 'https://img.test/r0.jpg', displayOrder: 0 },
      { businessId: removed.id, imageUrl: 'https://img.test/r1.jpg', displayOrder: 1 },
    ]);
    const [event] = await t.db
      .insert(events)
      .values({ businessId: removed.id, title: 'Eid Dinner', eventDate: new Date('2031-05-01T18:00:00Z') })
      .returning();
    const [report] = await t.db
      .insert(businessReports)
      .values({ businessId: removed.id, reporterId: bilal!.id, reason: 'halal' })
      .returning();
    await t.db.insert(osmPlaces).values({
      businessId: removed.id,
      osmType: 'node',
      osmId: '424242',
      tags: { name: 'Saffron Grill Indy' },
      fields: {},
    });

    // Halal: the owner says of the kept place 'beer and wine', of the removed one 'no alcohol, no pork'.
    const state = async (id: string, profile: Record<string, string>) => {
      const res = await t.request(`/api/owner/businesses/${id}/halal-profile`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { locationId: null, profile },
      });
      expect(res.status).toBe(200);
    };
    await state(kept.id, { alcohol: 'beer_wine' });
    await state(removed.id, { alcohol: 'none', pork: 'no' });
    await accountsMadeDaysAgo(t.db, [emre!]);
    const emreSigned = await t.signIn(emre!.email, emre!.password);
    const answered = await t.request(`/api/businesses/${removed.id}/halal-answers`, {
      cookie: emreSigned,
      json: { fact: 'pork', answer: 'yes' },
    });
    expect(answered.status).toBe(201);

    // Bilal claims both places: one open claim per person and place survives.
    const claim = (businessId: string) => ({
      businessId,
      claimantId: bilal!.id,
      method: 'document',
      documentUrl: `https://files.test/${businessId}.pdf`,
    });
    await t.db.insert(businessClaims).values([claim(kept.id), claim(removed.id)]);

    // An older merge left a slug leading to the removed place.
    await t.db.insert(businessSlugRedirects).values({ slug: 'saffron-grill-old', businessId: removed.id });

    const res = await merge(removed.id, { into: kept.id });
    expect(res.status).toBe(200);
    expect((await res.json()).kept).toMatchObject({ id: kept.id, slug: kept.slug });

    expect(await t.db.select().from(businesses).where(eq(businesses.id, removed.id))).toEqual([]);

    // One review per person, the newer; the rating columns follow.
    const keptReviews = await t.db.select().from(reviews).where(eq(reviews.businessId, kept.id));
    expect(keptReviews.map((r) => r.id).sort()).toEqual([aliaNew.id, chenNew.id, bilalReview.id].sort());
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, kept.id));
    // Bilal's review is disputed, not approved: it counts.
    expect(after).toMatchObject({ ratingCount: 3, ratingSum: 5 + 4 + 3 });
    expect(await t.db.select().from(reviewDisputes).where(eq(reviewDisputes.id, dispute!.id))).toHaveLength(1);

    // No stamp doubled: Alia keeps one, from her first visit, with both notes.
    const stamps = await t.db.select().from(passportVisits).where(eq(passportVisits.businessId, kept.id));
    expect(stamps.map((s) => s.userId).sort()).toEqual([alia!.id, bilal!.id].sort());
    const aliaStamp = stamps.find((s) => s.userId === alia!.id)!;
    expect(aliaStamp.createdAt).toEqual(day(2));
    const [aliaNote] = await t.db.select().from(visitNotes).where(eq(visitNotes.visitId, aliaStamp.id));
    expect(aliaNote!.note).toBe('Try the lamb\n\nFriday special');
    const bilalStamp = stamps.find((s) => s.userId === bilal!.id)!;
    expect((await t.db.select().from(visitNotes).where(eq(visitNotes.visitId, bilalStamp.id)))[0]!.note).toBe(
      'Parking behind',
    );

    // One active subscription per address.
    const subscriptions = await t.db
      .select({ email: businessSubscriptions.email })
      .from(businessSubscriptions)
      .where(and(eq(businessSubscriptions.businessId, kept.id), eq(businessSubscriptions.active, true)));
    expect(subscriptions.map((s) => s.email.toLowerCase()).sort()).toEqual(['both@example.com', 'only@example.com']);

    // Dana's two chats are one, with both messages; Emre's moved.
    const chats = await t.db.select().from(conversations).where(eq(conversations.businessId, kept.id));
    expect(chats.map((c) => c.id).sort()).toEqual([danaKept.id, emreChat.id].sort());
    const danaMessages = await t.db.select().from(messages).where(eq(messages.conversationId, danaKept.id));
    expect(danaMessages.map((m) => m.content).sort()).toEqual(['Do you cater?', 'Open on Eid?']);
    expect(await t.db.select().from(conversations).where(eq(conversations.id, danaRemoved.id))).toEqual([]);

    // The gallery follows the kept place's own photo, in its order.
    const gallery = await t.db
      .select({ url: businessImages.imageUrl, order: businessImages.displayOrder })
      .from(businessImages)
      .where(eq(businessImages.businessId, kept.id))
      .orderBy(businessImages.displayOrder);
    expect(gallery).toEqual([
      { url: 'https://img.test/kept.jpg', order: 0 },
      { url: 'https://img.test/r0.jpg', order: 1 },
      { url: 'https://img.test/r1.jpg', order: 2 },
    ]);
    expect((await t.db.select().from(events).where(eq(events.id, event!.id)))[0]!.businessId).toBe(kept.id);
    expect((await t.db.select().from(businessReports).where(eq(businessReports.id, report!.id)))[0]!.businessId).toBe(
      kept.id,
    );
    expect((await t.db.select().from(osmPlaces).where(eq(osmPlaces.osmId, '424242')))[0]!.businessId).toBe(kept.id);

    const claims = await t.db.select().from(businessClaims).where(eq(businessClaims.businessId, kept.id));
    expect(claims.map((c) => c.status).sort()).toEqual(['cancelled', 'pending']);

    // Halal: the kept place's own word on alcohol stays; the removed place's word on pork and Emre's answer join it.
    const [profile] = await t.db.select().from(halalProfiles).where(eq(halalProfiles.businessId, kept.id));
    const evidence = await t.db.select().from(halalEvidence).where(eq(halalEvidence.profileId, profile!.id));
    const owners = evidence.filter((e) => e.source === 'owner');
    expect(owners.find((e) => e.fact === 'alcohol')!.value).toBe('beer_wine');
    expect(owners.find((e) => e.fact === 'pork')!.value).toBe('no');
    expect(evidence.some((e) => e.source === 'community' && e.answererKey === emre!.id)).toBe(true);
    expect(await t.db.select().from(halalAnswers).where(eq(halalAnswers.profileId, profile!.id))).toHaveLength(1);
    expect(profile!.facts.alcohol?.value).toBe('beer_wine');
    expect(profile!.facts.pork).toBeTruthy();

    // The old slugs lead to the kept place.
    const redirects = await t.db
      .select()
      .from(businessSlugRedirects)
      .where(eq(businessSlugRedirects.businessId, kept.id));
    expect(redirects.map((r) => r.slug).sort()).toEqual(['saffron-grill-old', removed.slug].sort());

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'business.merge'));
    expect(entry).toMatchObject({ actorId: admin.id, businessId: kept.id });
    expect(entry!.before).toMatchObject({ place: 'Saffron Grill Indy', slug: removed.slug, id: removed.id });
    expect(entry!.after).toMatchObject({ place: 'Saffron Grill', slug: kept.slug, id: kept.id });
  });

  it('answers the old slug with the kept place: the page moves for good, the API gives the current slug', async () => {
    const kept = await givenPlace('Halal Bites');
    const removed = await givenPlace('Halal Bites Downtown');
    expect((await merge(removed.id, { into: kept.id })).status).toBe(200);

    const res = await t.request(`/api/businesses/${removed.slug}`);
    expect(res.status).toBe(200);
    expect((await res.json()).slug).toBe(kept.slug);

    expect(await pageMeta(t.db, `/r/${removed.slug}`)).toMatchObject({ status: 301, redirect: `/r/${kept.slug}` });
    expect((await pageMeta(t.db, `/r/${kept.slug}`)).status).toBe(200);
  });

  it("keeps an old slug its place's: a new place of the same name gets another (after review)", async () => {
    const kept = await givenPlace('Olive Court');
    const removed = await givenPlace('Olive Court East');
    expect((await merge(removed.id, { into: kept.id })).status).toBe(200);
    const again = await t.request('/api/admin/businesses', {
      cookie: admin.cookie,
      // A name whose slug is exactly the removed place's old one.
      json: { name: removed.slug.replaceAll('-', ' '), categoryId: await categoryId(t.db, 'restaurants') },
    });
    expect(again.status).toBe(201);
    const slug = (await again.json()).slug as string;
    expect(slug).not.toBe(removed.slug);
    expect((await (await t.request(`/api/businesses/${removed.slug}`)).json()).slug).toBe(kept.slug);
  });

  it("gives the kept place the removed place's checked certificate when it has none, never a certificate without its document (after review)", async () => {
    const kept = await givenPlace('Certified Later');
    const removed = await givenPlace('Certified Sooner');
    const [profile] = await t.db
      .insert(halalProfiles)
      .values({
        businessId: removed.id,
        level: 'fully',
        certifierOther: 'Indiana Halal Council',
        certificateUrl: '/uploads/certificates/sooner.pdf',
        certificateExpiresOn: '2099-01-01',
        certificateCheckedAt: new Date(),
      })
      .returning();
    await t.db.insert(halalProfiles).values({ businessId: kept.id, level: 'options' });
    expect((await merge(removed.id, { into: kept.id })).status).toBe(200);
    const [after] = await t.db.select().from(halalProfiles).where(eq(halalProfiles.businessId, kept.id));
    expect(after).toMatchObject({
      certificateUrl: '/uploads/certificates/sooner.pdf',
      certifierOther: 'Indiana Halal Council',
    });
    const certificateEvidence = await t.db
      .select()
      .from(halalEvidence)
      .where(and(eq(halalEvidence.profileId, after!.id), eq(halalEvidence.source, 'certificate')));
    expect(certificateEvidence).toHaveLength(1);
    expect(profile).toBeDefined();
  });

  it('keeps every file something still shows, and removes the cover photo nobody shows any more', async () => {
    const photo = async (background: string) => {
      const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const res = await t.upload('/api/uploads/images', admin.cookie, { bytes, name: 'front.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(201);
      return (await res.json()).url as string;
    };
    const restaurants = await categoryId(t.db, 'restaurants');
    const add = async (name: string, imageUrl: string | null) => {
      const res = await t.request('/api/admin/businesses', {
        cookie: admin.cookie,
        json: { name, categoryId: restaurants, city: 'Carmel', imageUrl },
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string; imageUrl: string | null };
    };
    const onDisk = (url: string) => existsSync(path.join(t.dataDir, 'uploads', t.storage.keyOf(url)!));

    const [keptCover, removedCover, lonelyCover] = [
      await photo('#aa3300'),
      await photo('#0033aa'),
      await photo('#33aa00'),
    ];
    const kept = await add('Anar Kitchen', keptCover);
    const removed = await add('Anar Kitchen Carmel', removedCover);
    expect((await merge(removed.id, { into: kept.id })).status).toBe(200);
    expect(onDisk(keptCover)).toBe(true);
    expect(onDisk(removedCover)).toBe(false);

    // A kept place without a photo takes the removed place's: its file stays.
    const bare = await add('Pomegranate Grill', null);
    const withPhoto = await add('Pomegranate Grill Carmel', lonelyCover);
    expect((await merge(withPhoto.id, { into: bare.id })).status).toBe(200);
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, bare.id));
    expect(after!.imageUrl).toBe(lonelyCover);
    expect(onDisk(lonelyCover)).toBe(true);
  });

  it('gives the kept place the removed place’s owner when it had none', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const kept = await givenPlace('Bismillah Bakery');
    const removed = await givenPlace('Bismillah Bakery & Cafe', { ownerId: owner.id });
    expect((await merge(removed.id, { into: kept.id })).status).toBe(200);
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, kept.id));
    expect(after!.ownerId).toBe(owner.id);
  });

  it('refuses bad input, forged ids, a place into itself, different owners and a rejected place, changing nothing', async () => {
    const [first, second] = await Promise.all([
      t.givenSignedIn({ role: 'business_owner' }),
      t.givenSignedIn({ role: 'business_owner' }),
    ]);
    const kept = await givenPlace('Darbar Grill', { ownerId: first.id });
    const removed = await givenPlace('Darbar Grill Two', { ownerId: second.id });
    const plain = await givenPlace('Darbar Express');
    const rejected = await givenPlace('Darbar Old', { rejected: true });
    const user = await t.givenSignedIn();
    const before = await t.rowCounts();
    const cases: [string, unknown, number, string?][] = [
      [removed.id, { into: removed.id }, 400],
      [plain.id, { into: plain.id.toUpperCase() }, 400],
      [plain.id, { into: 'not-a-uuid' }, 400],
      [plain.id, {}, 400],
      [plain.id, { into: kept.id, also: 'delete' }, 400],
      [plain.id, { into: crypto.randomUUID() }, 404],
      [crypto.randomUUID(), { into: kept.id }, 404],
      ['not-a-uuid', { into: kept.id }, 404],
      [removed.id, { into: kept.id }, 409],
      [plain.id, { into: rejected.id }, 409],
      [plain.id, { into: kept.id }, 403, user.cookie],
    ];
    for (const [id, json, status, cookie] of cases) {
      const res = await merge(id, json, cookie);
      expect(res.status, `${id} ${JSON.stringify(json)}`).toBe(status);
      expect((await res.json()).error.message).toBeTruthy();
    }
    const raw = await t.request(`/api/admin/businesses/${plain.id}/merge`, {
      cookie: admin.cookie,
      body: '{"into":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect(await t.rowCounts()).toEqual(before);
    expect(await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, plain.id))).toHaveLength(
      1,
    );
  });
});
