import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { firstLink, screenshot, setUpJourney, waitForMail } from './server';

const journey = setUpJourney('accounts');

describe('account journey', () => {
  it('signs up, confirms by the mailed link, signs in, edits the profile and signs out (375 px)', async () => {
    const page = await journey.newPage(375, 800);
    const email = 'mariam.journey@example.com';
    const password = 'journey-pass-1';

    await page.goto(`${journey.server.url}/auth?tab=signup`);
    await page.getByLabel('First Name').fill('Mariam');
    await page.getByLabel('Last Name').fill('Haddad');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(password);
    await screenshot(page, 'accounts-signup-375');
    await expectAccessible(page, 'sign-up form at 375 px');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check your email').first().waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('login');

    // Signing in before confirming is refused with the spec text.
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    await signInForm.waitFor();
    await expect.poll(() => signInForm.getByLabel('Email').inputValue()).toBe(email);
    await signInForm.getByLabel('Password').fill(password);
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please check your email and confirm your account before signing in.' })
      .first()
      .waitFor();
    await expectAccessible(page, 'sign-in form refusing an unconfirmed account at 375 px');
    // Said once, with a new link for the address typed.
    expect(await page.getByText('Please check your email and confirm your account before signing in.').count()).toBe(1);
    await signInForm.getByRole('button', { name: 'Send New Link' }).click();
    await signInForm
      .getByRole('status')
      .filter({ hasText: `We sent a new confirmation link to ${email}.` })
      .waitFor();

    const mail = await waitForMail(journey.server.dataDir, email, 'Confirm your email address');
    await page.goto(firstLink(mail, '/api/auth/verify-email'));
    await page.getByRole('heading', { name: 'Email Confirmed' }).waitFor();
    await page.getByText('Your account is now active and ready to use!').waitFor();
    await screenshot(page, 'accounts-confirmed-375');
    await expectAccessible(page, 'email confirmed at 375 px');

    await page.goto(`${journey.server.url}/auth?tab=login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${journey.server.url}/`);
    await page.getByRole('heading', { name: 'Featured Restaurants' }).waitFor();
    await expectAccessible(page, 'home of a signed-in user at 375 px');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Profile' }).waitFor();
    await expectAccessible(page, 'mobile menu of a signed-in user at 375 px');
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${journey.server.url}/profile`);
    await expect.poll(() => page.getByLabel('Display Name').inputValue()).toBe('Mariam Haddad');
    expect(await page.getByLabel('Account Type').inputValue()).toBe('user');
    await page.getByLabel('First Name').fill('Maryam');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated').first().waitFor();
    await expect.poll(() => page.getByLabel('Display Name').inputValue()).toBe('Maryam Haddad');
    await screenshot(page, 'accounts-profile-375');
    await expectAccessible(page, 'profile at 375 px');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    // Home first, then the session ends (use-sign-out.ts): leaving before it has would cancel the request.
    await page.waitForURL(`${journey.server.url}/`);
    await expect
      .poll(() => page.evaluate(async () => (await fetch('/api/auth/get-session')).json()), { timeout: 15_000 })
      .toBeNull();
    await page.goto(`${journey.server.url}/profile`);
    await page.waitForURL(/\/auth/);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
  });

  it('shows the 404 page for unknown routes (1280 px)', async () => {
    const page = await journey.newPage(1280, 800);
    const response = await page.goto(`${journey.server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText('Page not found').waitFor();
    await expectAccessible(page, 'page not found at 1280 px');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${journey.server.url}/`);
    await screenshot(page, 'home-1280');
  });
});
