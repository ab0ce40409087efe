import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSubscriptions, contactSubmissions, emailOutbox, newsletters } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

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
    const path = `/api/businesses/${business.id}/subscriptions`;
    const first = await t.request(path, { json: { email: 'yusuf@example.com' } });
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBe("You'll receive notifications from Medina Cafe!");
    const duplicate = await t.request(path, { json: { email: 'Yusuf@Example.com' } });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error.message).toBe(
      "You're already subscribed to notifications from this business.",
    );

    await t.db.update(businessSubscriptions).set({ active: false });
    expect((await t.request(path, { json: { email: 'yusuf@example.com' } })).status).toBe(201);
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
