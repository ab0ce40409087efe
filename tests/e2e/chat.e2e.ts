import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { DEMO_OWNER, DEMO_USER, screenshot, setUpJourney, signInThroughForm, withDemoData } from './server';

const journey = setUpJourney('chat', withDemoData);
const BUSINESS = 'Saffron Lantern Kitchen';

/** The message box of an open thread, and its Send button. */
async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => box.inputValue()).toBe('');
}

describe('live chat between a customer and a business', () => {
  it('starts from the business page, exchanges messages live both ways, clears unread, deletes (375 and 1280 px)', async () => {
    const { server } = journey;
    const customer = await journey.newPage(375);
    const owner = await journey.newPage(1280);

    // A visitor is asked to sign in first.
    await customer.goto(`${server.url}/r/saffron-lantern-kitchen`);
    await customer.getByRole('button', { name: 'Chat' }).click();
    const signIn = customer.getByRole('dialog', { name: 'Sign In Required' });
    await signIn.getByText(`Please sign in to start a conversation with ${BUSINESS}.`).waitFor();
    await expectAccessible(customer, 'Sign In Required dialog at 375 px');
    await customer.keyboard.press('Escape');

    await signInThroughForm(customer, server, DEMO_USER.email, DEMO_USER.password);
    await signInThroughForm(owner, server, DEMO_OWNER.email, DEMO_OWNER.password);
    await owner.goto(`${server.url}/business?tab=chats`);
    await owner.getByText('No Customer Chats').waitFor();
    await expectAccessible(owner, 'owner Customer Chats tab, empty, at 1280 px');

    // The customer opens the chat from the business page and writes; a blank message cannot be sent.
    await customer.goto(`${server.url}/r/saffron-lantern-kitchen`);
    await customer.getByRole('button', { name: 'Chat' }).click();
    const dialog = customer.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('   ');
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await send(customer, 'Salaam! Do you cater for 40 people on Friday?');
    await screenshot(customer, 'chat-customer-375');
    await expectAccessible(customer, 'chat dialog with a sent message at 375 px');

    // The owner's inbox shows it live, with its unread count, without a reload.
    const row = owner.getByRole('button', { name: new RegExp(`Chat with ${BUSINESS}`) }).first();
    await row.waitFor();
    await owner.getByRole('tab', { name: /Customer Chats \(1\)/ }).waitFor();
    await row.click();
    await owner.getByText('Salaam! Do you cater for 40 people on Friday?').waitFor();
    // Opening the thread marks it read: the unread total clears from the tab.
    await owner.getByRole('tab', { name: 'Customer Chats', exact: true }).waitFor();

    // The owner answers; the customer's open thread shows it within moments.
    await owner.getByRole('textbox', { name: 'Message' }).fill('Wa alaikum salaam, yes we do!');
    await owner.getByRole('button', { name: 'Send', exact: true }).click();
    await customer.getByText('Wa alaikum salaam, yes we do!').waitFor({ timeout: 5_000 });
    await screenshot(owner, 'chat-owner-1280');
    await expectAccessible(owner, 'owner Customer Chats tab with an open thread at 1280 px');

    // My Chats lists the conversation with the business's answer.
    await customer.goto(`${server.url}/chats`);
    await customer.getByRole('heading', { name: 'My Chats' }).waitFor();
    await customer.getByText(BUSINESS).first().waitFor();
    await expectAccessible(customer, 'My Chats at 375 px');

    // The owner deletes the conversation after confirming.
    await owner
      .getByRole('button', { name: /Delete conversation/ })
      .first()
      .click();
    const confirm = owner.getByRole('alertdialog');
    await confirm.getByText('This action cannot be undone').waitFor();
    await expectAccessible(owner, 'delete conversation confirmation at 1280 px');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await owner.getByText('Conversation deleted').first().waitFor();
    await owner.getByText('No Customer Chats').waitFor();
  });
});
