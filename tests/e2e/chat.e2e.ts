import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { DEMO_OWNER, DEMO_USER, screenshot, setUpJourney, withDemoData } from './server';

const journey = setUpJourney('chat', withDemoData);
const BUSINESS = 'Saffron Lantern Kitchen';

/** The message box of an open thread, and its Send button. */
async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // The box empties once the server took the message: on a slow, shared machine that can take seconds.
  await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toBe('');
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

    await journey.signIn(customer, DEMO_USER);
    await journey.signIn(owner, DEMO_OWNER);
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
    await owner.getByRole('log').getByText('Salaam! Do you cater for 40 people on Friday?').waitFor();
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

    // Deleted from the business's inbox only: the customer still reads it, closed.
    await customer.getByRole('link', { name: new RegExp(`^${BUSINESS}`) }).click();
    await customer.getByRole('log').getByText('Wa alaikum salaam, yes we do!').waitFor();
    await customer.getByText(`${BUSINESS} closed this conversation. Your next message starts a new one.`).waitFor();
  });

  it("on a phone the owner's open conversation takes the screen, its reply box in view, and Back returns (375; 1280 keeps both panes)", async () => {
    const { server } = journey;
    const customer = await journey.newPage(1280);
    const owner = await journey.newPage(375, 740);
    await journey.signIn(customer, DEMO_USER);
    await journey.signIn(owner, DEMO_OWNER);
    await customer.goto(`${server.url}/r/saffron-lantern-kitchen`);
    await customer.getByRole('button', { name: 'Chat' }).click();
    await send(customer, 'Is there parking nearby?');

    await owner.goto(`${server.url}/business?tab=chats`);
    await owner
      .getByRole('button', { name: new RegExp(`Chat with ${BUSINESS}`) })
      .first()
      .click();
    const thread = owner.getByRole('dialog');
    await thread.getByText('Is there parking nearby?').waitFor();
    // The reply box and Send are on the screen without scrolling; the list and the dashboard are behind.
    for (const control of [
      thread.getByRole('textbox', { name: 'Message' }),
      thread.getByRole('button', { name: 'Send', exact: true }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
    }
    expect(await owner.getByRole('heading', { name: /Customer Chats/ }).count()).toBe(0);
    expect(await owner.evaluate(() => document.elementFromPoint(187, 370)?.closest('[role="dialog"]') !== null)).toBe(
      true,
    );
    // What the phone shows (a full-page picture would stretch the screen-high thread).
    await owner.screenshot({ path: 'test-results/chat-owner-thread-375.png' });
    await expectAccessible(owner, 'owner conversation full screen at 375 px');

    await thread.getByRole('textbox', { name: 'Message' }).fill('Yes, behind the restaurant.');
    await thread.getByRole('button', { name: 'Send', exact: true }).click();
    await customer.getByText('Yes, behind the restaurant.').waitFor({ timeout: 5_000 });

    await thread.getByRole('button', { name: 'Back to conversations' }).click();
    await owner.getByRole('heading', { name: /Customer Chats/ }).waitFor();
    expect(await owner.getByRole('dialog').count()).toBe(0);
    expect(new URL(owner.url()).searchParams.get('chat')).toBeNull();

    // On a large screen the list and the open conversation stay side by side.
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner
      .getByRole('button', { name: new RegExp(`Chat with ${BUSINESS}`) })
      .first()
      .click();
    await owner.getByRole('log').getByText('Yes, behind the restaurant.').waitFor();
    expect(await owner.getByRole('dialog').count()).toBe(0);
    expect(await owner.getByRole('heading', { name: /Customer Chats/ }).isVisible()).toBe(true);
    expect(await owner.getByRole('textbox', { name: 'Message' }).isVisible()).toBe(true);
  });
});
