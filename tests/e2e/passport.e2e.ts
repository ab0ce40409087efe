import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { DEMO_USER, screenshot, setUpJourney, signInThroughForm, withDemoData } from './server';

const journey = setUpJourney('passport', withDemoData);

const next = (page: Page) => page.getByRole('button', { name: 'Next page' });
const counter = (page: Page) => page.getByText(/^Page \d+ of \d+$/);

/** Turns pages until the stamp control of `name` shows, then stamps it. */
async function stamp(page: Page, name: string) {
  await page.getByLabel('Find a place').fill(name);
  await page.getByRole('option', { name }).first().click();
  await page.getByRole('button', { name: `Stamp ${name}` }).click();
  await page.getByRole('button', { name: `Remove stamp from ${name}` }).waitFor();
}

describe('Digital Halal Passport', () => {
  it('turns pages, stamps three places, keeps a note and updates the rank (1280 px)', async () => {
    const page = await journey.newPage(1280);
    await signInThroughForm(page, journey.server, DEMO_USER.email, DEMO_USER.password);
    await page.goto(`${journey.server.url}/passport`);
    await page.getByText('Digital Halal Passport').first().waitFor();
    await page
      .getByText(/^DHP-[0-9A-Z]{8}$/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'passport cover at 1280 px');
    const first = await counter(page).textContent();
    await next(page).click();
    await expect.poll(() => counter(page).textContent()).not.toBe(first);
    await expectAccessible(page, 'passport inner page at 1280 px');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page).textContent()).toBe(first);

    for (const name of ['Saffron Lantern Kitchen', 'Zaytoon Grill House', 'Jubba River Kitchen'])
      await stamp(page, name);
    await page.getByLabel('Notes').first().fill('Try the suqaar on Fridays.');
    await page.getByText('Saved').first().waitFor();
    await screenshot(page, 'passport-1280');
    await expectAccessible(page, 'passport with three stamps and a note at 1280 px');

    // After a reload: three stamps make a New Explorer 60 % of the way to the next rank; the note stayed.
    await page.reload();
    await next(page).click();
    const progress = page.getByRole('progressbar', { name: 'Progress to next rank' });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('60');
    await page.getByText('New Explorer').first().waitFor();
    await page.getByLabel('Find a place').fill('Jubba River Kitchen');
    await page.getByRole('option', { name: 'Jubba River Kitchen' }).first().waitFor();
    await expectAccessible(page, 'passport place search with suggestions at 1280 px');
    await page.getByRole('option', { name: 'Jubba River Kitchen' }).first().click();
    await page.getByRole('button', { name: 'Remove stamp from Jubba River Kitchen' }).waitFor();
    await expect.poll(() => page.getByLabel('Notes').first().inputValue()).toBe('Try the suqaar on Fridays.');
  });

  it('stamps without animation when reduced motion is asked for (375 px)', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    journey.pages.push(page);
    await signInThroughForm(page, journey.server, DEMO_USER.email, DEMO_USER.password);
    await page.goto(`${journey.server.url}/passport`);
    await stamp(page, 'Cardamom & Crema');
    // No animation to wait for: the impression is there at once.
    await page
      .getByText(/Cardamom & Crema/)
      .first()
      .waitFor();
    await screenshot(page, 'passport-375');
    await expectAccessible(page, 'passport with a stamp at 375 px');
  });
});
