import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { ADMIN, createConfirmedAccount, screenshot, setUpJourney, waitForMail, withAdmin } from './server';

const SUBMITTER = { email: 'submitter@example.com', password: 'submit-pass-1' };

const journey = setUpJourney('moderation', withAdmin);
const pages = journey.pages;

beforeAll(async () => {
  await createConfirmedAccount(journey.server, SUBMITTER.email, SUBMITTER.password, 'Hamza', 'Qureshi');
});

const stat = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
const card = (page: Page, name: string) =>
  page
    .locator('[aria-labelledby]')
    .filter({ has: page.getByRole('heading', { name }) })
    .first();

describe('submission and moderation', () => {
  it('a submission with two locations and a photo is approved and goes live; a second admin sees counts change live', async () => {
    const adminA = await journey.newPage(1280);
    const adminB = await journey.newPage(1280);
    for (const page of [adminA, adminB]) {
      await journey.signIn(page, ADMIN);
      await page.goto(`${journey.server.url}/admin`);
      await page.getByText('All caught up!').waitFor();
    }
    await expect.poll(() => stat(adminB, 'Pending Approval').textContent()).toBe('0');
    await expectAccessible(adminA, 'admin dashboard, all caught up, at 1280 px');

    const user = await journey.newPage(375);
    await journey.signIn(user, SUBMITTER);
    await user.goto(`${journey.server.url}/submit-business`);
    const form = user.getByRole('form', { name: 'Business submission' });
    await form.getByLabel('Business Name').fill('Jasmine Grill');
    await expectAccessible(user, 'business submission form at 375 px');
    await form.getByRole('combobox', { name: 'Primary Category' }).click();
    await user.getByRole('option', { name: 'Restaurants' }).waitFor();
    await expectAccessible(user, 'business submission with the category list open at 375 px');
    await user.getByRole('option', { name: 'Restaurants' }).click();
    await form.getByLabel('Description').fill('Charcoal-grilled kebabs and fresh laffa bread.');
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    await form.getByLabel('Photo').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
    const first = form.getByRole('group', { name: 'Location 1' });
    await first.getByLabel('Address').fill('101 Main St');
    await first.getByLabel('City').fill('Carmel');
    await form.getByRole('button', { name: 'Add Location' }).click();
    await form.getByRole('group', { name: 'Location 2' }).getByLabel('City').fill('Fishers');
    await screenshot(user, 'submission-375');
    await expectAccessible(user, 'business submission filled in, two locations, at 375 px');
    const submit = form.getByRole('button', { name: 'Submit Business' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await user.getByText('Business Submitted').first().waitFor();

    // The second admin tab hears of it without a reload.
    await expect.poll(() => stat(adminB, 'Pending Approval').textContent(), { timeout: 15_000 }).toBe('1');
    const pending = card(adminA, 'Jasmine Grill');
    await pending.waitFor();
    await screenshot(adminA, 'admin-pending-1280');
    await expectAccessible(adminA, 'admin Pending tab with a submission at 1280 px');
    await pending.getByRole('button', { name: 'Approve' }).click();
    await adminA.getByText('Business Approved').first().waitFor();
    await expect.poll(() => stat(adminB, 'Total Listings').textContent(), { timeout: 15_000 }).toBe('1');

    await user.goto(`${journey.server.url}/c/all-businesses`);
    await user.getByRole('link', { name: 'Jasmine Grill' }).first().click();
    await user.waitForURL(/\/r\/jasmine-grill$/);
    await user.getByRole('heading', { level: 1, name: 'Jasmine Grill' }).waitFor();
    await user.getByText('Fishers, IN').first().waitFor();
    await screenshot(user, 'submitted-business-375');
    await expectAccessible(user, 'business page of the approved submission at 375 px');
    const image = await user.request.get(`${journey.server.url}/api/businesses/jasmine-grill`).then((r) => r.json());
    expect(image.imageUrl).toMatch(/^\/uploads\/images\/.+\.webp$/);
  });

  it('a rejected submission mails the submitter the reason', async () => {
    const user = pages[2]!;
    const categories = await user.request.get(`${journey.server.url}/api/categories`).then((r) => r.json());
    const created = await user.request.post(`${journey.server.url}/api/submissions`, {
      headers: { origin: journey.server.url },
      data: { name: 'Reject Test Cafe', categoryIds: [categories[0].id] },
    });
    expect(created.status()).toBe(201);
    const admin = pages[0]!;
    const pending = card(admin, 'Reject Test Cafe');
    await pending.waitFor({ timeout: 15_000 });
    await pending.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Reason').waitFor();
    await expectAccessible(admin, 'admin Reject dialog at 1280 px');
    await dialog.getByLabel('Reason').fill('We could not confirm the halal certification.');
    await dialog.getByRole('button', { name: 'Reject Business' }).click();
    await admin.getByText('Business Rejected').first().waitFor();
    const mail = await waitForMail(journey.server.dataDir, SUBMITTER.email, 'Update on your listing: Reject Test Cafe');
    expect(mail).toContain('We could not confirm the halal certification.');
  });
});
