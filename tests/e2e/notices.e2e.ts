import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedDateParts } from '../../src/domain/events';
import { expectAccessible } from './accessibility';
import { setCertificateExpiry } from './certificate';
import {
  deliverPush,
  type FakePushService,
  type FakeSubscription,
  shownNotices,
  startFakePushService,
  subscribeThrough,
  tapNotice,
} from './fake-push';
import { ADMIN, createConfirmedAccount, screenshot, setUpJourney, withAdmin, withDemoData } from './server';

// Issue 36, end to end, at 375 and 1280 px: a visitor's heart asks to sign in and saves the place to 'Want to
// go' on the way back; the list is shared by its link and read in another browser; the person turns on push
// for the halal facts of the places they watch; an admin moves the place's certificate expiry to yesterday;
// the server pushes the notice, encrypted for this device, to a push service of this machine; delivered to
// the service worker (DevTools' push message delivery), it shows, and tapping it opens the place.

const env: Record<string, string> = { ...withDemoData, ...withAdmin };
let pushService: FakePushService;
// Before the journey's server starts (hooks run in order): the push service it may send to.
beforeAll(async () => {
  pushService = await startFakePushService();
  env.PUSH_ENDPOINT_HOSTS = pushService.origin;
});
const journey = setUpJourney('notices', env);
afterAll(() => pushService?.close());

let admin: Page;
beforeAll(async () => {
  admin = await journey.newPage(1280);
  await journey.signIn(admin, ADMIN);
});

/** The messages the server pushed to `subscription`'s endpoint so far. */
const pushedTo = (subscription: FakeSubscription) =>
  pushService.received.filter((message) => message.path === new URL(subscription.endpoint).pathname);

async function saveWatchAndHear(width: number, slug: string, name: string) {
  const { server } = journey;
  const account = { email: `watcher.${width}@example.com`, password: `watch-pass-${width}` };
  await createConfirmedAccount(server, account.email, account.password, 'Wafa', `Watcher${width}`);
  const page = await journey.newPage(width, 900, { serviceWorkers: 'allow' });
  await page.context().grantPermissions(['notifications'], { origin: server.url });
  const subscription = pushService.subscription(`device-${width}`);
  await subscribeThrough(page.context(), subscription);

  // The heart, signed out: sign in, and the place is saved on the way back.
  await page.goto(`${server.url}/r/${slug}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await page.waitForURL(/\/auth\?tab=login&redirect=/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.url}/r/${slug}`);
  await page.getByRole('button', { name: `Saved: ${name}` }).waitFor();

  // It is in 'Want to go'; the list is shared, and read in another browser.
  await page.goto(`${server.url}/saved`);
  await page.getByRole('link', { name: /Want to go\s*1 place/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Want to go' }).waitFor();
  await page.getByRole('link', { name }).waitFor();
  await page.getByRole('button', { name: 'Share by link' }).click();
  const address = (await page.getByTestId('share-link').getAttribute('href')) ?? '';
  const reader = await journey.newPage(width < 640 ? 1280 : 375);
  expect((await reader.goto(address))?.status()).toBe(200);
  await reader.getByRole('link', { name }).waitFor();

  // Push for the halal facts of the places watched, on this device.
  await page.goto(`${server.url}/profile`);
  const settings = page.getByRole('form', { name: 'Notifications' });
  await settings.getByLabel('Halal facts of places you watch').selectOption('push');
  await settings.getByRole('button', { name: 'Save notification settings' }).click();
  await page.getByText('Notification Settings Saved').waitFor();
  await page.getByRole('button', { name: 'Turn on push on this device' }).click();
  const devices = page.getByRole('region', { name: 'Devices that get push notifications' });
  await devices.getByText('This device').waitFor();
  await expectAccessible(page, `notification settings at ${width} px`, { toasts: true });
  await screenshot(page, `notices-profile-${width}`);

  // The certificate expired yesterday: one push to this device, encrypted for its keys.
  await setCertificateExpiry(admin, server.url, slug, zonedDateParts(new Date(Date.now() - 86_400_000)).date);
  await expect.poll(() => pushedTo(subscription).length, { timeout: 30_000, interval: 250 }).toBe(1);
  const [message] = pushedTo(subscription);
  expect(message!.headers['content-encoding']).toBe('aes128gcm');
  expect(String(message!.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  const text = subscription.decrypt(message!);
  const notice = JSON.parse(text) as { title: string; body: string; url: string };
  const title = `${name}: halal certificate expired`;
  expect(notice.title).toBe(title);
  expect(new URL(notice.url, server.url).pathname).toBe(`/r/${slug}`);

  // The service worker shows it; a tap opens the place.
  await page.goto(`${server.url}/`);
  await deliverPush(page, text);
  await expect
    .poll(async () => (await shownNotices(page)).map((shown) => shown.title), { timeout: 10_000 })
    .toContain(title);
  await tapNotice(page, title);
  await expect
    .poll(
      () =>
        page
          .context()
          .pages()
          .some((open) => open.url() === `${server.url}/r/${slug}`),
      { timeout: 10_000 },
    )
    .toBe(true);
}

describe('saved places that tell you when they change (issue 36)', () => {
  it('saves, shares, and hears by push when the certificate expires (1280 px)', async () => {
    await saveWatchAndHear(1280, 'saffron-lantern-kitchen', 'Saffron Lantern Kitchen');
  });

  it('does the same on a phone (375 px)', async () => {
    await saveWatchAndHear(375, 'zaytoon-grill-house', 'Zaytoon Grill House');
  });
});
