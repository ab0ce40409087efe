import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { businessIdColumn, businessLocations } from './catalog';

// Issue 16, halal trust (decision 015): what a place serves and how sure the directory is of it. The
// stored values are the keys of the maps in src/domain/halal.ts; screens show their labels.

const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v}'`)),
    sql`, `,
  )})`;

const SLAUGHTER = ['zabiha', 'machine', 'not_served', 'not_stated'] as const;

/**
 * The certifying bodies admins keep (name and website); a profile may name another one in its own words.
 * Profiles name a body by id (decision 020): a renamed body is renamed everywhere, and a body is never
 * deleted but retired, so the profiles that name it keep showing its name while new choices cannot take it.
 */
export const halalCertifiers = pgTable(
  'halal_certifiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    websiteUrl: text('website_url'),
    /** When an admin retired the body: no longer offered, still named by the profiles that chose it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One body per name, whatever the letter case: 'ISNA Halal' and 'isna halal' are the same body.
    uniqueIndex('halal_certifiers_name_key').on(sql`lower(${t.name})`),
    check('halal_certifiers_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('halal_certifiers_name_length', sql`length(${t.name}) <= 200`),
    check('halal_certifiers_website_length', sql`length(${t.websiteUrl}) <= 500`),
  ],
);

/**
 * A halal profile: for the whole business (location_id null, what the submission and the admin's dialogs
 * carry), or for one of its locations when that branch differs. At most one of each.
 */
export const halalProfiles = pgTable(
  'halal_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    locationId: uuid('location_id').references(() => businessLocations.id, { onDelete: 'cascade' }),
    /** null: not stated. */
    level: text('level'),
    chicken: text('chicken').notNull().default('not_stated'),
    beef: text('beef').notNull().default('not_stated'),
    lambGoat: text('lamb_goat').notNull().default('not_stated'),
    otherMeat: text('other_meat').notNull().default('not_stated'),
    alcohol: text('alcohol').notNull().default('not_stated'),
    pork: text('pork').notNull().default('not_stated'),
    prayerSpace: boolean('prayer_space').notNull().default(false),
    muslimOwned: text('muslim_owned').notNull().default('not_stated'),
    /** Restrict: a body in use is retired, never deleted, so no profile loses the body it names. */
    certifierId: uuid('certifier_id').references(() => halalCertifiers.id, { onDelete: 'restrict' }),
    /** A certifying body not on the admins' list, in the owner's words. */
    certifierOther: text('certifier_other'),
    certificateUrl: text('certificate_url'),
    /** The certificate's last valid day (Indiana's calendar). */
    certificateExpiresOn: date('certificate_expires_on', { mode: 'string' }),
    /** When an admin checked the certificate on file (cleared when the certificate changes). */
    certificateCheckedAt: timestamp('certificate_checked_at', { withTimezone: true }),
    /** When an admin last verified the profile ('Last verified'). */
    adminVerifiedAt: timestamp('admin_verified_at', { withTimezone: true }),
    adminVerifiedBy: text('admin_verified_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** When the owner last re-confirmed the profile ('Last verified'). */
    ownerConfirmedAt: timestamp('owner_confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('halal_profiles_one_per_business').on(t.businessId).where(sql`${t.locationId} is null`),
    uniqueIndex('halal_profiles_one_per_location').on(t.locationId),
    // Every profile of a business (its own and its locations'): what the card's 'Verified' date reads.
    index('halal_profiles_business_idx').on(t.businessId),
    // The admins' list counts the profiles naming each certifying body.
    index('halal_profiles_certifier_idx').on(t.certifierId).where(sql`${t.certifierId} is not null`),
    // The certificate reminders' job reads the certificates expiring in the next 30 days.
    index('halal_profiles_certificate_expires_idx')
      .on(t.certificateExpiresOn)
      .where(sql`${t.certificateExpiresOn} is not null`),
    check('halal_profiles_level', sql`${t.level} is null or ${inList(t.level, ['fully', 'options', 'on_request'])}`),
    check('halal_profiles_chicken', inList(t.chicken, SLAUGHTER)),
    check('halal_profiles_beef', inList(t.beef, SLAUGHTER)),
    check('halal_profiles_lamb_goat', inList(t.lambGoat, SLAUGHTER)),
    check('halal_profiles_other_meat', inList(t.otherMeat, SLAUGHTER)),
    check('halal_profiles_alcohol', inList(t.alcohol, ['none', 'beer_wine', 'full_bar', 'not_stated'])),
    check('halal_profiles_pork', inList(t.pork, ['no', 'yes', 'not_stated'])),
    check('halal_profiles_muslim_owned', inList(t.muslimOwned, ['yes', 'not_stated'])),
    check('halal_profiles_certifier_other_length', sql`length(${t.certifierOther}) <= 200`),
    check(
      'halal_profiles_checked_certificate',
      sql`${t.certificateCheckedAt} is null or ${t.certificateExpiresOn} is not null`,
    ),
  ],
);
