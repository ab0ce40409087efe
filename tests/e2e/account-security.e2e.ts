import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { createConfirmedAccount, firstLink, screenshot, setUpJourney, waitForMail } from './server';

// Issue 29: a new password signs the other devices out; an email change needs the password, the current
// address's approval and the new address's confirmation, and the old address can undo it.
const journey = setUpJourney('account-security');

describe('account security journey', () => {
  for (const width of [375, 1280]) {
    it(`changes the password and the email, and the old address takes the account back (${width} px)`, async () => {
      const email = `security.${width}@example.com`;
      const moved = `moved.${width}@example.com`;
      await createConfirmedAccount(journey.server, email, 'first-pass-rosewater', 'Safiya', 'Karim');
      const laptop = await journey.newPage(1280, 800);
      await journey.signIn(laptop, { email, password: 'first-pass-rosewater' });
      const page = await journey.newPage(width, 900);
      await journey.signIn(page, { email, password: 'first-pass-rosewater' });

      // A new password here signs the laptop out, and the address hears of it.
      await page.goto(`${journey.server.url}/profile`);
      const passwordForm = page.getByRole('form', { name: 'Change password' });
      await passwordForm.getByLabel('Current Password').fill('first-pass-rosewater');
      await passwordForm.getByLabel('New Password', { exact: true }).fill('second-pass-orchard');
      await passwordForm.getByLabel('Confirm New Password').fill('second-pass-orchard');
      await screenshot(page, `security-password-${width}`);
      await expectAccessible(page, `profile's password card at ${width} px`);
      await passwordForm.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Your other devices were signed out.').first().waitFor();
      await waitForMail(journey.server.dataDir, email, 'Your password was changed');
      await laptop.goto(`${journey.server.url}/profile`);
      await laptop.waitForURL(/\/auth/);

      // The email: the current password, then the current address approves, then the new one confirms.
      const emailForm = page.getByRole('form', { name: 'Email address' });
      await emailForm.getByLabel('Email', { exact: true }).fill(moved);
      await emailForm.getByLabel('Current Password').fill('second-pass-orchard');
      await emailForm.getByRole('button', { name: 'Update Email' }).click();
      await page.getByText(`Check ${email} to approve the change`, { exact: false }).first().waitFor();
      await screenshot(page, `security-email-approval-sent-${width}`);
      const approval = await waitForMail(journey.server.dataDir, email, 'Approve the change of your email address');
      await page.goto(firstLink(approval, '/api/auth/verify-email'));
      await page.getByText('Change Approved').first().waitFor();
      const confirmation = await waitForMail(journey.server.dataDir, moved, 'Confirm your new email address');
      await page.goto(firstLink(confirmation, '/api/auth/verify-email'));
      await page.getByText('Your email address has been changed.').first().waitFor();
      await expect.poll(() => emailForm.getByLabel('Email', { exact: true }).inputValue()).toBe(moved);

      // The old address was told, and its 'This wasn't me' gives the address back and signs out everywhere.
      const notice = await waitForMail(journey.server.dataDir, email, 'Your email address was changed');
      await page.goto(firstLink(notice, '/account-recovery'));
      await page.getByRole('heading', { name: 'Secure your account' }).waitFor();
      await screenshot(page, `security-recovery-${width}`);
      await expectAccessible(page, `account recovery at ${width} px`);
      await page.getByRole('button', { name: "This wasn't me" }).click();
      await page.getByRole('heading', { name: 'Your account is secured' }).waitFor();
      await page.getByText(`We emailed ${email} a link to choose a new password.`).waitFor();
      await screenshot(page, `security-recovered-${width}`);
      const reset = await waitForMail(journey.server.dataDir, email, 'Reset your password');
      await page.goto(`${journey.server.url}/profile`);
      await page.waitForURL(/\/auth/);
      // The password whoever changed the account knew is gone: the mailed link chooses a new one.
      await page.goto(firstLink(reset, '/api/auth/reset-password/'));
      const resetForm = page.getByRole('form', { name: 'Choose a new password' });
      await resetForm.getByLabel('New Password', { exact: true }).fill('third-pass-cedar');
      await resetForm.getByLabel('Confirm New Password').fill('third-pass-cedar');
      await resetForm.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Sign in with your new password.').first().waitFor();
      await journey.signIn(page, { email, password: 'third-pass-cedar' });
    });
  }
});
