import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
// @ts-expect-error http_ece (web-push's own dependency) has no types; the test decrypts with it.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, noticePreferences, notices, profiles, pushSubscriptions } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, linkPath, type TestContext } from '../../testing/harness';
import { givenSaved } from '../../testing/watchers';
import { noticeWatchers } from './fan-out';

// Issue 36's proof: notices delivered by mail (at once and in digests) and by web push, against a fake push
// service on 127.0.0.1 that records what it is sent; nothing reaches the network.

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on 127.0.0.1: answers each device's path with the status the test gives it (201 by default). */
class FakePushService {
  readonly received: Received[] = [];
  readonly statuses = new Map<string, number>();
  private server?: Server;
  origin = '';

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(this.statuses.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise((resolve) => this.server?.close(resolve));
  }
}

/** A browser's subscription: its own P-256 key pair and 16-byte secret, which only it can decrypt with. */
function givenBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body: Buffer) =>
      JSON.parse(
        ece
          .decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') })
          .toString(),
      ),
  };
}

const push = new FakePushService();
let t: TestContext;
beforeAll(async () => {
  await push.start();
  t = await createTestContext({ PUSH_ENDPOINT_HOSTS: push.origin });
});
afterAll(async () => {
  await t.close();
  await push.stop();
});

/** A signed-in person who chose push for `kind` and subscribed a device; answers its keys and path. */
async function givenPushSubscriber(kind: 'place_halal' | 'place_news' = 'place_halal') {
  const person = await t.givenSignedIn();
  await t.request('/api/notices/settings', {
    method: 'PUT',
    cookie: person.cookie,
    json: { channels: { [kind]: 'push' } },
  });
  const browser = givenBrowserKeys();
  const path = `/push/${crypto.randomUUID()}`;
  const res = await t.request('/api/notices/push-subscriptions', {
    cookie: person.cookie,
    json: { endpoint: `${push.origin}${path}`, keys: browser.keys },
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' },
  });
  expect(res.status).toBe(201);
  const device = (await res.json()) as { id: string; device: string };
  return { ...person, browser, path, device };
}

const receivedAt = (path: string) => push.received.filter((r) => r.path === path);

describe('notices by web push', () => {
  it('sends the place’s notice encrypted for the device, which decrypts title, text, image and page', async () => {
    const business = await givenBusiness(t.db, { name: 'Push Kebab' });
    const subscriber = await givenPushSubscriber();
    expect(subscriber.device.device).toBe('Chrome on Android');
    // Registering a device sends nothing.
    expect(receivedAt(subscriber.path)).toEqual([]);
    await givenSaved(t.db, subscriber.id, business.id);
    await t.db.update(profiles).set({ locale: 'es' }).where(eq(profiles.id, subscriber.id));
    await t.db.update(businesses).set({ imageUrl: '/uploads/push-kebab.webp' }).where(eq(businesses.id, business.id));

    await noticeWatchers(t.db, { businessId: business.id, event: 'certificate_renewed' });
    await t.deliverNotices();

    const [request] = receivedAt(subscriber.path);
    expect(request?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    expect(request?.headers.authorization).toMatch(/^vapid t=.+, k=/);
    // The body is ciphertext: the notice's words are not in it.
    expect(request!.body.toString('latin1')).not.toContain('Push Kebab');
    expect(subscriber.browser.decrypt(request!.body)).toEqual({
      title: 'Push Kebab: certificado halal renovado',
      body: 'Mira qué cambió en su página.',
      url: `http://localhost:3000/r/${business.slug}`,
      image: 'http://localhost:3000/uploads/push-kebab.webp',
      tag: `certificate_renewed:${business.id}`,
    });
    const [notice] = await t.db.select().from(notices).where(eq(notices.userId, subscriber.id));
    expect(notice).toMatchObject({ status: 'sent', channel: 'push' });
    const [device] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, subscriber.id));
    expect(device?.lastSentAt).not.toBeNull();
  });

  it('removes a device the push service answers 404 or 410 for; with none left, the notice waits for the digest', async () => {
    const business = await givenBusiness(t.db);
    const subscriber = await givenPushSubscriber();
    const second = givenBrowserKeys();
    const secondPath = `/push/${crypto.randomUUID()}`;
    await t.request('/api/notices/push-subscriptions', {
      cookie: subscriber.cookie,
      json: { endpoint: `${push.origin}${secondPath}`, keys: second.keys },
    });
    push.statuses.set(subscriber.path, 404);
    push.statuses.set(secondPath, 410);
    await givenSaved(t.db, subscriber.id, business.id);

    await noticeWatchers(t.db, { businessId: business.id, event: 'fact_disputed' });
    await t.deliverNotices();

    expect(receivedAt(subscriber.path)).toHaveLength(1);
    expect(receivedAt(secondPath)).toHaveLength(1);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, subscriber.id))).toEqual([]);
    const [notice] = await t.db.select().from(notices).where(eq(notices.userId, subscriber.id));
    expect(notice).toMatchObject({ status: 'pending', channel: 'daily' });
  });

  it('tries again later when the push service fails, without removing the device', async () => {
    const business = await givenBusiness(t.db);
    const subscriber = await givenPushSubscriber();
    push.statuses.set(subscriber.path, 503);
    await givenSaved(t.db, subscriber.id, business.id);

    await noticeWatchers(t.db, { businessId: business.id, event: 'halal_changed' });
    await t.deliverNotices();

    const [notice] = await t.db.select().from(notices).where(eq(notices.userId, subscriber.id));
    expect(notice).toMatchObject({ status: 'pending', channel: 'push', attempts: 1 });
    expect(notice!.dueAt.getTime()).toBeGreaterThan(Date.now());
    expect(notice!.lastError).toContain('503');
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, subscriber.id))).toHaveLength(
      1,
    );
  });

  it('never sends one notice twice, even with two delivery rounds at once', async () => {
    const business = await givenBusiness(t.db);
    const subscriber = await givenPushSubscriber();
    await givenSaved(t.db, subscriber.id, business.id);
    await noticeWatchers(t.db, { businessId: business.id, event: 'certificate_expired' });

    await Promise.all([t.deliverNotices(), t.deliverNotices()]);
    await t.deliverNotices();

    expect(receivedAt(subscriber.path)).toHaveLength(1);
  });
});

describe('devices that cannot be pushed to', () => {
  it('refuses to keep keys nothing can be encrypted for, changing nothing', async () => {
    const person = await t.givenSignedIn();
    for (const keys of [
      { p256dh: `B${'A'.repeat(86)}`, auth: randomBytes(16).toString('base64url') },
      { p256dh: givenBrowserKeys().keys.p256dh, auth: 'A'.repeat(24) },
    ]) {
      const res = await t.request('/api/notices/push-subscriptions', {
        cookie: person.cookie,
        json: { endpoint: `${push.origin}/push/${crypto.randomUUID()}`, keys },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION');
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id))).toEqual([]);
  });

  it('drops a device whose kept keys are broken, and goes on with the other notices of the round', async () => {
    const business = await givenBusiness(t.db, { name: 'Broken Key Grill' });
    const broken = await givenPushSubscriber();
    await t.db
      .update(pushSubscriptions)
      .set({ p256dh: `B${'A'.repeat(86)}` })
      .where(eq(pushSubscriptions.userId, broken.id));
    const fine = await givenPushSubscriber();
    await givenSaved(t.db, broken.id, business.id);
    await givenSaved(t.db, fine.id, business.id);

    await noticeWatchers(t.db, { businessId: business.id, event: 'certificate_expired' });
    await t.deliverNotices();

    expect(receivedAt(fine.path)).toHaveLength(1);
    expect(receivedAt(broken.path)).toEqual([]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, broken.id))).toEqual([]);
    // With no device left, the broken one's notice waits for its digest, not for ever in the round.
    const [waiting] = await t.db.select().from(notices).where(eq(notices.userId, broken.id));
    expect(waiting).toMatchObject({ status: 'pending', channel: 'daily', lockedUntil: null });
  });
});

describe('notices by mail', () => {
  it('mails a notice at once with a one-click unsubscribe that turns notice emails off', async () => {
    const business = await givenBusiness(t.db, { name: 'Mail Mandi' });
    const watcher = await t.givenSignedIn();
    await givenSaved(t.db, watcher.id, business.id);

    await noticeWatchers(t.db, { businessId: business.id, event: 'certificate_expired' });
    await t.deliverNotices();
    const mail = (await t.deliverMail()).find((m) => m.to === watcher.email);

    expect(mail?.subject).toBe('Mail Mandi: halal certificate expired');
    expect(mail?.text).toContain(`http://localhost:3000/r/${business.slug}`);
    const unsubscribeUrl = mail?.headers['List-Unsubscribe']?.slice(1, -1) ?? '';
    expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/api\/unsubscribe\/notices\/[0-9a-f-]{36}$/);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(unsubscribeUrl);

    // A mail client's one-click POST, from anywhere.
    const res = await t.app.request(linkPath(unsubscribeUrl), { method: 'POST' });
    expect(res.status).toBe(200);
    const settings = await t.request('/api/notices/settings', { cookie: watcher.cookie });
    expect((await settings.json()).channels).toEqual({
      place_halal: 'none',
      place_hours: 'none',
      place_news: 'none',
      chat_reply: 'none',
      owner_activity: 'none',
    });
    expect(await noticeWatchers(t.db, { businessId: business.id, event: 'closed' })).toBe(0);
    // The link opened in a browser says so in a page.
    const page = await t.request(linkPath(unsubscribeUrl));
    expect(await page.text()).toContain('You will no longer receive notices by email.');
  });

  it('gathers a burst of changes into one digest mail at the digest’s hour', async () => {
    const business = await givenBusiness(t.db, { name: 'Digest Dhaba' });
    const watcher = await t.givenAccount();
    await givenSaved(t.db, watcher.id, business.id);
    await t.db.insert(noticePreferences).values({ userId: watcher.id, kind: 'place_hours', channel: 'daily' });
    const wednesdayNoon = new Date('2031-07-09T16:00:00Z');

    for (let i = 0; i < 12; i++)
      await noticeWatchers(
        t.db,
        { businessId: business.id, event: i % 2 ? 'closed' : 'reopened' },
        { now: wednesdayNoon },
      );
    await t.deliverNotices(new Date('2031-07-10T10:59:00Z'));
    expect((await t.deliverMail()).filter((m) => m.to === watcher.email)).toEqual([]);
    await t.deliverNotices(new Date('2031-07-10T11:00:00Z'));
    await t.deliverNotices(new Date('2031-07-10T11:05:00Z'));

    const mails = (await t.deliverMail()).filter((m) => m.to === watcher.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your daily notices');
    expect(mails[0]?.text).toContain('Digest Dhaba is closed for now');
    expect(mails[0]?.text).toContain('Digest Dhaba is open again');
    expect(mails[0]?.headers['List-Unsubscribe']).toMatch(/unsubscribe\/notices\//);
    const rows = await t.db.select().from(notices).where(eq(notices.userId, watcher.id));
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });

  it('sends a day’s emails beyond the fifth in the next morning’s digest instead', async () => {
    const business = await givenBusiness(t.db, { name: 'Capped Cafe' });
    const watcher = await t.givenAccount();
    await givenSaved(t.db, watcher.id, business.id);
    const noon = new Date('2031-08-06T16:00:00Z');

    // Each change sent before the next (a change while one still waits adds nothing: fan-out.test.ts).
    for (let i = 0; i < 7; i++) {
      await noticeWatchers(t.db, { businessId: business.id, event: 'halal_changed' }, { now: noon });
      await t.deliverNotices(noon);
    }
    await t.deliverNotices(new Date('2031-08-07T11:00:00Z'));

    const mails = (await t.deliverMail()).filter((m) => m.to === watcher.email);
    const subjects = mails.map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Capped Cafe: halal details changed')).toHaveLength(5);
    expect(subjects.filter((s) => s === 'Your daily notices')).toHaveLength(1);
    expect(subjects).toHaveLength(6);
  });
});
