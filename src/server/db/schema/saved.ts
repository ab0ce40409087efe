import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  NOTICE_CHANNELS,
  NOTICE_EVENT_NAMES,
  NOTICE_KINDS,
  NOTICE_STATUSES,
  SAVED_LIST_KINDS,
  SAVED_LIST_ORDERS,
} from '../../../domain/notices';
import { profileIdColumn, profiles } from './accounts';
import { businesses, businessIdColumn } from './catalog';
import { inList } from './checks';

// Issue 36 (decision 032): the places a person keeps, in lists; the places they watch through them; and the
// notices that tell them, by the channel they chose, when something that matters changes.

/**
 * A person's list of places: 'Want to go' and 'Favourites' from the start (one of each), and their own.
 * Shared by a link when `shareId` is set (an unguessable id); stopping the share clears it, and the link 404s.
 * `watch`: saving a place in the list watches it.
 */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: profileIdColumn('user_id'),
    kind: text('kind', { enum: SAVED_LIST_KINDS }).notNull().default('custom'),
    /** The person's name for a list of their own; the default lists are named in the reader's language. */
    name: text('name'),
    shareId: text('share_id').unique(),
    watch: boolean('watch').notNull().default(true),
    sort: text('sort', { enum: SAVED_LIST_ORDERS }).notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_lists_kind', inList(t.kind, SAVED_LIST_KINDS)),
    check('saved_lists_sort', inList(t.sort, SAVED_LIST_ORDERS)),
    check('saved_lists_custom_named', sql`(${t.kind} = 'custom') = (${t.name} is not null)`),
    uniqueIndex('saved_lists_one_default_idx').on(t.userId, t.kind).where(sql`${t.kind} <> 'custom'`),
    index('saved_lists_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A place in a list, with its note and its place in the list's own order. */
export const savedPlaces = pgTable(
  'saved_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    businessId: businessIdColumn(),
    note: text('note').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_places_once_per_list').on(t.listId, t.businessId),
    index('saved_places_list_order_idx').on(t.listId, t.position),
    // The watchers of a place, when something about it changes.
    index('saved_places_business_idx').on(t.businessId),
  ],
);

/** The channel a person chose for each kind of notice; a kind without a row has its default. */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: profileIdColumn('user_id'),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notice_preferences_kind', inList(t.kind, NOTICE_KINDS)),
    check('notice_preferences_channel', inList(t.channel, NOTICE_CHANNELS)),
  ],
);

/**
 * A person's settings for all notices: quiet hours for push (minutes after midnight in the site's time zone,
 * both set or neither), and the token of the one-click unsubscribe link in their notice emails.
 */
export const noticeSettings = pgTable(
  'notice_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    quietFrom: smallint('quiet_from'),
    quietUntil: smallint('quiet_until'),
    unsubscribeToken: uuid('unsubscribe_token').notNull().unique().defaultRandom(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notice_settings_quiet_pair', sql`(${t.quietFrom} is null) = (${t.quietUntil} is null)`),
    check(
      'notice_settings_quiet_minutes',
      sql`${t.quietFrom} between 0 and 1439 and ${t.quietUntil} between 0 and 1439`,
    ),
  ],
);

/** One device's web push subscription (the standard's endpoint and keys); one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: profileIdColumn('user_id'),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device as the person would recognise it ('Chrome on Android'), from its user agent. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The notices outbox: one row per person per change, written in the change's transaction, with the channel
 * chosen then. `dueAt` is when it may go: now for email and push (later in quiet hours), the digest's time for
 * the digests. `payload` holds what the notice says (the place's name, slug and image, the change's details).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: profileIdColumn('user_id'),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    event: text('event').notNull(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('notices_kind', inList(t.kind, NOTICE_KINDS)),
    check('notices_event', inList(t.event, NOTICE_EVENT_NAMES)),
    check(
      'notices_channel',
      inList(
        t.channel,
        NOTICE_CHANNELS.filter((c) => c !== 'none'),
      ),
    ),
    check('notices_status', inList(t.status, NOTICE_STATUSES)),
    index('notices_due_idx').on(t.status, t.dueAt),
    // A person's notices of today, for the daily cap; their digest's notices.
    index('notices_user_idx').on(t.userId, t.createdAt),
  ],
);
