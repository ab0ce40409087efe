import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { businesses } from './catalog';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('active'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An existing active conversation for the same business and customer is reused (SPEC §4).
    uniqueIndex('conversations_one_active').on(t.businessId, t.customerId).where(sql`${t.status} = 'active'`),
    index('conversations_business_idx').on(t.businessId, t.lastMessageAt),
    index('conversations_customer_idx').on(t.customerId, t.lastMessageAt),
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
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_content_not_blank', sql`length(trim(${t.content})) > 0`),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);
