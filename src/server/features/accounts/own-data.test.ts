import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  businesses,
  businessReports,
  businessSubscriptions,
  conversations,
  messages,
  newsletters,
  noticePreferences,
  passportVisits,
  profiles,
  pushSubscriptions,
  reviews,
  savedLists,
  savedPlaces,
  sessions,
  visitNotes,
} from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type KnownPath, type MethodOf, type TestContext } from '../../testing/harness';
import { recordingDb } from '../../testing/recording-db';
import { ownData } from './own-data';

// Issue 33: a person downloads everything the directory keeps about them, and deletes their account:
// the account, its sessions, passport, notes, subscriptions and chats go; reviews stay, by 'A former member'.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const as = <const Path extends string, const Init extends { method?: string; json?: unknown } = Record<never, never>>(
  who: Signed | null,
  path: KnownPath<Path, MethodOf<Init>>,
  init: Init = {} as Init,
) => t.request<Path, Init>(path, { ...init, cookie: who?.cookie }).then((res) => Object.assign(res, { path }));

async function ok(res: Promise<Response & { path?: string }>) {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`${answer.path} ${answer.status}: ${await answer.text()}`);
  return answer;
}

/** A regular who reviewed, stamped, noted, chatted, subscribed and reported: the whole of a person's data. */
async function givenRegularOf(businessId: string, name: string, owner: Signed) {
  const person = await t.givenSignedIn();
  await ok(
    as(person, `/api/businesses/${businessId}/reviews`, { json: { rating: 4, comment: `${name}: great biryani` } }),
  );
  await ok(as(person, `/api/passport/visits/${businessId}`, { method: 'PUT' }));
  await ok(
    as(person, `/api/passport/visits/${businessId}/note`, { method: 'PUT', json: { note: `${name}'s private note` } }),
  );
  const chat = (await (
    await ok(as(person, `/api/businesses/${businessId}/conversations`, { method: 'POST' }))
  ).json()) as { id: string };
  await ok(as(person, `/api/conversations/${chat.id}/messages`, { json: { content: `${name}: do you cater?` } }));
  await ok(as(owner, `/api/conversations/${chat.id}/messages`, { json: { content: `Yes we do, ${name}` } }));
  await ok(as(null, `/api/businesses/${businessId}/subscriptions`, { json: { email: person.email } }));
  await t.confirmFromMail(person.email);
  await ok(as(null, '/api/newsletter', { json: { email: person.email } }));
  await ok(as(person, `/api/businesses/${businessId}/reports`, { json: { reason: 'other', note: `${name} reports` } }));
  return { ...person, chatId: chat.id };
}

async function downloadOf(who: Signed) {
  const res = await as(who, '/api/account/data');
  expect(res.status).toBe(200);
  return { res, text: await res.text() };
}

describe("'Download my data'", () => {
  let owner: Signed;
  let amina: Awaited<ReturnType<typeof givenRegularOf>>;
  let bilal: Awaited<ReturnType<typeof givenRegularOf>>;
  let businessId: string;

  beforeAll(async () => {
    owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { name: 'Noor Kitchen', ownerId: owner.id });
    businessId = business.id;
    amina = await givenRegularOf(business.id, 'Amina', owner);
    bilal = await givenRegularOf(business.id, 'Bilal', owner);
    const [review] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, amina.id));
    await ok(as(owner, `/api/reviews/${review!.id}/disputes`, { json: { reason: 'She never ate here' } }));
  });

  it('is a JSON file to save, made at once for the signed-in person only', async () => {
    const { res } = await downloadOf(amina);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="indiana-halal-directory-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.request('/api/account/data')).status).toBe(401);
  });

  it("holds the person's profile, reviews, passport, chats, subscriptions and reports", async () => {
    const data = JSON.parse((await downloadOf(amina)).text);
    expect(data.profile).toMatchObject({ id: amina.id, email: amina.email, firstName: 'Test' });
    expect(data.reviews).toEqual([
      expect.objectContaining({ business: { name: 'Noor Kitchen', slug: expect.any(String) }, rating: 4 }),
    ]);
    expect(data.reviews[0].comment).toBe('Amina: great biryani');
    expect(data.passport.stamps).toEqual([
      expect.objectContaining({
        business: expect.objectContaining({ name: 'Noor Kitchen' }),
        note: "Amina's private note",
      }),
    ]);
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0].business.name).toBe('Noor Kitchen');
    expect(data.chats[0].messages.map((m: { from: string; content: string }) => [m.from, m.content])).toEqual([
      ['you', 'Amina: do you cater?'],
      ['Noor Kitchen', 'Yes we do, Amina'],
    ]);
    expect(data.subscriptions.businesses).toEqual([
      expect.objectContaining({ business: expect.objectContaining({ name: 'Noor Kitchen' }), active: true }),
    ]);
    expect(data.subscriptions.newsletter).toEqual(expect.objectContaining({ subscribedAt: expect.any(String) }));
    expect(data.reports).toEqual([expect.objectContaining({ reason: 'other', note: 'Amina reports', status: 'open' })]);
    // She filed no dispute; the one about her review is the owner's.
    expect(data.disputes).toEqual([]);
  });

  it('holds the lists of saved places with their notes, the notice choices and the push devices, never their keys', async () => {
    const [list] = await t.db
      .insert(savedLists)
      .values({ userId: amina.id, kind: 'custom', name: 'Eid lunch ideas', shareId: 'amina-share-link-0123456789' })
      .returning();
    await t.db.insert(savedPlaces).values({ listId: list!.id, businessId, note: 'Ask for the family platter' });
    await t.db.insert(noticePreferences).values({ userId: amina.id, kind: 'place_halal', channel: 'push' });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/amina-phone-endpoint';
    await t.db.insert(pushSubscriptions).values({
      userId: amina.id,
      endpoint,
      p256dh: 'amina-p256dh-key',
      auth: 'amina-auth-secret',
      device: 'Chrome on Android',
    });
    const { text } = await downloadOf(amina);
    const data = JSON.parse(text);
    expect(data.savedLists).toEqual([
      expect.objectContaining({
        kind: 'custom',
        name: 'Eid lunch ideas',
        shared: true,
        watch: true,
        places: [
          expect.objectContaining({
            business: expect.objectContaining({ name: 'Noor Kitchen' }),
            note: 'Ask for the family platter',
          }),
        ],
      }),
    ]);
    expect(data.notices.channels).toEqual({ place_halal: 'push' });
    expect(data.notices.pushDevices).toEqual([expect.objectContaining({ device: 'Chrome on Android' })]);
    for (const secret of [endpoint, 'amina-p256dh-key', 'amina-auth-secret', 'amina-share-link-0123456789'])
      expect(text).not.toContain(secret);
  });

  it("holds the disputes a business owner filed, and no reviewer's name or address", async () => {
    const { text } = await downloadOf(owner);
    const data = JSON.parse(text);
    expect(data.disputes).toEqual([
      expect.objectContaining({
        business: expect.objectContaining({ name: 'Noor Kitchen' }),
        review: expect.objectContaining({ comment: 'Amina: great biryani' }),
        reason: 'She never ate here',
        status: 'pending',
      }),
    ]);
    expect(data.businesses).toEqual([expect.objectContaining({ name: 'Noor Kitchen', approved: true })]);
    expect(text).not.toContain(amina.email);
    expect(text).not.toContain(amina.id);
  });

  it("holds nothing of another person's, nor a password, session, token or the owner's address", async () => {
    const { text } = await downloadOf(amina);
    expect(text).not.toMatch(/Bilal/);
    expect(text).not.toContain(bilal.email);
    expect(text).not.toContain(bilal.id);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(owner.id);
    const [hash] = await t.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, amina.id));
    expect(text).not.toContain(hash!.password!);
    for (const row of await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, amina.id)))
      expect(text).not.toContain(row.token);
    const [subscription] = await t.db
      .select({ unsubscribe: businessSubscriptions.unsubscribeToken, confirm: businessSubscriptions.confirmToken })
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.email, amina.email));
    expect(text).not.toContain(subscription!.unsubscribe);
    expect(text).not.toContain(subscription!.confirm);
    expect(text).not.toMatch(/token|password/i);
  });

  it('takes one query per kind of data, however much there is', async () => {
    // Nine more chats: the messages still come in one query, not one per chat.
    for (let i = 0; i < 9; i++) {
      const other = await givenBusiness(t.db, { ownerId: owner.id });
      await ok(as(amina, `/api/businesses/${other.id}/conversations`, { method: 'POST' }));
    }
    const statements: string[] = [];
    const data = await ownData(
      recordingDb(t.db, (query) => statements.push(query)),
      amina.id,
    );
    expect(data.chats).toHaveLength(10);
    // The profile, then one query for each of the eighteen kinds (chats and their messages are two).
    expect(statements).toHaveLength(19);
  });

  it('is made from the database as it is: a business renamed is named anew', async () => {
    await t.db.update(businesses).set({ name: 'Noor Kitchen & Grill' }).where(eq(businesses.id, businessId));
    const data = JSON.parse((await downloadOf(amina)).text);
    expect(data.reviews[0].business.name).toBe('Noor Kitchen & Grill');
  });
});

describe("'Delete my account'", () => {
  let owner: Signed;
  let businessId: string;

  beforeAll(async () => {
    owner = await t.givenSignedIn({ role: 'business_owner' });
    businessId = (await givenBusiness(t.db, { name: 'Date Palm Bakery', ownerId: owner.id })).id;
  });

  const deleting = (who: Signed, email: string, headers: Record<string, string> = {}) =>
    t.request('/api/account', { method: 'DELETE', json: { email }, cookie: who.cookie, headers });

  it('asks for the account’s own email, and changes nothing otherwise', async () => {
    const sara = await givenRegularOf(businessId, 'Sara', owner);
    const before = await t.rowCounts();
    for (const typed of ['', 'someone@example.com', sara.email.replace('@', '@@')]) {
      const res = await deleting(sara, typed);
      expect(res.status).toBe(400);
    }
    const mismatch = await (await deleting(sara, 'someone@example.com')).json();
    expect(mismatch.error).toMatchObject({
      code: 'CONFIRMATION_MISMATCH',
      message: 'The email you typed does not match your account.',
    });
    // From another site, even with the right address, nothing happens.
    const crossSite = await deleting(sara, sara.email, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await t.rowCounts()).toEqual(before);
    expect((await as(sara, '/api/profile')).status).toBe(200);
  });

  it('deletes the account, its sessions, passport, notes, subscriptions and chats, and keeps the reviews unnamed', async () => {
    const yusuf = await givenRegularOf(businessId, 'Yusuf', owner);
    const secondDevice = await t.signIn(yusuf.email, yusuf.password);
    const [{ ratingCount, ratingSum }] = (await t.db
      .select({ ratingCount: businesses.ratingCount, ratingSum: businesses.ratingSum })
      .from(businesses)
      .where(eq(businesses.id, businessId))) as [{ ratingCount: number; ratingSum: number }];

    const res = await deleting(yusuf, ` ${yusuf.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    // This device's cookie is dropped, and no device is signed in any more.
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token=;'))).toBe(true);
    expect((await as(yusuf, '/api/profile')).status).toBe(401);
    expect((await t.request('/api/profile', { cookie: secondDevice })).status).toBe(401);
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: yusuf.email, password: yusuf.password },
    });
    expect(signIn.status).toBe(401);

    expect(await t.db.select().from(profiles).where(eq(profiles.id, yusuf.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, yusuf.id))).toHaveLength(0);
    expect(await t.db.select().from(passportVisits).where(eq(passportVisits.userId, yusuf.id))).toHaveLength(0);
    expect(await t.db.select().from(visitNotes).where(eq(visitNotes.note, "Yusuf's private note"))).toHaveLength(0);
    expect(await t.db.select().from(conversations).where(eq(conversations.id, yusuf.chatId))).toHaveLength(0);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, yusuf.chatId))).toHaveLength(0);
    const byAddress = sql`lower(email) = lower(${yusuf.email})`;
    expect(await t.db.select().from(businessSubscriptions).where(byAddress)).toHaveLength(0);
    expect(await t.db.select().from(newsletters).where(byAddress)).toHaveLength(0);
    expect(await t.db.select().from(businessReports).where(eq(businessReports.note, 'Yusuf reports'))).toHaveLength(0);

    // The review stays, its text and stars, by 'A former member' (no name: the web says it), and still counts.
    const list = await (await t.request(`/api/businesses/${businessId}/reviews`)).json();
    const kept = list.items.find((r: { comment: string }) => r.comment === 'Yusuf: great biryani');
    expect(kept).toMatchObject({ rating: 4, reviewerName: null, userId: null });
    const [after] = await t.db
      .select({ ratingCount: businesses.ratingCount, ratingSum: businesses.ratingSum })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(after).toEqual({ ratingCount, ratingSum });

    // Mail confirms it, to the address the account had.
    const mail = (await t.deliverMail()).find(
      (m) => m.to === yusuf.email && m.subject === 'Your Indiana Halal Directory account has been deleted',
    );
    expect(mail?.text).toContain('Your account has been deleted, as you asked.');
    expect(mail?.text).toContain('A former member');
  });

  it('leaves other people’s data as it was', async () => {
    const stays = await givenRegularOf(businessId, 'Stays', owner);
    const leaves = await givenRegularOf(businessId, 'Leaves', owner);
    expect((await deleting(leaves, leaves.email)).status).toBe(200);
    const data = JSON.parse((await downloadOf(stays)).text);
    expect(data.reviews).toHaveLength(1);
    expect(data.passport.stamps).toHaveLength(1);
    expect(data.chats[0].messages).toHaveLength(2);
    expect(data.subscriptions.businesses).toHaveLength(1);
    expect(data.reports).toHaveLength(1);
  });

  it('is refused to someone who runs a business until it is handed over or deleted, changing nothing', async () => {
    const before = await t.rowCounts();
    const res = await deleting(owner, owner.email);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({
      code: 'OWNS_BUSINESS',
      message:
        'You run a business on the directory. Ask us to hand it over to someone else or to delete it, then delete your account.',
    });
    expect(await t.rowCounts()).toEqual(before);
    expect((await as(owner, '/api/profile')).status).toBe(200);
  });

  it('takes a submission still waiting for approval with it', async () => {
    const submitter = await t.givenSignedIn();
    const pending = await givenBusiness(t.db, { approved: false, ownerId: submitter.id });
    expect((await deleting(submitter, submitter.email)).status).toBe(200);
    expect(await t.db.select().from(businesses).where(eq(businesses.id, pending.id))).toHaveLength(0);
  });

  it("is the admin's deletion too: the reviews stay unnamed and the person is told", async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const removed = await givenRegularOf(businessId, 'Removed', owner);
    const [written] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, removed.id));
    await ok(as(owner, `/api/reviews/${written!.id}/disputes`, { json: { reason: 'Removed never came' } }));
    const res = await as(admin, `/api/admin/users/${removed.id}`, {
      method: 'DELETE',
      json: { confirm: 'DELETE USER' },
    });
    expect(res.status).toBe(200);
    const [review] = await t.db.select().from(reviews).where(eq(reviews.comment, 'Removed: great biryani'));
    expect(review).toMatchObject({ userId: null, rating: 4 });
    expect(await t.db.select().from(conversations).where(eq(conversations.id, removed.chatId))).toHaveLength(0);
    // The dispute about that review still reaches the admins, its reviewer unnamed.
    const disputes = await (await as(admin, '/api/admin/disputes')).json();
    expect(disputes).toContainEqual(
      expect.objectContaining({
        reason: 'Removed never came',
        reviewer: null,
        review: expect.objectContaining({ rating: 4 }),
      }),
    );
    const mail = (await t.deliverMail()).find(
      (m) => m.to === removed.email && m.subject === 'Your Indiana Halal Directory account has been deleted',
    );
    expect(mail?.text).toContain('An administrator has deleted your account on the Indiana Halal Directory.');
  });
});

describe("'Delete my account' under rate limits", () => {
  it('refuses a sixth try within the hour, so the confirming mail cannot be sent over and over', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const person = await limited.givenSignedIn();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.request('/api/account', {
          method: 'DELETE',
          json: { email: 'not-mine@example.com' },
          cookie: person.cookie,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
