import { z } from 'zod';
import { EVIDENCE_TIERS, HALAL_LEVELS, keysOf } from './halal';
import { EVIDENCE_SOURCES, FACT_STATUSES, HALAL_FACTS } from './halal-evidence';
import { listingQuery } from './schemas';

// Issue 35: the directory's public read API (`/api/v1`). What it answers is described by these schemas:
// the server parses each answer with them (nothing else leaves) and the OpenAPI document is generated from
// them. Public fields only: no owner, no email, no person.

/** Places per page of `GET /api/v1/places`: 50 unless asked, 100 at most. */
export const OPEN_PLACES_PAGE = { default: 50, max: 100 } as const;

/** The licence of the directory's own data (CC BY 4.0): cite the directory and link to it. */
export const OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/**
 * Issue 35: a place imported from (or linked to) OpenStreetMap is OpenStreetMap's data under its own licence,
 * kept apart in the files: its row names its element and this licence (decision 031).
 */
export const OSM_DATA_LICENCE = {
  name: 'ODbL 1.0',
  url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  credit: '© OpenStreetMap contributors',
} as const;

/** `GET /api/v1/places`: the listing's filters, a cursor and a page size. */
export const openPlacesQuery = listingQuery
  .pick({ q: true, category: true, city: true, halal: true, standard: true, cuisine: true, cursor: true })
  .extend({
    limit: z.coerce.number().int().min(1).max(OPEN_PLACES_PAGE.max).default(OPEN_PLACES_PAGE.default),
  });
export type OpenPlacesQuery = z.infer<typeof openPlacesQuery>;

/** What each query parameter of `GET /api/v1/places` asks, for the OpenAPI document. */
export const OPEN_PLACES_PARAMETERS: Record<keyof z.input<typeof openPlacesQuery>, string> = {
  q: 'Words to search for: a name, a dish, a cuisine or a city.',
  category: "A category's slug (restaurants, coffee-shops, bakeries, markets, mobile-businesses).",
  city: 'A city; a place matches when one of its locations is there.',
  halal: 'Halal facts, comma-separated: fully, zabiha, no_alcohol, certified, prayer_space, muslim_owned.',
  standard: 'A halal standard in its address form, for example fully.zabiha-chicken.no_alcohol.no_pork.',
  cuisine: 'Cuisines, comma-separated; a place matches any of them.',
  cursor: "The previous page's nextCursor.",
  limit: `Places per page, 1 to ${OPEN_PLACES_PAGE.max} (default ${OPEN_PLACES_PAGE.default}).`,
};

const timestamp = z.iso.datetime({ offset: true }).nullable();

/** A place in a page of places: where it is, what it serves, how sure the directory is of its halal facts. */
export const openPlaceSummary = z.strictObject({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** Its page on the directory. */
  url: z.url(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  cuisines: z.array(z.string()),
  websiteUrl: z.string().nullable(),
  rating: z.strictObject({ average: z.number(), count: z.number().int() }),
  halal: z.strictObject({
    level: z.enum(keysOf(HALAL_LEVELS)).nullable(),
    certified: z.boolean(),
    zabiha: z.boolean(),
    noAlcohol: z.boolean(),
    lastVerified: timestamp,
  }),
});
export type OpenPlaceSummary = z.infer<typeof openPlaceSummary>;

/** One fact of a place as its evidence decides it (decision 027). */
const openFact = z.strictObject({
  status: z.enum(keysOf(FACT_STATUSES)),
  value: z.string().nullable(),
  source: z.enum(keysOf(EVIDENCE_SOURCES)).nullable(),
  asOf: timestamp,
  validUntil: timestamp,
});

/** A place with its locations and its halal facts, each with its source and dates. */
export const openPlace = openPlaceSummary.extend({
  description: z.string().nullable(),
  phone: z.string().nullable(),
  instagram: z.string().nullable(),
  categories: z.array(z.strictObject({ slug: z.string(), name: z.string() })),
  closed: z.boolean(),
  locations: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      isPrimary: z.boolean(),
      comingSoon: z.boolean(),
    }),
  ),
  halal: z.strictObject({
    /** How sure the directory is of the place as a whole (decision 015). */
    tier: z.enum(keysOf(EVIDENCE_TIERS)),
    lastVerified: timestamp,
    profiles: z.array(
      z.strictObject({
        /** Null for the whole business; else the location whose own facts these are. */
        locationId: z.uuid().nullable(),
        certifier: z.string().nullable(),
        certificateExpiresOn: z.iso.date().nullable(),
        facts: z.partialRecord(z.enum(keysOf(HALAL_FACTS)), openFact),
      }),
    ),
  }),
});
export type OpenPlace = z.infer<typeof openPlace>;

/** A page of `GET /api/v1/places`. */
export const openPlacesPage = z.strictObject({
  places: z.array(openPlaceSummary),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  licence: z.strictObject({ name: z.string(), url: z.url() }),
});
export type OpenPlacesPage = z.infer<typeof openPlacesPage>;
