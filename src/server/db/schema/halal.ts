import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlaceFacts } from '../../../domain/halal-evidence';
import { profileIdColumn, profiles } from './accounts';
import { businessIdColumn, businessLocations } from './catalog';
import { inList } from './checks';

// Issue 16, halal trust (decision 015): what a place serves and how sure the directory is of it. The
// stored values are the keys of the maps in src/domain/halal.ts; screens show their labels.

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
    /**
     * Issue 34: what the place shows of each fact, projected from its evidence (`projectFact`), and the
     * filter tags it earns. Null tags: not projected yet, the listing then reads the stated facts.
     */
    facts: jsonb('facts').$type<PlaceFacts>().notNull().default({}),
    factTags: text('fact_tags').array(),
    factCertified: boolean('fact_certified').notNull().default(false),
    /** When time alone changes the projection next (null: due now); the daily job reads this. */
    factsChangeAt: timestamp('facts_change_at', { withTimezone: true }),
  },
  (t) => [
    index('halal_profiles_facts_change_idx').on(t.factsChangeAt),
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

const FACTS = [
  'level',
  'chicken',
  'beef',
  'lamb_goat',
  'other_meat',
  'alcohol',
  'pork',
  'prayer_space',
  'muslim_owned',
  'certificate',
] as const;
const PHOTO_STATUSES = ['pending', 'accepted', 'rejected'] as const;
const SOURCES = ['certificate', 'admin', 'community', 'owner', 'context'] as const;

/**
 * Issue 34: the evidence behind a profile's facts (decision 027). Owners, admins and a checked certificate
 * keep one row per fact and source, replaced when they speak again; diners keep one row per person and
 * fact, their latest answer. `counted` is false for an answer the community rules do not count (an account
 * too young, or discounted by an admin).
 */
export const halalEvidence = pgTable(
  'halal_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => halalProfiles.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    value: text('value').notNull(),
    affirms: boolean('affirms').notNull().default(true),
    source: text('source').notNull(),
    /** Who gave it; the row stays when the account goes (its answer was counted when given). */
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The person of a community answer, kept apart so that one row per person holds after deletions. */
    answererKey: text('answerer_key'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    counted: boolean('counted').notNull().default(true),
    note: text('note'),
    /** The document behind it: a diner's photo the team accepted (a menu, a certificate on the wall). */
    documentUrl: text('document_url'),
  },
  (t) => [
    index('halal_evidence_profile_idx').on(t.profileId, t.fact),
    uniqueIndex('halal_evidence_one_per_source')
      .on(t.profileId, t.fact, t.source)
      .where(sql`${t.source} <> 'community'`),
    uniqueIndex('halal_evidence_one_per_answerer')
      .on(t.profileId, t.fact, t.answererKey)
      .where(sql`${t.source} = 'community'`),
    index('halal_evidence_actor_idx').on(t.actorId).where(sql`${t.actorId} is not null`),
    // Whether a stored file is still some evidence's document, before it is removed (storage/uploads.ts).
    index('halal_evidence_document_idx').on(t.documentUrl).where(sql`${t.documentUrl} is not null`),
    check('halal_evidence_fact', inList(t.fact, FACTS)),
    check('halal_evidence_source', inList(t.source, SOURCES)),
    check('halal_evidence_answerer', sql`(${t.source} = 'community') = (${t.answererKey} is not null)`),
    check('halal_evidence_note_length', sql`length(${t.note}) <= 500`),
  ],
);

/**
 * Every answer a person gave to 'Is this still true?', kept for their daily budget and for the admins; the
 * counted one per person and fact is in `halal_evidence`.
 */
export const halalAnswers = pgTable(
  'halal_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: profileIdColumn('user_id'),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => halalProfiles.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    answer: text('answer').notNull(),
    /** The value the person was asked about. */
    value: text('value').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    /** A photo sent with the answer: evidence only once an admin accepts it. */
    photoUrl: text('photo_url'),
    photoStatus: text('photo_status'),
  },
  (t) => [
    index('halal_answers_user_idx').on(t.userId, t.answeredAt),
    // Whether a stored file is still an answer's photo; the queue's 'Photos to accept', oldest first.
    index('halal_answers_photo_idx').on(t.photoUrl).where(sql`${t.photoUrl} is not null`),
    index('halal_answers_photo_pending_idx').on(t.answeredAt).where(sql`${t.photoStatus} = 'pending'`),
    check('halal_answers_photo_status', inList(t.photoStatus, PHOTO_STATUSES)),
    check('halal_answers_photo', sql`(${t.photoUrl} is null) = (${t.photoStatus} is null)`),
    check('halal_answers_note_length', sql`length(${t.note}) <= 500`),
    // The admins' 'Disputed and stale' queue reads the latest answers about each fact of a place.
    index('halal_answers_profile_fact_idx').on(t.profileId, t.fact, t.answeredAt),
    check('halal_answers_fact', inList(t.fact, FACTS)),
    check('halal_answers_answer', inList(t.answer, ['yes', 'no', 'not_sure'])),
  ],
);
