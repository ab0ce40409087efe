import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { type ChatSide, canManageListing, isApprovedListing, type Role } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db, Queryable, Tx } from '../../db/client';
import { businesses, conversations, messages, profiles } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { type LiveEvent, recordLiveEvent } from '../../live/hub';
import { excerpt } from '../../mail/templates';
import { findOperatingBusiness } from '../catalog/closed-listing';
import { noticePerson } from '../notices/fan-out';

// SPEC §4 Chat: a customer and a business talk in one active conversation per pair. When the business
// deletes it, it leaves the business's inbox for good and closes; the customer keeps it to read, and their
// next message opens a fresh conversation, which the business receives as a new one.

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

export const CHATS_PAGE_SIZE = 30;
export const OWNER_CHATS_MAX = 200;
export const MESSAGES_PAGE_SIZE = 50;

const customer = alias(profiles, 'customer');
const owner = alias(profiles, 'owner');
const sender = alias(profiles, 'sender');

/** A person's name as the chat shows it. */
const nameOf = (person: { displayName: AnyPgColumn; name: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(${person.displayName}, ''), ${person.name})`;

/** `conversations.id` written out in full: Drizzle leaves columns bare in single-table selects. */
const conversationId = sql.raw('"conversations"."id"');

/** Messages of the other side newer than `side`'s last read: that side's unread count of a conversation. */
function unreadFor(side: ChatSide) {
  const lastRead = sql.raw(`"conversations"."${side}_last_read_at"`);
  return sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversationId}
    and m.sender_side <> ${side} and m.created_at > coalesce(${lastRead}, '-infinity'::timestamptz))`;
}

/** The conversation with its business and the people on both sides: what every membership check reads. */
async function loadConversation(q: Queryable, id: string) {
  const [row] = await q
    .select({
      id: conversations.id,
      subject: conversations.subject,
      status: conversations.status,
      lastMessageAt: conversations.lastMessageAt,
      customerId: conversations.customerId,
      customerName: nameOf(customer),
      hiddenByCustomer: conversations.hiddenByCustomer,
      hiddenByBusiness: conversations.hiddenByBusiness,
      business: {
        id: businesses.id,
        slug: businesses.slug,
        name: businesses.name,
        imageUrl: businesses.imageUrl,
        ownerId: businesses.ownerId,
        isApproved: businesses.isApproved,
        rejectedAt: businesses.rejectedAt,
      },
      ownerRole: owner.role,
    })
    .from(conversations)
    .innerJoin(businesses, eq(businesses.id, conversations.businessId))
    .innerJoin(customer, eq(customer.id, conversations.customerId))
    .leftJoin(owner, eq(owner.id, businesses.ownerId))
    .where(eq(conversations.id, id));
  return row;
}

type LoadedConversation = NonNullable<Awaited<ReturnType<typeof loadConversation>>>;

/**
 * The viewer's side of a conversation: its customer, or the business (its owner while they may run the
 * listing, or an admin) until the business deleted it. Anyone else learns nothing, not even that it exists.
 */
async function membership(q: Queryable, viewer: Viewer, id: string) {
  const conversation = await loadConversation(q, id);
  if (conversation) {
    if (conversation.customerId === viewer.id) return { conversation, side: 'customer' as ChatSide };
    if (!conversation.hiddenByBusiness && canManageListing(viewer, conversation.business))
      return { conversation, side: 'business' as ChatSide };
  }
  throw new ApiError('NOT_FOUND', CONVERSATION_NOT_FOUND);
}

/** Who hears of a change to a conversation: its customer, the owner while they run the listing, admins. */
function audienceOf(conversation: LoadedConversation): LiveEvent['audience'] {
  const { business, ownerRole } = conversation;
  const ownerRuns =
    business.ownerId !== null &&
    ownerRole !== null &&
    canManageListing({ id: business.ownerId, role: ownerRole as Role }, business);
  return {
    userIds: ownerRuns ? [conversation.customerId, business.ownerId!] : [conversation.customerId],
    admins: true,
  };
}

function conversationView(conversation: LoadedConversation, side: ChatSide) {
  const { id, subject, status, lastMessageAt, business } = conversation;
  return {
    id,
    subject,
    status,
    lastMessageAt,
    business: { id: business.id, slug: business.slug, name: business.name, imageUrl: business.imageUrl },
    customer: { id: conversation.customerId, name: conversation.customerName },
    viewerSide: side,
  };
}

export type ConversationView = ReturnType<typeof conversationView>;

/**
 * The pair's active conversation, made when there is none (with no subject: the screens show the default in
 * the reader's language). Reusing it brings it back to a customer who hid it.
 */
async function openActiveConversation(tx: Tx, businessId: string, customerId: string) {
  const thePair = and(
    eq(conversations.businessId, businessId),
    eq(conversations.customerId, customerId),
    eq(conversations.status, 'active'),
  );
  const [inserted] = await tx
    .insert(conversations)
    .values({ businessId, customerId, status: 'active' })
    // The partial unique index keeps one active conversation per pair, also when two requests race.
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const [existing] = inserted
    ? [inserted]
    : await tx
        .update(conversations)
        .set({ hiddenByCustomer: false })
        .where(thePair)
        .returning({ id: conversations.id });
  const conversation = existing && (await loadConversation(tx, existing.id));
  if (!conversation) throw new ApiError('CONFLICT', 'Please try again.');
  if (inserted)
    await recordLiveEvent(tx, { topic: 'conversations', id: conversation.id, audience: audienceOf(conversation) });
  return { conversation, created: Boolean(inserted) };
}

/**
 * Opens the viewer's active conversation with a public business, or reuses it (SPEC §4). The owner of the
 * listing talks to customers from the dashboard instead.
 */
export async function startConversation(
  db: Db,
  viewer: Viewer,
  businessId: string,
  /** Runs only when a new conversation is about to be made (its rate limit): reopening one never counts. */
  beforeCreate: () => Promise<void> = async () => {},
) {
  const business = await findOperatingBusiness(db, businessId);
  // Whoever runs this listing (its business owner, or an admin who owns it) answers from the dashboard; a
  // demoted owner is a customer like any other.
  if (business.ownerId === viewer.id && viewer.role !== 'user') throw new ApiError('OWN_BUSINESS');
  const [active] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.businessId, business.id),
        eq(conversations.customerId, viewer.id),
        eq(conversations.status, 'active'),
      ),
    );
  if (!active) await beforeCreate();
  return db.transaction(async (tx) => {
    const { conversation, created } = await openActiveConversation(tx, business.id, viewer.id);
    return { conversation: conversationView(conversation, 'customer'), created };
  });
}

export async function getConversation(db: Db, viewer: Viewer, id: string) {
  const { conversation, side } = await membership(db, viewer, id);
  return conversationView(conversation, side);
}

/** The newest message of the conversation in the outer query. */
function lastMessageOf(db: Db) {
  return db
    .select({ content: messages.content, createdAt: messages.createdAt, side: messages.senderSide })
    .from(messages)
    .where(sql`${messages.conversationId} = ${conversationId}`)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
}

/** Conversations as a list shows them, newest activity first, with the unread count of the list's side. */
async function listSummaries(db: Db, side: ChatSide, where: SQL | undefined, limit: number) {
  const last = lastMessageOf(db);
  const rows = await db
    .select({
      id: conversations.id,
      subject: conversations.subject,
      status: conversations.status,
      lastMessageAt: conversations.lastMessageAt,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name, imageUrl: businesses.imageUrl },
      customer: { name: nameOf(customer) },
      lastMessage: { content: last.content, createdAt: last.createdAt, side: last.side },
      unread: unreadFor(side),
    })
    .from(conversations)
    .innerJoin(businesses, eq(businesses.id, conversations.businessId))
    .innerJoin(customer, eq(customer.id, conversations.customerId))
    .leftJoinLateral(last, sql`true`)
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, unread: Number(row.unread) }));
}

export type ChatSummary = Awaited<ReturnType<typeof listSummaries>>[number];

/** The viewer's chats as a customer (hidden ones left out), a keyset page after `cursor`. */
export async function listCustomerChats(db: Db, viewer: Viewer, cursor: string | undefined) {
  const after = cursor
    ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (select c.last_message_at, c.id from ${conversations} c
        where c.id = ${cursor} and c.customer_id = ${viewer.id})`
    : undefined;
  const rows = await listSummaries(
    db,
    'customer',
    and(eq(conversations.customerId, viewer.id), eq(conversations.hiddenByCustomer, false), after),
    CHATS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, CHATS_PAGE_SIZE);
  return {
    items: page,
    nextCursor: rows.length > CHATS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The conversations a business's inbox shows: all of its own but those it deleted. */
const inBusinessInbox = (businessId: string) =>
  and(eq(conversations.businessId, businessId), eq(conversations.hiddenByBusiness, false));

/** How many conversations a business has, and how many of them it has not read to the end. */
export async function countBusinessChats(db: Db, businessId: string) {
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${unreadFor('business')} > 0)::int`,
    })
    .from(conversations)
    .where(inBusinessInbox(businessId));
  return { total: totals?.total ?? 0, unread: Number(totals?.unread ?? 0) };
}

/** A business's inbox: its conversations newest first (capped), how many there are, how many are unread. */
export async function listBusinessChats(db: Db, businessId: string) {
  const [rows, totals] = await Promise.all([
    listSummaries(db, 'business', inBusinessInbox(businessId), OWNER_CHATS_MAX),
    countBusinessChats(db, businessId),
  ]);
  return { items: rows, ...totals };
}

/** Conversations with unread messages: as a customer, and over every listing the viewer runs. */
export async function countUnreadChats(db: Db, viewer: Viewer) {
  const runs =
    viewer.role === 'admin'
      ? sql`true`
      : viewer.role === 'business_owner'
        ? sql`${businesses.isApproved} and ${businesses.rejectedAt} is null`
        : sql`false`;
  const [row] = await db
    .select({
      asCustomer: sql<number>`count(*) filter (where ${conversations.customerId} = ${viewer.id}
        and not ${conversations.hiddenByCustomer} and ${unreadFor('customer')} > 0)::int`,
      asBusiness: sql<number>`count(*) filter (where ${businesses.ownerId} = ${viewer.id} and ${runs}
        and not ${conversations.hiddenByBusiness} and ${unreadFor('business')} > 0)::int`,
    })
    .from(conversations)
    .innerJoin(businesses, eq(businesses.id, conversations.businessId))
    .where(sql`${conversations.customerId} = ${viewer.id} or ${businesses.ownerId} = ${viewer.id}`);
  return { asCustomer: Number(row?.asCustomer ?? 0), asBusiness: Number(row?.asBusiness ?? 0) };
}

/** Messages with their sender's name, as a thread shows them. */
function selectMessages(q: Queryable) {
  return q
    .select({
      id: messages.id,
      content: messages.content,
      createdAt: messages.createdAt,
      side: messages.senderSide,
      senderId: messages.senderId,
      senderName: nameOf(sender),
    })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .$dynamic();
}

interface MessageRow {
  id: string;
  content: string;
  createdAt: Date;
  side: ChatSide;
  senderId: string | null;
  senderName: string | null;
}

/**
 * A message as one side reads it: the business speaks as the business (its owner's or an admin's own name
 * stays theirs), and the viewer's side's messages are theirs, whoever of that side wrote them.
 */
function messageView({ senderId: _, ...message }: MessageRow, side: ChatSide, businessName: string) {
  return {
    ...message,
    senderName: message.side === 'business' ? businessName : message.senderName,
    mine: message.side === side,
  };
}

/** The latest messages of a conversation, or those before the message `before`; oldest first. */
export async function listMessages(db: Db, viewer: Viewer, id: string, before: string | undefined) {
  const { conversation, side } = await membership(db, viewer, id);
  const earlier = before
    ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m
        where m.id = ${before} and m.conversation_id = ${id})`
    : undefined;
  const rows: MessageRow[] = await selectMessages(db)
    .where(and(eq(messages.conversationId, id), earlier))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  return {
    items: rows
      .slice(0, MESSAGES_PAGE_SIZE)
      .reverse()
      .map((row) => messageView(row, side, conversation.business.name)),
    hasEarlier: rows.length > MESSAGES_PAGE_SIZE,
  };
}

/**
 * A message from the viewer's side. The sender's side has read everything up to it; a message from the
 * business brings the conversation back to a customer who hid it. A customer writing in a conversation the
 * business deleted opens a fresh one (or the one already open) with the message: the answer's
 * `conversationId` says where it went.
 */
export async function sendMessage(db: Db, viewer: Viewer, id: string, content: string) {
  return db.transaction(async (tx) => {
    const member = await membership(tx, viewer, id);
    const { conversation, side } = member.conversation.hiddenByBusiness
      ? await freshConversationAfter(tx, member.conversation)
      : member;
    const target = conversation.id;
    const [earlier] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, target))
      .limit(1);
    const [inserted] = await tx
      .insert(messages)
      .values({ conversationId: target, senderId: viewer.id, senderSide: side, content })
      .returning({ id: messages.id });
    // now() is the transaction's time, which is also the new message's created_at.
    await tx
      .update(conversations)
      .set(
        side === 'customer'
          ? { lastMessageAt: sql`now()`, customerLastReadAt: sql`now()` }
          : { lastMessageAt: sql`now()`, businessLastReadAt: sql`now()`, hiddenByCustomer: false },
      )
      .where(eq(conversations.id, target));
    const audience = audienceOf(conversation);
    await noticeOfMessage(tx, conversation, { conversationId: target, side, content, first: !earlier });
    await recordLiveEvent(tx, { topic: 'conversations', id: target, audience });
    await recordLiveEvent(tx, { topic: 'messages', id: target, audience });
    const [message] = await selectMessages(tx).where(eq(messages.id, inserted!.id));
    return { ...messageView(message!, side, conversation.business.name), conversationId: target };
  });
}

/**
 * Issue 36 (decision 033): the business's answer is a notice to the customer (chat_reply), a customer's first
 * message a notice to the owner while they run the listing (owner_activity). Their 'email' channel is the
 * unread-message mail after 10 minutes (unread-mail.ts), so someone reading live is not mailed: only the
 * other channels write a notice here.
 */
async function noticeOfMessage(
  tx: Tx,
  conversation: LoadedConversation,
  message: { conversationId: string; side: ChatSide; content: string; first: boolean },
) {
  const payload = { conversationId: message.conversationId, excerpt: excerpt(message.content, 160) };
  const about = { businessId: conversation.business.id, payload, skipChannels: ['email'] };
  if (message.side === 'business') {
    await noticePerson(tx, conversation.customerId, { event: 'chat_reply', ...about });
    return;
  }
  const ownerId = audienceOf(conversation)?.userIds?.find((id) => id !== conversation.customerId);
  if (message.first && ownerId) await noticePerson(tx, ownerId, { event: 'new_chat', ...about });
}

/** Where a customer's message goes after the business deleted their conversation: the pair's active one. */
async function freshConversationAfter(tx: Tx, deleted: LoadedConversation) {
  // Like starting one from the business page: only with a public listing.
  if (!isApprovedListing(deleted.business)) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const { conversation } = await openActiveConversation(tx, deleted.business.id, deleted.customerId);
  return { conversation, side: 'customer' as ChatSide };
}

export type ChatMessage = Awaited<ReturnType<typeof sendMessage>>;

/** The viewer's side has read everything so far. */
export async function markRead(db: Db, viewer: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const { side } = await membership(tx, viewer, id);
    await tx
      .update(conversations)
      .set(side === 'customer' ? { customerLastReadAt: sql`now()` } : { businessLastReadAt: sql`now()` })
      .where(eq(conversations.id, id));
    // The reader's other screens (the header's dot, the dashboard's tab count) drop the unread mark too.
    await recordLiveEvent(tx, { topic: 'conversations', id, audience: { userIds: [viewer.id], admins: false } });
  });
}

/**
 * The business (its owner or an admin) deletes a conversation from its inbox for good. The customer keeps it
 * to read, closed; only when neither side keeps it any more do its messages go.
 */
export async function deleteConversation(db: Db, viewer: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const { conversation } = await membership(tx, viewer, id);
    if (conversation.hiddenByBusiness || !canManageListing(viewer, conversation.business))
      throw new ApiError('FORBIDDEN', 'Only the business can delete this conversation.');
    if (conversation.hiddenByCustomer) await tx.delete(conversations).where(eq(conversations.id, id));
    else
      await tx.update(conversations).set({ hiddenByBusiness: true, status: 'closed' }).where(eq(conversations.id, id));
    // The customer's open thread reloads and finds it closed; the inbox drops it.
    await recordLiveEvent(tx, { topic: 'conversations', id, audience: audienceOf(conversation) });
  });
}

/**
 * The customer takes a conversation off their list, until the business writes again; one the business
 * deleted cannot come back, so it goes with its messages.
 */
export async function hideConversation(db: Db, viewer: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const { conversation, side } = await membership(tx, viewer, id);
    if (side !== 'customer') throw new ApiError('FORBIDDEN', 'Only the customer can hide this conversation.');
    if (conversation.hiddenByBusiness) await tx.delete(conversations).where(eq(conversations.id, id));
    else await tx.update(conversations).set({ hiddenByCustomer: true }).where(eq(conversations.id, id));
  });
}
