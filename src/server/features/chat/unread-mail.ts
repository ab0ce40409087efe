import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ChatSide, canManageListing, type Role } from '../../../domain';
import type { Db, Tx } from '../../db/client';
import { businesses, conversations, profiles } from '../../db/schema';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { unreadChatMail } from '../../mail/templates';
import { noticeChannelOf } from '../notices/fan-out';

// SPEC §4 Chat: a side that leaves a message unread for a while hears of it by mail.

/** A message waits this long, unread, before its reader is mailed. */
export const UNREAD_MAIL_DELAY_MS = 10 * 60 * 1000;
/** At most one such mail per side and conversation in this time. */
export const UNREAD_MAIL_INTERVAL_MS = 60 * 60 * 1000;
/** Older conversations are left alone: after a long outage, week-old messages are not worth a mail. */
const LOOKBACK_MS = 7 * 24 * 3600 * 1000;

const customer = alias(profiles, 'customer');
const owner = alias(profiles, 'owner');

/**
 * Queues one mail to each side with a message from the other side that has waited unread for 10
 * minutes (in that side's language), unless that side was mailed within the hour or already mailed since that message. `now`
 * is the job's clock. Marking and queueing happen in one statement's transaction, so server copies
 * running the job at once never mail twice.
 */
export async function mailUnreadMessages(db: Db, publicUrl: string, now: Date): Promise<number> {
  let queued = 0;
  for (const side of ['customer', 'business'] as const)
    queued += await db.transaction((tx) => mailSide(tx, side, publicUrl, now));
  return queued;
}

async function mailSide(tx: Tx, to: ChatSide, publicUrl: string, now: Date): Promise<number> {
  const from: ChatSide = to === 'customer' ? 'business' : 'customer';
  const notifiedAt = sql.raw(`"conversations"."${to}_notified_at"`);
  const lastReadAt = sql.raw(`"conversations"."${to}_last_read_at"`);
  const waitedSince = new Date(now.getTime() - UNREAD_MAIL_DELAY_MS).toISOString();
  const mailedBefore = new Date(now.getTime() - UNREAD_MAIL_INTERVAL_MS).toISOString();
  const due = await tx
    .update(conversations)
    .set(to === 'customer' ? { customerNotifiedAt: now } : { businessNotifiedAt: now })
    .where(
      and(
        gt(conversations.lastMessageAt, new Date(now.getTime() - LOOKBACK_MS)),
        // A conversation the business deleted is out of its inbox: nothing there to be told about.
        to === 'business' ? eq(conversations.hiddenByBusiness, false) : undefined,
        sql`(${notifiedAt} is null or ${notifiedAt} <= ${mailedBefore}::timestamptz)`,
        sql`exists (select 1 from messages m where m.conversation_id = "conversations"."id"
          and m.sender_side = ${from}
          and m.created_at <= ${waitedSince}::timestamptz
          and m.created_at > coalesce(${lastReadAt}, '-infinity'::timestamptz)
          and m.created_at > coalesce(${notifiedAt}, '-infinity'::timestamptz))`,
      ),
    )
    .returning({ id: conversations.id });
  if (due.length === 0) return 0;

  const rows = await tx
    .select({
      id: conversations.id,
      customerEmail: customer.email,
      customerName: sql<string>`coalesce(nullif(${customer.displayName}, ''), ${customer.name})`,
      customerLocale: customer.locale,
      // Issue 36: this mail is the chat notices' 'email' channel; another channel (or none) goes instead.
      customerChannel: noticeChannelOf(sql`${customer.id}`, 'chat_reply'),
      ownerChannel: noticeChannelOf(sql`${owner.id}`, 'owner_activity'),
      businessName: businesses.name,
      ownerEmail: owner.email,
      ownerName: sql<string | null>`coalesce(nullif(${owner.displayName}, ''), ${owner.name})`,
      ownerRole: owner.role,
      ownerLocale: owner.locale,
      ownerId: businesses.ownerId,
      isApproved: businesses.isApproved,
      rejectedAt: businesses.rejectedAt,
    })
    .from(conversations)
    .innerJoin(businesses, eq(businesses.id, conversations.businessId))
    .innerJoin(customer, eq(customer.id, conversations.customerId))
    .leftJoin(owner, eq(owner.id, businesses.ownerId))
    .where(
      inArray(
        conversations.id,
        due.map((d) => d.id),
      ),
    );
  const mails: OutgoingMail[] = [];
  for (const row of rows) {
    if (to === 'customer') {
      if (row.customerChannel !== 'email') continue;
      mails.push({
        kind: 'chat-unread',
        to: row.customerEmail,
        ...unreadChatMail(row.customerName, row.businessName, `${publicUrl}/chats/${row.id}`, row.customerLocale),
      });
      continue;
    }
    // Only someone who can open the inbox is told: the owner while they run the listing. A listing nobody
    // runs has no inbox to send anyone to (its public address is for customers, not for this).
    const ownerRuns =
      row.ownerId !== null &&
      row.ownerEmail !== null &&
      row.ownerRole !== null &&
      canManageListing({ id: row.ownerId, role: row.ownerRole as Role }, row);
    if (!ownerRuns || !row.ownerEmail || row.ownerChannel !== 'email') continue;
    mails.push({
      kind: 'chat-unread',
      to: row.ownerEmail,
      ...unreadChatMail(
        row.ownerName,
        row.customerName,
        `${publicUrl}/business?tab=chats&chat=${row.id}`,
        row.ownerLocale ?? undefined,
      ),
    });
  }
  await enqueueMail(tx, ...mails);
  return mails.length;
}
