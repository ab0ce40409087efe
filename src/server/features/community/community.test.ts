import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSubscriptions, contactSubmissions, emailOutbox, newsletters } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, linkIn, linkPath, type TestContext } from '../../testing/harness';
import { expireUnconfirmedSubscriptions } from './community';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('contact form', () => {
  it('stores the message and queues the confirmation mail to the sender', async () => {
    const res = await t.request('/api/contact', {
      json: {
        name: 'Bilal',
        email: 'bilal@example.com',
        subject: 'Missing bakery',
        message: 'Please add Noor Bakery.',
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, 'bilal@example.com'));
    expect(row?.status).toBe('unread');
    const mail = (await t.deliverMail()).find((m) => m.to === 'bilal@example.com');
    expect(mail?.subject).toBe('We received your message: Missing bakery');
    expect(mail?.text).toContain('Please add Noor Bakery.');
  });

  it('quotes only a short excerpt of the message to whatever address was given', async () => {
    const long = `Buy now ${'cheap pills '.repeat(400)}`;
    await t.request('/api/contact', {
      json: { name: 'Spammer', email: 'victim@example.com', subject: 'Hello', message: long },
    });
    const mail = (await t.deliverMail()).find((m) => m.to === 'victim@example.com');
    expect(mail?.text.length).toBeLessThan(900);
    expect(mail?.text).toContain('Buy now cheap pills');
    expect(mail?.text).not.toContain(long.trim());
  });

  it('requires all four fields and stores nothing otherwise', async () => {
    const before = (await t.db.select().from(contactSubmissions)).length;
    const outboxBefore = (await t.db.select().from(emailOutbox)).length;
    for (const json of [
      { name: '', email: 'a@example.com', subject: 's', message: 'm' },
      { name: 'A', email: 'not-email', subject: 's', message: 'm' },
      { name: 'A', email: 'a@example.com', subject: '  ', message: 'm' },
      { name: 'A', email: 'a@example.com', subject: 's' },
      { name: 'A', email: 'a@example.com', subject: 's', message: 'm', status: 'replied' },
    ]) {
      const res = await t.request('/api/contact', { json });
      expect(res.status).toBe(400);
    }
    expect((await t.db.select().from(contactSubmissions)).length).toBe(before);
    expect((await t.db.select().from(emailOutbox)).length).toBe(outboxBefore);
  });
});

describe('newsletter signup', () => {
  it('subscribes a trimmed email once and says "Already subscribed!" after', async () => {
    const first = await t.request('/api/newsletter', { json: { email: '  hana@example.com ' } });
    expect(first.status).toBe(201);
    await t.confirmFromMail('hana@example.com');
    const again = await t.request('/api/newsletter', { json: { email: 'HANA@example.com' } });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Already subscribed!');
    const rows = await t.db.select().from(newsletters);
    expect(rows.map((r) => r.email)).toEqual(['hana@example.com']);
  });

  it('requires an email', async () => {
    expect((await t.request('/api/newsletter', { json: { email: '   ' } })).status).toBe(400);
    expect((await t.request('/api/newsletter', { json: {} })).status).toBe(400);
  });
});

describe('business subscription', () => {
  it('subscribes an email to one business and refuses a second active subscription', async () => {
    const business = await givenBusiness(t.db, { name: 'Medina Cafe' });
    const path = `/api/businesses/${business.id}/subscriptions` as const;
    const first = await t.request(path, { json: { email: 'yusuf@example.com' } });
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBe("You'll receive notifications from Medina Cafe!");
    await t.confirmFromMail('yusuf@example.com');
    const duplicate = await t.request(path, { json: { email: 'Yusuf@Example.com' } });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error.message).toBe(
      "You're already subscribed to notifications from this business.",
    );

    await t.db.update(businessSubscriptions).set({ active: false });
    expect((await t.request(path, { json: { email: 'yusuf@example.com' } })).status).toBe(201);
  });

  it("ends a subscription from the person's own link, noting when and that it was their link", async () => {
    const business = await givenBusiness(t.db, { name: 'Leaving Lounge' });
    await t.request(`/api/businesses/${business.id}/subscriptions`, { json: { email: 'leaving@example.com' } });
    await t.confirmFromMail('leaving@example.com');
    const [row] = await t.db
      .select()
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.email, 'leaving@example.com'));
    const link = `/api/unsubscribe/business/${row!.unsubscribeToken}` as const;

    expect((await t.request(link)).status).toBe(200);
    const [ended] = await t.db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, row!.id));
    expect(ended).toMatchObject({ active: false, unsubscribedBy: 'link' });
    expect(Date.now() - ended!.unsubscribedAt!.getTime()).toBeLessThan(60_000);

    // A mail client's one-click POST afterwards keeps the first date.
    expect((await t.request(link, { method: 'POST' })).status).toBe(200);
    const [again] = await t.db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, row!.id));
    expect(again?.unsubscribedAt).toEqual(ended!.unsubscribedAt);
  });

  it('refuses unknown, forged and unapproved business ids', async () => {
    const pending = await givenBusiness(t.db, { approved: false });
    expect(
      (await t.request(`/api/businesses/${pending.id}/subscriptions`, { json: { email: 'a@example.com' } })).status,
    ).toBe(404);
    expect(
      (await t.request('/api/businesses/not-a-uuid/subscriptions', { json: { email: 'a@example.com' } })).status,
    ).toBe(404);
    expect(
      (
        await t.request('/api/businesses/00000000-0000-4000-8000-000000000000/subscriptions', {
          json: { email: 'a@example.com' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('double opt-in', () => {
  it('mails a business subscriber nothing until the address confirms, and answers the same to both', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { name: 'Opt-in Grill', ownerId: owner.id });
    const subscribe = (email: string) => t.request(`/api/businesses/${business.id}/subscriptions`, { json: { email } });
    expect((await subscribe('waiting@example.com')).status).toBe(201);
    expect((await subscribe('confirmed@example.com')).status).toBe(201);
    await t.confirmFromMail('confirmed@example.com');

    const list = await (
      await t.request(`/api/owner/businesses/${business.id}/subscribers`, { cookie: owner.cookie })
    ).json();
    expect(list.active.map((s: { email: string }) => s.email)).toEqual(['confirmed@example.com']);
    const sent = await t.request(`/api/owner/businesses/${business.id}/notifications`, {
      cookie: owner.cookie,
      json: { title: 'Open late', message: 'All week.' },
    });
    expect(await sent.json()).toMatchObject({ sent: 1 });
    const notified = (await t.deliverMail()).filter((m) => m.subject.includes('Open late')).map((m) => m.to);
    expect(notified).toEqual(['confirmed@example.com']);
  });

  it('mails the newsletter confirmation again when asked again, then says it was already sent', async () => {
    const email = 'again@example.com';
    const subscribe = () => t.request('/api/newsletter', { json: { email } });
    const confirmations = async () =>
      (await t.deliverMail()).filter((m) => m.to === email && m.subject === 'Please confirm your subscription');

    const first = await subscribe();
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, confirmation: 'sent' });
    const second = await subscribe();
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual({ subscribed: true, confirmation: 'sent' });
    expect(await confirmations()).toHaveLength(2);

    // A third within the hour mails nothing, and the answer says the mail already went.
    const third = await subscribe();
    expect(third.status).toBe(200);
    expect(await third.json()).toEqual({ subscribed: true, confirmation: 'already-sent' });
    const mailed = await confirmations();
    expect(mailed).toHaveLength(2);
    // Both mails carry the same link, so whichever the person opens confirms.
    expect(linkIn(mailed[0]!)).toBe(linkIn(mailed[1]!));

    // An hour after the first, asking again mails it again.
    await t.db
      .update(newsletters)
      .set({ confirmationSentAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(newsletters.email, email));
    expect((await subscribe()).status).toBe(201);
    expect(await confirmations()).toHaveLength(3);
    await t.confirmFromMail(email);
    expect((await subscribe()).status).toBe(409);
  });

  it("does the same for a business's Stay Updated subscription, counted per business", async () => {
    const email = 'follower@example.com';
    const [first, second] = [await givenBusiness(t.db), await givenBusiness(t.db)];
    const subscribe = (businessId: string) =>
      t.request(`/api/businesses/${businessId}/subscriptions`, { json: { email } });
    const mailed = async () => (await t.deliverMail()).filter((m) => m.to === email).length;

    expect((await subscribe(first.id)).status).toBe(201);
    const again = await subscribe(first.id);
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ confirmation: 'sent' });
    expect(await mailed()).toBe(2);
    const third = await subscribe(first.id);
    expect(third.status).toBe(200);
    expect(await third.json()).toMatchObject({ confirmation: 'already-sent' });
    expect(await mailed()).toBe(2);
    // Another business's updates are another subscription, with a confirmation of their own.
    expect((await subscribe(second.id)).status).toBe(201);
    expect(await mailed()).toBe(3);
  });

  it('shows a button on the link, confirms only on its POST, and refuses a forged or lapsed link', async () => {
    await t.request('/api/newsletter', { json: { email: 'linked@example.com' } });
    const mail = (await t.deliverMail()).findLast((m) => m.to === 'linked@example.com');
    const path = linkPath(linkIn(mail!));
    const opened = await t.request(path);
    expect(await opened.text()).toContain('Confirm subscription');
    const [before] = await t.db.select().from(newsletters).where(eq(newsletters.email, 'linked@example.com'));
    expect(before?.confirmedAt).toBeNull();
    // A mail client's form post carries no JSON and may come from anywhere: the token is the proof.
    const confirmed = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');

    const forged = `/api/subscriptions/confirm/newsletter/${crypto.randomUUID()}` as const;
    expect((await t.request(forged, { method: 'POST' })).status).toBe(404);
    await t.request('/api/newsletter', { json: { email: 'late@example.com' } });
    await t.db
      .update(newsletters)
      .set({ confirmationSentAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(newsletters.email, 'late@example.com'));
    const lateMail = (await t.deliverMail()).findLast((m) => m.to === 'late@example.com');
    expect((await t.request(linkPath(linkIn(lateMail!)), { method: 'POST' })).status).toBe(404);
    expect(await expireUnconfirmedSubscriptions(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(newsletters).where(eq(newsletters.email, 'late@example.com'))).toEqual([]);
  });
});
