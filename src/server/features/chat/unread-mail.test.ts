import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, messages, profiles } from '../../db/schema';
import { startUnreadChatMail } from '../../housekeeping';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { mailUnreadMessages } from './unread-mail';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** The job's clock: minutes after the story began. */
let storyStart: number;
const at = (minutes: number) => new Date(storyStart + minutes * MINUTE);
const runJobAt = (minutes: number) => mailUnreadMessages(t.db, t.config.publicUrl, at(minutes));

async function mailTo(email: string) {
  return (await t.deliverMail()).filter((m) => m.to === email && m.subject.startsWith('New message from'));
}

async function givenChat() {
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  const business = await givenBusiness(t.db, { name: 'Minaret Bakery', ownerId: owner.id });
  const customer = await t.givenSignedIn();
  const { id } = await (
    await t.request(`/api/businesses/${business.id}/conversations`, { method: 'POST', cookie: customer.cookie })
  ).json();
  storyStart = Date.now();
  return { owner, business, customer, id: id as string };
}

/** Sends a message and dates it `minutes` into the story, as if it was written then. */
async function sayAt(minutes: number, id: string, who: { cookie: string }, content: string) {
  const res = await t.request(`/api/conversations/${id}/messages`, { json: { content }, cookie: who.cookie });
  const message = await res.json();
  await t.db
    .update(messages)
    .set({ createdAt: at(minutes) })
    .where(eq(messages.id, message.id));
}

describe('unread messages by mail', () => {
  it('tell the business once, after 10 minutes, and not again within the hour', async () => {
    const { owner, customer, id } = await givenChat();
    await sayAt(0, id, customer, 'Do you have gluten-free bread?');

    await runJobAt(9);
    expect(await mailTo(owner.email)).toHaveLength(0);

    await runJobAt(11);
    const [mail, ...more] = await mailTo(owner.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^New message from Test Person\d+/);
    expect(mail!.text).toContain(`http://localhost:3000/business?tab=chats&chat=${id}`);

    await runJobAt(12);
    await sayAt(20, id, customer, 'Hello?');
    await runJobAt(45);
    expect(await mailTo(owner.email)).toHaveLength(1);
    // An hour after the first mail, the message that came after it is worth a second one.
    await runJobAt(72);
    expect(await mailTo(owner.email)).toHaveLength(2);
    await runJobAt(200);
    expect(await mailTo(owner.email)).toHaveLength(2);
  });

  it('tell nobody about a message that was read', async () => {
    const { owner, customer, id } = await givenChat();
    await sayAt(0, id, customer, 'Are you open late?');
    await t.request(`/api/conversations/${id}/read`, { method: 'POST', cookie: owner.cookie });

    await runJobAt(15);
    expect(await mailTo(owner.email)).toHaveLength(0);
  });

  it('tell the business nothing about a conversation it deleted', async () => {
    const { owner, customer, id } = await givenChat();
    await sayAt(0, id, customer, 'Do you sell dates by the kilo?');
    await t.request(`/api/conversations/${id}`, { method: 'DELETE', cookie: owner.cookie });

    await runJobAt(11);
    expect(await mailTo(owner.email)).toHaveLength(0);
  });

  it("tell the customer about the business's answer, with a link to the chat", async () => {
    const { owner, customer, id } = await givenChat();
    await sayAt(0, id, customer, 'Can I order a cake for Friday?');
    await sayAt(1, id, owner, 'Of course, which flavour?');

    await runJobAt(12);
    const [mail] = await mailTo(customer.email);
    expect(mail!.subject).toBe('New message from Minaret Bakery');
    expect(mail!.text).toContain(`http://localhost:3000/chats/${id}`);
    // The owner answered, so everything the customer wrote is read on the business side.
    expect(await mailTo(owner.email)).toHaveLength(0);
  });

  it('go to no one on the business side when no one runs the listing: its public address has no inbox', async () => {
    const { business, customer, owner, id } = await givenChat();
    await t.db.update(businesses).set({ email: 'hello@minaret.example' }).where(eq(businesses.id, business.id));
    // The owner's role was taken away: they keep the link to the listing but not its inbox.
    await t.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, owner.id));
    await sayAt(0, id, customer, 'Do you deliver?');

    await runJobAt(11);
    expect(await mailTo(owner.email)).toHaveLength(0);
    expect(await mailTo('hello@minaret.example')).toHaveLength(0);
  });
});

describe('the unread-mail job', () => {
  it('runs on its interval with the clock it was given', async () => {
    const { owner, customer, id } = await givenChat();
    await sayAt(0, id, customer, 'Is there parking?');
    const job = startUnreadChatMail({ db: t.db, publicUrl: t.config.publicUrl }, { intervalMs: 20, now: () => at(11) });
    try {
      const deadline = Date.now() + 5000;
      while ((await mailTo(owner.email)).length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
    } finally {
      job.stop();
    }
    expect(await mailTo(owner.email)).toHaveLength(1);
  });
});
