import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { holdTheCode } from './hold-the-code';
import { DEMO_OWNER, DEMO_USER, screenshot, setUpJourney, withDemoData } from './server';

// Issue 18: the guide in Arabic, right to left, with no English left in its interface; the language
// switcher in the header and the phone's menu; installable; and offline, the pages a person saw, the
// passport, and a stamp and a note made offline, kept through a reload.

const journey = setUpJourney('languages', withDemoData);

const localesDir = path.resolve('src/web/locales');
function catalogue(locale: string): Record<string, string> {
  const dir = path.join(localesDir, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'))),
  );
}
const arabic = catalogue('ar');
/** A text of the interface in Arabic, as the catalogue gives it. */
const ar = (english: string) => {
  const text = arabic[english];
  if (!text) throw new Error(`No Arabic for "${english}"`);
  return text;
};
/** The English texts of the interface with at least two letters (a lone 'h' or '·' is not a leftover). */
const englishTexts = new Set(Object.keys(catalogue('en')).filter((id) => /[A-Za-z].*[A-Za-z]/.test(id)));

/** The page is right to left in Arabic, and no line of it is an English text of the interface. */
async function expectArabic(page: Page, where: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.dir), { message: where }).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  // biome-ignore lint/performance/useDomNodeTextContent: the lines as shown, which only innerText has.
  const lines = (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(
    lines.filter((line) => englishTexts.has(line)),
    `English left on ${where}`,
  ).toEqual([]);
  const labels = await page
    .locator('[aria-label], [placeholder]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? ''),
    );
  expect(
    labels.filter((label) => englishTexts.has(label)),
    `English labels left on ${where}`,
  ).toEqual([]);
}

describe('the guide in Arabic', () => {
  it('walks home → category → business → sign in → passport right to left, all in Arabic (375 px)', async () => {
    // A first visit follows the browser's languages.
    const page = await journey.newPage(375, 800, { locale: 'ar-EG', extraHTTPHeaders: { 'Accept-Language': 'ar' } });
    await page.goto(journey.server.url);
    await page.getByRole('heading', { name: ar('Discover the Best Halal Food in Indiana') }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: ar('Language') }).inputValue()).toBe('ar');
    await expectArabic(page, 'home');
    await expectAccessible(page, 'home in Arabic at 375 px');
    await screenshot(page, 'home-ar-375');

    await page
      .getByRole('link', { name: ar('Restaurants') })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: ar('Restaurants') }).waitFor();
    await expectArabic(page, 'category');

    await page.locator('main a[href^="/r/"]').first().click();
    await page.waitForURL(/\/r\//);
    await page.getByRole('button', { name: ar('Back') }).waitFor();
    await expectArabic(page, 'business page');
    await screenshot(page, 'business-ar-375');

    // Signing in, and then the passport, through the phone's menu.
    await page.getByRole('button', { name: ar('Open menu') }).click();
    await page
      .getByRole('navigation', { name: ar('Mobile') })
      .getByRole('link', { name: ar('Sign In') })
      .click();
    const form = page.getByRole('form', { name: ar('Sign in') });
    await form.getByLabel(ar('Email')).fill(DEMO_USER.email);
    await form.getByLabel(ar('Password')).fill(DEMO_USER.password);
    await expectArabic(page, 'sign in');
    await form.getByRole('button', { name: ar('Sign In') }).click();
    await page.waitForURL(`${journey.server.url}/`);

    await page.getByRole('button', { name: ar('Open menu') }).click();
    await page
      .getByRole('navigation', { name: ar('Mobile') })
      .getByRole('link', { name: ar('Passport') })
      .click();
    await page.getByRole('heading', { name: ar('Digital Halal Passport') }).waitFor();
    await expectArabic(page, 'passport');
    await expectAccessible(page, 'passport in Arabic at 375 px');
    await screenshot(page, 'passport-ar-375');
  });

  it('switches the language from the header, remembers it, and switches back (1280 px)', async () => {
    const page = await journey.newPage(1280);
    await page.goto(journey.server.url);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    // The header's links show once the page is live (after the session check).
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('navigation', { name: ar('Main') }).waitFor();
    await expectArabic(page, 'home after switching');
    // Remembered: the next page comes in Arabic.
    await page.goto(`${journey.server.url}/c/all-businesses`);
    await expectArabic(page, 'all businesses');
    await page.getByRole('navigation', { name: ar('Main') }).waitFor();
    await page.getByRole('combobox', { name: ar('Language') }).selectOption('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });

  it("switches the language from the phone's menu, even before the page's code has arrived (375 px)", async () => {
    const page = await journey.newPage(375, 800);
    const codeArrives = await holdTheCode(page);
    await page.goto(`${journey.server.url}/contact`, { waitUntil: 'commit' });
    // The menu the server sent opens by itself; the language picked in it is switched to once the code is here.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Language' }).selectOption('ur');
    codeArrives();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ur');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(new URL(page.url()).pathname).toBe('/contact');
    const urdu = catalogue('ur');
    await page.getByRole('button', { name: urdu['Open menu'] }).waitFor();
    await screenshot(page, 'contact-ur-375');
  });
});

describe('Spanish everywhere, Leaflet and the toasts included', () => {
  it("names the map's zoom buttons, its credit and the toasts' region in Spanish, and writes ratings with a decimal comma (1280 px)", async () => {
    const page = await journey.newPage(1280);
    const url = journey.server.url;
    await page.context().addCookies([{ name: 'lang', value: 'es', url }]);
    const es = catalogue('es');

    await page.goto(`${url}/c/all-businesses`);
    // Every rating is written as Spanish writes numbers, as the distances are: '4,5', never '4.5'.
    const ratings = page.locator('main article p span[aria-hidden="true"].font-semibold');
    await ratings.first().waitFor();
    const averages = await ratings.allTextContents();
    expect(averages.length).toBeGreaterThan(0);
    for (const average of averages) expect(average).toMatch(/^[0-5],\d$/);

    await page.goto(`${url}/c/all-businesses?view=map`);
    await page.getByRole('region', { name: es['Map of results'] }).waitFor();
    await page.getByRole('button', { name: es['Zoom in'], exact: true }).waitFor();
    await page.getByRole('button', { name: es['Zoom out'], exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /Leaflet/ }).getAttribute('title')).toBe(
      es['A JavaScript library for interactive maps'],
    );
    // The toaster comes with the person's first tap or key (issue 31), its region named as sonner names it
    // (with its key).
    await page.keyboard.press('Tab');
    await page.getByRole('region', { name: `${es.Notifications} alt+T` }).waitFor({ state: 'attached' });
    const labels = await page
      .locator('[aria-label], [title]')
      .evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label') ?? e.getAttribute('title') ?? ''));
    expect(labels.filter((label) => /Zoom in|Zoom out|Notifications|interactive maps/.test(label))).toEqual([]);
    await screenshot(page, 'map-es-1280');
  });
});

describe('cards that read in every language (issue 31)', () => {
  /**
   * The texts and buttons of each card that are cut: wider than their own box (clipped or ellipsised), or
   * reaching past the card's edge (which hides what overflows). Screen-reader-only words are left out.
   */
  const cutTexts = (cards: Element[]) =>
    cards.flatMap((card) => {
      const edge = card.getBoundingClientRect();
      const name = card.querySelector('h2, h3')?.textContent ?? '?';
      return [...card.querySelectorAll('*')]
        .filter((element) => !element.closest('.sr-only'))
        .filter(
          (element) =>
            element.matches('a, button') ||
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
        )
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return false;
          const overflows = element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
          return overflows || box.left < edge.left - 1 || box.right > edge.right + 1;
        })
        .map((element) => `${name}: "${element.textContent?.trim() || element.getAttribute('aria-label')}"`);
    });

  it('cuts no text of a card at any grid width (375, 640, 768, 1024, 1280 px) in English, Spanish and Arabic', async () => {
    for (const lang of ['en', 'es', 'ar']) {
      const page = await journey.newPage(375);
      await page.context().addCookies([{ name: 'lang', value: lang, url: journey.server.url }]);
      await page.goto(`${journey.server.url}/c/all-businesses`);
      const cards = page.locator('main article');
      await cards.first().waitFor();
      for (const width of [375, 640, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => cards.evaluateAll(cutTexts), { message: `${lang} at ${width} px` }).toEqual([]);
        if (width === 375 || width === 1024) await screenshot(page, `cards-${lang}-${width}`);
      }
    }
  });
});

/** Where an element is once it has come to rest (a toast slides in, a dialog scrolls). */
async function restingBox(element: Locator) {
  let previous = '';
  for (;;) {
    const box = await element.boundingBox();
    if (box && JSON.stringify(box) === previous) return box;
    previous = JSON.stringify(box);
    await element.page().waitForTimeout(150);
  }
}

describe('toasts and dialogs on a phone', () => {
  it("keeps 'Missing Information' off the Create Event button, and closing it keeps the dialog (375 px)", async () => {
    const page = await journey.newPage(375, 667);
    await page.context().addCookies([{ name: 'lang', value: 'en', url: journey.server.url }]);
    await journey.signIn(page, DEMO_OWNER);
    await page.goto(`${journey.server.url}/business`);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    const create = dialog.getByRole('button', { name: 'Create Event' });
    await create.click();

    const toast = page.locator('[data-sonner-toast]', { hasText: 'Missing Information' });
    await toast.waitFor();
    // Pointed at, the toast waits to be closed (it goes by itself after a few seconds otherwise, which a
    // busy machine's measuring and screenshot can outlast).
    await toast.hover();
    await create.scrollIntoViewIfNeeded();
    const [toastBox, createBox] = [await restingBox(toast), await restingBox(create)];
    const overlaps =
      toastBox.x < createBox.x + createBox.width &&
      createBox.x < toastBox.x + toastBox.width &&
      toastBox.y < createBox.y + createBox.height &&
      createBox.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over Create Event ${JSON.stringify(createBox)}`).toBe(false);
    await screenshot(page, 'dialog-toast-375');

    await toast.getByRole('button', { name: 'Close notification' }).click();
    await toast.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
  });
});

describe('installable and offline', () => {
  it('is installable, opens a business page and the passport offline, and saves an offline stamp and note once', async () => {
    const page = await journey.newPage(375, 800, { serviceWorkers: 'allow' });
    const url = journey.server.url;
    // This device chose English (the account read Arabic in the first journey, and would bring it along).
    await page.context().addCookies([{ name: 'lang', value: 'en', url }]);
    await page.goto(`${url}/auth?tab=login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO_USER.email);
    await form.getByLabel('Password').fill(DEMO_USER.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${url}/`);

    // Chromium's own installability check: a manifest with icons, a service worker, served safely. (A
    // test browser's profile is a private one, which Chromium names too: that one is not the site's.)
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(
        async () =>
          (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
            .map((e) => e.errorId)
            .filter((id) => id !== 'in-incognito'),
        { timeout: 15_000 },
      )
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${url}/manifest.webmanifest`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Seen once with the service worker in charge: kept for later.
    await page.goto(`${url}/c/all-businesses`);
    const business = page.locator('main a[href^="/r/"]').first();
    const businessName = ((await business.textContent()) ?? '').trim();
    const businessPath = (await business.getAttribute('href')) ?? '';
    await page.goto(`${url}${businessPath}`);
    await page.getByRole('heading', { level: 1, name: businessName }).waitFor();
    await page.goto(`${url}/passport`);
    await page.getByRole('heading', { name: 'Digital Halal Passport' }).waitFor();
    await page
      .getByText(/^DHP-[0-9A-Z]{8}$/)
      .first()
      .waitFor();

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('You are offline — showing what you saw last').waitFor();
    await page.getByRole('heading', { name: 'Digital Halal Passport' }).waitFor();
    await page
      .getByText(/^DHP-[0-9A-Z]{8}$/)
      .first()
      .waitFor();
    await screenshot(page, 'passport-offline-375');
    await page.goto(`${url}${businessPath}`);
    await page.getByRole('heading', { level: 1, name: businessName }).waitFor();
    await page.getByText('You are offline — showing what you saw last').waitFor();

    // A stamp and a note made offline wait, shown, even through a reload, and are sent once the connection
    // is back: one visit, with its note.
    await page.goto(`${url}/passport`);
    const place = 'Cardamom & Crema';
    const note = 'Cardamom latte, less sugar';
    const openPlace = async () => {
      await page.getByLabel('Find a place').fill(place);
      await page.getByRole('option', { name: place }).first().click();
    };
    await openPlace();
    await page.getByRole('button', { name: `Stamp ${place}` }).click();
    await page.getByRole('button', { name: `Remove stamp from ${place}` }).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('textbox', { name: 'Notes' }).fill(note);
    // Kept in the browser once the typing pauses (the note is saved 600 ms after the last key).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('passport-pending-writes') ?? '')).toContain(note);
    await page.reload();
    await page.getByText('You are offline — showing what you saw last').waitFor();
    await openPlace();
    await page.getByRole('button', { name: `Remove stamp from ${place}` }).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(await page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe(note);
    await screenshot(page, 'passport-offline-note-375');
    const saved = page.waitForResponse(
      (res) => /\/api\/passport\/visits\/[^/]+\/note$/.test(res.url()) && res.request().method() === 'PUT',
      { timeout: 30_000 },
    );
    await page.context().setOffline(false);
    expect((await saved).ok()).toBe(true);
    const book = await page.request.get(`${url}/api/passport`);
    const { businesses } = (await book.json()) as { businesses: { name: string; visit: { note: string } | null }[] };
    expect(businesses.filter((b) => b.name === place && b.visit !== null).map((b) => b.visit?.note)).toEqual([note]);
  });

  it('opens the offline page for a page never seen, listing the pages kept, which open (375 px)', async () => {
    const page = await journey.newPage(375, 800, { serviceWorkers: 'allow' });
    const url = journey.server.url;
    await page.context().addCookies([{ name: 'lang', value: 'en', url }]);
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Seen with the service worker in charge: the listing and one business, not the next one.
    await page.goto(`${url}/c/all-businesses`);
    const listed = await page
      .locator('main a[href^="/r/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
    const [seen = '', neverSeen = ''] = listed;
    await page.goto(`${url}${seen}`);
    const seenName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();

    await page.context().setOffline(true);
    await page.goto(`${url}${neverSeen}`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(neverSeen);
    const kept = page.getByRole('region', { name: 'Pages kept on this device' });
    const keptPaths = await kept
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(keptPaths).toEqual(expect.arrayContaining([seen, '/c/all-businesses']));
    expect(keptPaths).not.toContain(neverSeen);
    await expectAccessible(page, 'offline page at 375 px');
    await screenshot(page, 'offline-page-375');

    await kept.getByRole('link', { name: new RegExp(`^${seenName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await page.getByRole('heading', { level: 1, name: seenName }).waitFor();
    await page.context().setOffline(false);
  });
});
