// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() is the text as a person sees it (its line breaks keep the card's parts apart)
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hoursOfLocation, type StoredHours } from '../../src/domain/hours';
import { businessToday, type OpenStatus, statusText, todayText } from '../../src/domain/opening-hours';
import { expectAccessible } from './accessibility';
import { holdTheCode } from './hold-the-code';
import { DEMO_OWNER, screenshot, setUpJourney, withDemoData } from './server';

// Issue 17, discovery, end to end: a visitor finds a place through a misspelt dish in the header's search
// box → and the places of a cuisine through the listing's filter → the owner of Saffron Lantern Kitchen sets its hours → at a fixed moment on the visitor's clock
// 'Open now' lists exactly the places whose cards say 'Open now' → the map view's marker opens a business
// → 'near me' from the browser's position sorts by distance; all of it on a phone (375 px) and on a desktop
// (1280 px), with the same pages made narrow or wide. The map's tiles point at this server, where there are
// none, so the journey also shows the markers on a plain background without outside requests.

const journey = setUpJourney('discovery', { ...withDemoData, MAP_TILE_URL: '/no-tiles/{z}/{x}/{y}.png' });
const NAME = 'Saffron Lantern Kitchen';
/** A Wednesday at 9:30 AM in Indianapolis (EST): markets, bakeries and coffee shops are open, restaurants not yet. */
const WEDNESDAY_MORNING = new Date('2026-12-02T14:30:00Z');
/** Monument Circle, downtown Indianapolis: where the visitor's browser says it is. */
const MONUMENT_CIRCLE = { latitude: 39.7684, longitude: -86.1581 };
/** The hours the owner sets at each width, every day: each save must show on the cards, not the one before. */
const HOURS_SET_AT = {
  375: { opens: '09:00', closes: '17:00', card: 'Closes at 5 PM' },
  1280: { opens: '08:00', closes: '18:00', card: 'Closes at 6 PM' },
} as const;
const WIDTHS = [375, 1280] as const;

/** On the real clock, where the browser says it is Monument Circle. */
let visitor: Page;
/** A visitor whose clock started at WEDNESDAY_MORNING and runs on from there. */
let clocked: Page;
/** The demo owner of Saffron Lantern Kitchen, signed in. */
let owner: Page;

beforeAll(async () => {
  // Made at the first width; each width's tests make them narrow or wide.
  visitor = await journey.newPage(WIDTHS[0]);
  clocked = await journey.newPage(WIDTHS[0]);
  owner = await journey.newPage(WIDTHS[0]);
  await visitor.context().grantPermissions(['geolocation'], { origin: journey.server.url });
  await visitor.context().setGeolocation(MONUMENT_CIRCLE);
  await clocked.clock.install({ time: WEDNESDAY_MORNING });
  await clocked.clock.resume();
  await journey.signIn(owner, DEMO_OWNER);
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

/**
 * The button of the listing's Filters: a <details>'s summary, which browsers read as a button and whose
 * state they tell, but which has no role a test can ask for; found by its words.
 */
const filtersButton = (page: Page, words: string | RegExp = /^Filters( \(\d+\))?$/) =>
  page.locator('summary').getByText(words);

/** Opens the listing's Filters: a sheet behind its button on a phone, a column beside the results from 1024 px. */
async function openFilters(page: Page) {
  const button = filtersButton(page);
  if (await button.isVisible()) await button.click();
}

/** Back to the results from the Filters sheet (from 1024 px it is a column beside them, never in the way). */
async function showResults(page: Page) {
  const button = page.getByRole('button', { name: /^Show results/ });
  if (await button.isVisible()) await button.click();
}

async function typeSlowly(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text, { delay: 40 });
}

/** The owner sets every day's hours of the business's main location. */
async function setEveryDay(opens: string, closes: string) {
  await owner.goto(`${journey.server.url}/business?tab=locations`);
  await owner.getByRole('button', { name: 'Edit hours of Main Location' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Edit hours' });
  const severalDays = dialog.getByRole('group', { name: 'Set several days at once' });
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
    await severalDays.getByRole('checkbox', { name: day }).check();
  await severalDays.getByLabel('Opens on selected days').fill(opens);
  await severalDays.getByLabel('Closes on selected days').fill(closes);
  await severalDays.getByRole('button', { name: 'Apply to selected days' }).click();
  await expect.poll(() => dialog.getByLabel('Wednesday opens').inputValue()).toBe(opens);
  return dialog;
}

/**
 * How far apart, in screen pixels at their (equal) zoom, two map views kept in the URL are centred: a map
 * opened again at its kept view may settle a fraction of a pixel away as Leaflet rounds the centre of its
 * frame, which nobody can see; a different zoom is a different view (Infinity).
 */
function pixelsApart(
  a: { center: string | null; zoom: string | null },
  b: { center: string | null; zoom: string | null },
) {
  if (a.zoom === null || a.zoom !== b.zoom || !a.center || !b.center) return Number.POSITIVE_INFINITY;
  const worldPixels = 256 * 2 ** Number(a.zoom);
  const pixelOf = (center: string) => {
    const [lat = 0, lng = 0] = center.split(',').map(Number);
    const sin = Math.sin((lat * Math.PI) / 180);
    return {
      x: ((lng + 180) / 360) * worldPixels,
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPixels,
    };
  };
  const [p, q] = [pixelOf(a.center), pixelOf(b.center)];
  return Math.hypot(p.x - q.x, p.y - q.y);
}

describe.each(WIDTHS)('discovery at %i px (issue 17)', (width) => {
  beforeAll(async () => {
    for (const page of [visitor, clocked, owner]) await page.setViewportSize({ width, height: 900 });
  });

  it('finds a place from a misspelt dish typed in the header', async () => {
    await visitor.goto(journey.server.url);
    // Under 640 px the header's search is a button that opens it.
    if (width < 640) await visitor.getByRole('button', { name: 'Find halal food' }).click();
    const box = visitor.getByRole('combobox', { name: 'Find halal food' });
    await typeSlowly(box, 'shawrma');
    // The suggestions forgive the typo too.
    await visitor.getByRole('option', { name: 'Shawarma Wheels Indy' }).waitFor();
    await expectAccessible(visitor, `header suggestions at ${width}`);
    await screenshot(visitor, `discovery-suggestions-${width}`);
    await box.press('Enter');
    await visitor.waitForURL(/\/c\/all-businesses\?q=shawrma/);
    await cardOf(visitor, 'Shawarma Wheels Indy').waitFor();
    expect(await resultCount(visitor)).toBeGreaterThanOrEqual(1);
    // A dish in another spelling (issue 31): 'kabo' offers kabob, whose search finds the kebab places. The
    // listing has its own search box instead of the header's, so this starts from home again.
    await visitor.goto(journey.server.url);
    if (width < 640) await visitor.getByRole('button', { name: 'Find halal food' }).click();
    await typeSlowly(box, 'kabo');
    await visitor.getByRole('option', { name: 'kabob' }).click();
    await visitor.waitForURL(/\/c\/all-businesses\?q=kabob/);
    await cardOf(visitor, 'Kebab Rover').waitFor();
  });

  it("finds the places of a cuisine through the listing's Cuisine filter, and the page names it", async () => {
    await visitor.goto(`${journey.server.url}/c/all-businesses`);
    await openFilters(visitor);
    await visitor.getByRole('combobox', { name: 'Cuisine' }).selectOption({ label: 'Pakistani' });
    await visitor.waitForURL(/[?&]cuisine=pakistani/);
    await showResults(visitor);
    await cardOf(visitor, 'Five Rivers Tandoor').waitFor();
    // The four demo places that name Pakistani cooking, and not the Indian kitchen that does not.
    await expect.poll(() => resultCount(visitor)).toBe(4);
    expect(await cardOf(visitor, NAME).count()).toBe(0);
    await cardOf(visitor, 'Five Rivers Tandoor')
      .getByRole('link', { name: 'Five Rivers Tandoor', exact: true })
      .click();
    await visitor.getByRole('heading', { level: 1, name: 'Five Rivers Tandoor' }).waitFor();
    await visitor.getByText('Pakistani', { exact: true }).first().waitFor();
  });

  it("lets the owner set the hours; at the visitor's moment 'Open now' and the cards agree", async () => {
    const hours = HOURS_SET_AT[width];
    const dialog = await setEveryDay(hours.opens, hours.closes);
    await expectAccessible(owner, `hours editor at ${width}`);
    await screenshot(owner, `discovery-hours-editor-${width}`);
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    await owner.getByText('Hours Updated').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The visitor's clock says Wednesday morning in Indianapolis.
    await clocked.goto(`${journey.server.url}/c/all-businesses`);
    // The page the server rendered spoke of the server's moment; the cards are asked for again at the visitor's.
    await expect.poll(() => cardOf(clocked, NAME).innerText()).toContain(hours.card);
    await loadAll(clocked);
    const everyCard = await cards(clocked);
    const openCards = everyCard.filter((c) => c.text.includes('Open now')).map((c) => c.name);
    expect(openCards).toContain(NAME);
    // Restaurants open at 11 on the demo's hours; a place with no hours shows no status.
    expect(await cardOf(clocked, 'Zaytoon Grill House').innerText()).toContain('Opens at 11 AM');
    expect(await cardOf(clocked, 'Kebab Rover').innerText()).not.toMatch(/Open now|Closed/);

    await clocked.getByRole('button', { name: 'Open now', exact: true }).click();
    await clocked.waitForURL(/open=now/);
    await expect.poll(() => resultCount(clocked)).toBe(openCards.length);
    await loadAll(clocked);
    const listedOpen = await cards(clocked);
    expect(listedOpen.map((c) => c.name).sort()).toEqual([...openCards].sort());
    for (const card of listedOpen) expect(card.text).toContain('Open now');
    await expectAccessible(clocked, `'Open now' at ${width}`);
    await screenshot(clocked, `discovery-open-now-${width}`);
  });

  it("shows the business's week and today's status, as its card says it (on the real clock)", async () => {
    await visitor.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
    await visitor.getByRole('table', { name: 'Weekly hours at Main Location' }).waitFor();
    const at = new Date();
    const listing = await fetch(
      `${journey.server.url}/api/businesses?q=${encodeURIComponent(NAME)}&at=${at.toISOString()}`,
    ).then((r) => r.json() as Promise<{ items: { name: string; openStatus: OpenStatus }[] }>);
    const card = statusText(listing.items.find((b) => b.name === NAME)!.openStatus)!;
    // The page says what the card says ('Open now', 'Closed'), with today's hours in place of the card's
    // detail while there are some left to show ('Closed · 8 AM – 6 PM' before opening), else the card's.
    const business = await fetch(`${journey.server.url}/api/businesses/saffron-lantern-kitchen`).then(
      (r) => r.json() as Promise<{ locations: (StoredHours & { comingSoon: boolean })[] }>,
    );
    const page = todayText(businessToday(business.locations.filter((l) => !l.comingSoon).map(hoursOfLocation), at))!;
    expect(page.headline).toBe(card.headline);
    // The first status line of the page is the business's, under its name.
    const line = visitor.locator('p').filter({ hasText: page.headline }).first();
    await expect.poll(() => line.innerText()).toContain(page.detail ?? page.headline);
    await expectAccessible(visitor, `business hours at ${width}`);
    await screenshot(visitor, `discovery-business-hours-${width}`);
  });

  it('shows the results on a map whose marker opens the business', async () => {
    await visitor.goto(`${journey.server.url}/c/all-businesses?q=shawarma`);
    await cardOf(visitor, 'Shawarma Wheels Indy').waitFor();
    await visitor.getByRole('button', { name: 'Map', exact: true }).click();
    await visitor.waitForURL(/view=map/);
    const map = visitor.getByRole('region', { name: 'Map of results' });
    const marker = map.getByRole('button', { name: 'Shawarma Wheels Indy' });
    await marker.waitFor();
    await expectAccessible(visitor, `map view at ${width}`);
    // Issue 31: the map's view is kept in the URL, in place: the one it fitted to its pins, then one zoomed out.
    const view = () => {
      const params = new URL(visitor.url()).searchParams;
      return { center: params.get('center'), zoom: params.get('zoom') };
    };
    await expect.poll(() => view().zoom).not.toBeNull();
    const fitted = Number(view().zoom);
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => view().zoom).toBe(String(fitted - 1));
    const kept = view();
    /** Where the pin is drawn on the map, once it has come to rest. */
    const pinOnMap = async () => {
      const [pin, frame] = [(await marker.boundingBox())!, (await map.boundingBox())!];
      return { x: Math.round(pin.x - frame.x), y: Math.round(pin.y - frame.y) };
    };
    await visitor.waitForTimeout(500);
    const pinWas = await pinOnMap();

    await marker.click();
    // The card of the chosen place: one link, its name, with the photo, status, rating and badges of the list's card.
    // (From 1024 px the list beside the map has its card too.)
    const details = visitor
      .getByRole('region', { name: 'Results on the map' })
      .getByRole('link', { name: 'Shawarma Wheels Indy', exact: true });
    await details.waitFor();
    await screenshot(visitor, `discovery-map-${width}`);
    // The chosen place shows under the map on a phone, over its corner on a desktop.
    const mapBox = (await map.boundingBox())!;
    const detailsBox = (await details.boundingBox())!;
    if (width < 640) expect(detailsBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height);
    else expect(detailsBox.y + detailsBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    await details.click();
    await visitor.waitForURL(/\/r\/shawarma-wheels-indy/);
    await visitor.getByRole('heading', { level: 1, name: 'Shawarma Wheels Indy' }).waitFor();
    // The page's own small map shows its pin, once it is scrolled near (its code loads then).
    await visitor.getByRole('heading', { name: 'Location & Contact' }).scrollIntoViewIfNeeded();
    await visitor.getByRole('region', { name: 'Map of Shawarma Wheels Indy' }).getByRole('button').first().waitFor();

    // Back opens the map as it was left: the same centre and zoom, the pin where it was, not fitted again.
    await visitor.getByRole('button', { name: 'Back' }).click();
    await visitor.waitForURL(/\/c\/all-businesses/);
    await marker.waitFor();
    expect(pixelsApart(view(), kept)).toBeLessThan(1);
    await expect.poll(pinOnMap).toEqual(pinWas);
    await visitor.waitForTimeout(1000);
    expect(await pinOnMap()).toEqual(pinWas);
    expect(pixelsApart(view(), kept)).toBeLessThan(1);
  });

  it("sorts by distance from the browser's position", async () => {
    await visitor.goto(`${journey.server.url}/c/all-businesses`);
    await cardOf(visitor, NAME).waitFor();
    await visitor.getByRole('button', { name: 'Near me' }).click();
    await visitor.waitForURL(/lat=39\.768.*lng=-86\.158|lng=-86\.158.*lat=39\.768/);
    await visitor.getByRole('button', { name: 'Near me', pressed: true }).waitFor();
    await openFilters(visitor);
    await expect.poll(() => visitor.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('distance');
    await showResults(visitor);
    await expect.poll(async () => (await cards(visitor)).every((c) => / mi\b/.test(c.text))).toBe(true);
    const miles = (await cards(visitor)).map((c) => Number(c.text.match(/([\d.]+) mi\b/)?.[1]));
    expect(miles.length).toBeGreaterThan(1);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles.every((m) => m <= 25)).toBe(true);
    await expectAccessible(visitor, `'near me' at ${width}`);
    await screenshot(visitor, `discovery-near-me-${width}`);
  });
});

describe('results first (issue 31)', () => {
  /** A phone and a desktop's first screens. */
  const SCREENS = [
    [375, 812],
    [1280, 900],
  ] as const;

  it.each(['en', 'ar'])('shows the first card on the first screen of a phone and a desktop (%s)', async (locale) => {
    for (const [width, height] of SCREENS) {
      const page = await journey.newPage(width, height, { locale });
      await page.goto(`${journey.server.url}/c/all-businesses`);
      const first = page.locator('main article').first();
      await first.waitFor();
      // Its top, and its name with it, before the fold.
      const card = (await first.boundingBox())!;
      expect(card.y).toBeLessThan(height - 120);
      const name = (await first.getByRole('heading').first().boundingBox())!;
      expect(name.y + name.height).toBeLessThan(height);
      await page.screenshot({ path: `test-results/listing-first-screen-${locale}-${width}.png` });
      await page.context().close();
    }
  });

  it('shows the list beside the map on a desktop, and the map alone on a phone, as the server paints it', async () => {
    for (const [width, height] of SCREENS) {
      const page = await journey.newPage(width, height);
      const codeArrives = await holdTheCode(page);
      await page.goto(`${journey.server.url}/c/all-businesses?view=map`, { waitUntil: 'commit' });
      const map = page.getByRole('region', { name: 'Results on the map' });
      const firstCard = page.locator('main article').first();
      await map.waitFor();
      const mapPainted = (await map.boundingBox())!;
      const cardPainted = await firstCard.boundingBox();
      // The page's code changes nothing of what the server painted: the map stays where it was.
      codeArrives();
      await map.getByRole('region', { name: 'Map of results' }).getByRole('button').first().waitFor();
      expect(await map.boundingBox()).toEqual(mapPainted);
      expect(mapPainted.y).toBeLessThan(height - 200);
      await page.screenshot({ path: `test-results/listing-map-first-screen-${width}.png` });
      if (width >= 1024) {
        // Side by side: the first card and the map both on the first screen, neither over the other.
        expect(await firstCard.boundingBox()).toEqual(cardPainted);
        const card = cardPainted!;
        expect(card.y).toBeLessThan(height - 120);
        expect(card.x + card.width <= mapPainted.x || mapPainted.x + mapPainted.width <= card.x).toBe(true);
        expect(await page.getByRole('region', { name: 'Results', exact: true }).isVisible()).toBe(true);
      } else {
        // The map alone: no list painted, and none rendered once the code has come.
        expect(cardPainted).toBeNull();
        await expect.poll(() => firstCard.count()).toBe(0);
      }
      await page.context().close();
    }
  });

  it('keeps the count in view when a quick chip or the Filters sheet changes the listing, on a phone', async () => {
    const page = await journey.newPage(375, 812);
    await page.goto(`${journey.server.url}/c/all-businesses`);
    await page.locator('main article').first().waitFor();
    const status = page.getByRole('region', { name: 'Results' }).getByRole('status');
    const inView = async () => {
      const box = (await status.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 812;
    };
    await page.getByRole('button', { name: 'Zabiha' }).click();
    await page.waitForURL(/halal=zabiha/);
    const zabiha = await api('/api/businesses?halal=zabiha');
    await expect.poll(() => status.innerText()).toBe(`${zabiha.total} results found`);
    expect(await inView()).toBe(true);

    // Filters opens a sheet from the bottom; Escape closes it on its button.
    const filters = filtersButton(page, 'Filters');
    await filters.click();
    const sheet = page.getByRole('region', { name: 'Filters' });
    await sheet.getByRole('combobox', { name: 'City' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    expect(await filters.evaluate((button) => button === document.activeElement)).toBe(true);

    // Far down the list, a city picked in the sheet: 'Show results' closes it on the count.
    await page.mouse.wheel(0, 2000);
    await expect.poll(inView).toBe(false);
    await filters.click();
    await sheet.getByRole('combobox', { name: 'City' }).selectOption('Carmel');
    await page.waitForURL(/city=Carmel/);
    const carmel = await api('/api/businesses?halal=zabiha&city=Carmel');
    const show = sheet.getByRole('button', { name: `Show results (${carmel.total})` });
    await show.waitFor();
    await expectAccessible(page, 'the Filters sheet at 375 px');
    await screenshot(page, 'listing-filters-sheet-375');
    await page.screenshot({ path: 'test-results/listing-filters-sheet-375-screen.png' });
    await show.click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await filtersButton(page, 'Filters (1)').waitFor();
    await expect.poll(inView).toBe(true);
    await expect.poll(() => status.innerText()).toBe(carmel.total === 1 ? '1 result' : `${carmel.total} results found`);
  });

  it.each(['en', 'ar', 'es'])('looks right at 375, 768, 1024 and 1280 px (%s)', async (locale) => {
    const page = await journey.newPage(375, 900, { locale });
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${journey.server.url}/c/restaurants`);
      await page.locator('main article').first().waitFor();
      // Nothing spills sideways; the quick chips scroll inside their row.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/listing-${locale}-${width}.png` });
    }
    await page.context().close();
  });
});

describe('before the code arrives (issue 40)', () => {
  it('opens the menu, filters and sorts the listing, and shows a tap on Chat waiting until it acts', async () => {
    const page = await journey.newPage(375);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every failed request is named by its address; the map's tiles are not served here (MAP_TILE_URL).
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/no-tiles/')) errors.push(response.url());
    });
    const codeArrives = await holdTheCode(page);
    // The held scripts hold each page's load event too: a page is waited for until it is parsed.

    // The phone header's menu opens by itself, and its links go where they say.
    await page.goto(`${journey.server.url}/c/all-businesses`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    // A page the browser draws waits for its held entry to be parsed at all: its address is enough.
    await page.waitForURL(/\/contact$/, { waitUntil: 'commit' });

    // A halal chip and the order load the listing the server renders for them.
    await page.goto(`${journey.server.url}/c/all-businesses`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Certified', pressed: false }).click();
    await page.waitForURL(/\/c\/all-businesses\?halal=certified$/, { waitUntil: 'commit' });
    const certified = await api('/api/businesses?halal=certified');
    await page.getByText(certified.total === 1 ? '1 result' : `${certified.total} results found`).waitFor();
    await page.getByRole('button', { name: 'Certified', pressed: true }).waitFor();
    await filtersButton(page).click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Top rated' });
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'rating' && url.searchParams.get('halal') === 'certified',
      { waitUntil: 'commit' },
    );
    const topRated = await api('/api/businesses?halal=certified&sort=rating');
    await expect.poll(() => cards(page).then((shown) => shown[0]?.name)).toBe(topRated.items[0]?.name);
    await screenshot(page, 'early-taps-listing-375');

    // Chat needs the code: the tap shows it is waiting, then the dialog opens once the code is here.
    await page.goto(`${journey.server.url}/r/saffron-lantern-kitchen`, { waitUntil: 'commit' });
    const chat = page.getByRole('button', { name: 'Chat', exact: true });
    await chat.click();
    expect(await chat.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'early-taps-chat-waiting-375');
    codeArrives();
    await page
      .getByRole('dialog', { name: 'Sign In Required' })
      .getByText(`Please sign in to start a conversation with ${NAME}.`)
      .waitFor();
    // Nothing waits any more (the dialog hides the page behind it from the accessibility tree).
    expect(await page.locator('[data-waiting-for-code], [aria-busy="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

async function api(path: string): Promise<{ total: number; items: { name: string }[] }> {
  return (await fetch(`${journey.server.url}${path}`)).json() as Promise<{
    total: number;
    items: { name: string }[];
  }>;
}
