// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() is the text as a person sees it (its line breaks keep the card's parts apart)
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OpenStatus, statusText } from '../../src/domain/opening-hours';
import { expectAccessible } from './accessibility';
import { DEMO_OWNER, screenshot, setUpJourney, signInThroughForm, withDemoData } from './server';

// Issue 17, discovery, end to end: a visitor finds a place through a misspelt dish in the header's search
// box → the owner of Saffron Lantern Kitchen sets its hours → at a fixed moment on the visitor's clock
// 'Open now' lists exactly the places whose cards say 'Open now' → the map view's marker opens a business
// → 'near me' from the browser's position sorts by distance. The map's tiles point at this server, where
// there are none, so the journey also shows the markers on a plain background without outside requests.

const journey = setUpJourney('discovery', { ...withDemoData, MAP_TILE_URL: '/no-tiles/{z}/{x}/{y}.png' });
const NAME = 'Saffron Lantern Kitchen';
/** A Wednesday at 9:30 AM in Indianapolis (EST): markets, bakeries and coffee shops are open, restaurants not yet. */
const WEDNESDAY_MORNING = new Date('2026-12-02T14:30:00Z');

let visitor: Page;
let owner: Page;
let desktop: Page;

beforeAll(async () => {
  visitor = await journey.newPage(375);
  owner = await journey.newPage(1280);
  desktop = await journey.newPage(1280);
});

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Results' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Loads every page of the listing shown. */
async function loadAll(page: Page) {
  const results = page.getByRole('region', { name: 'Results' });
  const more = results.getByRole('button', { name: 'Load more' });
  for (;;) {
    const shown = await results.getByRole('listitem').count();
    if (!(await more.isVisible())) return;
    await more.click();
    await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
}

/** The names of the cards listed and their status lines. */
async function cards(page: Page): Promise<{ name: string; text: string }[]> {
  const items = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
  const found: { name: string; text: string }[] = [];
  for (const item of await items.all()) {
    const heading = item.getByRole('heading').first();
    if ((await heading.count()) === 0) continue;
    found.push({ name: (await heading.innerText()).trim(), text: await item.innerText() });
  }
  return found;
}

async function resultCount(page: Page): Promise<number> {
  const status = page.getByRole('region', { name: 'Results' }).getByRole('status').first();
  await expect.poll(async () => /result/.test(await status.innerText())).toBe(true);
  const text = await status.innerText();
  return Number(text.match(/(\d+)/)?.[1] ?? (text.startsWith('1 result') ? 1 : 0));
}

async function typeSlowly(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text, { delay: 40 });
}

describe('discovery: search that forgives, hours and open now, the map, near me (issue 17)', () => {
  it('finds a place from a misspelt dish typed in the header, on a phone', async () => {
    await visitor.goto(journey.server.url);
    const box = visitor.getByRole('combobox', { name: 'Find halal food' });
    await typeSlowly(box, 'shawrma');
    // The suggestions forgive the typo too.
    await visitor.getByRole('option', { name: 'Shawarma Wheels Indy' }).waitFor();
    await expectAccessible(visitor, 'header suggestions at 375');
    await screenshot(visitor, 'discovery-suggestions-375');
    await box.press('Enter');
    await visitor.waitForURL(/\/c\/all-businesses\?q=shawrma/);
    await cardOf(visitor, 'Shawarma Wheels Indy').waitFor();
    expect(await resultCount(visitor)).toBeGreaterThanOrEqual(1);
  });

  it("lets the owner set the hours; at the visitor's moment 'Open now' and the cards agree", async () => {
    await signInThroughForm(owner, journey.server, DEMO_OWNER.email, DEMO_OWNER.password);
    await owner.goto(`${journey.server.url}/business?tab=locations`);
    await owner.getByRole('button', { name: 'Edit hours of Main Location' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit hours' });
    const severalDays = dialog.getByRole('group', { name: 'Set several days at once' });
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      await severalDays.getByRole('checkbox', { name: day }).check();
    await severalDays.getByLabel('Opens on selected days').fill('09:00');
    await severalDays.getByLabel('Closes on selected days').fill('17:00');
    await severalDays.getByRole('button', { name: 'Apply to selected days' }).click();
    await expect.poll(() => dialog.getByLabel('Wednesday opens').inputValue()).toBe('09:00');
    await expectAccessible(owner, 'hours editor at 1280');
    await screenshot(owner, 'discovery-hours-editor-1280');
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    await owner.getByText('Hours Updated').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The visitor's clock says Wednesday, 9:30 AM in Indianapolis, and runs on from there.
    const visitor = await journey.newPage(375);
    await visitor.clock.install({ time: WEDNESDAY_MORNING });
    await visitor.clock.resume();
    await visitor.goto(`${journey.server.url}/c/all-businesses`);
    // The page the server rendered spoke of the server's moment; the cards are asked for again at the visitor's.
    await expect.poll(() => cardOf(visitor, NAME).innerText()).toContain('Closes at 5 PM');
    await loadAll(visitor);
    const everyCard = await cards(visitor);
    const openCards = everyCard.filter((c) => c.text.includes('Open now')).map((c) => c.name);
    expect(openCards).toContain(NAME);
    // Restaurants open at 11 on the demo's hours; a place with no hours shows no status.
    expect(await cardOf(visitor, 'Zaytoon Grill House').innerText()).toContain('Opens at 11 AM');
    expect(await cardOf(visitor, 'Kebab Rover').innerText()).not.toMatch(/Open now|Closed/);

    await visitor.getByRole('button', { name: 'Open now', exact: true }).click();
    await visitor.waitForURL(/open=now/);
    await expect.poll(() => resultCount(visitor)).toBe(openCards.length);
    await loadAll(visitor);
    const listedOpen = await cards(visitor);
    expect(listedOpen.map((c) => c.name).sort()).toEqual([...openCards].sort());
    for (const card of listedOpen) expect(card.text).toContain('Open now');
    await expectAccessible(visitor, "'Open now' at 375");
    await screenshot(visitor, 'discovery-open-now-375');
  });

  it("shows the business's week and today's status, as its card says it (on the real clock)", async () => {
    const page = await journey.newPage(375);
    await page.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
    await page.getByRole('table', { name: 'Weekly hours at Main Location' }).waitFor();
    const listing = await fetch(
      `${journey.server.url}/api/businesses?q=${encodeURIComponent(NAME)}&at=${new Date().toISOString()}`,
    ).then((r) => r.json() as Promise<{ items: { name: string; openStatus: OpenStatus }[] }>);
    const card = listing.items.find((b) => b.name === NAME);
    const said = statusText(card!.openStatus);
    // The first status line of the page is the business's, under its name.
    const line = page.locator('p').filter({ hasText: said!.headline }).first();
    await expect.poll(() => line.innerText()).toContain(said!.detail ?? said!.headline);
    await expectAccessible(page, 'business hours at 375');
    await screenshot(page, 'discovery-business-hours-375');
  });

  it('shows the results on a map whose marker opens the business', async () => {
    await desktop.goto(`${journey.server.url}/c/all-businesses?q=shawarma`);
    await cardOf(desktop, 'Shawarma Wheels Indy').waitFor();
    await desktop.getByRole('button', { name: 'Map', exact: true }).click();
    await desktop.waitForURL(/view=map/);
    const map = desktop.getByRole('region', { name: 'Map of results' });
    const marker = map.getByRole('button', { name: 'Shawarma Wheels Indy' });
    await marker.waitFor();
    await expectAccessible(desktop, 'map view at 1280');
    await screenshot(desktop, 'discovery-map-1280');
    await marker.click();
    await desktop.getByRole('link', { name: 'View details' }).click();
    await desktop.waitForURL(/\/r\/shawarma-wheels-indy/);
    await desktop.getByRole('heading', { level: 1, name: 'Shawarma Wheels Indy' }).waitFor();
    // The page's own small map shows its pin.
    await desktop.getByRole('region', { name: 'Map of Shawarma Wheels Indy' }).getByRole('button').first().waitFor();
  });

  it("sorts by distance from the browser's position, on a phone", async () => {
    const context = visitor.context();
    // Monument Circle, downtown Indianapolis.
    await context.grantPermissions(['geolocation'], { origin: journey.server.url });
    await context.setGeolocation({ latitude: 39.7684, longitude: -86.1581 });
    await visitor.goto(`${journey.server.url}/c/all-businesses`);
    await cardOf(visitor, NAME).waitFor();
    await visitor.getByRole('button', { name: 'Use my location' }).click();
    await visitor.waitForURL(/lat=39\.768.*lng=-86\.158|lng=-86\.158.*lat=39\.768/);
    await visitor.getByText('Near your location').waitFor();
    await expect.poll(() => visitor.getByRole('combobox', { name: 'Sort by' }).innerText()).toContain('Distance');
    await expect.poll(async () => (await cards(visitor)).every((c) => / mi\b/.test(c.text))).toBe(true);
    const miles = (await cards(visitor)).map((c) => Number(c.text.match(/([\d.]+) mi\b/)?.[1]));
    expect(miles.length).toBeGreaterThan(1);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles.every((m) => m <= 25)).toBe(true);
    await expectAccessible(visitor, "'near me' at 375");
    await screenshot(visitor, 'discovery-near-me-375');
  });
});
