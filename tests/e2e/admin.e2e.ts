import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import {
  ADMIN,
  confirmSubscriptionFromMail,
  DEMO_USER,
  screenshot,
  setUpJourney,
  waitForMail,
  withAdmin,
  withDemoData,
} from './server';

const USER = DEMO_USER;
const journey = setUpJourney('admin', { ...withDemoData, ...withAdmin });
let admin: Page;

beforeAll(async () => {
  admin = await journey.newPage(1280);
  await journey.signIn(admin, ADMIN);
});

const article = (page: Page, name: string | RegExp) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name }) })
    .first();

describe('admin dashboard', () => {
  it('answers a contact message: the reply is mailed and the badge becomes Replied', async () => {
    await journey.post('/api/contact', {
      name: 'Maryam Ali',
      email: 'maryam@example.com',
      subject: 'Wrong hours',
      message: 'The bakery opens at 7 now.',
    });
    await admin.goto(`${journey.server.url}/admin?tab=contacts`);
    const message = article(admin, /Wrong hours|Maryam Ali/);
    await message.getByText('New').first().waitFor();
    await expectAccessible(admin, 'admin Messages tab');
    await message.getByRole('button', { name: 'Respond' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Message').waitFor();
    await expectAccessible(admin, 'admin Respond dialog');
    await dialog.getByLabel('Message').fill('Thank you, we updated the listing.');
    await dialog.getByRole('button', { name: 'Send Response' }).click();
    await admin.getByText('Response Sent').first().waitFor();
    await message.getByText('Replied', { exact: true }).waitFor();
    await expectAccessible(admin, 'admin Messages tab with a replied message');
    const mail = await waitForMail(journey.server.dataDir, 'maryam@example.com', 'Re: Wrong hours');
    expect(mail).toContain('Thank you, we updated the listing.');
    expect(mail).toContain('> The bakery opens at 7 now.');
  });

  it('sends the newsletter: one mail per subscriber, each with its own unsubscribe link', async () => {
    for (const email of ['reader1@example.com', 'reader2@example.com']) {
      await journey.post('/api/newsletter', { email });
      await confirmSubscriptionFromMail(journey.server, email);
    }
    await admin.goto(`${journey.server.url}/admin?tab=newsletter`);
    await admin.getByText('reader2@example.com').waitFor();
    await expectAccessible(admin, 'admin Newsletter tab');
    await admin.getByRole('button', { name: 'Email All' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Subject').waitFor();
    await expectAccessible(admin, 'admin Email All dialog');
    await dialog.getByLabel('Subject').fill('New places this month');
    await dialog.getByLabel('Content').fill('Three new bakeries opened in Carmel.');
    await dialog.getByRole('button', { name: 'Send Newsletter' }).click();
    await admin.getByText('Newsletter sent to 2 subscribers').first().waitFor();
    const links = new Set<string>();
    for (const email of ['reader1@example.com', 'reader2@example.com']) {
      const mail = await waitForMail(journey.server.dataDir, email, 'New places this month');
      const link = mail.match(/List-Unsubscribe:\s+<([^>]+)>/)?.[1];
      expect(link).toMatch(/\/api\/unsubscribe\/newsletter\//);
      links.add(link!);
    }
    expect(links.size).toBe(2);
    const [first] = [...links];
    const res = await fetch(first!);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
  });

  it('bans a user, who then cannot sign in', async () => {
    await admin.goto(`${journey.server.url}/admin?tab=users`);
    const row = article(admin, /Aisha Karim/);
    await row.waitFor();
    await expectAccessible(admin, 'admin Users tab');
    await row.getByRole('button', { name: 'Ban' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('textbox').waitFor();
    await expectAccessible(admin, 'admin Ban confirmation');
    await confirm.getByRole('textbox').fill('Posting fake reviews');
    await confirm.getByRole('button', { name: 'Ban' }).click();
    await row.getByText('Banned', { exact: true }).first().waitFor();
    await expectAccessible(admin, 'admin Users tab with a banned user');

    const res = await journey.post('/api/auth/sign-in/email', USER);
    expect(res.status).toBe(403);
    const page = await journey.newPage(375, 800);
    await page.goto(`${journey.server.url}/auth?tab=login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(USER.email);
    await form.getByLabel('Password').fill(USER.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /banned/i })
      .first()
      .waitFor();
    await expectAccessible(page, 'sign-in form refusing a banned user at 375 px');
  });

  it('uploads a logo that then shows on the business card', async () => {
    await admin.goto(`${journey.server.url}/admin`);
    await expectAccessible(admin, 'admin Pending tab');
    await admin.getByRole('button', { name: 'Manage Logos' }).click();
    const manager = admin.getByRole('dialog');
    await manager.getByRole('combobox', { name: 'Business' }).waitFor();
    await expectAccessible(admin, 'admin Manage Logos dialog');
    await manager.getByRole('combobox', { name: 'Business' }).click();
    await admin.getByRole('option', { name: 'Anatolia Hearth' }).click();
    const png = await sharp({ create: { width: 120, height: 120, channels: 4, background: '#7c2d12' } })
      .png()
      .toBuffer();
    await manager.getByLabel('Logo file').setInputFiles({ name: 'anatolia.png', mimeType: 'image/png', buffer: png });
    await manager.getByRole('button', { name: 'Upload Logo' }).click();
    await admin.getByText('Logo uploaded').first().waitFor();
    await screenshot(admin, 'admin-logos-1280');
    await expectAccessible(admin, 'admin Manage Logos dialog after an upload');

    await admin.goto(`${journey.server.url}/c/restaurants`);
    await admin
      .getByRole('img', { name: /Anatolia Hearth logo/ })
      .first()
      .waitFor();
  });

  it('shows the tabs no task above opens, each without an accessibility fault', async () => {
    await admin.goto(`${journey.server.url}/admin`);
    for (const name of ['Approved', 'Rejected', 'Featured', 'Disputes']) {
      await admin.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      await admin.waitForURL(new RegExp(`tab=${name.toLowerCase()}`));
      await expectAccessible(admin, `admin ${name} tab`);
    }
  });

  it("opens an admin's menu on a phone without an accessibility fault", async () => {
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto(`${journey.server.url}/admin`);
    await admin.getByRole('button', { name: 'Open menu' }).click();
    await admin.getByRole('dialog').getByRole('link').first().waitFor();
    await expectAccessible(admin, 'mobile menu of an admin at 375 px');
    await admin.keyboard.press('Escape');
    await admin.setViewportSize({ width: 1280, height: 900 });
  });
});
