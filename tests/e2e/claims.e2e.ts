import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { createConfirmedAccount, screenshot, setUpJourney, waitForMail, withDemoData } from './server';

// Issue 35 'Claim your listing': a signed-in person claims a place nobody runs yet by the code mailed to the
// address the listing shows, and lands on its owner dashboard.

const journey = setUpJourney('claims', withDemoData);

/** The demo places' address: their slug without dashes, at example.com (src/server/demo/rows.ts). */
const listingEmail = (slug: string) => `${slug.replaceAll('-', '')}@example.com`;

async function claimByMailedCode(page: Page, slug: string, name: string, width: number) {
  const { server } = journey;
  await page.goto(`${server.url}/r/${slug}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const prompt = page.getByRole('button', { name: 'Own this business? Claim it' });
  await prompt.scrollIntoViewIfNeeded();
  await prompt.click();
  const dialog = page.getByRole('dialog', { name: `Claim ${name}` });
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  await dialog.getByText(listingEmail(slug)).waitFor();
  await expectAccessible(page, `claim by email at ${width} px`);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();

  const code = dialog.getByLabel('Enter the code');
  await code.waitFor();
  const mail = await waitForMail(server.dataDir, listingEmail(slug), `Your code to claim ${name}`);
  const mailed = mail.match(/\b\d{6}\b/)?.[0];
  expect(mailed, 'the mailed code').toBeDefined();
  await code.fill(mailed!);
  await screenshot(page, `claim-code-${width}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByText(`You now own ${name}.`).waitFor();
  await expectAccessible(page, `claim approved at ${width} px`);

  await dialog.getByRole('link', { name: 'Open your business dashboard' }).click();
  await page.waitForURL(`${server.url}/business`);
  await page.getByRole('heading', { level: 1, name: 'Business Dashboard' }).waitFor();
  await page.getByText(name).first().waitFor();
  await screenshot(page, `claim-dashboard-${width}`);
  // The listing has its owner now: nobody else is offered to claim it.
  await page.goto(`${server.url}/r/${slug}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await page.getByRole('button', { name: 'Own this business? Claim it' }).count()).toBe(0);
}

describe('Claim your listing', () => {
  it('claims a place by the code mailed to its address, and opens its dashboard (1280 px)', async () => {
    const account = { email: 'claimant.wide@example.com', password: 'claim-pass-1280' };
    await createConfirmedAccount(journey.server, account.email, account.password, 'Hana', 'Wide');
    const page = await journey.newPage(1280);
    await journey.signIn(page, account);
    await claimByMailedCode(page, 'zaytoon-grill-house', 'Zaytoon Grill House', 1280);
  });

  it('claims another place the same way on a phone (375 px)', async () => {
    const account = { email: 'claimant.narrow@example.com', password: 'claim-pass-0375' };
    await createConfirmedAccount(journey.server, account.email, account.password, 'Omar', 'Narrow');
    const page = await journey.newPage(375, 800);
    await journey.signIn(page, account);
    await claimByMailedCode(page, 'jubba-river-kitchen', 'Jubba River Kitchen', 375);
  });
});
