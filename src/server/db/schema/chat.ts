import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profileIdColumn, profiles } from './accounts';
import { businessIdColumn } from './catalog';

/** SPEC §4 Conversation: a customer and a business. Each side keeps its own read and mail state. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    customerId: profileIdColumn('customer_id'),
    /** What someone wrote as the subject; null shows the default 'Chat with {business name}' in the reader's language. */
    subject: text('subject'),
    status: text('status').notNull().default('active'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Messages of the other side newer than this are unread for that side. */
    customerLastReadAt: timestamp('customer_last_read_at', { withTimezone: true }),
    businessLastReadAt: timestamp('business_last_read_at', { withTimezone: true }),
    /** The customer took it off their list; a new message from the business brings it back. */
    hiddenByCustomer: boolean('hidden_by_customer').notNull().default(false),
    /**
     * The business deleted it: gone from its inbox for good, kept for the customer, and no longer the pair's
     * active conversation (the customer's next message opens a fresh one).
     */
    hiddenByBusiness: boolean('hidden_by_business').notNull().default(false),
    /** When that side was last mailed about unread messages (at most one mail an hour). */
    customerNotifiedAt: timestamp('customer_notified_at', { withTimezone: true }),
    businessNotifiedAt: timestamp('business_notified_at', { withTimezone: true }),
  },
  (t) => [
    check('conversations_subject_not_blank', sql`${t.subject} is null or length(trim(${t.subject})) > 0`),
    check('conversations_deleted_by_business_closed', sql`not ${t.hiddenByBusiness} or ${t.status} <> 'active'`),
    // An existing active conversation for the same business and customer is reused (SPEC §4).
    uniqueIndex('conversations_one_active').on(t.businessId, t.customerId).where(sql`${t.status} = 'active'`),
    index('conversations_business_idx').on(t.businessId, t.lastMessageAt),
    index('conversations_customer_idx').on(t.customerId, t.lastMessageAt),
    // The unread-mail job looks only at conversations with recent messages.
    index('conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Who spoke: the customer, or the business (its owner, or an admin acting for it). */
    senderSide: text('sender_side', { enum: ['customer', 'business'] })
      .notNull()
      .default('customer'),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_content_not_blank', sql`length(trim(${t.content})) > 0`),
    // LIMITS.chatMessageMax
    check('messages_content_length', sql`char_length(${t.content}) <= 2000`),
    check('messages_sender_side_check', sql`${t.senderSide} in ('customer', 'business')`),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);
