import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, requestTable, type TestContext } from '../../testing/harness';
import { readChanges } from '../../testing/live-stream';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const openStream = (ctx: TestContext, who: { cookie: string }) => ctx.request('/api/live', { cookie: who.cookie });

describe('live chat events', () => {
  it('reach the customer, the owner and admins, and no other signed-in person', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { ownerId: owner.id });
    const customer = await t.givenSignedIn();
    const admin = await t.givenSignedIn({ role: 'admin' });
    const stranger = await t.givenSignedIn();
    const streams = {
      customer: await openStream(t, customer),
      owner: await openStream(t, owner),
      admin: await openStream(t, admin),
      stranger: await openStream(t, stranger),
    };

    const started = await t.request(`/api/businesses/${business.id}/conversations`, {
      method: 'POST',
      cookie: customer.cookie,
    });
    const { id } = await started.json();
    const sent = await t.request(`/api/conversations/${id}/messages`, {
      json: { content: 'Is the lamb halal certified?' },
      cookie: customer.cookie,
    });
    expect(sent.status).toBe(201);

    const told = [
      { topic: 'conversations', id },
      { topic: 'conversations', id },
      { topic: 'messages', id },
    ];
    expect(await readChanges(streams.customer, 3)).toEqual(told);
    expect(await readChanges(streams.owner, 3)).toEqual(told);
    expect(await readChanges(streams.admin, 3)).toEqual(told);
    expect(await readChanges(streams.stranger, 1, 500)).toEqual([]);
  });

  it('tell a deletion to the customer, whose reload still finds the conversation; the fresh one reaches the owner', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { ownerId: owner.id });
    const customer = await t.givenSignedIn();
    const { id } = await (
      await t.request(`/api/businesses/${business.id}/conversations`, { method: 'POST', cookie: customer.cookie })
    ).json();
    const stream = await openStream(t, customer);
    const ownerStream = await openStream(t, owner);

    await t.request(`/api/conversations/${id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(await readChanges(stream, 1)).toEqual([{ topic: 'conversations', id }]);
    // What the customer's open dialog reloads on that change.
    for (const path of requestTable([`/api/conversations/${id}`, `/api/conversations/${id}/messages`]))
      expect((await t.request(path, { cookie: customer.cookie })).status, path).toBe(200);

    const sent = await t.request(`/api/conversations/${id}/messages`, {
      json: { content: 'Are you still open?' },
      cookie: customer.cookie,
    });
    const { conversationId } = await sent.json();
    expect(await readChanges(ownerStream, 3)).toEqual([
      { topic: 'conversations', id },
      { topic: 'conversations', id: conversationId },
      { topic: 'messages', id: conversationId },
    ]);
  });

  it('leave out an owner who may no longer run the listing, while the owner of another one is told', async () => {
    const former = await t.givenSignedIn();
    const formerBusiness = await givenBusiness(t.db, { ownerId: former.id });
    const current = await t.givenSignedIn({ role: 'business_owner' });
    const currentBusiness = await givenBusiness(t.db, { ownerId: current.id });
    const customer = await t.givenSignedIn();
    const formerStream = await openStream(t, former);
    const currentStream = await openStream(t, current);

    const start = (businessId: string) =>
      t.request(`/api/businesses/${businessId}/conversations`, { method: 'POST', cookie: customer.cookie });
    expect((await start(formerBusiness.id)).status).toBe(201);
    const { id } = await (await start(currentBusiness.id)).json();
    // The hub delivers owners' events: the current owner hears of the second conversation, after the first.
    expect(await readChanges(currentStream, 1)).toEqual([{ topic: 'conversations', id }]);
    expect(await readChanges(formerStream, 1, 500)).toEqual([]);
  });
});

// Two server copies on one PostgreSQL database, as behind a load balancer: a message posted through one
// reaches a stream held by the other. PGlite belongs to one process, so this runs on TEST_DATABASE_URL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('live chat events across server copies', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestContext();
    second = await createTestContext({}, { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('reach a stream held by the other copy', async () => {
    const owner = await first.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(first.db, { ownerId: owner.id });
    const customer = await first.givenSignedIn();
    // Sessions live in the database: the owner signed in through the first copy streams from the second.
    const ownerStream = await openStream(second, owner);
    expect(ownerStream.status).toBe(200);

    const { id } = await (
      await first.request(`/api/businesses/${business.id}/conversations`, { method: 'POST', cookie: customer.cookie })
    ).json();
    const sent = await first.request(`/api/conversations/${id}/messages`, {
      json: { content: 'Sent through the first copy' },
      cookie: customer.cookie,
    });
    expect(sent.status).toBe(201);

    expect(await readChanges(ownerStream, 3)).toEqual([
      { topic: 'conversations', id },
      { topic: 'conversations', id },
      { topic: 'messages', id },
    ]);
    const thread = await (await second.request(`/api/conversations/${id}/messages`, { cookie: owner.cookie })).json();
    expect(thread.items.map((m: { content: string }) => m.content)).toEqual(['Sent through the first copy']);
  });
});
