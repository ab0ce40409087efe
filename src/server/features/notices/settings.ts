import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { NOTICE_LIMITS } from '../../../domain/limits';
import {
  clockOfMinutes,
  minutesOfClock,
  type NoticeSettingsInput,
  type PushSubscriptionInput,
} from '../../../domain/notice-settings';
import { DEFAULT_NOTICE_CHANNELS, NOTICE_KINDS, type NoticeChannel, type NoticeKind } from '../../../domain/notices';
import type { Db } from '../../db/client';
import { noticePreferences, noticeSettings, notices, profiles, pushSubscriptions } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';

// Issue 36: a person's notice settings on the profile: a channel per kind, quiet hours for push, their
// devices; and the one-click unsubscribe that turns every notice email off.

export const DEVICE_NOT_FOUND = 'Device not found.';
export const TOO_MANY_DEVICES = 'You can get notices on at most 10 devices. Remove one first.';
export const PUSH_ENDPOINT_REFUSED = 'This push service is not supported.';

/** What GET /api/notices/settings answers (the VAPID public key is the route's to add). */
export async function readNoticeSettings(db: Db, viewer: Viewer) {
  const [preferences, [settings], devices] = await Promise.all([
    db
      .select({ kind: noticePreferences.kind, channel: noticePreferences.channel })
      .from(noticePreferences)
      .where(eq(noticePreferences.userId, viewer.id)),
    db
      .select({ quietFrom: noticeSettings.quietFrom, quietUntil: noticeSettings.quietUntil })
      .from(noticeSettings)
      .where(eq(noticeSettings.userId, viewer.id)),
    db
      .select({
        id: pushSubscriptions.id,
        device: pushSubscriptions.device,
        createdAt: pushSubscriptions.createdAt,
        lastSentAt: pushSubscriptions.lastSentAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, viewer.id))
      .orderBy(pushSubscriptions.createdAt),
  ]);
  const channels: Record<NoticeKind, NoticeChannel> = { ...DEFAULT_NOTICE_CHANNELS };
  for (const row of preferences) channels[row.kind] = row.channel;
  const quiet =
    settings && settings.quietFrom !== null && settings.quietUntil !== null
      ? { from: clockOfMinutes(settings.quietFrom), until: clockOfMinutes(settings.quietUntil) }
      : null;
  return {
    channels,
    quiet,
    devices: devices.map((d) => ({
      id: d.id,
      device: d.device,
      createdAt: d.createdAt.toISOString(),
      lastSentAt: d.lastSentAt?.toISOString() ?? null,
    })),
  };
}

/** Saves the channels given (the others stay) and the quiet hours when given (null: none), in one transaction. */
export async function saveNoticeSettings(db: Db, viewer: Viewer, input: NoticeSettingsInput) {
  await db.transaction(async (tx) => {
    const changed = Object.entries(input.channels ?? {}).filter(([, channel]) => channel !== undefined) as [
      NoticeKind,
      NoticeChannel,
    ][];
    if (changed.length > 0)
      await tx
        .insert(noticePreferences)
        .values(changed.map(([kind, channel]) => ({ userId: viewer.id, kind, channel })))
        .onConflictDoUpdate({
          target: [noticePreferences.userId, noticePreferences.kind],
          set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
        });
    if (input.quiet !== undefined) {
      const quiet = {
        quietFrom: input.quiet ? minutesOfClock(input.quiet.from) : null,
        quietUntil: input.quiet ? minutesOfClock(input.quiet.until) : null,
      };
      await tx
        .insert(noticeSettings)
        .values({ userId: viewer.id, ...quiet })
        .onConflictDoUpdate({ target: noticeSettings.userId, set: { ...quiet, updatedAt: sql`now()` } });
    }
  });
  return readNoticeSettings(db, viewer);
}

/**
 * Keeps a device's push subscription for the viewer: an endpoint already stored (the browser subscribed
 * again, or another person used this browser) moves to the viewer with its new keys. At most
 * NOTICE_LIMITS.devicesPerPerson devices each. Sends nothing.
 */
export async function savePushSubscription(db: Db, viewer: Viewer, input: PushSubscriptionInput, device: string) {
  return db.transaction(async (tx) => {
    // One person's device count is read and written under a lock on their profile's settings row.
    await tx.insert(noticeSettings).values({ userId: viewer.id }).onConflictDoNothing();
    await tx.select().from(noticeSettings).where(eq(noticeSettings.userId, viewer.id)).for('update');
    const [{ devices } = { devices: 0 }] = await tx
      .select({ devices: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, viewer.id), sql`${pushSubscriptions.endpoint} <> ${input.endpoint}`));
    if (devices >= NOTICE_LIMITS.devicesPerPerson) throw new ApiError('CONFLICT', TOO_MANY_DEVICES);
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ userId: viewer.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, device })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: viewer.id,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          device,
          createdAt: sql`now()`,
          lastSentAt: null,
        },
      })
      .returning({ id: pushSubscriptions.id, device: pushSubscriptions.device });
    return saved!;
  });
}

/** Removes one of the viewer's devices; anyone else's is one they do not have (404). */
export async function removePushSubscription(db: Db, viewer: Viewer, id: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, viewer.id)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new ApiError('NOT_FOUND', DEVICE_NOT_FOUND);
}

/**
 * The one-click unsubscribe of notice mail: every kind the person gets by mail (at once or in a digest) is
 * set to nothing, and what was waiting to be mailed is not sent. Push stays as it was. Answers the person's
 * language, or null for a token that names no one.
 */
export async function unsubscribeFromNoticeMail(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ userId: noticeSettings.userId, locale: profiles.locale })
      .from(noticeSettings)
      .innerJoin(profiles, eq(profiles.id, noticeSettings.userId))
      .where(eq(noticeSettings.unsubscribeToken, token));
    if (!settings) return null;
    const { userId } = settings;
    const chosen = await tx
      .select({ kind: noticePreferences.kind, channel: noticePreferences.channel })
      .from(noticePreferences)
      .where(eq(noticePreferences.userId, userId));
    const channelOf = (kind: NoticeKind) =>
      chosen.find((row) => row.kind === kind)?.channel ?? DEFAULT_NOTICE_CHANNELS[kind];
    const mailed = NOTICE_KINDS.filter((kind) => ['email', 'daily', 'weekly'].includes(channelOf(kind)));
    if (mailed.length > 0)
      await tx
        .insert(noticePreferences)
        .values(mailed.map((kind) => ({ userId, kind, channel: 'none' as const })))
        .onConflictDoUpdate({
          target: [noticePreferences.userId, noticePreferences.kind],
          set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
        });
    await tx
      .update(notices)
      .set({ status: 'skipped', lockedUntil: null })
      .where(
        and(
          eq(notices.userId, userId),
          eq(notices.status, 'pending'),
          inArray(notices.channel, ['email', 'daily', 'weekly']),
        ),
      );
    return { userId, locale: settings.locale };
  });
}
