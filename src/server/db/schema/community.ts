import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { localeCheck, localeColumn, profiles } from './accounts';
import { businessIdColumn } from './catalog';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Double opt-in: a subscription is mailed only once its address confirmed it through the mailed link;
 * an unconfirmed one expires after 7 days. Asking again while it waits mails the link again, twice an hour
 * at most: `confirmation_sent_at` is when this hour's first one went, `confirmation_mails` how many did.
 */
const doubleOptIn = () => ({
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmToken: uuid('confirm_token').notNull().defaultRandom().unique(),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }).notNull().defaultNow(),
  confirmationMails: smallint('confirmation_mails').notNull().default(1),
});

/** The mails of one hour's confirmations: the first and one more (CONFIRMATION_MAILS_PER_HOUR). */
const confirmationMailsCheck = (name: string, column: unknown) => check(name, sql`${column} between 1 and 2`);

/** Product newsletter subscribers (SPEC §3 newsletters). */
export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Secret for the one-click unsubscribe link. */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The language the subscriber used: the newsletter's mail is written in it. */
    locale: localeColumn(),
    ...doubleOptIn(),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('newsletters_locale_check', t.locale),
    uniqueIndex('newsletters_email_unique').on(sql`lower(${t.email})`),
    index('newsletters_unconfirmed_idx').on(t.confirmationSentAt).where(sql`${t.confirmedAt} is null`),
    confirmationMailsCheck('newsletters_confirmation_mails_check', t.confirmationMails),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['unread', 'read', 'replied'] })
      .notNull()
      .default('unread'),
    /** The language the message was written from: its confirmation and replies are mailed in it. */
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('contact_submissions_locale_check', t.locale),
    check('contact_submissions_status_check', sql`${t.status} in ('unread', 'read', 'replied')`),
    index('contact_submissions_created_at_idx').on(t.createdAt),
    index('contact_submissions_status_idx').on(t.status),
    index('contact_submissions_lower_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Reply history of a contact message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').references(() => profiles.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_submission_idx').on(t.submissionId, t.createdAt)],
);

export const businessSubscriptions = pgTable(
  'business_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and how an inactive subscription ended: removed by the owner, or by the person's own link. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    unsubscribedBy: text('unsubscribed_by', { enum: ['owner', 'link'] }),
    /** The language the subscriber used: the business's updates are mailed around it in that language. */
    locale: localeColumn(),
    ...doubleOptIn(),
  },
  (t) => [
    localeCheck('business_subscriptions_locale_check', t.locale),
    check('business_subscriptions_unsubscribed_by_check', sql`${t.unsubscribedBy} in ('owner', 'link')`),
    index('business_subscriptions_unconfirmed_idx').on(t.confirmationSentAt).where(sql`${t.confirmedAt} is null`),
    confirmationMailsCheck('business_subscriptions_confirmation_mails_check', t.confirmationMails),
    // One active subscription per email and business (SPEC §5 Public business subscription).
    uniqueIndex('business_subscriptions_one_active').on(t.businessId, sql`lower(${t.email})`).where(sql`${t.active}`),
    index('business_subscriptions_business_idx').on(t.businessId, t.active, t.subscribedAt),
    // A person's own subscriptions, found by their address (their data's download, their account's deletion).
    index('business_subscriptions_lower_email_idx').on(sql`lower(${t.email})`),
  ],
);
