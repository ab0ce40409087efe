import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { zonedDateParts } from '../../src/domain/events';
import { expectAccessible } from './accessibility';
import { confirmSubscriptionFromMail, DEMO_OWNER, screenshot, setUpJourney, waitForMail, withDemoData } from './server';

const OWNER = DEMO_OWNER;
const journey = setUpJourney('owner', withDemoData);
let page: Page;

beforeAll(async () => {
  page = await journey.newPage(375);
});

const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('business owner dashboard (375 px)', () => {
  it('adds an event, a photo and a location, changes categories and notifies subscribers', async () => {
    for (const email of ['fan1@example.com', 'fan2@example.com']) {
      const business = await fetch(`${journey.server.url}/api/businesses/saffron-lantern-kitchen`).then((r) =>
        r.json(),
      );
      await fetch(`${journey.server.url}/api/businesses/${business.id}/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: journey.server.url },
        body: JSON.stringify({ email }),
      });
      await confirmSubscriptionFromMail(journey.server, email);
    }
    await journey.signIn(page, OWNER);
    await page.goto(`${journey.server.url}/business`);
    await page.getByText('Business Owner', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Saffron Lantern Kitchen' }).first().waitFor();
    await screenshot(page, 'owner-dashboard-375');
    await expectAccessible(page, 'owner dashboard, Events tab');

    // Event tomorrow at noon: first in the public list, with the 'Tomorrow' badge.
    const tomorrow = zonedDateParts(new Date(Date.now() + 24 * 3600 * 1000)).date;
    await page.getByRole('button', { name: 'Add Event' }).click();
    const eventForm = page.getByRole('form', { name: 'Create Event' });
    await eventForm.getByLabel('Event Title').waitFor();
    await expectAccessible(page, 'Create Event dialog');
    await eventForm.getByLabel('Event Title').fill('Eid Lunch Special');
    await eventForm.getByLabel('Start Date').fill(tomorrow);
    await eventForm.getByLabel('Start Time').fill('12:00');
    await eventForm.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event Created').first().waitFor();

    await tab('Gallery').click();
    await page.getByRole('button', { name: 'Add Image' }).click();
    const imageForm = page.getByRole('form', { name: 'Add Image' });
    await imageForm.getByLabel('Caption').waitFor();
    await expectAccessible(page, 'Add Image dialog');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await imageForm.getByLabel('Image').setInputFiles({ name: 'platter.png', mimeType: 'image/png', buffer: png });
    await imageForm.getByLabel('Caption').fill('Mixed grill platter');
    await imageForm.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText('Image Uploaded').first().waitFor();
    await page.getByRole('img', { name: 'Photo 4' }).waitFor();

    await tab('Locations').click();
    await page.getByRole('button', { name: 'Add Location' }).waitFor();
    await expectAccessible(page, 'owner Locations tab');
    await page.getByRole('button', { name: 'Add Location' }).click();
    const locationForm = page.getByRole('form', { name: 'Add Location' });
    await locationForm.getByLabel('Location Name').waitFor();
    await expectAccessible(page, 'Add Location dialog');
    await locationForm.getByLabel('Location Name').fill('Noblesville Kiosk');
    await locationForm.getByLabel('City').fill('Noblesville');
    await locationForm.getByRole('button', { name: 'Add Location' }).click();
    await page.getByText('Location Added').first().waitFor();

    await tab('Categories').click();
    await page.getByRole('button', { name: 'Manage Categories' }).waitFor();
    await expectAccessible(page, 'owner Categories tab');
    await page.getByRole('button', { name: 'Manage Categories' }).click();
    const categoriesForm = page.getByRole('form', { name: 'Manage Categories' });
    await categoriesForm.getByLabel('Markets').waitFor();
    await expectAccessible(page, 'Manage Categories dialog');
    await categoriesForm.getByLabel('Markets').check();
    await categoriesForm.getByRole('button', { name: 'Save Categories' }).click();
    await page.getByText('Categories Updated').first().waitFor();

    await page.getByRole('button', { name: 'Send Notification' }).first().click();
    const notification = page.getByRole('form', { name: 'Send Notification' });
    await notification.getByLabel('Title').waitFor();
    await expectAccessible(page, 'Send Notification dialog');
    await notification.getByLabel('Title').fill('Eid hours');
    await notification.getByLabel('Message').fill('We are open late all Eid week.');
    await notification.getByRole('button', { name: 'Send Notification' }).click();
    await page.getByText('Notification sent to 2 subscribers').first().waitFor();
    for (const email of ['fan1@example.com', 'fan2@example.com']) {
      const mail = await waitForMail(journey.server.dataDir, email, 'Eid hours');
      expect(mail).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/unsubscribe\/business\//m);
    }
    for (const name of ['Business Info', 'Reviews']) {
      await tab(name).click();
      await expectAccessible(page, `owner ${name} tab`);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    await expectAccessible(page, 'mobile menu of a business owner');
    await page.keyboard.press('Escape');

    // The public page and the Markets category show the changes.
    await page.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
    const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Eid Lunch Special' }) });
    await event.getByText('Tomorrow').waitFor();
    await page.getByText('Noblesville, IN').first().waitFor();
    await page.getByText(/^1 \/ 4$/).waitFor();
    await page.goto(`${journey.server.url}/c/markets`);
    await page.getByRole('link', { name: 'Saffron Lantern Kitchen' }).first().waitFor();
  });
});

describe('owner dashboard layout (issue "Corrections" 6)', () => {
  /** Where each tab of the dashboard's row is on screen. */
  const tabBoxes = (on: Page) =>
    on.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const box = tab.getBoundingClientRect();
        return { name: tab.textContent, top: Math.round(box.top), left: box.left, right: box.right };
      }),
    );

  it('starts the tabs in the first screen of a phone, in one sticky row, with a link to the public page', async () => {
    // Still signed in from the journey above, unless this test runs alone.
    await page.goto(`${journey.server.url}/business`);
    const row = page.getByRole('tablist', { name: 'Dashboard sections' });
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await row.or(signIn).waitFor();
    if (await signIn.isVisible()) {
      await journey.signIn(page, OWNER);
      await page.goto(`${journey.server.url}/business`);
    }
    await row.waitFor();
    const start = (await row.boundingBox())!;
    expect(start.y).toBeLessThan(400);
    const tabs = await tabBoxes(page);
    expect(tabs).toHaveLength(11);
    expect(new Set(tabs.map((t) => t.top)).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await screenshot(page, 'owner-dashboard-first-screen-375');

    // The last tab, chosen from the keyboard, scrolls into the row; the row stays on screen below the site's header.
    await tab('Events').focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await tab('Insights').getAttribute('aria-selected')) === 'true').toBe(true);
    const insights = (await tabBoxes(page)).at(-1)!;
    expect(insights.left).toBeGreaterThanOrEqual(start.x - 1);
    expect(insights.right).toBeLessThanOrEqual(start.x + start.width + 1);
    await page.getByRole('tabpanel', { name: 'Insights' }).getByRole('heading', { name: 'Insights' }).waitFor();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(start.y);
    const header = (await page.getByRole('banner').boundingBox())!;
    const stuck = (await row.boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(stuck.y).toBeLessThan(header.y + header.height + 20);

    const listing = page.getByRole('link', { name: 'View my listing' });
    expect(await listing.getAttribute('href')).toBe('/r/saffron-lantern-kitchen');
    await listing.click();
    await page.waitForURL(`${journey.server.url}/r/saffron-lantern-kitchen`);
    await page.getByRole('heading', { name: 'Saffron Lantern Kitchen', level: 1 }).waitFor();
  });

  it('shows every tab whole on a 1280 px screen', async () => {
    const wide = await journey.newPage(1280);
    await journey.signIn(wide, OWNER);
    await wide.goto(`${journey.server.url}/business`);
    const row = wide.getByRole('tablist', { name: 'Dashboard sections' });
    await row.waitFor();
    const box = (await row.boundingBox())!;
    const tabs = await tabBoxes(wide);
    expect(tabs).toHaveLength(11);
    expect(new Set(tabs.map((t) => t.top)).size).toBe(1);
    for (const t of tabs) {
      expect(t.left, `${t.name} starts inside the row`).toBeGreaterThanOrEqual(box.x);
      expect(t.right, `${t.name} ends inside the row`).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await row.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    expect(await wide.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
    await screenshot(wide, 'owner-dashboard-1280');
    await expectAccessible(wide, 'owner dashboard at 1280 px');
  });
});
