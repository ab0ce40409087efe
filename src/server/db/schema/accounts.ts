import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { HalalStandard } from '../../../domain/halal-standard';
import { LOCALES } from '../../../domain/locales';

/** The language a person reads the directory and its mail in (issue 18): one of domain/locales.ts. */
export const localeColumn = () => text('locale', { enum: LOCALES }).notNull().default('en');

/** The database's own rule for a `locale` column. */
export const localeCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in (${sql.raw(LOCALES.map((l) => `'${l}'`).join(', '))})`);

/**
 * `profiles` is the better-auth user table (SPEC §3 profiles): the account and its profile are one
 * row, so creating an account and its profile is a single INSERT. Property names are the ones
 * better-auth expects (name, email, emailVerified, image); the rest are SPEC fields.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    role: text('role', { enum: ['user', 'admin', 'business_owner'] })
      .notNull()
      .default('user'),
    banned: boolean('banned').notNull().default(false),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    bannedBy: text('banned_by').references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    banReason: text('ban_reason'),
    locale: localeColumn(),
    /** Issue 34: when an admin discounted every halal answer of this account (none counts since). */
    answersDiscountedAt: timestamp('answers_discounted_at', { withTimezone: true }),
    /** Issue 34: the person's own halal standard (domain/halal-standard.ts), null until they set one. */
    halalStandard: jsonb('halal_standard').$type<HalalStandard>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('user', 'admin', 'business_owner')`),
    localeCheck('profiles_locale_check', t.locale),
    index('profiles_created_at_idx').on(t.createdAt),
    index('profiles_role_idx').on(t.role),
  ],
);

/** The person a row belongs to, in the column `name`; the row goes when the account is deleted. */
export const profileIdColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: profileIdColumn('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: profileIdColumn('user_id'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Request counters for rate limits (better-auth's `rateLimit` model, reused by our own limiter). */
export const rateLimits = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Issue 29: wrong passwords counted per account, whatever address they come from. After 5 in an hour
 * each further try waits longer; after 20 the account signs in only through a mailed reset link.
 */
export const accountGuards = pgTable(
  'account_guards',
  {
    profileId: text('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
  },
  (t) => [check('account_guards_failures_check', sql`${t.failures} >= 0`)],
);
