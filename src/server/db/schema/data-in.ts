import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profileIdColumn, profiles } from './accounts';
import { businesses, businessIdColumn } from './catalog';
import { inList } from './checks';

// Issue 35, data in (decisions 029 to 031): places imported from OpenStreetMap, kept apart from the site's own rows
// (ODbL), possible duplicates and merges, and owners' claims of a listed place.

export const OSM_ELEMENT_TYPES = ['node', 'way', 'relation'] as const;

/**
 * The OpenStreetMap element a place came from, or was linked to: its tags as last imported, and the value
 * each field was given from them (`fields`), so that a re-import changes only what nobody edited here since.
 */
export const osmPlaces = pgTable(
  'osm_places',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    osmType: text('osm_type').notNull(),
    osmId: text('osm_id').notNull(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull(),
    /** The fields as OpenStreetMap last gave them (name, address, phone, website, hours, cuisines, pin). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** `diet:halal` as tagged (yes, only, limited, no…), shown as context, never as a checked fact. */
    dietHalal: text('diet_halal'),
    /** What of `opening_hours` the hours could not express, kept as written. */
    hoursNote: text('hours_note'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('osm_places_element_idx').on(t.osmType, t.osmId),
    check('osm_places_type', inList(t.osmType, OSM_ELEMENT_TYPES)),
  ],
);

/**
 * An imported element that looks like a place already listed (same phone, website domain, or a similar name
 * within 150 m): never created twice; an admin links it to that place or adds it as a place of its own.
 */
export const osmMatches = pgTable(
  'osm_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    osmType: text('osm_type').notNull(),
    osmId: text('osm_id').notNull(),
    element: jsonb('element').$type<Record<string, unknown>>().notNull(),
    businessId: businessIdColumn(),
    /** 'phone', 'website' or 'name'. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('osm_matches_element_idx').on(t.osmType, t.osmId),
    index('osm_matches_business_idx').on(t.businessId),
    check('osm_matches_type', inList(t.osmType, OSM_ELEMENT_TYPES)),
    check('osm_matches_reason', inList(t.reason, ['phone', 'website', 'name'])),
  ],
);

/** The slug of a place merged into another (or renamed): its old address leads to the kept place. */
export const businessSlugRedirects = pgTable('business_slug_redirects', {
  slug: text('slug').primaryKey(),
  businessId: businessIdColumn(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Two places an admin said are not the same, so 'Possible duplicates' stops offering them. */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    firstId: uuid('first_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    secondId: uuid('second_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    dismissedBy: text('dismissed_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firstId, t.secondId] }),
    index('duplicate_dismissals_second_idx').on(t.secondId),
    check('duplicate_dismissals_ordered', sql`${t.firstId} < ${t.secondId}`),
  ],
);

export const CLAIM_METHODS = ['email_code', 'document'] as const;
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'cancelled'] as const;

/**
 * 'Own this business? Claim it': a signed-in person's claim of a place without an owner, by a code mailed to
 * the listing's email (or an address at its website's domain) or by a document an admin reviews.
 */
export const businessClaims = pgTable(
  'business_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    claimantId: profileIdColumn('claimant_id'),
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    /** Where the code went (email_code). */
    email: text('email'),
    /** The code's hash (never the code), when it stops counting, and the wrong tries so far. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The uploaded document (document). */
    documentUrl: text('document_url'),
    note: text('note'),
    /** Why an admin rejected it, told to the claimant. */
    reason: text('reason'),
    decidedBy: text('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open claim per person and place.
    uniqueIndex('business_claims_one_open').on(t.businessId, t.claimantId).where(sql`${t.status} = 'pending'`),
    // The 'Claims' queue: documents waiting, oldest first.
    index('business_claims_queue_idx').on(t.createdAt).where(sql`${t.status} = 'pending' and ${t.method} = 'document'`),
    index('business_claims_claimant_idx').on(t.claimantId, t.createdAt.desc()),
    index('business_claims_document_idx').on(t.documentUrl).where(sql`${t.documentUrl} is not null`),
    check('business_claims_method', inList(t.method, CLAIM_METHODS)),
    check('business_claims_status', inList(t.status, CLAIM_STATUSES)),
    check(
      'business_claims_method_fields',
      sql`(${t.method} = 'email_code') = (${t.email} is not null and ${t.codeHash} is not null and ${t.codeExpiresAt} is not null)`,
    ),
    check('business_claims_document', sql`${t.method} <> 'document' or ${t.documentUrl} is not null`),
    check('business_claims_attempts', sql`${t.attempts} >= 0`),
    check('business_claims_note_length', sql`length(${t.note}) <= 1000`),
    check('business_claims_reason_length', sql`length(${t.reason}) <= 1000`),
  ],
);
