import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { ADMIN, screenshot, setUpJourney, withAdmin } from './server';

// Issue 35: an admin sees a place listed twice under 'Possible duplicates', merges it into the place that
// stays, and the old address lands on the kept place.

const journey = setUpJourney('duplicates', withAdmin);

/** Adds a place as the admins' Add Restaurant dialog sends it, from the admin's own page. */
async function addPlace(page: Page, fields: Record<string, string>) {
  const url = journey.server.url;
  const categories = await page.request.get(`${url}/api/categories`).then((r) => r.json());
  const restaurants = categories.find((c: { slug: string }) => c.slug === 'restaurants');
  const res = await page.request.post(`${url}/api/admin/businesses`, {
    headers: { origin: url },
    data: { categoryId: restaurants.id, city: 'Indianapolis', ...fields },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; slug: string; name: string };
}

const pairCard = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name }).first();

describe('possible duplicates', () => {
  it('an admin sees a place listed twice, merges it, and its old address lands on the kept place', async () => {
    const admin = await journey.newPage(1280);
    await journey.signIn(admin, ADMIN);
    const kept = await addPlace(admin, { name: 'Zamzam Kabob House', phone: '(317) 555-0123' });
    const removed = await addPlace(admin, { name: 'Zamzam Kabob', phone: '317.555.0123' });
    // A second pair, on one website, to look at on a phone and leave as two places.
    await addPlace(admin, { name: 'Noor Bakery', websiteUrl: 'https://www.noor-bakery.test/' });
    await addPlace(admin, { name: 'Noor Sweets', websiteUrl: 'https://noor-bakery.test/menu' });

    await admin.goto(`${journey.server.url}/admin?tab=duplicates`);
    const pair = pairCard(admin, 'Zamzam Kabob House');
    await pair.waitFor();
    await pair.getByText('Same phone').waitFor();
    await screenshot(admin, 'duplicates-1280');
    await expectAccessible(admin, "admin 'Possible duplicates' tab at 1280 px");

    // On a phone, the two sides stack and every action stays within the screen.
    const phone = await journey.newPage(375);
    await journey.signIn(phone, ADMIN);
    await phone.goto(`${journey.server.url}/admin?tab=duplicates`);
    const bakery = pairCard(phone, 'Noor Bakery');
    await bakery.getByText('Same website').waitFor();
    await bakery.scrollIntoViewIfNeeded();
    await screenshot(phone, 'duplicates-375');
    await expectAccessible(phone, "admin 'Possible duplicates' tab at 375 px");
    for (const button of await bakery.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    await bakery.getByRole('button', { name: /are not duplicates$/ }).click();
    await phone.getByText('Marked as not duplicates').first().waitFor();
    await expect.poll(() => pairCard(phone, 'Noor Bakery').count()).toBe(0);

    // The admin keeps Zamzam Kabob House; the dialog names the place that stays.
    await pair.getByRole('button', { name: 'Keep Zamzam Kabob House and merge Zamzam Kabob into it' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Keep Zamzam Kabob House?' });
    await dialog.waitFor();
    await expectAccessible(admin, 'merge confirmation at 1280 px');
    await dialog.getByRole('button', { name: 'Merge into Zamzam Kabob House' }).click();
    await admin.getByText('Places merged').first().waitFor();
    await admin.getByRole('heading', { name: 'No possible duplicates' }).waitFor();

    // The old address moved for good to the kept place's page.
    const moved = await fetch(`${journey.server.url}/r/${removed.slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/r/${kept.slug}`);
    const visitor = await journey.newPage(1280);
    await visitor.goto(`${journey.server.url}/r/${removed.slug}`);
    await visitor.waitForURL(`${journey.server.url}/r/${kept.slug}`);
    await visitor.getByRole('heading', { level: 1, name: 'Zamzam Kabob House' }).waitFor();
  });
});
