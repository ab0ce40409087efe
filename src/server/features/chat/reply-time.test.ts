import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSide } from '../../../domain';
import { messages } from '../../db/schema';
import { givenBusiness, givenConversation } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A conversation `daysAgo` days back: the customer's first message, then more of theirs, and the
 * business's reply `replyAfterMinutes` after the first (none when null).
 */
async function givenExchange(
  business: { id: string; ownerId: string | null },
  options: { daysAgo?: number; replyAfterMinutes: number | null; followUps?: number },
) {
  const customer = await t.givenAccount();
  const conversation = await givenConversation(t.db, business.id, customer.id, null);
  const start = Date.now() - (options.daysAgo ?? 1) * DAY;
  const rows: { senderId: string; senderSide: ChatSide; content: string; createdAt: Date }[] = [
    { senderId: customer.id, senderSide: 'customer', content: 'Hello', createdAt: new Date(start) },
    ...Array.from({ length: options.followUps ?? 0 }, (_, i) => ({
      senderId: customer.id,
      senderSide: 'customer' as const,
      content: 'Anyone there?',
      createdAt: new Date(start + (i + 1) * MINUTE),
    })),
  ];
  if (options.replyAfterMinutes !== null)
    rows.push({
      senderId: business.ownerId!,
      senderSide: 'business',
      content: 'Salaam, how can we help?',
      createdAt: new Date(start + options.replyAfterMinutes * MINUTE),
    });
  await t.db.insert(messages).values(rows.map((r) => ({ ...r, conversationId: conversation.id })));
}

async function replyTimeOf(business: { slug: string }) {
  return (await (await t.request(`/api/businesses/${business.slug}`)).json()).replyTime;
}

async function givenOwnedBusiness() {
  const owner = await t.givenAccount({ role: 'business_owner' });
  return givenBusiness(t.db, { ownerId: owner.id });
}

describe('reply time on the business page', () => {
  it('says nothing before three conversations were answered', async () => {
    const business = await givenOwnedBusiness();
    expect(await replyTimeOf(business)).toBeNull();
    await givenExchange(business, { replyAfterMinutes: 5 });
    await givenExchange(business, { replyAfterMinutes: 5 });
    await givenExchange(business, { replyAfterMinutes: null });
    expect(await replyTimeOf(business)).toBeNull();
  });

  it('is within an hour when the business usually answers that fast', async () => {
    const business = await givenOwnedBusiness();
    // The wait starts at the customer's first unanswered message, not at their follow-ups.
    await givenExchange(business, { replyAfterMinutes: 20, followUps: 3 });
    await givenExchange(business, { replyAfterMinutes: 45 });
    await givenExchange(business, { replyAfterMinutes: 300 });
    expect(await replyTimeOf(business)).toBe('hour');
  });

  it('is within a day, or not shown when answers take longer', async () => {
    const slow = await givenOwnedBusiness();
    for (const minutes of [90, 120, 600]) await givenExchange(slow, { replyAfterMinutes: minutes });
    expect(await replyTimeOf(slow)).toBe('day');

    const slower = await givenOwnedBusiness();
    for (const minutes of [2000, 3000, 60]) await givenExchange(slower, { replyAfterMinutes: minutes, daysAgo: 5 });
    expect(await replyTimeOf(slower)).toBeNull();
  });

  it('counts only the last 90 days', async () => {
    const business = await givenOwnedBusiness();
    for (let i = 0; i < 3; i++) await givenExchange(business, { replyAfterMinutes: 5, daysAgo: 100 });
    expect(await replyTimeOf(business)).toBeNull();
  });
});
