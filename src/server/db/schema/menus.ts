import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MENU_LIMITS, MENU_MEAT_KEYS } from '../../../domain/menu';
import { ACTION_LINK_KIND_KEYS, OFFER_LIMITS } from '../../../domain/offers';
import { profiles } from './accounts';
import { businessIdColumn, businessLocations } from './catalog';

// Issue 37 (decision 034): a business's menu with the halal facts of each dish, its offers, and its action
// links (order online, reserve a table, delivery, catering).

const inList = (keys: readonly string[]) => sql.raw(keys.map((k) => `'${k}'`).join(', '));

/** A section of the menu ('Starters', 'Grill'), in the owner's order. */
export const menuSections = pgTable(
  'menu_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check(
      'menu_sections_name_check',
      sql`length(trim(${t.name})) between 1 and ${sql.raw(String(MENU_LIMITS.sectionNameMax))}`,
    ),
    uniqueIndex('menu_sections_business_position_idx').on(t.businessId, t.position),
  ],
);

/** A dish, with its price in US cents and its halal facts (src/domain/menu.ts says when it is halal). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    /** The section's business, kept here so the search document and the page read the items by business. */
    businessId: businessIdColumn(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents'),
    photoUrl: text('photo_url'),
    meat: text('meat').notNull().default('none'),
    handSlaughtered: text('hand_slaughtered').notNull().default('unknown'),
    containsAlcohol: boolean('contains_alcohol').notNull().default(false),
    containsPork: boolean('contains_pork').notNull().default(false),
    vegetarian: boolean('vegetarian').notNull().default(false),
  },
  (t) => [
    check(
      'menu_items_name_check',
      sql`length(trim(${t.name})) between 1 and ${sql.raw(String(MENU_LIMITS.itemNameMax))}`,
    ),
    check(
      'menu_items_description_check',
      sql`${t.description} is null or length(${t.description}) <= ${sql.raw(String(MENU_LIMITS.itemDescriptionMax))}`,
    ),
    check(
      'menu_items_price_check',
      sql`${t.priceCents} is null or ${t.priceCents} between 0 and ${sql.raw(String(MENU_LIMITS.priceMaxCents))}`,
    ),
    check('menu_items_meat_check', sql`${t.meat} in (${inList(MENU_MEAT_KEYS)})`),
    check('menu_items_hand_slaughtered_check', sql`${t.handSlaughtered} in ('yes', 'no', 'unknown')`),
    check('menu_items_vegetarian_check', sql`not ${t.vegetarian} or (${t.meat} = 'none' and not ${t.containsPork})`),
    uniqueIndex('menu_items_section_position_idx').on(t.sectionId, t.position),
    index('menu_items_business_idx').on(t.businessId),
    // Whether a photo is still shown, before its file is removed (storage/uploads.ts).
    index('menu_items_photo_idx').on(t.photoUrl).where(sql`${t.photoUrl} is not null`),
  ],
);

/** An offer: shown on the page and as a badge on cards from its first day through its last (Indiana's days). */
export const businessOffers = pgTable(
  'business_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    title: text('title').notNull(),
    text: text('text'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    needsPassportStamp: boolean('needs_passport_stamp').notNull().default(false),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'business_offers_title_check',
      sql`length(trim(${t.title})) between 1 and ${sql.raw(String(OFFER_LIMITS.titleMax))}`,
    ),
    check(
      'business_offers_text_check',
      sql`${t.text} is null or length(${t.text}) <= ${sql.raw(String(OFFER_LIMITS.textMax))}`,
    ),
    check('business_offers_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
    // A business's offers, and the card's badge: the offers of a business still running.
    index('business_offers_business_idx').on(t.businessId, t.endsOn),
    // 'Has an offer': the offers not yet over, then their businesses.
    index('business_offers_ends_idx').on(t.endsOn, t.startsOn, t.businessId),
  ],
);

/** A button on the business page: for the whole business (no location) or one location, one per kind each. */
export const businessActionLinks = pgTable(
  'business_action_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    locationId: uuid('location_id').references(() => businessLocations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('business_action_links_kind_check', sql`${t.kind} in (${inList(ACTION_LINK_KIND_KEYS)})`),
    check('business_action_links_url_check', sql`${t.url} ~* '^https?://' and length(${t.url}) <= 500`),
    uniqueIndex('business_action_links_one_per_kind_idx').on(
      t.businessId,
      sql`coalesce(${t.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.kind,
    ),
  ],
);
