import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { pushSubscriptions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/harness';
import { isAllowedPushEndpoint } from './push-endpoints';
import { vapidKeys } from './vapid';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A browser's keys: a real P-256 point and a 16-byte secret (keys nothing can be encrypted for are refused). */
const browserKeys = createECDH('prime256v1');
browserKeys.generateKeys();
const keys = { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
const fcm = (device: string) => `https://fcm.googleapis.com/fcm/send/${device}`;

function subscribe(
  cookie: string,
  endpoint: string,
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Safari/604.1',
) {
  return t.request('/api/notices/push-subscriptions', {
    cookie,
    json: { endpoint, keys },
    headers: { 'user-agent': userAgent },
  });
}

describe('the notice settings', () => {
  it('starts with each kind’s default, no quiet hours, no devices, and the VAPID public key', async () => {
    const person = await t.givenSignedIn();
    const res = await t.request('/api/notices/settings', { cookie: person.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      channels: {
        place_halal: 'email',
        place_hours: 'daily',
        place_news: 'weekly',
        chat_reply: 'email',
        owner_activity: 'email',
      },
      quiet: null,
      devices: [],
      pushKey: t.vapid.publicKey,
    });
    expect(Buffer.from(t.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('saves the channels given and the quiet hours, and clears the quiet hours with null', async () => {
    const person = await t.givenSignedIn();
    const saved = await t.request('/api/notices/settings', {
      method: 'PUT',
      cookie: person.cookie,
      json: { channels: { place_news: 'push', chat_reply: 'none' }, quiet: { from: '22:30', until: '06:45' } },
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.channels).toMatchObject({ place_halal: 'email', place_news: 'push', chat_reply: 'none' });
    expect(body.quiet).toEqual({ from: '22:30', until: '06:45' });

    const cleared = await t.request('/api/notices/settings', {
      method: 'PUT',
      cookie: person.cookie,
      json: { quiet: null },
    });
    expect((await cleared.json()).quiet).toBeNull();
    expect(
      (await (await t.request('/api/notices/settings', { cookie: person.cookie })).json()).channels.place_news,
    ).toBe('push');
  });

  it.each([
    { channels: { place_news: 'fax' } },
    { channels: { birthdays: 'email' } },
    { quiet: { from: '24:00', until: '07:00' } },
    { quiet: { from: '7:00', until: '08:00' } },
    { quiet: { from: '07:00', until: '07:00' } },
    { quiet: { from: '07:00' } },
    { colour: 'green' },
  ])('refuses settings it cannot keep: %j', async (json) => {
    const person = await t.givenSignedIn();
    const res = await t.request('/api/notices/settings', { method: 'PUT', cookie: person.cookie, json });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('VALIDATION');
  });
});

describe('push devices', () => {
  it('keeps a device named from its browser, listed on the profile, and removes it', async () => {
    const person = await t.givenSignedIn();
    const res = await subscribe(person.cookie, fcm('iphone-1'));
    expect(res.status).toBe(201);
    const device = await res.json();
    expect(device).toEqual({ id: expect.any(String), device: 'Safari on iPhone' });
    const settings = await (await t.request('/api/notices/settings', { cookie: person.cookie })).json();
    expect(settings.devices).toEqual([
      { id: device.id, device: 'Safari on iPhone', createdAt: expect.any(String), lastSentAt: null },
    ]);

    const removed = await t.request(`/api/notices/push-subscriptions/${device.id}`, {
      method: 'DELETE',
      cookie: person.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual([]);
  });

  it('does not let another person remove a device: it is not found, as an unknown one', async () => {
    const [owner, stranger] = [await t.givenSignedIn(), await t.givenSignedIn()];
    const device = await (await subscribe(owner.cookie, fcm('kept-device'))).json();

    const res = await t.request(`/api/notices/push-subscriptions/${device.id}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });

    expect(res.status).toBe(404);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toHaveLength(1);
  });

  it('moves an endpoint already stored to the person who subscribes it now', async () => {
    const [first, second] = [await t.givenSignedIn(), await t.givenSignedIn()];
    await subscribe(first.cookie, fcm('shared-browser'));
    const res = await subscribe(second.cookie, fcm('shared-browser'));
    expect(res.status).toBe(201);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, fcm('shared-browser')));
    expect(rows.map((row) => row.userId)).toEqual([second.id]);
  });

  it('keeps at most 10 devices a person', async () => {
    const person = await t.givenSignedIn();
    for (let i = 0; i < 10; i++) expect((await subscribe(person.cookie, fcm(`many-${i}`))).status).toBe(201);
    const res = await subscribe(person.cookie, fcm('many-10'));
    expect(res.status).toBe(409);
    // The same device subscribing again is not one more.
    expect((await subscribe(person.cookie, fcm('many-3'))).status).toBe(201);
  });

  it.each([
    'https://evil.example.com/push/1',
    'http://fcm.googleapis.com/fcm/send/1',
    'https://fcm.googleapis.com:8443/fcm/send/1',
    'http://127.0.0.1:9999/push/1',
    'https://169.254.169.254/latest/meta-data',
    'https://user:pw@fcm.googleapis.com/fcm/send/1',
  ])('refuses an endpoint that is no known push service: %s', async (endpoint) => {
    const person = await t.givenSignedIn();
    const res = await subscribe(person.cookie, endpoint);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({
      code: 'VALIDATION',
      fields: { endpoint: 'This push service is not supported.' },
    });
  });
});

describe('a person’s own data', () => {
  it('holds their notice settings and devices by name, never a device’s push address or keys', async () => {
    const person = await t.givenSignedIn();
    await t.request('/api/notices/settings', {
      method: 'PUT',
      cookie: person.cookie,
      json: { channels: { place_hours: 'push' }, quiet: { from: '21:00', until: '06:00' } },
    });
    await subscribe(person.cookie, fcm('own-data-device'));

    const res = await t.request('/api/account/data', { cookie: person.cookie });
    const text = await res.text();

    expect(JSON.parse(text).notices).toMatchObject({
      channels: { place_hours: 'push' },
      quietHours: { fromMinute: 21 * 60, untilMinute: 6 * 60 },
      pushDevices: [{ device: 'Safari on iPhone' }],
      kept: [],
    });
    expect(text).not.toContain('own-data-device');
    expect(text).not.toContain(keys.auth);
  });
});

describe('the push endpoint guard', () => {
  it('knows the browsers’ push services, over https only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ])
      expect(isAllowedPushEndpoint(endpoint, [])).toBe(true);
    expect(isAllowedPushEndpoint('https://notify.windows.com.evil.com/w', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://evilpush.services.mozilla.com/x', [])).toBe(false);
  });

  it('allows a loopback http origin only when PUSH_ENDPOINT_HOSTS names it', () => {
    const config = loadConfig({ PUSH_ENDPOINT_HOSTS: 'http://127.0.0.1:8090, push.example.org' });
    expect(isAllowedPushEndpoint('http://127.0.0.1:8090/push/1', config.push.endpointHosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8091/push/1', config.push.endpointHosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.org/x', config.push.endpointHosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://push.example.org/x', config.push.endpointHosts)).toBe(false);
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'http://10.0.0.5:8090' })).toThrow(/loopback/);
  });
});

describe('the VAPID keys', () => {
  it('are generated into DATA_DIR once, readable by the server’s user only, and kept', () => {
    const file = path.join(t.dataDir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const config = loadConfig({ DATA_DIR: t.dataDir, MAIL_FROM: 'Directory <hello@indianahalal.org>' });
    expect(vapidKeys(config)).toEqual({ ...t.vapid, subject: 'mailto:hello@indianahalal.org' });
  });

  it('are written whole into a new data folder, and a second start reads the same pair', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = vapidKeys(config);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(vapidKeys(config)).toEqual(first);
      expect(readdirSync(dataDir)).toEqual(['vapid-keys.json']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('are the configured ones when given, both or neither', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: t.vapid.publicKey,
      VAPID_PRIVATE_KEY: t.vapid.privateKey,
      VAPID_SUBJECT: 'mailto:push@example.org',
    });
    expect(vapidKeys(config)).toEqual({ ...t.vapid, subject: 'mailto:push@example.org' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: t.vapid.publicKey })).toThrow(/go together/);
  });
});
