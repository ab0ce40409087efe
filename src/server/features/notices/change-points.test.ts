import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsBefore } from '../../../domain';
import { businesses, businessLocations, businessReports, halalProfiles, notices } from '../../db/schema';
import { categoryId, givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { givenSaved } from '../../testing/watchers';
import { mailUnreadMessages } from '../chat/unread-mail';
import { projectDueProfiles } from '../halal/evidence';

// Issue 36: each change a watcher or a person is told of writes its notice, in the change's own request.

let t: TestContext;
type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let admin: Signed;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
});
afterAll(() => t.close());

/** The events of the notices written for `userId`, oldest first. */
async function eventsOf(userId: string, businessId?: string) {
  const rows = await t.db
    .select({ event: notices.event, createdAt: notices.createdAt })
    .from(notices)
    .where(and(eq(notices.userId, userId), businessId ? eq(notices.businessId, businessId) : undefined));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.event);
}

/** An owner's approved place, watched by a diner. */
async function givenWatchedPlace(name: string) {
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  const business = await givenBusiness(t.db, { name, ownerId: owner.id });
  const watcher = await t.givenSignedIn();
  await givenSaved(t.db, watcher.id, business.id);
  return { owner, business, watcher };
}

// Days from today in UTC: two days back is past in Indiana at any hour (one day back is Indiana's today
// between midnight UTC and midnight in Indiana).
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a watched place’s halal facts', () => {
  it('tell its watchers when an admin moves the certificate’s expiry to the past, and when it is renewed', async () => {
    const restaurants = await categoryId(t.db, 'restaurants');
    const certifiers = await (await t.request('/api/halal-certifiers')).json();
    const halal = { level: 'fully', certifierId: certifiers[0].id, certificateExpiresOn: inDays(200) };
    const body = { name: 'Certified Corner', categoryId: restaurants, city: 'Carmel', halal };
    const added = await t.request('/api/admin/businesses', { cookie: admin.cookie, json: body });
    const { id } = (await added.json()) as { id: string };
    const watcher = await t.givenAccount();
    await givenSaved(t.db, watcher.id, id);
    const edit = (expiresOn: string) =>
      t.request(`/api/admin/businesses/${id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { ...body, halal: { ...halal, certificateExpiresOn: expiresOn } },
      });

    expect((await edit(inDays(-2))).status).toBe(200);
    expect((await edit(inDays(300))).status).toBe(200);

    expect(await eventsOf(watcher.id, id)).toEqual(['certificate_expired', 'certificate_renewed']);
  });

  it('tell its watchers when the hourly re-check finds the evidence lapsed', async () => {
    const business = await givenBusiness(t.db, { name: 'Lapsing Lounge' });
    await t.db.insert(halalProfiles).values({ businessId: business.id, level: 'fully', alcohol: 'none' });
    const now = new Date();
    await projectDueProfiles(t.db, now);
    const watcher = await t.givenAccount();
    await givenSaved(t.db, watcher.id, business.id);

    await projectDueProfiles(t.db, monthsBefore(now, -7));

    expect(await eventsOf(watcher.id, business.id)).toEqual(['halal_changed']);
  });
});

describe('a watched place’s hours', () => {
  it('tell its watchers when it closes for now, reopens, and posts special hours', async () => {
    const { owner, business, watcher } = await givenWatchedPlace('Hours House');
    const [location] = await t.db
      .select({ id: businessLocations.id })
      .from(businessLocations)
      .where(eq(businessLocations.businessId, business.id));
    const path = `/api/owner/businesses/${business.id}/locations/${location!.id}/hours` as const;
    const hours = {
      weekly: Array.from({ length: 7 }, () => [['11:00', '22:00']]),
      special: [] as { date: string; ranges: string[][]; label: string | null }[],
      temporarilyClosed: false,
      timeZone: 'America/Indiana/Indianapolis',
    };
    const save = async (json: typeof hours) =>
      expect((await t.request(path, { method: 'PUT', json, cookie: owner.cookie })).status).toBe(200);

    await save(hours);
    await save({ ...hours, temporarilyClosed: true });
    await save(hours);
    await save({ ...hours, special: [{ date: inDays(20), ranges: [], label: 'Eid al-Adha' }] });
    // Saved again unchanged: nothing new to tell.
    await save({ ...hours, special: [{ date: inDays(20), ranges: [], label: 'Eid al-Adha' }] });

    expect(await eventsOf(watcher.id, business.id)).toEqual(['closed', 'reopened', 'special_hours']);
  });

  it('tell its watchers when an admin confirms it closed for good, and when it reopens', async () => {
    const { business, watcher } = await givenWatchedPlace('Closing Curry');
    const reporter = await t.givenSignedIn();
    const reported = await t.request(`/api/businesses/${business.id}/reports`, {
      cookie: reporter.cookie,
      json: { reason: 'closed' },
    });
    expect(reported.status).toBe(201);
    const [report] = await t.db.select().from(businessReports).where(eq(businessReports.businessId, business.id));
    const resolved = await t.request(`/api/admin/reports/${report!.id}/resolve`, {
      cookie: admin.cookie,
      json: { outcome: 'fixed', note: 'It closed in May.' },
    });
    expect(resolved.status).toBe(200);
    const reopened = await t.request(`/api/admin/businesses/${business.id}/reopen`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(reopened.status).toBe(200);

    expect(await eventsOf(watcher.id, business.id)).toEqual(['closed', 'reopened']);
    const [closed] = await t.db
      .select({ payload: notices.payload })
      .from(notices)
      .where(and(eq(notices.userId, watcher.id), eq(notices.event, 'closed')));
    expect(closed?.payload).toMatchObject({ permanent: true, businessName: 'Closing Curry' });
  });
});

describe('a watched place’s news', () => {
  it('tells its watchers of an event, but not the owner who posted it', async () => {
    const { owner, business, watcher } = await givenWatchedPlace('Event Eatery');
    await givenSaved(t.db, owner.id, business.id);

    const res = await t.request(`/api/owner/businesses/${business.id}/events`, {
      cookie: owner.cookie,
      json: { title: 'Eid Dinner', startDate: '2031-05-01' },
    });

    expect(res.status).toBe(201);
    expect(await eventsOf(watcher.id, business.id)).toEqual(['event_posted']);
    expect(await eventsOf(owner.id, business.id)).toEqual([]);
  });

  it('tells its watchers of an owner’s update, even with no subscriber to mail', async () => {
    const { owner, business, watcher } = await givenWatchedPlace('Update Union');

    const res = await t.request(`/api/owner/businesses/${business.id}/notifications`, {
      cookie: owner.cookie,
      json: { title: 'New menu', message: 'Try our new mandi platter.' },
    });

    expect(res.status).toBe(200);
    const [notice] = await t.db.select().from(notices).where(eq(notices.userId, watcher.id));
    expect(notice).toMatchObject({
      event: 'update_posted',
      channel: 'weekly',
      payload: { title: 'New menu', message: 'Try our new mandi platter.' },
    });
  });
});

describe('the owner’s activity', () => {
  it('tells the owner of a new review and a new report', async () => {
    const { owner, business } = await givenWatchedPlace('Review Road');
    const diner = await t.givenSignedIn();

    await t.request(`/api/businesses/${business.id}/reviews`, { cookie: diner.cookie, json: { rating: 4 } });
    await t.request(`/api/businesses/${business.id}/reports`, { cookie: diner.cookie, json: { reason: 'halal' } });

    expect(await eventsOf(owner.id, business.id)).toEqual(['new_review', 'new_report']);
  });
});

describe('chat', () => {
  async function givenConversation(name: string) {
    const { owner, business } = await givenWatchedPlace(name);
    const customer = await t.givenSignedIn();
    const started = await t.request(`/api/businesses/${business.id}/conversations`, {
      method: 'POST',
      cookie: customer.cookie,
    });
    const { id } = (await started.json()) as { id: string };
    const send = (who: Signed, content: string) =>
      t.request(`/api/conversations/${id}/messages`, { cookie: who.cookie, json: { content } });
    return { owner, business, customer, id, send };
  }

  const choose = (who: Signed, channels: Record<string, string>) =>
    t.request('/api/notices/settings', { method: 'PUT', cookie: who.cookie, json: { channels } });

  it('pushes a new chat to the owner and the business’s answer to the customer, who chose push', async () => {
    const { owner, customer, id, send } = await givenConversation('Chatty Chaat');
    await choose(owner, { owner_activity: 'push' });
    await choose(customer, { chat_reply: 'push' });

    await send(customer, 'Is the lamb zabiha?');
    await send(customer, 'And do you cater?');
    await send(owner, 'Yes, hand-slaughtered. We cater too.');

    expect(await eventsOf(owner.id)).toEqual(['new_chat']);
    const [reply] = await t.db.select().from(notices).where(eq(notices.userId, customer.id));
    expect(reply).toMatchObject({
      event: 'chat_reply',
      channel: 'push',
      payload: { conversationId: id, excerpt: 'Yes, hand-slaughtered. We cater too.' },
    });
  });

  it('leaves the email channel to the unread-message mail, and mails no one who chose nothing', async () => {
    const { owner, customer, send } = await givenConversation('Quiet Qorma');
    await choose(customer, { chat_reply: 'none' });

    await send(owner, 'Eid Mubarak! We open at noon.');
    await send(customer, 'Do you take bookings?');

    // Email is the default: no notice rows, the 10-minute unread mail instead.
    expect(await eventsOf(owner.id)).toEqual([]);
    expect(await eventsOf(customer.id)).toEqual([]);
    await mailUnreadMessages(t.db, t.config.publicUrl, new Date(Date.now() + 11 * 60_000));
    const mailed = (await t.deliverMail()).map((m) => m.to);
    expect(mailed).toContain(owner.email);
    expect(mailed).not.toContain(customer.email);
  });
});

describe('a deleted place', () => {
  it('takes its waiting notices with it', async () => {
    const { owner, business, watcher } = await givenWatchedPlace('Gone Grill');
    await t.request(`/api/owner/businesses/${business.id}/notifications`, {
      cookie: owner.cookie,
      json: { title: 'Closing', message: 'Last day on Friday.' },
    });
    expect(await eventsOf(watcher.id)).toEqual(['update_posted']);
    await t.db.delete(businesses).where(eq(businesses.id, business.id));
    expect(await eventsOf(watcher.id)).toEqual([]);
  });
});
