import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { createConfirmedAccount, screenshot, setUpJourney, withDemoData } from './server';

// Issue 36 'Saved places and lists': a visitor's heart asks to sign in and saves the place on the way back;
// the list is shared by its link, read in another browser, and its link leads nowhere once sharing stops.

const journey = setUpJourney('saved', withDemoData);

async function saveSignedOutThenSignIn(page: Page, account: { email: string; password: string }) {
  const { server } = journey;
  await page.goto(`${server.url}/r/zaytoon-grill-house`);
  await page.getByRole('heading', { level: 1, name: 'Zaytoon Grill House' }).waitFor();
  await page.getByRole('button', { name: 'Save Zaytoon Grill House' }).click();
  await page.waitForURL(/\/auth\?tab=login&redirect=/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  // Back on the place's page, the place is saved (and the address no longer asks to save it).
  await page.waitForURL(`${server.url}/r/zaytoon-grill-house`);
  const saved = page.getByRole('button', { name: 'Saved: Zaytoon Grill House' });
  await saved.waitFor();
  expect(await saved.getAttribute('aria-pressed')).toBe('true');
}

describe('Saved places', () => {
  it('saves a place signed out, then shares its list and stops sharing it (375 px)', async () => {
    const { server } = journey;
    const account = { email: 'saver.narrow@example.com', password: 'saved-pass-0375' };
    await createConfirmedAccount(server, account.email, account.password, 'Sara', 'Saver');
    const page = await journey.newPage(375, 800);
    await saveSignedOutThenSignIn(page, account);

    await page.goto(`${server.url}/saved`);
    const wantToGo = page.getByRole('link', { name: /Want to go\s*1 place/ });
    await wantToGo.waitFor();
    await expectAccessible(page, 'saved lists at 375 px');
    await screenshot(page, 'saved-lists-375');
    await wantToGo.click();
    await page.getByRole('heading', { level: 1, name: 'Want to go' }).waitFor();
    await page.getByRole('link', { name: 'Zaytoon Grill House' }).waitFor();
    await page.getByLabel('Your note on Zaytoon Grill House').fill('Try the mixed grill');

    await page.getByRole('button', { name: 'Share by link' }).click();
    const link = page.getByTestId('share-link');
    await link.waitFor();
    const address = (await link.getAttribute('href')) ?? '';
    expect(address).toMatch(/\/l\/[A-Za-z0-9_-]{22}$/);
    await expectAccessible(page, 'a saved list at 375 px');
    await screenshot(page, 'saved-list-375');

    // Someone else opens the link: the list, read-only, rendered by the server, without the owner's note.
    const reader = await journey.newPage(1280);
    const shown = await reader.goto(address);
    expect(shown?.status()).toBe(200);
    expect(await shown?.text()).toContain('Zaytoon Grill House');
    await reader.getByRole('heading', { level: 1, name: 'Want to go' }).waitFor();
    await reader.getByRole('link', { name: 'Zaytoon Grill House' }).waitFor();
    await reader.getByText('A list of halal places saved by').waitFor();
    expect(await reader.getByText('Try the mixed grill').count()).toBe(0);
    await expectAccessible(reader, 'a shared list at 1280 px');
    await screenshot(reader, 'shared-list-1280');

    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('button', { name: 'Share by link' }).waitFor();
    const gone = await reader.goto(address);
    expect(gone?.status()).toBe(404);
    await reader.getByRole('heading', { level: 1, name: 'List not found' }).waitFor();
  });
});
