import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
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
import { CUISINE_KEYS, CUISINES_PER_BUSINESS, type Cuisine } from '../../../domain/cuisines';
import type { SpecialDay, WeeklyHours } from '../../../domain/hours';
import { profiles } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Order of the 'Explore Categories' cards on the home page. */
  position: integer('position').notNull().default(0),
});

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SPEC §5 slug rule applied to the name; a clash gets -2, -3… */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    phone: text('phone'),
    email: text('email'),
    websiteUrl: text('website_url'),
    mapsUrl: text('maps_url'),
    imageUrl: text('image_url'),
    instagram: text('instagram'),
    ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'cascade' }),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: text('rejected_by').references(() => profiles.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * SPEC §2 Business card rating: how many reviews count and the sum of their ratings (the average is
     * sum / count). Kept exact by triggers on reviews and review_disputes (migration 0007), in the
     * transaction of the write, so no read aggregates reviews; a review with an approved dispute does not count.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * Corrections 14: what 'Top rated' ranks by, the average weighted by the number of reviews
     * (`weightedRating` in src/domain/listing-sort.ts) with the directory's mean as the prior
     * (directory_ratings); 0 without reviews. Kept by triggers with the two columns above (migration 0020).
     */
    ratingScore: doublePrecision('rating_score').notNull().default(0),
    /** Mirror of an active featured_listings row, kept by a trigger, so the listing sorts by an index. */
    isFeatured: boolean('is_featured').notNull().default(false),
    /**
     * Issue 16: the halal facts of the business's own place (its columns mirror the primary location,
     * decision 012): the primary location's own profile, else the business's (halal_profiles). Kept by
     * triggers (migrations 0009, 0020) for the cards and the listing's filters: the level, the facts it states
     * ('fully', 'zabiha', 'no_alcohol', 'prayer_space', 'muslim_owned'), and the last day of its
     * admin-checked certificate. Every location keeps the same three for the profile that applies there.
     */
    halalLevel: text('halal_level'),
    halalTags: text('halal_tags').array().notNull().default(sql`'{}'::text[]`),
    halalCertifiedUntil: date('halal_certified_until', { mode: 'string' }),
    /**
     * The latest 'Last verified' of its profiles (an admin's verification or the owner's re-confirmation,
     * decision 015), kept by a trigger (migration 0018) so a card shows 'Verified Mar 2026' from its own row.
     */
    halalVerifiedAt: timestamp('halal_verified_at', { withTimezone: true }),
    /**
     * Issue 16: when an admin confirmed the place permanently closed. It leaves every public list (and the
     * stored counts); its page stays, with a 'Permanently closed' banner, so links and reviews are not lost.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The cuisines the business names (src/domain/cuisines.ts), in its search document beside the categories. */
    cuisines: text('cuisines').array().$type<Cuisine[]>().notNull().default(sql`'{}'::text[]`),
    /** Issue 35: the id a CSV import upserts by (the importer's own key for the place), unique when given. */
    externalId: text('external_id'),
    /**
     * Issue 35: when the place arrived by an import (OpenStreetMap or CSV) rather than a person's submission;
     * an imported place waits in the admins' 'Imported' queue, not 'Pending', until it is published.
     */
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [
    check('businesses_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('businesses_rating_count_non_negative', sql`${t.ratingCount} >= 0`),
    check('businesses_rating_sum_in_range', sql`${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    // Only the directory's cuisines, at most five (src/domain/cuisines.ts).
    check(
      'businesses_cuisines_known',
      sql`${t.cuisines} <@ array[${sql.raw(CUISINE_KEYS.map((key) => `'${key}'`).join(', '))}]::text[] and cardinality(${t.cuisines}) <= ${sql.raw(String(CUISINES_PER_BUSINESS))}`,
    ),
    index('businesses_public_idx').on(t.isApproved, t.rejectedAt, t.name),
    // The public listing's order (featured first, then name, then id), walked page by page (keyset).
    index('businesses_public_listing_idx')
      .on(t.isFeatured.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.isApproved} and ${t.rejectedAt} is null`),
    // The sitemap's pages of public slugs (keyset on slug).
    index('businesses_public_slug_idx').on(t.slug).where(sql`${t.isApproved} and ${t.rejectedAt} is null`),
    // The city filter and the cities list compare cities trimmed and in any case.
    index('businesses_public_city_idx')
      .on(sql`lower(trim(${t.city}))`)
      .where(sql`${t.isApproved} and ${t.rejectedAt} is null`),
    // The halal filters (issue 16): the stated facts, and a certificate still current.
    index('businesses_public_halal_tags_idx')
      .using('gin', t.halalTags)
      .where(sql`${t.isApproved} and ${t.rejectedAt} is null`),
    // The cuisine filter: any of the cuisines asked for.
    index('businesses_public_cuisines_idx')
      .using('gin', t.cuisines)
      .where(sql`${t.isApproved} and ${t.rejectedAt} is null`),
    index('businesses_public_certified_idx')
      .on(t.halalCertifiedUntil)
      .where(sql`${t.isApproved} and ${t.rejectedAt} is null`),
    index('businesses_category_idx').on(t.categoryId),
    uniqueIndex('businesses_external_id_idx').on(t.externalId).where(sql`${t.externalId} is not null`),
    check('businesses_external_id_length', sql`length(${t.externalId}) <= 100`),
    // The 'Imported' queue, newest first.
    index('businesses_imported_queue_idx')
      .on(t.importedAt.desc())
      .where(sql`${t.importedAt} is not null and not ${t.isApproved} and ${t.rejectedAt} is null`),
    // Possible duplicates: the same phone (as its digits).
    index('businesses_phone_digits_idx')
      .on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`)
      .where(sql`${t.phone} is not null`),
    index('businesses_owner_idx').on(t.ownerId),
    // Before a file is removed, whether any listing still shows it.
    index('businesses_image_url_idx').on(t.imageUrl),
    index('businesses_created_at_idx').on(t.createdAt),
    // The listing's sorts (issue 17): best rated first, and newest first, each walked backwards page by page
    // (a row comparison with the last card binds an ascending index; a descending one it only filters).
    index('businesses_public_rating_score_idx')
      .on(t.ratingScore, t.ratingCount, t.id)
      .where(sql`${t.isApproved} and ${t.rejectedAt} is null`),
    index('businesses_public_newest_idx').on(t.createdAt, t.id).where(sql`${t.isApproved} and ${t.rejectedAt} is null`),
    // Names that match a typo (issue 17): trigrams of the name without accents.
    index('businesses_name_unaccent_trgm_idx').using('gin', sql`directory_unaccent(${t.name}) gin_trgm_ops`),
    index('businesses_lower_name_idx').on(sql`lower(${t.name})`),
    // Case-insensitive substring search on name and description (SPEC §2 category search).
    index('businesses_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('businesses_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

/** The business a row belongs to; the row goes when the business is deleted. */
export const businessIdColumn = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

/**
 * The categories a business is listed under (SPEC §3): the primary (businesses.category_id) and the
 * additional ones. A trigger adds the primary's row whenever category_id is set (migration 0007), so
 * writers add only the additional categories and the listing filters by this table alone.
 */
export const businessCategories = pgTable(
  'business_categories',
  {
    businessId: businessIdColumn(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.categoryId] }),
    // A category's members, read from the index alone.
    index('business_categories_category_idx').on(t.categoryId, t.businessId),
  ],
);

export const businessLocations = pgTable(
  'business_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state').notNull().default('IN'),
    zip: text('zip'),
    phone: text('phone'),
    email: text('email'),
    mapsUrl: text('maps_url'),
    isPrimary: boolean('is_primary').notNull().default(false),
    comingSoon: boolean('coming_soon').notNull().default(false),
    /** Issue 17: the pin (placed by hand, typed, or geocoded from `geocodedAddress`); both or neither. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The address the pin was geocoded from; null when a person placed it. A new address is geocoded again. */
    geocodedAddress: text('geocoded_address'),
    /** Issue 17: opening hours (src/domain/hours.ts); null weekly hours are not known. */
    timeZone: text('time_zone').notNull().default('America/Indiana/Indianapolis'),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>(),
    specialHours: jsonb('special_hours').$type<SpecialDay[]>().notNull().default([]),
    temporarilyClosed: boolean('temporarily_closed').notNull().default(false),
    /**
     * Issue 16: the halal facts of the profile that applies here, the location's own, else the business's
     * (as `businesses.halal_*`), kept by triggers (migration 0020). The halal filters match a place
     * through them: 'No alcohol' in Fishers asks the Fishers location.
     */
    halalLevel: text('halal_level'),
    halalTags: text('halal_tags').array().notNull().default(sql`'{}'::text[]`),
    halalCertifiedUntil: date('halal_certified_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_locations_pin_whole', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check(
      'business_locations_pin_in_indiana',
      sql`${t.latitude} is null or (${t.latitude} between 37.5 and 42 and ${t.longitude} between -88.5 and -84.5)`,
    ),
    check('business_locations_time_zone', sql`${t.timeZone} in ('America/Indiana/Indianapolis', 'America/Chicago')`),
    check(
      'business_locations_weekly_hours_week',
      sql`${t.weeklyHours} is null or (jsonb_typeof(${t.weeklyHours}) = 'array' and jsonb_array_length(${t.weeklyHours}) = 7)`,
    ),
    check('business_locations_special_hours_list', sql`jsonb_typeof(${t.specialHours}) = 'array'`),
    index('business_locations_business_idx').on(t.businessId, t.isPrimary),
    // 'Near me' (issue 17): the places within a radius, found on the earth's surface (earthdistance).
    index('business_locations_earth_idx')
      .using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.latitude} is not null`),
    // The city filter: a business is in every city one of its locations is in.
    index('business_locations_lower_city_idx').on(sql`lower(trim(${t.city}))`, t.businessId),
    // The halal filters (issue 16) find the places whose profile states the facts, or a current certificate.
    index('business_locations_halal_tags_idx').using('gin', t.halalTags),
    index('business_locations_certified_idx')
      .on(t.halalCertifiedUntil)
      .where(sql`${t.halalCertifiedUntil} is not null`),
    // Exactly one primary location per business at any time (SPEC §2 Locations).
    uniqueIndex('business_locations_one_primary').on(t.businessId).where(sql`${t.isPrimary}`),
  ],
);

export const featuredListings = pgTable(
  'featured_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .unique()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('featured_listings_active_idx').on(t.active, t.startAt)],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    location: text('location'),
    createdAt: createdAt(),
  },
  (t) => [
    check('events_title_not_blank', sql`length(trim(${t.title})) > 0`),
    check('events_end_after_start', sql`${t.endDate} is null or ${t.endDate} >= ${t.eventDate}`),
    index('events_business_date_idx').on(t.businessId, t.eventDate),
  ],
);

export const businessImages = pgTable(
  'business_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    displayOrder: integer('display_order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_images_order_non_negative', sql`${t.displayOrder} >= 0`),
    // Two uploads at once can never share an order (SPEC §9 gallery display order).
    uniqueIndex('business_images_business_order').on(t.businessId, t.displayOrder),
    index('business_images_image_url_idx').on(t.imageUrl),
  ],
);

export const businessLogos = pgTable(
  'business_logos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .unique()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    logoUrl: text('logo_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    uploadedBy: text('uploaded_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('business_logos_logo_url_idx').on(t.logoUrl)],
);

/**
 * Corrections 14: the directory's counted reviews (no approved dispute) and their sum, kept by triggers
 * with every business's rating columns, and the mean the businesses' `rating_score` were computed with:
 * when the mean moves 0.05 star away from it, every score is computed again (migration 0020). One row.
 */
export const directoryRatings = pgTable(
  'directory_ratings',
  {
    only: boolean('only').primaryKey().default(true),
    reviews: bigint('reviews', { mode: 'number' }).notNull().default(0),
    ratingSum: bigint('rating_sum', { mode: 'number' }).notNull().default(0),
    /** null until the directory has a review. */
    priorMean: doublePrecision('prior_mean'),
  },
  (t) => [check('directory_ratings_one_row', sql`${t.only}`)],
);

/**
 * How many public businesses a listing shows ('N results found', SPEC §2), per category (all-businesses
 * included) and city ('' for every city): kept by triggers on the businesses, their categories and their
 * locations (migration 0008), so a listing never counts its whole category per request.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The city as the filter compares it (`lower(trim(city))`); '' counts every city. */
    city: text('city').notNull(),
    businesses: integer('businesses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.city] }),
    check('listing_counts_businesses_non_negative', sql`${t.businesses} >= 0`),
  ],
);
