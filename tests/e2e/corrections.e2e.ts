import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { holdTheCode } from './hold-the-code';
import {
  ADMIN,
  confirmSubscriptionFromMail,
  createConfirmedAccount,
  DEMO_OWNER,
  DEMO_USER,
  firstLink,
  screenshot,
  setUpJourney,
  waitForMail,
  withAdmin,
  withDemoData,
} from './server';

// What a new visitor, an owner and an admin tripped over, walked again in the real product.
const journey = setUpJourney('corrections', { ...withDemoData, ...withAdmin });

/**
 * Whether the header is more than one row (64 px, its border aside), or anything in it is cut off, spills past
 * the screen or breaks onto a second line (issue 31: an owner's and an admin's wrapped to 156 px at 1280).
 */
async function headerProblems(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const box = header.getBoundingClientRect();
    const problems: string[] = [];
    if (box.height > 66) problems.push(`the header is ${Math.round(box.height)} px tall, more than one row`);
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('the page scrolls sideways');
    for (const element of header.querySelectorAll<HTMLElement>('a, button, input, select')) {
      const rect = element.getBoundingClientRect();
      // Hidden at this width, or in a closed menu.
      if (rect.width === 0 || rect.height === 0) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '?';
      if (rect.right > window.innerWidth + 0.5 || rect.left < -0.5) problems.push(`${name} spills off the screen`);
      if (rect.bottom > box.bottom + 0.5) problems.push(`${name} hangs below the header`);
      if (rect.height > 48) problems.push(`${name} wraps (${Math.round(rect.height)} px tall)`);
    }
    return problems;
  });
}

/** Where each part of the header's row is on screen (its box, in whole pixels), by its place in the row. */
async function headerParts(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('header')?.firstElementChild;
    const parts: Record<string, string> = {};
    for (const [i, part] of [...(row?.children ?? [])].entries()) {
      const { x, y, width, height } = part.getBoundingClientRect();
      if (width > 0) parts[`${i} ${part.tagName.toLowerCase()}`] = [x, y, width, height].map(Math.round).join(' ');
    }
    return parts;
  });
}

/** Session cookies for `account`, signed in through the API as the sign-in form does. */
async function sessionCookies(account: { email: string; password: string }) {
  const { url } = journey.server;
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/** A page for `account` (a visitor without one) in `locale`, its language remembered as the switcher does. */
async function pageFor(account: { email: string; password: string } | null, locale: string, width: number) {
  const page = await journey.newPage(width, 800);
  const cookies = account ? await sessionCookies(account) : [];
  await page.context().addCookies([...cookies, { name: 'lang', value: locale, url: journey.server.url }]);
  return page;
}

/** Until the session check has answered: a member's account menu then has Sign Out. */
async function sessionKnown(page: Page, signedIn: boolean) {
  if (signedIn) await page.locator('header [popover] button').first().waitFor({ state: 'attached' });
  else await page.waitForLoadState('networkidle');
}

const ACCOUNTS = [
  ['an admin', ADMIN],
  ['an owner', DEMO_OWNER],
  ['a member', DEMO_USER],
  ['a visitor', null],
] as const;

describe('corrections, as a visitor', () => {
  it('lists a category compactly on a phone, searches from the desktop hero, and never shows a bare state', async () => {
    const phone = await journey.newPage(375, 800);
    await phone.goto(`${journey.server.url}/c/restaurants`);
    const cards = phone.locator('main article');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const heights = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
    // A compact row, not a screen-tall card: eight of them fit in about three phone screens.
    expect(Math.max(...heights)).toBeLessThan(300);
    await expect.poll(() => phone.getByText(/^IN$/).count()).toBe(0);
    await screenshot(phone, 'corrections-category-375');

    const desktop = await journey.newPage(1280);
    await desktop.goto(`${journey.server.url}/`);
    await desktop.getByRole('searchbox', { name: 'Search businesses' }).fill('couscous');
    await desktop.getByRole('button', { name: 'Search' }).click();
    await desktop.waitForURL(/\/c\/all-businesses\?q=couscous$/);
    await desktop.getByRole('heading', { name: 'Atlas Couscous House' }).waitFor();
    await expectAccessible(desktop, 'search results in all businesses at 1280 px');
    await desktop.goto(`${journey.server.url}/`);
    await desktop.getByRole('searchbox', { name: 'Search businesses' }).waitFor();
    await screenshot(desktop, 'corrections-home-1280');
  });

  it("says 'Email Confirmed' only after a real confirmation", async () => {
    const page = await journey.newPage(375, 800);
    await page.goto(`${journey.server.url}/email-confirmation`);
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    expect(await page.getByText('Email Confirmed').count()).toBe(0);
    await screenshot(page, 'corrections-email-confirmation-typed-375');
    await expectAccessible(page, 'email confirmation without a link at 375 px');
  });

  it('resets a forgotten password through the mailed link', async () => {
    const email = 'forgetful@example.com';
    await createConfirmedAccount(journey.server, email, 'first-pass-123', 'Yusuf', 'Haddad');
    const page = await journey.newPage(375, 800);
    await page.goto(`${journey.server.url}/auth?tab=login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(`If an account exists for ${email}`).first().waitFor();
    await screenshot(page, 'corrections-forgot-password-375');
    await expectAccessible(page, 'forgot password, link sent, at 375 px');

    const mail = await waitForMail(journey.server.dataDir, email, 'Reset your password');
    await page.goto(firstLink(mail, 'reset-password'));
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password', { exact: true }).fill('second-pass-456');
    await page.getByLabel('Confirm New Password').fill('second-pass-456');
    await screenshot(page, 'corrections-reset-password-375');
    await expectAccessible(page, 'reset password at 375 px');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/auth\?tab=login/);

    expect((await journey.post('/api/auth/sign-in/email', { email, password: 'first-pass-123' })).status).toBe(401);
    await journey.signIn(page, { email, password: 'second-pass-456' });
  });
});

describe('corrections, as an admin', () => {
  it("edits a business's address once, and the public page, the card and the owner's tabs agree", async () => {
    const admin = await journey.newPage(1280);
    await journey.signIn(admin, ADMIN);
    await admin.goto(`${journey.server.url}/admin?tab=approved&q=Atlas`);
    const row = admin
      .locator('article')
      .filter({ has: admin.getByRole('heading', { name: 'Atlas Couscous House' }) })
      .first();
    await row.waitFor();
    await expectAccessible(admin, 'admin Approved tab searched at 1280 px');
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Atlas Couscous House' });
    await expect.poll(() => dialog.getByLabel('City').inputValue()).toBe('South Bend');
    await expectAccessible(admin, 'admin Edit business dialog at 1280 px');
    await dialog.getByLabel('Address').fill('500 Main St');
    await dialog.getByLabel('City').fill('Evansville');
    await dialog.getByLabel('ZIP').fill('47708');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Business Updated').first().waitFor();

    await admin.goto(`${journey.server.url}/r/atlas-couscous-house`);
    await admin.getByRole('heading', { name: 'Atlas Couscous House' }).first().waitFor();
    await admin.getByText('Evansville, IN').first().waitFor();
    expect(await admin.getByText(/South Bend/).count()).toBe(0);
    await screenshot(admin, 'corrections-business-page-1280');
    await expectAccessible(admin, 'business page seen by an admin at 1280 px');

    await admin.goto(`${journey.server.url}/c/restaurants`);
    const card = admin.locator('article').filter({ has: admin.getByRole('link', { name: 'Atlas Couscous House' }) });
    await card.getByText('Evansville, IN').waitFor();
  });

  it('keeps the header on one line from 320 to 1920 px for every kind of visitor, in English, Spanish and Arabic', async () => {
    const widths = [320, 375, 640, 768, 900, 1023, 1024, 1100, 1279, 1280, 1440, 1920];
    for (const locale of ['en', 'es', 'ar']) {
      for (const [who, account] of ACCOUNTS) {
        const page = await pageFor(account, locale, 1280);
        // A business page: the header has its search there (a listing has its own).
        await page.goto(`${journey.server.url}/r/saffron-lantern-kitchen`);
        await sessionKnown(page, account !== null);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await page.waitForTimeout(50);
          expect(await headerProblems(page), `${who} at ${width} px in ${locale}`).toEqual([]);
        }
        await page.context().close();
      }
    }
  });

  it("opens an admin's account menu at 1280 px, whole on the screen", async () => {
    const admin = await pageFor(ADMIN, 'en', 1280);
    await admin.goto(`${journey.server.url}/`);
    await sessionKnown(admin, true);
    await admin.getByRole('button', { name: 'Account' }).click();
    await admin.getByRole('button', { name: 'Sign Out' }).waitFor();
    const link = admin.getByRole('link', { name: 'Admin Dashboard' });
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await expectAccessible(admin, 'account menu of an admin at 1280 px');
    await screenshot(admin, 'corrections-account-menu-1280');
    await link.click();
    await admin.waitForURL(/\/admin$/);
    await expect.poll(() => link.isVisible()).toBe(false);
  });

  it("draws the header where it stays as the page's code arrives, for a visitor and a signed-in owner", async () => {
    for (const [who, account, path] of [
      ['a visitor', null, '/'],
      ['a visitor', null, '/contact'],
      ['an owner', DEMO_OWNER, '/'],
      ['an owner', DEMO_OWNER, '/passport'],
    ] as const) {
      for (const width of [375, 1280]) {
        const page = await pageFor(account, 'en', width);
        const codeArrives = await holdTheCode(page);
        await page.goto(`${journey.server.url}${path}`, { waitUntil: 'commit' });
        await page.locator('header').waitFor();
        await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet);
        const sent = await headerParts(page);
        codeArrives();
        await sessionKnown(page, account !== null);
        expect(await headerParts(page), `${who} on ${path} at ${width} px`).toEqual(sent);
        await page.context().close();
      }
    }
  });
});

describe('corrections, as an owner', () => {
  it("sees the inbox's open conversation clear of the header and the tabs at 1280 px", async () => {
    const { url } = journey.server;
    const customer = await sessionCookies(DEMO_USER);
    const headers = {
      'content-type': 'application/json',
      origin: url,
      cookie: customer.map(({ name, value }) => `${name}=${value}`).join('; '),
    };
    const business = await fetch(`${url}/api/businesses/saffron-lantern-kitchen`).then((r) => r.json());
    const started = await fetch(`${url}/api/businesses/${business.id}/conversations`, { method: 'POST', headers });
    const conversation = await started.json();
    await fetch(`${url}/api/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'Is the lamb biryani on today?' }),
    });
    const { user } = await fetch(`${url}/api/auth/get-session`, { headers }).then((r) => r.json());

    const owner = await pageFor(DEMO_OWNER, 'en', 1280);
    await owner.goto(`${url}/business?tab=chats`);
    await owner
      .getByRole('button', { name: /Chat with Saffron Lantern Kitchen/ })
      .first()
      .click();
    const pane = owner.getByRole('region', { name: 'Conversation' });
    const heading = pane.getByRole('heading', { name: user.displayName ?? user.name, level: 3 });
    await heading.waitFor();
    // The conversation scrolled whole into view, its foot at the screen's: nothing sticky lies over its top
    // edge or its heading (a header of 156 px and the tabs under it left 579 px for its 600).
    await pane.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const covering = await pane.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const title = element.querySelector('h3')?.getBoundingClientRect();
      const points = [box.top + 2, title ? title.top + title.height / 2 : box.top + 30];
      return points.flatMap((y) => {
        const seen = document.elementFromPoint(box.left + box.width / 2, y);
        return seen && !element.contains(seen)
          ? [`${seen.closest('header, [role="tablist"]')?.tagName ?? seen.tagName} at ${Math.round(y)} px`]
          : [];
      });
    });
    expect(covering).toEqual([]);
    await screenshot(owner, 'corrections-inbox-1280');
  });

  it('unsubscribes a subscriber after confirming, and sees when and how each one left', async () => {
    const business = await fetch(`${journey.server.url}/api/businesses/saffron-lantern-kitchen`).then((r) => r.json());
    for (const email of ['stays@example.com', 'leaves@example.com']) {
      await journey.post(`/api/businesses/${business.id}/subscriptions`, { email });
      await confirmSubscriptionFromMail(journey.server, email);
    }
    const owner = await journey.newPage(375, 800);
    await journey.signIn(owner, DEMO_OWNER);
    await owner.goto(`${journey.server.url}/business?tab=subscribers`);
    await owner.getByText('leaves@example.com').first().waitFor();
    const tab = owner.getByRole('tab', { name: /^Subscribers/ });
    const before = await tab.textContent();
    await expectAccessible(owner, 'owner Subscribers tab at 375 px');

    const row = owner.getByRole('listitem').filter({ hasText: 'leaves@example.com' });
    await row.getByRole('button', { name: /Unsubscribe/ }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Unsubscribe leaves@example.com?' });
    await confirm.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await expectAccessible(owner, 'unsubscribe confirmation at 375 px');
    await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
    await owner.getByText('Unsubscribed', { exact: true }).first().waitFor();
    await owner
      .getByText(/Unsubscribed .* by you/)
      .first()
      .waitFor();
    await expect.poll(() => tab.textContent()).not.toBe(before);
    await expectAccessible(owner, 'owner Subscribers tab with an unsubscribed subscriber at 375 px');
    await screenshot(owner, 'corrections-subscribers-375');

    await owner.getByRole('tab', { name: /^Gallery/ }).click();
    await owner
      .getByRole('button', { name: /^Move photo 1 down/ })
      .first()
      .waitFor();
    await screenshot(owner, 'corrections-gallery-375');
    await expectAccessible(owner, 'owner Gallery tab at 375 px');
  });
});
