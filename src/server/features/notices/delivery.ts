import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { NOTICE_LIMITS } from '../../../domain/limits';
import type { Locale } from '../../../domain/locales';
import type { Db, Queryable } from '../../db/client';
import { noticeSettings, notices, profiles, pushSubscriptions } from '../../db/schema';
import { enqueueMail, retryDelaySeconds } from '../../mail/outbox';
import { log } from '../../observability/log';
import { dueAtOf } from './fan-out';
import { digestMail, noticeMail, pushMessageOf } from './notice-text';
import type { PushSender } from './push';

// Issue 36 (decision 033): the notices outbox's worker. Email notices become mail in the mail outbox (the
// durable path every mail takes), digests one mail per person, pushes go to each of the person's devices.
// Rows are claimed with a lease (locked_until) and FOR UPDATE SKIP LOCKED, so no two processes send one.

/**
 * A claim's lease, renewed as each notice is taken up: long enough for one notice's pushes to every device
 * (10 devices, 10 s each at worst), so no other process takes a notice while it is being sent.
 */
const LOCK_SECONDS = 300;
const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** A push waits this long at the push service for a device that is off; after that it is not worth showing. */
const PUSH_TTL_SECONDS = 24 * 3600;

type NoticeRecord = typeof notices.$inferSelect;

interface Person {
  email: string;
  name: string;
  locale: Locale;
  banned: boolean;
}

export interface NoticeDeliveryDeps {
  db: Db;
  publicUrl: string;
  push: PushSender;
}

/** The one-click unsubscribe of notice mail (RFC 8058), as the mail's headers say it. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

async function personOf(q: Queryable, userId: string): Promise<Person | undefined> {
  const [person] = await q
    .select({
      email: profiles.email,
      name: sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${profiles.name})`,
      locale: profiles.locale,
      banned: profiles.banned,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return person;
}

/** The person's unsubscribe link, their settings row made on first need. */
async function unsubscribeUrlOf(q: Queryable, userId: string, publicUrl: string): Promise<string> {
  const [row] = await q
    .insert(noticeSettings)
    .values({ userId })
    .onConflictDoUpdate({ target: noticeSettings.userId, set: { userId: sql`excluded.user_id` } })
    .returning({ token: noticeSettings.unsubscribeToken });
  return `${publicUrl}/api/unsubscribe/notices/${row!.token}`;
}

/**
 * Delivers due notices. `now` is the worker's clock (tests move it to a digest's hour); without it, the
 * database's.
 */
export class NoticeDelivery {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  constructor(private readonly deps: NoticeDeliveryDeps) {}

  start(intervalMs = 5000) {
    const tick = () => {
      this.drain()
        .catch((err) => log.error({ err, job: 'notices' }, 'notices: delivery round failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 1000);
  }

  /** Stops after the notices being delivered; the rest stay for the next start. */
  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Delivers everything due at `now`; resolves with the number of notices delivered. */
  drain(now?: Date): Promise<number> {
    this.running ??= this.deliverDue(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverDue(now?: Date): Promise<number> {
    const clock = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
    let delivered = 0;
    while (!this.stopping) {
      const batch = await this.claimImmediate(clock);
      if (batch.length === 0) break;
      for (const notice of batch) {
        // Taken up anew with its lease: a notice another process has taken since (its lease ran out) is left.
        const held = await this.hold([notice], clock);
        if (!held) continue;
        try {
          delivered += notice.channel === 'push' ? await this.push(held[0]!, clock) : await this.email(held[0]!, clock);
        } catch (err) {
          // One notice that cannot be sent (a broken row, a device's bad key) never stops the others.
          await this.retry(held[0]!, String(err), clock);
        }
      }
    }
    while (!this.stopping) {
      const batch = await this.claimDigests(clock);
      if (batch.length === 0) break;
      const byPerson = new Map<string, NoticeRecord[]>();
      for (const notice of batch) byPerson.set(notice.userId, [...(byPerson.get(notice.userId) ?? []), notice]);
      for (const [userId, rows] of byPerson) {
        const held = await this.hold(rows, clock);
        if (held) delivered += await this.digest(userId, held, clock);
      }
    }
    return delivered;
  }

  private due(clock: SQL, channels: string[]) {
    return and(
      eq(notices.status, 'pending'),
      inArray(notices.channel, channels as NoticeRecord['channel'][]),
      lte(notices.dueAt, clock),
      or(isNull(notices.lockedUntil), lte(notices.lockedUntil, clock)),
    );
  }

  /** A lease to the millisecond, so the one a claim answers is the one the row keeps (hold, finishHeld). */
  private lease(clock: SQL) {
    return { lockedUntil: sql`date_trunc('milliseconds', ${clock} + make_interval(secs => ${LOCK_SECONDS}))` };
  }

  private claimImmediate(clock: SQL) {
    const due = this.deps.db
      .select({ id: notices.id })
      .from(notices)
      .where(this.due(clock, ['email', 'push']))
      .orderBy(asc(notices.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.deps.db.update(notices).set(this.lease(clock)).where(sql`${notices.id} in (${due})`).returning();
  }

  /** Every due digest notice of up to BATCH people: a person's digest is never split across two claims. */
  private claimDigests(clock: SQL) {
    const people = this.deps.db
      .selectDistinct({ userId: notices.userId })
      .from(notices)
      .where(this.due(clock, ['daily', 'weekly']))
      .limit(BATCH);
    const due = this.deps.db
      .select({ id: notices.id })
      .from(notices)
      .where(and(this.due(clock, ['daily', 'weekly']), sql`${notices.userId} in (${people})`))
      .for('update', { skipLocked: true });
    return this.deps.db.update(notices).set(this.lease(clock)).where(sql`${notices.id} in (${due})`).returning();
  }

  /**
   * Renews the lease of `rows` if this process still holds all of them (each row's lease as claimed), and
   * answers them with their new lease; null when another process has taken any of them meanwhile.
   */
  private async hold(rows: NoticeRecord[], clock: SQL): Promise<NoticeRecord[] | null> {
    const leases = rows.map((row) => ({ id: row.id, lease: row.lockedUntil?.toISOString() ?? null }));
    const held = await this.deps.db
      .update(notices)
      .set(this.lease(clock))
      .where(
        sql`${notices.status} = 'pending' and (${notices.id}, ${notices.lockedUntil}) in (
          select (l->>'id')::uuid, (l->>'lease')::timestamptz from jsonb_array_elements(${JSON.stringify(leases)}::jsonb) l)`,
      )
      .returning();
    if (held.length === rows.length) return held;
    // Some were taken: give back the others at once rather than when their lease runs out.
    if (held.length > 0)
      await this.deps.db
        .update(notices)
        .set({ lockedUntil: null })
        .where(
          and(
            inArray(
              notices.id,
              held.map((row) => row.id),
            ),
            eq(notices.status, 'pending'),
          ),
        );
    return null;
  }

  /**
   * Marks `rows` done, only while this process holds their lease: a row another process has taken since is
   * not marked, and the caller's transaction (its mail) is undone.
   */
  private async finishHeld(q: Queryable, rows: NoticeRecord[], status: 'sent' | 'skipped', clock: SQL) {
    const done = await q
      .update(notices)
      .set({
        status,
        sentAt: status === 'sent' ? sql`${clock}` : null,
        lockedUntil: null,
        lastError: null,
        attempts: sql`${notices.attempts} + 1`,
      })
      .where(
        sql`${notices.status} = 'pending' and (${notices.id}, ${notices.lockedUntil}) in (
          select (l->>'id')::uuid, (l->>'lease')::timestamptz from jsonb_array_elements(${JSON.stringify(
            rows.map((row) => ({ id: row.id, lease: row.lockedUntil?.toISOString() ?? null })),
          )}::jsonb) l)`,
      )
      .returning({ id: notices.id });
    if (done.length !== rows.length) throw new Error('notices: the lease was lost; another process sends them');
  }

  /** A failed attempt: tried again after a growing delay (as the mail outbox does), given up after 8. */
  private async retry(notice: NoticeRecord, error: string, clock: SQL) {
    const attempts = notice.attempts + 1;
    const failed = attempts >= MAX_ATTEMPTS;
    await this.deps.db
      .update(notices)
      .set({
        status: failed ? 'failed' : 'pending',
        attempts,
        lockedUntil: null,
        lastError: error.slice(0, 1000),
        dueAt: sql`${clock} + make_interval(secs => ${retryDelaySeconds(attempts)})`,
      })
      // Only while this process holds the notice: one another process has taken is its to finish.
      .where(
        and(eq(notices.id, notice.id), notice.lockedUntil ? eq(notices.lockedUntil, notice.lockedUntil) : undefined),
      );
    log.warn(
      { job: 'notices', noticeId: notice.id, attempts, failed, error: error.slice(0, 200) },
      'notices: delivery failed',
    );
  }

  private async email(notice: NoticeRecord, clock: SQL): Promise<number> {
    const { db, publicUrl } = this.deps;
    try {
      return await db.transaction(async (tx) => {
        const person = await personOf(tx, notice.userId);
        if (!person || person.banned) {
          await this.finishHeld(tx, [notice], 'skipped', clock);
          return 0;
        }
        const unsubscribeUrl = await unsubscribeUrlOf(tx, notice.userId, publicUrl);
        await enqueueMail(tx, {
          kind: 'notice',
          to: person.email,
          headers: listUnsubscribeHeaders(unsubscribeUrl),
          ...noticeMail(notice, person, { publicUrl, unsubscribeUrl }),
        });
        await this.finishHeld(tx, [notice], 'sent', clock);
        return 1;
      });
    } catch (err) {
      await this.retry(notice, String(err), clock);
      return 0;
    }
  }

  /**
   * To each of the person's devices. A device the push service no longer knows (404, 410) is removed; a
   * person left with no device gets the notice in their daily digest instead. Delivered to one device is
   * delivered: a device that failed meanwhile is not sent it again later.
   */
  private async push(notice: NoticeRecord, clock: SQL): Promise<number> {
    const { db, publicUrl, push } = this.deps;
    const person = await personOf(db, notice.userId);
    if (!person || person.banned) {
      await this.finishHeld(db, [notice], 'skipped', clock);
      return 0;
    }
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, notice.userId));
    const message = pushMessageOf(notice, person.locale, publicUrl);
    const urgency = notice.kind === 'chat_reply' || notice.kind === 'owner_activity' ? 'high' : 'normal';
    let sent = 0;
    const failures: string[] = [];
    for (const device of devices) {
      const outcome = await push.send(device, message, { ttlSeconds: PUSH_TTL_SECONDS, urgency });
      if (outcome === 'sent') {
        sent++;
        await db.update(pushSubscriptions).set({ lastSentAt: sql`now()` }).where(eq(pushSubscriptions.id, device.id));
      } else if (outcome === 'gone') {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else failures.push(outcome.failed);
    }
    if (sent > 0) {
      await this.finishHeld(db, [notice], 'sent', clock);
      return 1;
    }
    if (failures.length > 0) {
      await this.retry(notice, failures.join('; '), clock);
      return 0;
    }
    // No device left to push to: the notice waits for the person's daily digest.
    await db
      .update(notices)
      .set({ channel: 'daily', dueAt: dueAtOf(sql`'daily'`, sql`${notice.userId}::text`, clock), lockedUntil: null })
      .where(eq(notices.id, notice.id));
    return 0;
  }

  /** One mail with the person's due digest notices, oldest first; weekly when all of them are. */
  private async digest(userId: string, rows: NoticeRecord[], clock: SQL): Promise<number> {
    const { db, publicUrl } = this.deps;
    try {
      return await db.transaction(async (tx) => {
        const person = await personOf(tx, userId);
        if (!person || person.banned) {
          await this.finishHeld(tx, rows, 'skipped', clock);
          return 0;
        }
        const ordered = rows.toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        const shown = ordered.slice(0, NOTICE_LIMITS.digestItems);
        const weekly = rows.every((row) => row.channel === 'weekly');
        const unsubscribeUrl = await unsubscribeUrlOf(tx, userId, publicUrl);
        await enqueueMail(tx, {
          kind: weekly ? 'notice-weekly' : 'notice-daily',
          to: person.email,
          headers: listUnsubscribeHeaders(unsubscribeUrl),
          ...digestMail(shown, ordered.length - shown.length, weekly, person, { publicUrl, unsubscribeUrl }),
        });
        await this.finishHeld(tx, rows, 'sent', clock);
        return rows.length;
      });
    } catch (err) {
      for (const row of rows) await this.retry(row, String(err), clock);
      return 0;
    }
  }
}
