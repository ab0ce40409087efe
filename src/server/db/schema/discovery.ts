import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Cuisine } from '../../../domain/cuisines';
import { businesses } from './catalog';

// Issue 17, discovery (decision 016): what search reads and what geocoding remembers.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Each business's full-text document, kept by triggers (migration 0013) from its name (weight A), its
 * categories (B), its description and the cities of its locations (C), all without accents.
 *
 * Beside it, what a search reads of the business (issue 40, migration 0027): its name without accents and
 * its cuisines (to rank), whether it is listed, featured and its rating score (its candidates' order). A
 * search then walks its candidates in this table alone, checking each document on the row it walks,
 * instead of looking each business's document up. The same writes keep them (refresh_businesses_search,
 * and a trigger on every change of a business).
 */
export const businessSearch = pgTable(
  'business_search',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    name: text('name').notNull().default(''),
    cuisines: text('cuisines').array().$type<Cuisine[]>().notNull().default(sql`'{}'::text[]`),
    listed: boolean('listed').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    ratingScore: doublePrecision('rating_score').notNull().default(0),
    /**
     * Issue 31: the words of its name, categories, cuisines, description and cities (lower case, without
     * accents, three letters or more), so that a refresh knows which words of the dictionary
     * (`search_words`) the business no longer gives, and whether another business still does.
     */
    words: text('words').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('business_search_document_idx').using('gin', t.document),
    // A search's candidates (issue 40): the listed businesses, featured first, then best rated (relevance's ties).
    // Migration 0029 makes it INCLUDE (document, name, cuisines), so a search reads the index alone.
    index('business_search_candidates_idx').on(t.isFeatured, t.ratingScore, t.businessId).where(sql`${t.listed}`),
    // A cuisine named in another language matches beside the document: either index finds a rare one.
    index('business_search_cuisines_idx').using('gin', t.cuisines),
    // Whether any business still gives a word the dictionary holds, when one stops giving it.
    // Without a pending list (fastupdate), which PGlite, having no autovacuum, would only read through.
    index('business_search_words_idx').using('gin', t.words).with({ fastupdate: false }),
  ],
);

/**
 * The directory's dictionary: the words the documents hold (names, categories, cuisines, descriptions,
 * cities; issue 31), without accents, in lower case, of three letters or more. A typed word that is not
 * among them is compared with them (its trigrams, `<%`) to find the words it may mean ('falafal' →
 * 'falafel'), which the search then looks for in the documents (issue 40). Kept in the same statement as
 * the documents (refresh_businesses_search): a word leaves with the last business that gives it.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // Without a pending list: on PGlite (no autovacuum) the new words would pile up in it unsorted, read through
  // by every lookup and counted by the planner as if the index were that much bigger (issue 31).
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
]);

/**
 * Addresses a geocoder was asked about, with its answer (null coordinates: it found nothing), so an
 * address is looked up once however often it is saved.
 */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  provider: text('provider').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
