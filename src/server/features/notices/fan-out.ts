import { type SQL, sql } from 'drizzle-orm';
import { DIRECTORY_TIME_ZONE } from '../../../domain/events';
import { NOTICE_LIMITS } from '../../../domain/limits';
import { DEFAULT_NOTICE_CHANNELS, NOTICE_EVENTS, type NoticeEvent, type NoticeKind } from '../../../domain/notices';
import type { Queryable } from '../../db/client';
import { businesses, noticePreferences, noticeSettings, notices, savedLists, savedPlaces } from '../../db/schema';

// Issue 36 (decision 033): a change writes its notices in its own transaction, one row per person, with the
// channel the person chose and the moment it may go. The delivery worker (delivery.ts) sends them later.

/** What a notice says beyond its place: the change's own details (an event's title, a message's excerpt). */
export type NoticePayload = Record<string, string | number | boolean | null>;

interface NoticeOptions {
  /** The clock of the change (tests move it); the database's `now()` otherwise. */
  now?: Date;
}

/** The hour of the day the digests go out, in the site's time zone; the weekly one on Mondays. */
const DIGEST_HOUR = 7;

const siteZone = sql.raw(`'${DIRECTORY_TIME_ZONE}'`);

/** The site's wall-clock time at `now` (a timestamp without zone). */
const wallClock = (now: SQL) => sql`(${now} at time zone ${siteZone})`;

/**
 * The channel the person `userId` gets a notice of `kind` on: their choice, else the kind's default; with the
 * day's cap, an 'email' or 'push' beyond it becomes 'daily' (NOTICE_LIMITS, counted in the site's day).
 */
function channelOf(userId: SQL, kind: NoticeKind, now: SQL): SQL<string> {
  const chosen = sql`coalesce((select p.channel from ${noticePreferences} p where p.user_id = ${userId} and p.kind = ${kind}),
    ${DEFAULT_NOTICE_CHANNELS[kind]})`;
  const dayStart = sql`(date_trunc('day', ${wallClock(now)}) at time zone ${siteZone})`;
  const sentToday = (channel: string) =>
    sql`(select count(*) from ${notices} n where n.user_id = ${userId} and n.channel = ${channel} and n.created_at >= ${dayStart})`;
  return sql<string>`(case ${chosen}
    when 'email' then case when ${sentToday('email')} >= ${NOTICE_LIMITS.emailsPerDay} then 'daily' else 'email' end
    when 'push' then case when ${sentToday('push')} >= ${NOTICE_LIMITS.pushesPerDay} then 'daily' else 'push' end
    else ${chosen} end)`;
}

/**
 * When a notice on `channel` may go: the next 07:00 for the daily digest, the next Monday 07:00 for the
 * weekly one, the end of the person's quiet hours for a push that falls in them, else now. Wall-clock
 * arithmetic in the site's zone, so 07:00 stays 07:00 across daylight saving time.
 */
export function dueAtOf(channel: SQL, userId: SQL, now: SQL): SQL {
  const local = wallClock(now);
  const next = (start: SQL, step: string) =>
    sql`(case when ${start} > ${local} then ${start} else ${start} + interval '${sql.raw(step)}' end at time zone ${siteZone})`;
  const daily = next(sql`(date_trunc('day', ${local}) + interval '${sql.raw(String(DIGEST_HOUR))} hours')`, '1 day');
  const weekly = next(sql`(date_trunc('week', ${local}) + interval '${sql.raw(String(DIGEST_HOUR))} hours')`, '7 days');
  const minute = sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))`;
  const quietFrom = sql`(select s.quiet_from from ${noticeSettings} s where s.user_id = ${userId})`;
  const quietUntil = sql`(select s.quiet_until from ${noticeSettings} s where s.user_id = ${userId})`;
  const inQuiet = sql`(case when ${quietFrom} < ${quietUntil} then ${minute} >= ${quietFrom} and ${minute} < ${quietUntil}
    else ${minute} >= ${quietFrom} or ${minute} < ${quietUntil} end)`;
  const quietEnd = next(sql`(date_trunc('day', ${local}) + make_interval(mins => ${quietUntil}))`, '1 day');
  return sql`(case ${channel}
    when 'daily' then ${daily}
    when 'weekly' then ${weekly}
    when 'push' then case when coalesce(${inQuiet}, false) then ${quietEnd} else ${now} end
    else ${now} end)`;
}

const clockOf = (options: NoticeOptions) => (options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`);

/** The place's name, page and image, which every notice about it shows. */
const placeOf = (businessId: string) =>
  sql`(select jsonb_build_object('businessName', b.name, 'slug', b.slug, 'image', b.image_url)
    from ${businesses} b where b.id = ${businessId}::uuid)`;

/**
 * Tells everyone watching the business of `event`: one notice per person who saved it in a list that
 * watches (however many such lists), but not `causedBy`, the person who made the change, nor anyone who has
 * the same news of the place still waiting. One statement, in
 * the caller's transaction, so the notices exist exactly when the change does. Answers how many were written.
 */
export async function noticeWatchers(
  q: Queryable,
  change: { businessId: string; event: NoticeEvent; payload?: NoticePayload; causedBy?: string | null },
  options: NoticeOptions = {},
): Promise<number> {
  const kind = NOTICE_EVENTS[change.event];
  const now = clockOf(options);
  const result = await q.execute(sql`
    insert into ${notices} (user_id, kind, event, business_id, channel, payload, due_at, created_at)
    select w.user_id, ${kind}::text, ${change.event}::text, ${change.businessId}::uuid, w.channel,
      coalesce(${placeOf(change.businessId)}, '{}'::jsonb) || ${JSON.stringify(change.payload ?? {})}::jsonb,
      ${dueAtOf(sql.raw('w.channel'), sql.raw('w.user_id'), now)}, ${now}
    from (
      select watchers.user_id, ${channelOf(sql.raw('watchers.user_id'), kind, now)} as channel
      from (
        select distinct l.user_id
        from ${savedPlaces} sp join ${savedLists} l on l.id = sp.list_id
        where sp.business_id = ${change.businessId}::uuid and l.watch
          ${change.causedBy ? sql`and l.user_id <> ${change.causedBy}::text` : sql``}
      ) watchers
    ) w
    where w.channel <> 'none'
      -- The same news of the same place still waiting for this person says it already: a place flipping back
      -- and forth adds nothing to a digest, nor a second push before the first has gone.
      and not exists (
        select 1 from ${notices} n
        where n.user_id = w.user_id and n.business_id = ${change.businessId}::uuid and n.event = ${change.event}::text
          and n.status = 'pending' and n.locked_until is null
      )`);
  return result.rowCount ?? 0;
}

/**
 * Tells one person of `event` (a chat answered, their business's new chat, review or report), in the
 * caller's transaction. `businessId` is the place it is about. Answers whether a notice was written.
 */
export async function noticePerson(
  q: Queryable,
  userId: string,
  change: { event: NoticeEvent; businessId: string | null; payload?: NoticePayload; skipChannels?: string[] },
  options: NoticeOptions = {},
): Promise<boolean> {
  const kind = NOTICE_EVENTS[change.event];
  const now = clockOf(options);
  const skipped = ['none', ...(change.skipChannels ?? [])];
  const result = await q.execute(sql`
    insert into ${notices} (user_id, kind, event, business_id, channel, payload, due_at, created_at)
    select w.user_id, ${kind}::text, ${change.event}::text, ${change.businessId}::uuid, w.channel,
      ${change.businessId ? sql`coalesce(${placeOf(change.businessId)}, '{}'::jsonb)` : sql`'{}'::jsonb`}
        || ${JSON.stringify(change.payload ?? {})}::jsonb,
      ${dueAtOf(sql.raw('w.channel'), sql.raw('w.user_id'), now)}, ${now}
    from (select ${userId}::text as user_id, ${channelOf(sql`${userId}::text`, kind, now)} as channel) w
    where w.channel not in (${sql.join(
      skipped.map((c) => sql`${c}`),
      sql`, `,
    )})`);
  return (result.rowCount ?? 0) > 0;
}

/** The channel a person now has for `kind` (their choice or the default), for jobs that mail on their own. */
export function noticeChannelOf(userId: SQL, kind: NoticeKind): SQL<string> {
  return sql<string>`coalesce((select p.channel from ${noticePreferences} p where p.user_id = ${userId} and p.kind = ${kind}),
    ${DEFAULT_NOTICE_CHANNELS[kind]})`;
}
