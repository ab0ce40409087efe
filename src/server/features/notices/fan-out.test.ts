import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticePreferences, noticeSettings, notices } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { givenSaved } from '../../testing/watchers';
import { noticePerson, noticeWatchers } from './fan-out';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const noticesOf = (userId: string) => t.db.select().from(notices).where(eq(notices.userId, userId));

/** Noon on a summer Wednesday in Indianapolis (EDT, UTC−4). */
const WEDNESDAY_NOON = new Date('2031-07-09T16:00:00Z');

describe('a change to a watched place', () => {
  it('writes one notice per watcher, however many of their lists hold the place', async () => {
    const business = await givenBusiness(t.db, { name: 'Fanout Grill' });
    const [amina, bilal] = [await t.givenAccount(), await t.givenAccount()];
    await givenSaved(t.db, amina.id, business.id);
    await givenSaved(t.db, amina.id, business.id);
    await givenSaved(t.db, bilal.id, business.id);

    const written = await t.db.transaction((tx) =>
      noticeWatchers(tx, { businessId: business.id, event: 'certificate_expired' }),
    );

    expect(written).toBe(2);
    const [notice] = await noticesOf(amina.id);
    expect(notice).toMatchObject({
      kind: 'place_halal',
      event: 'certificate_expired',
      businessId: business.id,
      channel: 'email',
      status: 'pending',
      payload: { businessName: 'Fanout Grill', slug: business.slug },
    });
    expect(await noticesOf(bilal.id)).toHaveLength(1);
  });

  it('tells no one whose list does not watch, who chose nothing for the kind, or who made the change', async () => {
    const business = await givenBusiness(t.db);
    const [quiet, muted, owner] = [await t.givenAccount(), await t.givenAccount(), await t.givenAccount()];
    await givenSaved(t.db, quiet.id, business.id, { watch: false });
    await givenSaved(t.db, muted.id, business.id);
    await t.db.insert(noticePreferences).values({ userId: muted.id, kind: 'place_news', channel: 'none' });
    await givenSaved(t.db, owner.id, business.id);

    const written = await noticeWatchers(t.db, { businessId: business.id, event: 'event_posted', causedBy: owner.id });

    expect(written).toBe(0);
  });

  it('writes nothing when the change is rolled back', async () => {
    const business = await givenBusiness(t.db);
    const watcher = await t.givenAccount();
    await givenSaved(t.db, watcher.id, business.id);

    await expect(
      t.db.transaction(async (tx) => {
        await noticeWatchers(tx, { businessId: business.id, event: 'closed' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await noticesOf(watcher.id)).toEqual([]);
  });

  it('dates digests at the next 07:00, weekly ones on Monday, in the site’s time zone', async () => {
    const business = await givenBusiness(t.db);
    const watcher = await t.givenAccount();
    await givenSaved(t.db, watcher.id, business.id);

    await noticeWatchers(t.db, { businessId: business.id, event: 'special_hours' }, { now: WEDNESDAY_NOON });
    await noticeWatchers(t.db, { businessId: business.id, event: 'event_posted' }, { now: WEDNESDAY_NOON });

    const due = Object.fromEntries((await noticesOf(watcher.id)).map((n) => [n.channel, n.dueAt.toISOString()]));
    expect(due).toEqual({ daily: '2031-07-10T11:00:00.000Z', weekly: '2031-07-14T11:00:00.000Z' });
  });

  it('holds a push in quiet hours until they end, overnight too', async () => {
    const person = await t.givenAccount();
    await t.db.insert(noticePreferences).values({ userId: person.id, kind: 'chat_reply', channel: 'push' });
    // 22:00 to 07:30; 23:00 EDT is 03:00 UTC the next day.
    await t.db.insert(noticeSettings).values({ userId: person.id, quietFrom: 22 * 60, quietUntil: 7 * 60 + 30 });

    await noticePerson(
      t.db,
      person.id,
      { event: 'chat_reply', businessId: null },
      { now: new Date('2031-07-10T03:00:00Z') },
    );
    await noticePerson(t.db, person.id, { event: 'chat_reply', businessId: null }, { now: WEDNESDAY_NOON });

    const due = (await noticesOf(person.id)).map((n) => n.dueAt.toISOString()).sort();
    expect(due).toEqual(['2031-07-09T16:00:00.000Z', '2031-07-10T11:30:00.000Z']);
  });

  it('sends at most 5 emails at once in a day; the rest wait for the daily digest', async () => {
    const watcher = await t.givenAccount();
    for (let i = 0; i < 8; i++) {
      const business = await givenBusiness(t.db);
      await givenSaved(t.db, watcher.id, business.id);
      await noticeWatchers(t.db, { businessId: business.id, event: 'halal_changed' }, { now: WEDNESDAY_NOON });
    }

    const channels = (await noticesOf(watcher.id)).map((n) => n.channel);
    expect(channels.filter((c) => c === 'email')).toHaveLength(5);
    expect(channels.filter((c) => c === 'daily')).toHaveLength(3);
  });

  it('writes a place’s news once while it still waits: a place flipping back and forth is one notice of each', async () => {
    const business = await givenBusiness(t.db);
    const watcher = await t.givenAccount();
    await t.db.insert(noticePreferences).values({ userId: watcher.id, kind: 'place_halal', channel: 'daily' });
    await givenSaved(t.db, watcher.id, business.id);

    for (let i = 0; i < 6; i++)
      await noticeWatchers(
        t.db,
        { businessId: business.id, event: i % 2 === 0 ? 'fact_disputed' : 'halal_changed' },
        { now: WEDNESDAY_NOON },
      );

    const events = (await noticesOf(watcher.id)).map((n) => n.event).sort();
    expect(events).toEqual(['fact_disputed', 'halal_changed']);
  });

  it('caps pushes at 10 a day', async () => {
    const person = await t.givenAccount();
    await t.db.insert(noticePreferences).values({ userId: person.id, kind: 'owner_activity', channel: 'push' });

    for (let i = 0; i < 12; i++) await noticePerson(t.db, person.id, { event: 'new_review', businessId: null });

    const rows = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, person.id), eq(notices.channel, 'push')));
    expect(rows).toHaveLength(10);
  });
});
