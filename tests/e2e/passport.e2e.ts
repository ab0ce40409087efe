import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { DEMO_USER, screenshot, setUpJourney, withDemoData } from './server';

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

/** Previous and Next lie wholly inside the window: no scrolling to turn a page. */
async function expectPageControlsInView(page: Page, where: string) {
  const window = page.viewportSize()!;
  for (const name of ['Previous page', 'Next page']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, `${name} ${where}`).not.toBeNull();
    expect(box!.y, `${name} ${where}: top`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${name} ${where}: bottom`).toBeLessThanOrEqual(window.height);
    expect(box!.x, `${name} ${where}: start`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} ${where}: end`).toBeLessThanOrEqual(window.width);
  }
}

describe('Digital Halal Passport', () => {
  it('turns pages, stamps three places, keeps a note and updates the rank (1280 px)', async () => {
    const page = await journey.newPage(1280);
    await journey.signIn(page, DEMO_USER);
    await page.goto(`${journey.server.url}/passport`);
    // The page's own words: the header's account menu, closed, has a link of the same name.
    await page.getByRole('main').getByText('Digital Halal Passport').first().waitFor();
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
    await page.getByText('Saved', { exact: true }).first().waitFor();
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
    await journey.signIn(page, DEMO_USER);
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

  it("keeps Previous and Next in the window and opens a place from 'My stamps' (1280 × 800)", async () => {
    const page = await journey.newPage(1280, 800);
    await journey.signIn(page, DEMO_USER);
    await page.goto(`${journey.server.url}/passport`);
    await counter(page).waitFor();
    await expectPageControlsInView(page, 'on the cover at 1280 × 800');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectPageControlsInView(page, 'on the cover at 1280 × 900');
    await page.setViewportSize({ width: 1280, height: 800 });

    await stamp(page, 'Anatolia Hearth');
    await page.getByLabel('Notes').first().fill('Pide with sucuk, then künefe for the children.');
    await page.getByText('Saved', { exact: true }).first().waitFor();
    // A place's spread is taller than the window: the controls stay in it all the same, at its top or end.
    await expectPageControlsInView(page, "on a place's spread");
    await page.mouse.wheel(0, 2000);
    await expectPageControlsInView(page, "at the end of a place's spread");
    await stamp(page, 'Silk Road Noodle Bar');

    await page.getByRole('button', { name: 'My stamps' }).click();
    const myStamps = page.getByRole('dialog', { name: 'My stamps' });
    const anatolia = myStamps.getByRole('button', { name: 'Anatolia Hearth' });
    await anatolia.waitFor();
    await myStamps.getByText('Pide with sucuk, then künefe for the children.').waitFor();
    await expectAccessible(page, "'My stamps' at 1280 px");
    await screenshot(page, 'passport-my-stamps-1280');
    await anatolia.click();

    await myStamps.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Anatolia Hearth' }).waitFor();
    await page.getByRole('button', { name: 'Remove stamp from Anatolia Hearth' }).waitFor();
    expect(await page.getByLabel('Notes').first().inputValue()).toBe('Pide with sucuk, then künefe for the children.');
    await expectPageControlsInView(page, "on the place opened from 'My stamps'");
  });
});
