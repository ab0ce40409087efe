import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profileIdColumn, profiles } from './accounts';
import { businessIdColumn } from './catalog';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    /** The reviewer; null once they deleted their account: the review stays, by 'A former member'. */
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The business owner's one public reply (beyond the original, as on Yelp and Google). */
    ownerReply: text('owner_reply'),
    ownerRepliedAt: timestamp('owner_replied_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'reviews_owner_reply_length',
      sql`${t.ownerReply} is null or char_length(${t.ownerReply}) between 1 and 1000`,
    ),
    unique('reviews_one_per_user_and_business').on(t.userId, t.businessId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length', sql`${t.comment} is null or char_length(${t.comment}) <= 500`),
    // A business's reviews in the list's order (newest first, then id).
    index('reviews_business_created_idx').on(t.businessId, t.createdAt, t.id),
  ],
);

export const reviewDisputes = pgTable(
  'review_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    businessOwnerId: profileIdColumn('business_owner_id'),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_disputes_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('review_disputes_reason_length', sql`length(trim(${t.reason})) > 0 and char_length(${t.reason}) <= 1000`),
    index('review_disputes_created_idx').on(t.createdAt),
    index('review_disputes_status_idx').on(t.status),
  ],
);
