import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, profiles } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type KnownPath, requestTable, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Caller = { cookie: string };

function startChat(business: { id: string }, who: Caller) {
  return t.request(`/api/businesses/${business.id}/conversations`, { method: 'POST', cookie: who.cookie });
}

function say(conversationId: string, who: Caller, content: string) {
  return t.request(`/api/conversations/${conversationId}/messages`, { json: { content }, cookie: who.cookie });
}

/** A GET that must succeed, and its answer. */
async function read<const Path extends string>(path: KnownPath<Path, 'GET'>, who?: Caller) {
  const res = await t.request(path, { cookie: who?.cookie });
  expect(res.status, path).toBe(200);
  return res.json();
}

/** A business run by its owner, and a customer who opened a conversation with it. */
async function givenChat(name = 'Saffron Grill') {
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  const business = await givenBusiness(t.db, { name, ownerId: owner.id });
  const customer = await t.givenSignedIn();
  const res = await startChat(business, customer);
  expect(res.status).toBe(201);
  const conversation = await res.json();
  return { owner, business, customer, conversation: conversation as { id: string } };
}

async function conversationRow(id: string) {
  const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

describe('starting a conversation', () => {
  it('opens one with a business, then reuses the active one', async () => {
    const business = await givenBusiness(t.db, { name: 'Lahore Kebab House' });
    const customer = await t.givenSignedIn();

    const first = await startChat(business, customer);
    expect(first.status).toBe(201);
    const conversation = await first.json();
    expect(conversation).toMatchObject({
      // Nobody wrote a subject: each screen shows 'Chat with Lahore Kebab House' in its reader's language.
      subject: null,
      status: 'active',
      viewerSide: 'customer',
      business: { id: business.id, slug: business.slug, name: 'Lahore Kebab House', imageUrl: null },
      customer: { id: customer.id, name: expect.stringMatching(/^Test Person/) },
    });

    const again = await startChat(business, customer);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(conversation.id);
    const rows = await t.db.select().from(conversations).where(eq(conversations.businessId, business.id));
    expect(rows).toHaveLength(1);
  });

  it('lets an owner whose role was taken away chat with the listing like any customer', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { ownerId: owner.id });
    await t.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, owner.id));
    expect((await startChat(business, owner)).status).toBe(201);
  });

  it('sends the owner of the listing to their dashboard instead', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { ownerId: owner.id });
    const before = await t.rowCounts();

    const res = await startChat(business, owner);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'OWN_BUSINESS', message: 'This is your business: your customer chats are in your dashboard.' },
    });
    expect(await t.rowCounts()).toEqual(before);
  });

  it('is only possible with a public business, for signed-in people', async () => {
    const pending = await givenBusiness(t.db, { approved: false });
    const customer = await t.givenSignedIn();

    const res = await startChat(pending, customer);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Restaurant not found');
    const anonymous = await t.request(`/api/businesses/${pending.id}/conversations`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('tells a banned session why it is refused', async () => {
    const business = await givenBusiness(t.db);
    const customer = await t.givenSignedIn();
    await t.db.update(profiles).set({ banned: true }).where(eq(profiles.id, customer.id));

    const res = await startChat(business, customer);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('BANNED');
  });
});

describe('a conversation', () => {
  it('belongs to its customer and the business: anyone else finds nothing and changes nothing', async () => {
    const { conversation, business } = await givenChat();
    const otherCustomer = await t.givenSignedIn();
    const otherOwner = await t.givenSignedIn({ role: 'business_owner' });
    await givenBusiness(t.db, { ownerId: otherOwner.id });
    const id = conversation.id;
    const calls = requestTable([
      { method: 'GET', path: `/api/conversations/${id}` },
      { method: 'GET', path: `/api/conversations/${id}/messages` },
      { method: 'POST', path: `/api/conversations/${id}/messages`, json: { content: 'Let me in' } },
      { method: 'POST', path: `/api/conversations/${id}/read` },
      { method: 'POST', path: `/api/conversations/${id}/hide` },
      { method: 'DELETE', path: `/api/conversations/${id}` },
      { method: 'GET', path: `/api/owner/businesses/${business.id}/conversations`, status: 403 },
    ]);
    const counts = await t.rowCounts();
    const row = await conversationRow(id);

    for (const stranger of [otherCustomer, otherOwner]) {
      for (const call of calls) {
        const res = await t.request(call.path, { method: call.method, json: call.json, cookie: stranger.cookie });
        expect(res.status, `${call.method} ${call.path}`).toBe(call.status ?? 404);
        if (!call.status)
          expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Conversation not found.' } });
      }
    }
    for (const call of calls) {
      const res = await t.request(call.path, { method: call.method, json: call.json });
      expect(res.status, `anonymous ${call.method} ${call.path}`).toBe(401);
    }
    expect(await t.rowCounts()).toEqual(counts);
    expect(await conversationRow(id)).toEqual(row);
  });

  it('is not found under an id that names nothing', async () => {
    const customer = await t.givenSignedIn();
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const res = await t.request(`/api/conversations/${id}`, { cookie: customer.cookie });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Conversation not found.');
    }
  });

  it('carries messages of both sides, oldest first, each marked as mine or not; the business speaks as itself', async () => {
    const { owner, customer, conversation } = await givenChat();
    expect((await say(conversation.id, customer, '  Do you cater weddings?  ')).status).toBe(201);
    const reply = await say(conversation.id, owner, 'Yes, for up to 200 guests.');
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({
      content: 'Yes, for up to 200 guests.',
      side: 'business',
      mine: true,
      // The owner's own name stays theirs: the customer talks to Saffron Grill.
      senderName: 'Saffron Grill',
    });

    const thread = await read(`/api/conversations/${conversation.id}/messages`, customer);
    expect(thread.hasEarlier).toBe(false);
    expect(
      thread.items.map((m: { content: string; side: string; mine: boolean }) => [m.content, m.side, m.mine]),
    ).toEqual([
      ['Do you cater weddings?', 'customer', true],
      ['Yes, for up to 200 guests.', 'business', false],
    ]);
    const asOwner = await read(`/api/conversations/${conversation.id}`, owner);
    expect(asOwner.viewerSide).toBe('business');

    // An admin answering for the business writes as the business, and sees the business's messages as theirs.
    const admin = await t.givenSignedIn({ role: 'admin' });
    expect(await (await say(conversation.id, admin, 'We also do halal cakes.')).json()).toMatchObject({
      side: 'business',
      senderName: 'Saffron Grill',
      mine: true,
    });
    const asAdmin = await read(`/api/conversations/${conversation.id}/messages`, admin);
    expect(asAdmin.items.map((m: { mine: boolean }) => m.mine)).toEqual([false, true, true]);
  });

  it('shows the latest 50 messages, and the earlier ones page by page', async () => {
    const { customer, conversation } = await givenChat();
    const start = Date.now() - 3600_000;
    await t.db.insert(messages).values(
      Array.from({ length: 55 }, (_, i) => ({
        conversationId: conversation.id,
        senderId: customer.id,
        content: `Message ${i + 1}`,
        createdAt: new Date(start + i * 1000),
      })),
    );

    const latest = await read(`/api/conversations/${conversation.id}/messages`, customer);
    expect(latest.items).toHaveLength(50);
    expect(latest.items[0].content).toBe('Message 6');
    expect(latest.items.at(-1).content).toBe('Message 55');
    expect(latest.hasEarlier).toBe(true);
    const earlier = await read(`/api/conversations/${conversation.id}/messages?before=${latest.items[0].id}`, customer);
    expect(earlier.items.map((m: { content: string }) => m.content)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(earlier.hasEarlier).toBe(false);
  });

  it('refuses a blank or over-long message and stores nothing', async () => {
    const { customer, conversation } = await givenChat();
    const before = await t.rowCounts();
    for (const content of ['', '   \n\t ', 'x'.repeat(2001)]) {
      const res = await say(conversation.id, customer, content);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION');
    }
    expect(await t.rowCounts()).toEqual(before);
    expect((await say(conversation.id, customer, 'x'.repeat(2000))).status).toBe(201);
  });

  it('is deleted by the business from its inbox alone: the customer keeps it, closed, with every message', async () => {
    const { owner, business, customer, conversation } = await givenChat();
    await say(conversation.id, customer, 'Hello?');
    await say(conversation.id, owner, 'Salaam, how can we help?');

    const deleted = await t.request(`/api/conversations/${conversation.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });

    // The owner's inbox no longer has it, nor its unread mark; the owner cannot open it again.
    expect(await read(`/api/owner/businesses/${business.id}/conversations`, owner)).toMatchObject({
      items: [],
      total: 0,
      unread: 0,
    });
    expect(await read('/api/chats/unread', owner)).toEqual({ asCustomer: 0, asBusiness: 0 });
    for (const path of requestTable([
      `/api/conversations/${conversation.id}`,
      `/api/conversations/${conversation.id}/messages`,
    ]))
      expect((await t.request(path, { cookie: owner.cookie })).status, path).toBe(404);
    expect((await say(conversation.id, owner, 'One more thing')).status).toBe(404);

    // The customer still reads the whole conversation, marked closed, in My Chats and in its thread.
    expect(await read(`/api/conversations/${conversation.id}`, customer)).toMatchObject({ status: 'closed' });
    const thread = await read(`/api/conversations/${conversation.id}/messages`, customer);
    expect(thread.items.map((m: { content: string }) => m.content)).toEqual(['Hello?', 'Salaam, how can we help?']);
    expect((await read('/api/chats', customer)).items).toEqual([
      expect.objectContaining({ id: conversation.id, status: 'closed' }),
    ]);
  });

  it("answers a customer's message after the business deleted the conversation with a fresh one, new to the business", async () => {
    const { owner, business, customer, conversation } = await givenChat();
    await say(conversation.id, customer, 'Do you have a high chair?');
    await t.request(`/api/conversations/${conversation.id}`, { method: 'DELETE', cookie: owner.cookie });

    const sent = await say(conversation.id, customer, 'Hello again, a table for four tonight?');
    expect(sent.status).toBe(201);
    const message = await sent.json();
    expect(message).toMatchObject({ content: 'Hello again, a table for four tonight?', mine: true });
    expect(message.conversationId).not.toBe(conversation.id);

    // The business sees a new conversation holding only the new message, never the deleted one.
    const inbox = await read(`/api/owner/businesses/${business.id}/conversations`, owner);
    expect(inbox.items.map((c: { id: string }) => c.id)).toEqual([message.conversationId]);
    const fresh = await read(`/api/conversations/${message.conversationId}/messages`, owner);
    expect(fresh.items.map((m: { content: string }) => m.content)).toEqual(['Hello again, a table for four tonight?']);
    // The customer's old conversation keeps what it had; a second message, and the Chat button, find the fresh one.
    const old = await read(`/api/conversations/${conversation.id}/messages`, customer);
    expect(old.items.map((m: { content: string }) => m.content)).toEqual(['Do you have a high chair?']);
    expect((await (await say(conversation.id, customer, 'Or five?')).json()).conversationId).toBe(
      message.conversationId,
    );
    const reopened = await startChat(business, customer);
    expect(reopened.status).toBe(200);
    expect((await reopened.json()).id).toBe(message.conversationId);
    expect((await read('/api/chats', customer)).items.map((c: { id: string }) => c.id)).toEqual([
      message.conversationId,
      conversation.id,
    ]);
  });

  it('is deleted by an admin for the business as by its owner, never by the customer', async () => {
    const { business, customer, conversation } = await givenChat();
    await say(conversation.id, customer, 'Hello?');
    const before = await t.rowCounts();
    const row = await conversationRow(conversation.id);

    const refused = await t.request(`/api/conversations/${conversation.id}`, {
      method: 'DELETE',
      cookie: customer.cookie,
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('FORBIDDEN');
    expect(await t.rowCounts()).toEqual(before);
    expect(await conversationRow(conversation.id)).toEqual(row);

    const admin = await t.givenSignedIn({ role: 'admin' });
    const byAdmin = await t.request(`/api/conversations/${conversation.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(byAdmin.status).toBe(200);
    expect((await read(`/api/owner/businesses/${business.id}/conversations`, admin)).items).toEqual([]);
    expect(await read(`/api/conversations/${conversation.id}`, customer)).toMatchObject({ status: 'closed' });
  });

  it("refuses another business's owner, another customer and forged ids: nothing changes", async () => {
    const { owner, customer, conversation } = await givenChat();
    await say(conversation.id, customer, 'Is the lamb halal?');
    const otherOwner = await t.givenSignedIn({ role: 'business_owner' });
    await givenBusiness(t.db, { ownerId: otherOwner.id });
    const otherCustomer = await t.givenSignedIn();
    const counts = await t.rowCounts();
    const row = await conversationRow(conversation.id);

    for (const stranger of [otherOwner, otherCustomer]) {
      const res = await t.request(`/api/conversations/${conversation.id}`, {
        method: 'DELETE',
        cookie: stranger.cookie,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Conversation not found.' } });
    }
    for (const forged of [crypto.randomUUID(), 'not-a-uuid', `${conversation.id}x`]) {
      const res = await t.request(`/api/conversations/${forged}`, { method: 'DELETE', cookie: owner.cookie });
      expect(res.status, forged).toBe(404);
    }
    expect(await t.rowCounts()).toEqual(counts);
    expect(await conversationRow(conversation.id)).toEqual(row);

    // Once deleted, the other business's owner still finds nothing, and the owner cannot delete it twice.
    await t.request(`/api/conversations/${conversation.id}`, { method: 'DELETE', cookie: owner.cookie });
    const deletedRow = await conversationRow(conversation.id);
    for (const who of [otherOwner, otherCustomer, owner]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await t.request(`/api/conversations/${conversation.id}`, { method, cookie: who.cookie });
        expect(res.status, method).toBe(404);
      }
    }
    expect(await conversationRow(conversation.id)).toEqual(deletedRow);
  });

  it('goes with its messages once neither side keeps it', async () => {
    const deletedFirst = await givenChat();
    await say(deletedFirst.conversation.id, deletedFirst.customer, 'Thanks, bye!');
    await t.request(`/api/conversations/${deletedFirst.conversation.id}`, {
      method: 'DELETE',
      cookie: deletedFirst.owner.cookie,
    });
    const hidden = await t.request(`/api/conversations/${deletedFirst.conversation.id}/hide`, {
      method: 'POST',
      cookie: deletedFirst.customer.cookie,
    });
    expect(hidden.status).toBe(204);
    expect(await conversationRow(deletedFirst.conversation.id)).toBeUndefined();
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, deletedFirst.conversation.id))).toEqual(
      [],
    );

    const hiddenFirst = await givenChat();
    await t.request(`/api/conversations/${hiddenFirst.conversation.id}/hide`, {
      method: 'POST',
      cookie: hiddenFirst.customer.cookie,
    });
    await t.request(`/api/conversations/${hiddenFirst.conversation.id}`, {
      method: 'DELETE',
      cookie: hiddenFirst.owner.cookie,
    });
    expect(await conversationRow(hiddenFirst.conversation.id)).toBeUndefined();
  });

  it('can be hidden by its customer until the business writes again', async () => {
    const { owner, customer, conversation } = await givenChat();
    const listed = async () => (await read('/api/chats', customer)).items.map((c: { id: string }) => c.id);
    expect(await listed()).toContain(conversation.id);

    const byOwner = await t.request(`/api/conversations/${conversation.id}/hide`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(byOwner.status).toBe(403);
    const hidden = await t.request(`/api/conversations/${conversation.id}/hide`, {
      method: 'POST',
      cookie: customer.cookie,
    });
    expect(hidden.status).toBe(204);
    expect(await listed()).not.toContain(conversation.id);

    await say(conversation.id, owner, 'We have a table for you tonight.');
    expect(await listed()).toContain(conversation.id);
  });
});

describe('reading', () => {
  it('keeps unread counts for each side until that side reads', async () => {
    const { owner, business, customer, conversation } = await givenChat('Unread Diner');
    await say(conversation.id, customer, 'Are you open on Eid?');
    await say(conversation.id, customer, 'And do you take bookings?');

    const inbox = await read(`/api/owner/businesses/${business.id}/conversations`, owner);
    expect(inbox).toMatchObject({ total: 1, unread: 1 });
    expect(inbox.items[0]).toMatchObject({
      id: conversation.id,
      subject: null,
      status: 'active',
      business: { id: business.id, name: 'Unread Diner' },
      customer: { name: expect.stringMatching(/^Test Person/) },
      lastMessage: { content: 'And do you take bookings?', side: 'customer' },
      unread: 2,
    });
    expect(await read('/api/chats/unread', owner)).toEqual({ asCustomer: 0, asBusiness: 1 });
    // The customer's own messages are read by them.
    expect((await read('/api/chats', customer)).items[0].unread).toBe(0);

    const marked = await t.request(`/api/conversations/${conversation.id}/read`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(marked.status).toBe(204);
    expect(await read('/api/chats/unread', owner)).toEqual({ asCustomer: 0, asBusiness: 0 });
    expect((await read(`/api/owner/businesses/${business.id}/conversations`, owner)).unread).toBe(0);

    await say(conversation.id, owner, 'Yes to both!');
    expect(await read('/api/chats/unread', customer)).toEqual({ asCustomer: 1, asBusiness: 0 });
    expect((await read('/api/chats', customer)).items[0]).toMatchObject({
      unread: 1,
      lastMessage: { content: 'Yes to both!', side: 'business' },
    });
    await t.request(`/api/conversations/${conversation.id}/read`, { method: 'POST', cookie: customer.cookie });
    expect(await read('/api/chats/unread', customer)).toEqual({ asCustomer: 0, asBusiness: 0 });
  });

  it('lists a new conversation without messages as having none', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { ownerId: owner.id });
    const customer = await t.givenSignedIn();
    await startChat(business, customer);

    const inbox = await read(`/api/owner/businesses/${business.id}/conversations`, owner);
    expect(inbox).toMatchObject({ total: 1, unread: 0 });
    expect(inbox.items[0]).toMatchObject({ lastMessage: null, unread: 0 });
  });

  it("pages a customer's chats by newest activity, 30 at a time", async () => {
    const customer = await t.givenSignedIn();
    const ids: string[] = [];
    for (let i = 0; i < 31; i++) {
      const business = await givenBusiness(t.db, { name: `Paging Kitchen ${i}` });
      ids.push((await (await startChat(business, customer)).json()).id);
    }
    // The first conversation gets the newest message: it moves to the top.
    await say(ids[0]!, customer, 'Back again');

    const first = await read('/api/chats', customer);
    expect(first.items).toHaveLength(30);
    expect(first.items[0].id).toBe(ids[0]);
    expect(first.nextCursor).toBe(first.items[29].id);
    const second = await read(`/api/chats?cursor=${first.nextCursor}`, customer);
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[1] })], nextCursor: null });
  });
});

describe('an admin managing a business', () => {
  it('reads its inbox and answers for the business', async () => {
    const { business, customer, conversation } = await givenChat();
    const admin = await t.givenSignedIn({ role: 'admin' });

    const inbox = await read(`/api/owner/businesses/${business.id}/conversations`, admin);
    expect(inbox.items.map((c: { id: string }) => c.id)).toEqual([conversation.id]);
    expect((await read(`/api/conversations/${conversation.id}`, admin)).viewerSide).toBe('business');
    const sent = await say(conversation.id, admin, 'Our team will call you back.');
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ side: 'business', mine: true });

    const thread = await read(`/api/conversations/${conversation.id}/messages`, customer);
    expect(thread.items.at(-1)).toMatchObject({
      content: 'Our team will call you back.',
      side: 'business',
      mine: false,
    });
    const [stored] = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(stored).toMatchObject({ senderSide: 'business' });
  });
});

describe('rate limits', () => {
  it('allow 30 messages a minute per person, then refuse', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const business = await givenBusiness(limited.db);
      const customer = await limited.givenSignedIn();
      const res = await limited.request(`/api/businesses/${business.id}/conversations`, {
        method: 'POST',
        cookie: customer.cookie,
      });
      const { id } = await res.json();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const sent = await limited.request(`/api/conversations/${id}/messages`, {
          json: { content: `Message ${i + 1}` },
          cookie: customer.cookie,
        });
        statuses.push(sent.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses[30]).toBe(429);
      const [{ n }] = (
        await limited.db.execute<{ n: number }>(
          sql`select count(*)::int as n from messages where conversation_id = ${id}`,
        )
      ).rows as [{ n: number }];
      expect(n).toBe(30);
    } finally {
      await limited.close();
    }
  });

  it('allow 10 new conversations an hour per person', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const customer = await limited.givenSignedIn();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const business = await givenBusiness(limited.db);
        const res = await limited.request(`/api/businesses/${business.id}/conversations`, {
          method: 'POST',
          cookie: customer.cookie,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
    } finally {
      await limited.close();
    }
  });

  it('never count reopening a conversation: the Chat button opens it as often as the customer likes', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const customer = await limited.givenSignedIn();
      const business = await givenBusiness(limited.db);
      const open = () =>
        limited.request(`/api/businesses/${business.id}/conversations`, { method: 'POST', cookie: customer.cookie });
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) statuses.push((await open()).status);
      expect(statuses).toEqual([201, ...Array(14).fill(200)]);
    } finally {
      await limited.close();
    }
  });
});
