import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { screenshot, setUpJourney, waitForMail, withDemoData } from './server';

const journey = setUpJourney('directory', withDemoData);

/** What the API says, to compare the screen with. */
async function api<T>(path: string): Promise<T> {
  return (await fetch(`${journey.server.url}${path}`)).json() as Promise<T>;
}

/** Holds the app's entry back (as on a slow connection) until the returned function is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const countText = (n: number) => (n === 1 ? '1 result' : `${n} results found`);

describe.each([375, 1280])('public directory at %i px', (width) => {
  it('goes from home to a filtered category, a business page, its photos and a subscription', async () => {
    const page = await journey.newPage(width);
    await page.goto(journey.server.url);
    await page.getByRole('heading', { name: 'Featured Restaurants' }).waitFor();
    await expectAccessible(page, `home at ${width} px`);
    if (width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link').first().waitFor();
      await expectAccessible(page, `mobile menu of a visitor at ${width} px`);
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Discover Halal Spots' }).click();
    await page.getByRole('heading', { name: 'Explore Categories' }).waitFor();
    await screenshot(page, `home-${width}`);
    await page
      .locator('#categories')
      .getByRole('link', { name: /Restaurants/ })
      .first()
      .click();
    await page.waitForURL(/\/c\/restaurants$/);
    await page.getByText('Discover the best halal restaurants in Indiana!').waitFor();
    const all = await api<{ total: number }>('/api/businesses?category=restaurants');
    await page.getByText(countText(all.total)).waitFor();
    await expectAccessible(page, `category page at ${width} px`);

    await page.getByLabel('Search').fill('biryani');
    await page.waitForURL(/q=biryani/);
    const searched = await api<{ total: number }>('/api/businesses?category=restaurants&q=biryani');
    expect(searched.total).toBeGreaterThan(0);
    await page.getByText(countText(searched.total)).waitFor();
    await page.getByLabel('Search').fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));

    const cities = await api<string[]>('/api/cities?category=restaurants');
    const city = cities.find((c) => c !== 'Indianapolis') ?? cities[0]!;
    // The city is one of the Filters: a sheet behind its button on a phone, a column beside the results on a desktop.
    if (width < 1024)
      await page
        .locator('summary')
        .getByText(/^Filters/)
        .click();
    await page.getByRole('combobox', { name: 'City' }).selectOption({ label: city });
    await page.waitForURL((url) => url.searchParams.get('city') === city);
    const inCity = await api<{ total: number }>(
      `/api/businesses?category=restaurants&city=${encodeURIComponent(city)}`,
    );
    await page.getByText(countText(inCity.total)).waitFor();
    await page.reload();
    await page.getByText(countText(inCity.total)).waitFor();
    await screenshot(page, `category-filtered-${width}`);

    await page.goto(`${journey.server.url}/c/restaurants`);
    await page.getByRole('link', { name: 'Saffron Lantern Kitchen' }).first().click();
    await page.waitForURL(/\/r\/saffron-lantern-kitchen$/);
    await page.getByRole('heading', { level: 1, name: 'Saffron Lantern Kitchen' }).waitFor();
    await page.getByText('...and 2 more upcoming events').waitFor();
    await screenshot(page, `business-${width}`);
    await expectAccessible(page, `business page at ${width} px`);

    await page.getByRole('button', { name: 'View full screen' }).click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    const counter = viewer.getByText(/^1 \/ \d+$/);
    const total = Number((await counter.textContent())?.split('/')[1]);
    for (let i = 0; i < total; i++) await viewer.getByRole('button', { name: 'Next image' }).click();
    await viewer.getByText(`1 / ${total}`).waitFor();
    await screenshot(page, `viewer-${width}`);
    await expectAccessible(page, `full-screen image viewer at ${width} px`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    const stay = page.getByRole('form', { name: 'Stay Updated' });
    await stay.getByLabel('Email').fill(`fan-${width}@example.com`);
    await stay.getByRole('button', { name: 'Subscribe for Updates' }).click();
    await stay.getByRole('button', { name: 'Subscribed!' }).waitFor();
    await page.getByText('Subscribed Successfully').first().waitFor();
    await expectAccessible(page, `business page after subscribing, with its toast, at ${width} px`, { toasts: true });
  });

  it('filters a category by halal facts and shows the evidence on the business page (issue 16)', async () => {
    const page = await journey.newPage(width);
    await page.goto(`${journey.server.url}/c/restaurants`);
    await page.locator('main article').first().waitFor();
    const all = await page.locator('main article').count();
    // A tap made before the page's code has run is held and replayed, the last one only: one chip at a time.
    await page.getByRole('button', { name: 'Certified' }).click();
    await page.getByRole('button', { name: 'Certified', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Zabiha' }).click();
    await page.waitForURL(/halal=certified%2Czabiha|halal=certified,zabiha/);
    await expect.poll(() => page.getByRole('button', { name: 'Zabiha', pressed: true }).count()).toBe(1);
    const { total, items } = await api<{ total: number; items: { name: string; slug: string }[] }>(
      '/api/businesses?category=restaurants&halal=certified,zabiha',
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all);
    await page.getByText(countText(total)).waitFor();
    await expect.poll(() => page.locator('main article').count()).toBe(total);
    const card = page.locator('main article').filter({ hasText: items[0]!.name });
    await card.getByRole('list', { name: 'Halal' }).getByText('Certified').waitFor();
    await screenshot(page, `category-halal-filters-${width}`);
    await expectAccessible(page, `category filtered by halal facts at ${width} px`);

    await card.getByRole('link', { name: items[0]!.name, exact: true }).click();
    await page.getByRole('heading', { name: items[0]!.name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Halal details' }).waitFor();
    await page.getByText('Certificate on file').waitFor();
    await page.getByText(/^Last verified /).waitFor();
    await page.getByText('Hand-slaughtered (zabiha)').first().waitFor();
    await page.getByRole('heading', { name: 'Halal details' }).scrollIntoViewIfNeeded();
    await screenshot(page, `business-halal-details-${width}`);
  });

  it('shows the not-found screens for an unknown category and business', async () => {
    const page = await journey.newPage(width);
    await page.goto(`${journey.server.url}/c/pizzerias`);
    await page.getByText('Category not found').waitFor();
    await page
      .getByRole('button', { name: 'Back to Home' })
      .or(page.getByRole('link', { name: 'Back to Home' }))
      .first()
      .waitFor();
    await expectAccessible(page, `unknown category at ${width} px`);
    const response = await page.goto(`${journey.server.url}/r/no-such-place`);
    expect(response?.status()).toBe(404);
    await page.getByText('Restaurant not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    await expectAccessible(page, `unknown business at ${width} px`);
  });

  it('sends the contact form and mails the sender a confirmation', async () => {
    const page = await journey.newPage(width);
    const email = `writer-${width}@example.com`;
    await page.goto(`${journey.server.url}/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();
    await expectAccessible(page, `contact page at ${width} px`);
    await form.getByLabel('Name').fill('Yahya');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('A bakery to add');
    await form.getByLabel('Message').fill('Please add the new bakery on Main Street.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent').first().waitFor();
    await screenshot(page, `contact-${width}`);
    await expectAccessible(page, `contact page after sending, with its toast, at ${width} px`, { toasts: true });
    expect(await waitForMail(journey.server.dataDir, email)).toContain('Please add the new bakery on Main Street.');
  });
});

describe('public pages rendered by the server (issue 15)', () => {
  interface Listing {
    items: { name: string; slug: string }[];
  }

  it('arrive with their content, so a phone without scripts still reads them', async () => {
    const { items } = await api<Listing>('/api/businesses?category=restaurants');
    const first = items[0]!;
    const html = await (await fetch(`${journey.server.url}/r/${first.slug}`)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toContain('id="page-data"');
    // The page's code is named with the HTML (issue 40): the script holding early taps, the app's entry,
    // and a preload of the business page's own chunk.
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/page-start-[^"]+"><\/script>\s*<script type="module" crossorigin src="\/assets\/index-/,
    );
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/business-[^"]+\.js">/);

    const context = await journey.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    try {
      await page.goto(`${journey.server.url}/c/restaurants`);
      await page.getByRole('heading', { name: 'Restaurants', level: 1 }).waitFor();
      await page
        .getByRole('link', { name: new RegExp(first.name) })
        .first()
        .waitFor();
      await page.goto(`${journey.server.url}/r/${first.slug}`);
      await page.getByRole('heading', { name: first.name, level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Stay Updated' }).waitFor();
      await screenshot(page, 'business-without-scripts-375');
      // The hero's search (desktops) is a plain form: typed and sent before (or without) the code, it searches.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${journey.server.url}/`);
      await page.getByRole('searchbox', { name: 'Search businesses' }).fill('couscous');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/c\/all-businesses\?q=couscous$/);
      await page.getByRole('heading', { name: 'Atlas Couscous House' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('come alive in the browser without replacing what the server sent', async () => {
    const { items } = await api<Listing>('/api/businesses?category=restaurants');
    const first = items[0]!;
    const page = await journey.newPage(375);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Elements of the server's markup that leave the page: hydration keeps them, a fresh render would replace
    // them. What the browser added later (a map drawing its tiles and pins) may come and go.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedElements: removed });
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const fromServer = new WeakSet<Node>(root.querySelectorAll('*'));
        new MutationObserver((changes) => {
          for (const change of changes)
            for (const node of change.removedNodes)
              if (node instanceof HTMLElement && fromServer.has(node)) removed.push(node.tagName);
        }).observe(root, { childList: true, subtree: true });
      });
    });
    await page.goto(`${journey.server.url}/r/${first.slug}`);
    await page.getByRole('heading', { name: first.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // Once hydrated, the page's controls work: the review dialog (its form loads when opened) asks a visitor to sign in.
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await page
      .getByRole('dialog')
      .getByText(/You must be logged in to leave a review/)
      .waitFor();
    await page.keyboard.press('Escape');
    const removed = await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements);
    // Radix's hidden native <select> is the one element a visitor's browser drops (no form around it).
    expect(removed.filter((tag) => tag !== 'SELECT')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a page the browser draws shows the site around it in the visitor’s language before its code has run (issue 40)', async () => {
    const ar = (part: string, english: string) =>
      (JSON.parse(readFileSync(`src/web/locales/ar/${part}.json`, 'utf8')) as Record<string, string>)[english];
    const page = await journey.newPage(375, 900, { locale: 'ar' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const releaseEntry = await holdEntry(page);
    // The held entry holds the document's parsed event too (module scripts run before it): only its arrival is waited for.
    await page.goto(`${journey.server.url}/auth`, { waitUntil: 'commit' });
    await page
      .getByRole('banner')
      .getByRole('link', { name: ar('app', 'Indiana Halal Directory') })
      .waitFor();
    expect(await page.getByRole('main').getByRole('status').textContent()).toBe(ar('app', 'Loading…'));
    // The footer waits below the screen, as it does while a page's code loads.
    expect(
      await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top),
    ).toBeGreaterThan(900);
    releaseEntry();
    // The app draws the page in the shell's place.
    await page.getByRole('heading', { name: ar('accounts', 'Welcome'), level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('act on a tap made before their code has run, once it has', async () => {
    const { items } = await api<Listing>('/api/businesses?category=restaurants');
    const first = items[0]!;
    const page = await journey.newPage(375);
    // The app's entry is held back until the tap has been made, as on a slow connection.
    const releaseEntry = await holdEntry(page);
    await page.goto(`${journey.server.url}/r/${first.slug}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    releaseEntry();
    await page
      .getByRole('dialog', { name: 'Sign In Required' })
      .getByText(`Please sign in to start a conversation with ${first.name}.`)
      .waitFor();
  });

  it('keep what was typed into their search before their code ran', async () => {
    const page = await journey.newPage(375);
    const releaseEntry = await holdEntry(page);
    // The held entry holds the document's parsed event too (module scripts run before it): only its arrival is waited for.
    await page.goto(`${journey.server.url}/c/all-businesses`, { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('couscous');
    releaseEntry();
    await page.waitForURL(/\/c\/all-businesses\?q=couscous$/);
    await page.getByRole('heading', { name: 'Atlas Couscous House' }).waitFor();
    await expect.poll(() => page.locator('main article').count()).toBe(1);
  });
});

describe("the business page answers 'can I go now?' (issue 31)", () => {
  const words = (lang: 'en' | 'ar') => (english: string) =>
    lang === 'en'
      ? english
      : (JSON.parse(readFileSync(`src/web/locales/ar/catalog.json`, 'utf8')) as Record<string, string>)[english]!;

  it.each(['en', 'ar'] as const)(
    'shows the rating, Call and Directions on the first screen of a 375 × 812 phone in %s, and keeps the actions in reach',
    async (lang) => {
      const say = words(lang);
      const page = await journey.newPage(375, 812);
      await page.context().addCookies([{ name: 'lang', value: lang, url: journey.server.url }]);
      await page.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
      const bar = page.getByRole('list', { name: say('Actions') });
      // The stars (an image) and the count, under the name.
      const firstScreen = [
        page
          .locator('main header')
          .getByRole('link')
          .filter({ has: page.getByRole('img') }),
        bar.getByRole('link', { name: new RegExp(`^${say('Call')}`) }),
        bar.getByRole('link', { name: new RegExp(`^${say('Directions')}`) }),
      ];
      for (const shown of firstScreen) {
        const box = await shown.boundingBox();
        expect(box, 'on the first screen').not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(812);
      }
      // The rating leads to the reviews.
      expect(await firstScreen[0]!.getAttribute('href')).toBe('#reviews');
      // One row, each action's label whole.
      const items = await bar.getByRole('listitem').evaluateAll((all) =>
        all.map((item) => {
          const label = item.querySelector(':scope > * > span') as HTMLElement;
          return {
            top: item.getBoundingClientRect().top,
            cut: label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight + 1,
          };
        }),
      );
      expect(new Set(items.map((item) => Math.round(item.top))).size).toBe(1);
      expect(items.filter((item) => item.cut)).toEqual([]);
      await screenshot(page, `business-first-screen-${lang}-375`);

      // Far down the page the actions stay below the site's header.
      await page.getByRole('heading', { name: say('Location & Contact') }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      const header = await page.getByRole('banner').boundingBox();
      await expect
        .poll(async () => (await bar.boundingBox())?.y)
        .toBeGreaterThanOrEqual(Math.floor(header!.y + header!.height) - 1);
      const stuck = await bar.boundingBox();
      expect(stuck!.y + stuck!.height).toBeLessThan(header!.y + header!.height + 120);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
      await page.screenshot({ path: `test-results/business-scrolled-${lang}-375.png` });
    },
  );

  it('keeps the actions in one row at 1280 px', async () => {
    const page = await journey.newPage(1280);
    await page.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
    const tops = await page
      .getByRole('list', { name: 'Actions' })
      .getByRole('listitem')
      .evaluateAll((all) => all.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tops).size).toBe(1);
  });
});
