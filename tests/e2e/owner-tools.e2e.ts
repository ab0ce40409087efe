import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { DEMO_OWNER, screenshot, setUpJourney, withDemoData } from './server';

// Issue 37 'What brings owners back': the owner adds a menu with a halal and a non-halal dish; a visitor
// finds the place by the dish's name, sees which dish is halal, the offer that runs and not the one that
// ended; the owner's Insights count the visitor's view and website tap.

const journey = setUpJourney('owner-tools', withDemoData);

// Headless browsers are robots to the Insights counter: the visitor is a phone's browser, as people are.
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** Today's row of the Insights table, and the tab's 'Website visits' figure. */
async function insightsToday(page: Page) {
  await page.getByRole('heading', { name: /against the 30 days before/ }).waitFor();
  const table = page.getByRole('table');
  const today = table.getByRole('row').nth(1);
  const cells = await today.getByRole('cell').allTextContents();
  const website = page.getByRole('listitem').filter({ hasText: 'Website visits' });
  const websiteCount = Number((await website.locator('.text-2xl').textContent())?.replace(/\D/g, ''));
  return { views: Number(cells[1]), websiteVisits: websiteCount };
}

/** Indiana's calendar day now: the day the Insights count a visit on. */
const indianaDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Indiana/Indianapolis' }).format(new Date());

async function openInsights(page: Page) {
  await page.goto(`${journey.server.url}/business?tab=insights`);
  await page.getByRole('tab', { name: 'Insights', selected: true }).waitFor();
  // The numbers by day are in a table under a disclosure (the chart draws the same).
  await page.getByText('The numbers by day').click();
  return insightsToday(page);
}

describe('Menus, offers and Insights', () => {
  it("lets an owner post a menu that a visitor finds by a dish, and counts the visit in the owner's Insights", async () => {
    const { server } = journey;
    const owner = await journey.newPage(375, 900);
    await journey.signIn(owner, DEMO_OWNER);
    const dayOfBefore = indianaDay();
    const before = await openInsights(owner);
    await expectAccessible(owner, 'the Insights tab at 375 px');
    await screenshot(owner, 'owner-insights-375');

    // The menu: a new section with a halal dish and one with alcohol in it.
    await owner.getByRole('tab', { name: 'Menu' }).click();
    await owner.getByRole('button', { name: 'Add section' }).waitFor();
    await owner.getByRole('button', { name: 'Add section' }).click();
    await owner.getByLabel('Section name').last().fill('Chef’s specials');
    // A new section comes with its first dish to fill in.
    const section = owner.getByRole('region', { name: 'Section name' }).last();
    await section.getByLabel('Dish name').last().fill('Lamb Mandi Platter');
    await section.getByLabel('Price ($)').last().fill('18.50');
    await section.getByLabel('Meat').last().selectOption('lamb');
    await section.getByLabel('Hand-slaughtered').last().selectOption('yes');
    await section.getByRole('button', { name: 'Add dish' }).click();
    await section.getByLabel('Dish name').last().fill('Beer-Battered Cod');
    await section.getByLabel('Price ($)').last().fill('16');
    await section.getByLabel('Meat').last().selectOption('fish');
    await section.getByLabel('Contains alcohol').last().check();
    await owner.getByRole('button', { name: 'Save menu' }).click();
    await owner.getByText('Menu saved').waitFor();
    await expectAccessible(owner, 'the Menu tab at 375 px', { toasts: true });
    await screenshot(owner, 'owner-menu-375');

    // A visitor on a wide screen finds the place by the dish's name.
    const visitor = await journey.newPage(1280, 900, { userAgent: PHONE_BROWSER });
    // The place's website is somewhere else: the tap is answered here, so the journey stays on this machine.
    await visitor.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ body: 'elsewhere' }));
    await visitor.goto(`${server.url}/c/all-businesses?q=mandi`);
    const card = visitor.getByRole('link', { name: /Saffron Lantern Kitchen/ }).first();
    await card.waitFor();
    await card.click();
    await visitor.getByRole('heading', { level: 1, name: 'Saffron Lantern Kitchen' }).waitFor();
    const specials = visitor.getByRole('region', { name: 'Chef’s specials' });
    const dish = (name: string) => specials.getByRole('listitem').filter({ hasText: name });
    expect(await dish('Lamb Mandi Platter').getByText('Halal', { exact: true }).count()).toBe(1);
    expect(await dish('Beer-Battered Cod').getByText('Not halal', { exact: true }).count()).toBe(1);
    await visitor.getByRole('heading', { name: 'Weekday lunch thali for $9.99' }).waitFor();
    await expectAccessible(visitor, 'a business page with its menu and offer at 1280 px');
    await screenshot(visitor, 'business-menu-1280');
    const [site] = await Promise.all([
      visitor.context().waitForEvent('page'),
      visitor.getByRole('list', { name: 'Actions' }).getByRole('link', { name: 'Website' }).click(),
    ]);
    await site.close();

    // An offer that ended shows nowhere.
    await visitor.goto(`${server.url}/r/zaytoon-grill-house`);
    await visitor.getByRole('heading', { level: 1, name: 'Zaytoon Grill House' }).waitFor();
    await visitor.getByRole('heading', { name: 'Menu' }).waitFor();
    expect(await visitor.getByText('Free baklava with any platter').count()).toBe(0);

    // The owner's Insights count the view and the tap (written within seconds, read on the next look).
    let after = before;
    for (let tries = 0; tries < 20; tries++) {
      after = await openInsights(owner);
      if (after.views > before.views && after.websiteVisits > before.websiteVisits) break;
      await owner.waitForTimeout(1000);
    }
    if (indianaDay() !== dayOfBefore) {
      // Indiana's midnight passed during the journey: the report's days moved on, and the visit is in them.
      expect(after.websiteVisits).toBeGreaterThan(0);
      return;
    }
    expect(after.views).toBe(before.views + 1);
    expect(after.websiteVisits).toBe(before.websiteVisits + 1);
  });

  it('keeps the menu closed on a phone until asked, with each dish marked', async () => {
    const visitor = await journey.newPage(375, 800, { userAgent: PHONE_BROWSER });
    await visitor.goto(`${journey.server.url}/r/zaytoon-grill-house`);
    const show = visitor.getByRole('button', { name: 'Show the menu' });
    await show.waitFor();
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    expect(await visitor.getByText('Wine-braised Octopus').isVisible()).toBe(false);
    await show.click();
    const octopus = visitor.getByRole('listitem').filter({ hasText: 'Wine-braised Octopus' });
    await octopus.waitFor();
    expect(await octopus.getByText('Not halal', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(visitor, 'a business page with its menu open at 375 px');
    await screenshot(visitor, 'business-menu-375');
  });
});
