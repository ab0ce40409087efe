import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ActionLinkKind,
  ALL_BUSINESSES_SLUG,
  businessOpenStatus,
  CUISINES,
  type Cuisine,
  DEFAULT_RADIUS_MILES,
  DIRECTORY_TIME_ZONE,
  dishHalal,
  effectiveSort,
  type HalalFilter,
  type HalalLevel,
  type HalalStandard,
  hoursOfLocation,
  isCertificateCurrent,
  isUuid,
  LIMITS,
  type ListingSort,
  type MenuItemInput,
  type OpenStatus,
  openStatus,
  PLACE_NOT_FOUND,
  placeLabel,
  standardFilterGroups,
  statusMinute,
  verificationStatus,
} from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db } from '../../db/client';
import {
  businessActionLinks,
  businessCategories,
  businesses,
  businessImages,
  businessLocations,
  businessLogos,
  businessOffers,
  businessSlugRedirects,
  categories,
  events,
  featuredListings,
  listingCounts,
  menuItems,
  menuSections,
} from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import type { ReadCache } from '../../http/read-cache';
import { businessReplyTime } from '../chat/reply-time';
import { distanceTo, locationWithin, metersToMiles, type Origin, withinRadius } from '../discovery/distance';
import { hoursOfCard, locationOpenAt, openAt } from '../discovery/hours';
import { resolvePlace } from '../discovery/places';
import {
  matchesSearch,
  SEARCH_CANDIDATES,
  type Search,
  searchCandidate,
  searchCandidates,
  searchFor,
} from '../discovery/search';
import { describeHalal, directoryToday, halalConfirmationsOfPage, halalProfilesOfPage } from '../halal/profiles';
import { osmOfPage } from '../imports/imported-queue';
import { featuredOrder, isListed, isPublic } from '../listing-rules';
import { ramadanAt, ramadanOfBusiness } from '../ramadan/ramadan';
import { seasonNow } from '../ramadan/season';
import { decodeListingCursor, encodeListingCursor, type ListingCursor } from './listing-cursor';
import {
  asksHalal,
  type PlaceFilter,
  placeConditions,
  type ShownPlace,
  sameCity,
  shownPlace,
  withMatchingPlace,
} from './listing-places';
import {
  decodeSortCursor,
  encodeSortCursor,
  type SortCursor,
  type SortPlan,
  sortColumns,
  sortOrder,
  sortPlan,
  startsAfter,
} from './listing-sorts';

// Public reads. Every list walks an index and stops at its page: cards read the rating and the featured
// flag the writes keep on the business (migration 0007), and pages continue after the last card's sort
// key (keyset) instead of counting past the earlier ones.

const primaryLocation = alias(businessLocations, 'primary_location');
/** SPEC §2 card place: the primary location when it names a city; else the business's own columns. */
const primaryHasCity = sql`nullif(trim(${primaryLocation.city}), '') is not null`;

/** Indiana's calendar day, as the database reads it (the day offers run by, issue 37). */
const directoryTodaySql = sql.raw(`(now() at time zone '${DIRECTORY_TIME_ZONE}')::date`);

/** Columns of a business card (SPEC §2 Business card); select them through `withCardJoins`. */
const cardColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  description: businesses.description,
  imageUrl: businesses.imageUrl,
  instagram: businesses.instagram,
  websiteUrl: businesses.websiteUrl,
  // City and state come from the same row, so a city-less primary location never pairs its 'IN' with
  // nothing: the card then shows the business's city (or, on the web, 'Indianapolis, IN').
  city: sql<string | null>`case when ${primaryHasCity} then ${primaryLocation.city} else ${businesses.city} end`,
  state: sql<string | null>`case when ${primaryHasCity} then ${primaryLocation.state} else ${businesses.state} end`,
  isFeatured: businesses.isFeatured,
  logoUrl: businessLogos.logoUrl,
  ratingAverage: sql<number>`case when ${businesses.ratingCount} = 0 then 0
    else ${businesses.ratingSum}::float8 / ${businesses.ratingCount} end`,
  reviewCount: businesses.ratingCount,
  halalLevel: businesses.halalLevel,
  halalTags: businesses.halalTags,
  halalCertifiedUntil: businesses.halalCertifiedUntil,
  halalVerifiedAt: businesses.halalVerifiedAt,
  cuisines: businesses.cuisines,
  // Issue 37: an offer runs today (a badge; no order reads it).
  hasOffer: sql<boolean>`exists (select 1 from ${businessOffers} o where o.business_id = ${businesses.id}
    and o.ends_on >= ${directoryTodaySql} and o.starts_on <= ${directoryTodaySql})`,
};

type CardRow = {
  halalLevel: string | null;
  halalTags: string[];
  halalCertifiedUntil: string | null;
  halalVerifiedAt: Date | null;
};

/** The tags that say what is known of a place (`alcohol:none`), apart from the filters' own. */
const knownTagsOf = (tags: readonly string[]) => tags.filter((tag) => tag.includes(':'));

/**
 * A card's halal badges (issue 16): the level, a current admin-checked certificate, zabiha, no alcohol, of
 * the place the card shows (Halal trust 1): its own place (the primary location), or the one that matched;
 * and when the listing was last verified, the date the business page gives (kept on the row, migration 0018).
 */
function withHalalBadges<T extends CardRow>(
  { halalLevel, halalTags, halalCertifiedUntil, halalVerifiedAt, ...card }: T,
  today: string,
  now = new Date(),
) {
  const verification = verificationStatus(halalVerifiedAt, null, now);
  return {
    ...card,
    halal: {
      level: halalLevel as HalalLevel | null,
      certified: isCertificateCurrent(halalCertifiedUntil, today),
      zabiha: halalTags.includes('zabiha'),
      noAlcohol: halalTags.includes('no_alcohol'),
      // Issue 34: what is known of the place, as 'My halal standard' reads it (halal-standard.ts).
      known: knownTagsOf(halalTags),
      lastVerified: verification.lastVerified,
      overdue: verification.overdue,
    },
  };
}

/** The halal facts of a place a card shows instead of its own; 'Last verified' stays the listing's. */
const halalOf = ({ halalLevel, halalTags, halalCertifiedUntil }: ShownPlace): Omit<CardRow, 'halalVerifiedAt'> => ({
  halalLevel,
  halalTags,
  halalCertifiedUntil,
});

/** The two rows a card reads besides its business: the primary location (one at most) and the active logo. */
const primaryLocationOf = and(eq(primaryLocation.businessId, businesses.id), eq(primaryLocation.isPrimary, true));
const activeLogoOf = and(eq(businessLogos.businessId, businesses.id), eq(businessLogos.isActive, true));

export interface BusinessCard {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  instagram: string | null;
  websiteUrl: string | null;
  city: string | null;
  state: string | null;
  isFeatured: boolean;
  /** The business's active logo (SPEC §2 Logos manager), shown on its card and page. */
  logoUrl: string | null;
  ratingAverage: number;
  reviewCount: number;
  /** The halal badges the card shows (issue 16), and 'Verified Mar 2026' (overdue after 12 months). */
  halal: {
    level: HalalLevel | null;
    certified: boolean;
    zabiha: boolean;
    noAlcohol: boolean;
    /** Issue 34: what is known of the place (`alcohol:none`), for 'Matches your standard'. */
    known: string[];
    lastVerified: Date | null;
    overdue: boolean;
  };
  /** The cuisines the business names (src/domain/cuisines.ts). */
  cuisines: Cuisine[];
  /**
   * When the listing is filtered by a city that only another location of the business is in, that
   * location's place (the card says 'Also in Fishers, IN' under its primary place); else null.
   */
  alsoIn: { city: string; state: string } | null;
  /** Issue 17: open now, closing or opening when (src/domain/opening-hours.ts), at the listing's moment. */
  openStatus: OpenStatus;
  /** Issue 17: miles to the nearest pinned location, when the listing measures from a place. */
  distanceMiles: number | null;
  /** Issue 37: an offer runs today ('Offer' badge). */
  hasOffer: boolean;
}

export async function findCategory(db: Db, slug: string) {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!category) throw new ApiError('NOT_FOUND', 'Category not found');
  return category;
}

/** business_categories holds the primary category too (a trigger keeps it), so membership is one lookup. */
function inCategory(categoryId: string) {
  return sql`${businesses.id} in (select bc.business_id from ${businessCategories} bc where bc.category_id = ${categoryId})`;
}

/** A city matches any of the business's locations, or its own city: two index lookups, then the ids. */
function inCityLookup(city: string) {
  return sql`${businesses.id} in (
    select l.business_id from ${businessLocations} l where ${sameCity(sql`l.city`, city)}
    union
    select b.id from ${businesses} b where ${sameCity(sql`b.city`, city)} and b.is_approved and b.rejected_at is null)`;
}

/**
 * The same match checked on each business as the listing walks its index in order: for a city that holds
 * a good share of the list, the page fills after a few dozen checks, however big the city is.
 */
function inCityCheck(city: string) {
  return sql`(${sameCity(sql`${businesses.city}`, city)} or exists (
    select 1 from ${businessLocations} l where l.business_id = ${businesses.id} and ${sameCity(sql`l.city`, city)}))`;
}

/**
 * The cheaper way to a city's page, from the stored counts: looking the city's businesses up reads every
 * business of the city (in any category); walking the list reads about (page size × list ÷ city's part of
 * it) rows. Either stays small where it is chosen, so the cost does not grow with the directory.
 */
function cityFilter(city: string, pageSize: number, counts: ListingCounts) {
  const walk = counts.inCity === 0 ? Infinity : ((pageSize + 1) * counts.list) / counts.inCity;
  return walk < counts.cityEverywhere ? inCityCheck(city) : inCityLookup(city);
}

/**
 * 'Also in …' under the card's own place: the place that matched, when it is another location than the
 * primary in another city (a city filter's, a halal filter's, or the nearest one 'near me'); else null.
 */
function alsoIn(card: { city: string | null }, shown: ShownPlace | null): BusinessCard['alsoIn'] {
  const city = shown?.city?.trim();
  if (!shown || shown.isPrimary || !city) return null;
  if (card.city?.trim().toLowerCase() === city.toLowerCase()) return null;
  return { city, state: shown.state?.trim() || 'IN' };
}

/**
 * The cards after `after` in the listing's order (featured first, then name, then id). The flag splits the
 * order in two runs, each a plain range of the listing index: after a featured card come the featured ones
 * after it and then every other; after another card, only the others after it.
 */
function startsAfterFeatured(after: ListingCursor) {
  const later = sql`(${businesses.name}, ${businesses.id}) > (${after.name}, ${after.id}::uuid)`;
  return after.isFeatured
    ? sql`((${businesses.isFeatured} and ${later}) or not ${businesses.isFeatured})`
    : sql`(not ${businesses.isFeatured} and ${later})`;
}

export interface ListingQuery {
  category?: string;
  q?: string;
  city?: string;
  /** Issue 16: the halal facts one place of a business must all state (in the city, when one is asked for). */
  halal?: HalalFilter[];
  /** Issue 34: 'Matches my standard': one place meets the person's standard on what is known of it. */
  standard?: HalalStandard;
  /** The cuisines a card may have, any of them. */
  cuisine?: Cuisine[];
  /** Issue 17: the order asked for; one that does not fit the listing falls back to its default. */
  sort?: ListingSort;
  /** Issue 17: only places open at `at` (ISO; the server's time when absent). */
  open?: 'now';
  /** Issue 37: only places with an offer running today. */
  offer?: 'now';
  /** Issue 37, during the season: places serving iftar tonight (not over yet), or open for suhoor at `at`. */
  iftar?: 'tonight';
  suhoor?: 'now';
  at?: string;
  /** Issue 17, 'near me': a typed ZIP code or city, or a position; and the radius in miles. */
  near?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  /** The previous page's `nextCursor`; none for the first page. */
  cursor?: string;
  pageSize: number;
}

/** Where 'near me' measures from: the position sent, else the typed place (a 400 when it is not in Indiana). */
export function listingOrigin(query: Pick<ListingQuery, 'near' | 'lat' | 'lng'>): Origin | undefined {
  if (query.lat !== undefined && query.lng !== undefined) {
    return { latitude: query.lat, longitude: query.lng, label: null };
  }
  const near = query.near?.trim();
  if (!near) return undefined;
  const place = resolvePlace(near);
  if (!place) throw new ApiError('VALIDATION', PLACE_NOT_FOUND, { near: PLACE_NOT_FOUND });
  return place;
}

/** What a typed term searches for (`searchFor`), worked out by the database or remembered (`rememberedSearches`). */
export type SearchResolver = (term: string) => Promise<Search>;

const searchesOf =
  (db: Db): SearchResolver =>
  (term) =>
    searchFor(db, term);

/**
 * What a listing answers from the process's memory (issue 40), each dropped by any change of a business
 * (`LISTING_MEMORY_TOPICS`, and at once by a write this process answers: app.ts).
 */
export interface ListingMemory {
  /** What a typed term stands for (`rememberedSearches`), and a search's ranked candidates (`rememberedRanking`). */
  cache: ReadCache;
  /** Cards as the database gives them, by day and business id (`cardsOfPage`). */
  cards: ReadCache;
}

/**
 * Searches worked out once per term and kept in `cache` (issue 40): what a term stands for depends only on
 * the directory's words (`search_words`: every word of the documents, issue 31), which change with a
 * business, so an event of the businesses drops them all. A statement and a round trip fewer for every search of a term asked before.
 */
export const rememberedSearches =
  (db: Db, cache: ReadCache): SearchResolver =>
  (term) =>
    cache.read(`search:${term}`, ['businesses'], () => searchFor(db, term));

/**
 * The filters every listing view shares (the cards, their count, the map), with what they were built from:
 * `narrowing` are those besides being listed and matching the search (`listingWhere` adds both), which a
 * search's candidates ask of each business (`searchCandidates`).
 */
async function listingFilters(db: Db, query: Omit<ListingQuery, 'pageSize'>, searches: SearchResolver) {
  const narrowing: SQL[] = [];
  if (query.category && query.category !== ALL_BUSINESSES_SLUG) {
    narrowing.push(inCategory((await findCategory(db, query.category)).id));
  }
  const term = query.q?.trim() || undefined;
  const search = term ? await searches(term) : undefined;
  const today = directoryToday();
  const halal = query.halal ?? [];
  const city = query.city?.trim() || undefined;
  // Halal trust 1: the city and the halal facts are asked of one place; so are 'Open now' and the radius.
  const standard = query.standard ? standardFilterGroups(query.standard) : [];
  const place: PlaceFilter = { city, halal, standard, today };
  const placeWhere = placeConditions(sql.raw('l'), place);
  if (asksHalal(place)) narrowing.push(withMatchingPlace(place));
  const cuisine = query.cuisine ?? [];
  // Any of the cuisines asked for, through the GIN index of the business's cuisines.
  if (cuisine.length > 0) narrowing.push(sql`${businesses.cuisines} && ${sql.param(cuisine)}::text[]`);
  const moment = statusMinute(query.at ? new Date(query.at) : new Date());
  if (query.open === 'now') narrowing.push(openAt(moment, placeWhere));
  // Issue 37: the offers not over yet, through their end dates' index, then their businesses.
  if (query.offer === 'now') {
    narrowing.push(sql`${businesses.id} in (select o.business_id from ${businessOffers} o
      where o.ends_on >= ${directoryTodaySql} and o.starts_on <= ${directoryTodaySql})`);
  }
  if (query.iftar === 'tonight') narrowing.push(ramadanAt('iftar', moment, placeWhere));
  if (query.suhoor === 'now') narrowing.push(ramadanAt('suhoor', moment, placeWhere));
  const origin = listingOrigin(query);
  if (origin) narrowing.push(withinRadius(origin, query.radius ?? DEFAULT_RADIUS_MILES, placeWhere));
  // What only the stored counts describe: a search's, a halal or cuisine filter's, the open places' or the
  // places within reach are not stored, so they are counted.
  const counted = Boolean(
    term ||
      asksHalal(place) ||
      cuisine.length > 0 ||
      query.open ||
      query.offer ||
      query.iftar ||
      query.suhoor ||
      origin,
  );
  return { narrowing, search, today, moment, origin, city, place, placeWhere, counted };
}

/** The keys of a page's row, as the next page's cursor reads them. */
const pageKeys = sql<Record<string, unknown>>`to_jsonb(page)`;

/** A listing's whole filter: listed, matching its search when it has one, and narrowed. */
function listingWhere(narrowing: SQL[], search: Search | undefined): SQL[] {
  return [isListed, ...(search ? [matchesSearch(search)] : []), ...narrowing];
}

/**
 * One page of public cards, filtered and counted in SQL. The page's ids come first, in the order of the
 * sort's index or keys; only those rows then get their card columns (primary location, logo, matched place,
 * hours, distance).
 */
export async function listBusinesses(db: Db, query: ListingQuery, memory?: ListingMemory) {
  const searches = memory ? rememberedSearches(db, memory.cache) : searchesOf(db);
  const { narrowing, search, today, moment, origin, city, place, placeWhere, counted } = await listingFilters(
    db,
    query,
    searches,
  );
  const sort = effectiveSort(query.sort, { hasQuery: Boolean(search), hasOrigin: Boolean(origin) });
  // Read beside the page, except where the city's way to its page depends on them.
  const counts = counted ? undefined : storedCounts(db, query.category || ALL_BUSINESSES_SLUG, city);
  // With a halal filter, the place filter has already asked for the city.
  if (city && !asksHalal(place)) {
    narrowing.push(counts ? cityFilter(city, query.pageSize, await counts) : inCityLookup(city));
  }
  const filters = listingWhere(narrowing, search);
  // The first page of a listing filtered by its indexes (halal facts, a standard, cuisines) counts its matches
  // as it finds them: one pass over them, not two. A later page, after its cursor, no longer sees them all;
  // 'Open now' and 'near me' walk the listing's order for the page and count apart.
  const countsOnPage = counted && !search && !query.cursor && !query.open && !query.iftar && !query.suhoor && !origin;

  const ordered =
    sort === 'featured'
      ? featuredPage(query, filters, countsOnPage)
      : sort === 'relevance' && search
        ? relevancePage(query, narrowing, search)
        : sortedPage(query, filters, sort, search, origin, placeWhere, countsOnPage);
  const page = ordered.page;
  // The place that explains the card, when the filters chose one: the location in the filtered city or with
  // the halal facts asked for, or the nearest one.
  const choosesPlace = Boolean(city || asksHalal(place) || origin);
  // A card that shows its own place is the same in every listing: its row is read from memory (issue 40),
  // and so are a search's ranked candidates unless the moment narrows them ('Open now', iftar, suhoor).
  const remembered = memory && !choosesPlace ? memory : undefined;
  const ranked =
    remembered && sort === 'relevance' && search && !query.open && !query.iftar && !query.suhoor
      ? rememberedRanking(db, remembered.cache, { query, narrowing, search, today })
      : undefined;
  const [rows, found] = await Promise.all([
    remembered
      ? cardsOfPage(
          db,
          ranked ?? db.select({ id: sql<string>`page.id`, cursorKeys: pageKeys }).from(page).orderBy(ordered.order),
          remembered.cards,
          today,
        )
      : db
          .select({
            ...cardColumns,
            shown: choosesPlace ? shownPlace(place, origin) : sql<null>`null`,
            hours: hoursOfCard,
            distance: origin ? distanceTo(origin, placeWhere) : sql<null>`null`,
            cursorKeys: pageKeys,
          })
          .from(page)
          .innerJoin(businesses, eq(businesses.id, sql.raw('page.id')))
          .leftJoin(primaryLocation, primaryLocationOf)
          .leftJoin(businessLogos, activeLogoOf)
          .orderBy(ordered.order),
    // A search counts as far as it lists (SEARCH_CANDIDATES); relevance counts its candidates on the page.
    counts
      ? counts.then((c) => c.inCity)
      : search
        ? sort === 'relevance'
          ? null
          : countMatches(db, filters, SEARCH_CANDIDATES + 1)
        : countsOnPage
          ? null
          : countMatches(db, filters),
  ]);
  const matches = found === null ? Number(rows[0]?.cursorKeys.matches ?? 0) : found;
  const shown = rows.slice(0, query.pageSize);
  const items: BusinessCard[] = shown.map(({ shown: place, hours, distance, cursorKeys, ...card }) => ({
    // The card's badges are those of the place it shows.
    ...withHalalBadges(place ? { ...card, ...halalOf(place) } : card, today),
    alsoIn: alsoIn(card, place),
    openStatus: businessOpenStatus(hours, moment),
    distanceMiles: distance === null ? null : metersToMiles(distance),
  }));
  const last = shown.at(-1);
  const hasMore = rows.length > query.pageSize && last !== undefined;
  return {
    items,
    total: search ? Math.min(matches, SEARCH_CANDIDATES) : matches,
    /** More match than `total` says: a search counts (and lists) at most SEARCH_CANDIDATES ('200+ results found'). */
    totalIsAtLeast: Boolean(search) && matches > SEARCH_CANDIDATES,
    /** The moment the cards' statuses are of. */
    at: moment.toISOString(),
    sort,
    origin: origin ?? null,
    nextCursor: hasMore ? ordered.cursorOf(last.cursorKeys) : null,
    hasMore,
  };
}

/**
 * A first page that counts its matches: the matches found once, by the filters' own indexes (materialized,
 * so no walk of the listing's order reads every business for the count), then their number and their first
 * rows in the sort's order.
 */
function countedPage(columns: SQL, where: SQL | undefined, order: SQL, limit: number): SQL {
  return sql`(
    with matched as materialized (select ${columns} from ${businesses} where ${where})
    select matched.*, (select count(*) from matched) as matches from matched
    order by ${order} limit ${limit}) as page`;
}

/** The first order (featured first, then name, then id), along the listing index. */
function featuredPage(query: ListingQuery, filters: SQL[], countsMatches: boolean) {
  const after = query.cursor ? decodeListingCursor(query.cursor) : undefined;
  const columns = sql`${businesses.id} as id, ${businesses.isFeatured} as featured, ${businesses.name} as name`;
  const where = and(...filters, after && startsAfterFeatured(after));
  const page = countsMatches
    ? countedPage(columns, where, sql`featured desc, name asc, id asc`, query.pageSize + 1)
    : sql`(
    select ${columns}
    from ${businesses} where ${where}
    order by ${businesses.isFeatured} desc, ${businesses.name} asc, ${businesses.id} asc
    limit ${query.pageSize + 1}) as page`;
  return {
    page,
    order: sql`page.featured desc, page.name asc, page.id asc`,
    cursorOf: (keys: Record<string, unknown>) =>
      encodeListingCursor({ isFeatured: keys.featured as boolean, name: keys.name as string, id: keys.id as string }),
  };
}

/** Any other sort: its keys as columns k0, k1…, continued after the cursor's keys. */
function sortedPage(
  query: ListingQuery,
  filters: SQL[],
  sort: Exclude<ListingSort, 'featured'>,
  search: Search | undefined,
  origin: Origin | undefined,
  placeWhere: SQL | undefined,
  countsMatches: boolean,
) {
  const plan = sortPlan(sort, search, origin, placeWhere);
  const after = query.cursor ? decodeSortCursor(plan, query.cursor) : undefined;
  const keys = Object.entries(sortColumns(plan)).map(([name, value]) => sql`${value} as ${sql.raw(name)}`);
  const columns = sql`${businesses.id} as id, ${sql.join(keys, sql`, `)}`;
  const where = and(...filters, after && startsAfter(plan, after));
  const page = countsMatches
    ? countedPage(
        columns,
        where,
        sortOrder(
          plan,
          plan.keys.map((_, i) => sql.raw(`k${i}`)),
          sql.raw('id'),
        ),
        query.pageSize + 1,
      )
    : sql`(
    select ${columns}
    from ${businesses} where ${where}
    order by ${sortOrder(
      plan,
      plan.keys.map((k) => k.value),
      sql`${businesses.id}`,
    )}
    limit ${query.pageSize + 1}) as page`;
  return { page, ...pageOrdering(plan) };
}

/** How a page's rows are ordered outside its subquery, and the cursor of its last row. */
function pageOrdering(plan: ReturnType<typeof sortPlan>) {
  return {
    order: sortOrder(
      plan,
      plan.keys.map((_, i) => sql.raw(`page.k${i}`)),
      sql.raw('page.id'),
    ),
    cursorOf: (keys: Record<string, unknown>) =>
      encodeSortCursor(plan, keys as Record<string, unknown> & { id: string }),
  };
}

/**
 * A search by relevance (issue 40): its candidates (`searchCandidates`, the SEARCH_CANDIDATES best of its
 * matches in relevance's tie order, and one more to tell whether there are others), ranked, numbered and
 * counted, and the page continues after the cursor among them. So a word in thousands of documents costs
 * what a rare word does; unless other filters narrow the search, no business is read but the page's.
 */
function relevancePage(query: ListingQuery, narrowing: SQL[], search: Search) {
  const plan = sortPlan('relevance', search);
  const after = query.cursor ? decodeSortCursor(plan, query.cursor) : undefined;
  const keys = plan.keys.map((_, i) => sql.raw(`numbered.k${i}`));
  const page = sql`(
    select numbered.* from ${rankedCandidates(plan, narrowing, search)}
    where numbered.candidate <= ${SEARCH_CANDIDATES} ${after ? sql`and ${startsAfter(plan, after, keys, sql.raw('numbered.id'))}` : sql``}
    order by ${sortOrder(plan, keys, sql.raw('numbered.id'))}
    limit ${query.pageSize + 1}) as page`;
  return { page, ...pageOrdering(plan) };
}

/**
 * A search's candidates with their keys in relevance's order (k0, k1…), how many there are (`matches`) and
 * their place in the tie order (`candidate`), as the subquery `numbered`.
 */
function rankedCandidates(plan: SortPlan, narrowing: SQL[], search: Search): SQL {
  const columns = Object.entries(sortColumns(plan)).map(([name, value]) => sql`${value} as ${sql.raw(name)}`);
  return sql`(
      select ranked.*, count(*) over () as matches,
        row_number() over (order by ranked.k1 desc, ranked.k2 desc, ranked.id desc) as candidate
      from (
        select ${searchCandidate.id} as id, ${sql.join(columns, sql`, `)}
        from ${searchCandidates(search, narrowing)}
      ) ranked
    ) numbered`;
}

/** A row of a page before its card: the business and its keys in the page's order (`cursorOf` reads them). */
interface PageRow {
  id: string;
  cursorKeys: Record<string, unknown>;
}

/** The topics a remembered ranking or card is read from: any change of a business or of what is featured. */
const LISTING_MEMORY_TOPICS = ['businesses', 'featured_listings'] as const;

/**
 * A page of a search by relevance from its ranking in memory (issue 40): the candidates ranked once, as
 * `relevancePage` ranks them, kept per listing query (its moment, cursor and page size aside) and day until
 * a business changes, so a search asked again at another moment, or its next page, reads no index.
 */
async function rememberedRanking(
  db: Db,
  cache: ReadCache,
  { query, narrowing, search, today }: { query: ListingQuery; narrowing: SQL[]; search: Search; today: string },
): Promise<PageRow[]> {
  const plan = sortPlan('relevance', search);
  const after = query.cursor ? decodeSortCursor(plan, query.cursor) : undefined;
  const { at: _at, cursor: _cursor, pageSize: _pageSize, ...asked } = query;
  const ranking = await cache.read(`ranking:${today}:${JSON.stringify(asked)}`, LISTING_MEMORY_TOPICS, async () => {
    const keys = plan.keys.map((_, i) => sql.raw(`numbered.k${i}`));
    const { rows } = await db.execute<{ keys: Record<string, unknown> }>(sql`
      select jsonb_build_object('id', numbered.id, ${sql.join(
        plan.keys.map((_, i) => sql`${`k${i}`}::text, numbered.k${sql.raw(String(i))}`),
        sql`, `,
      )}, 'matches', numbered.matches) as keys
      from ${rankedCandidates(plan, narrowing, search)}
      where numbered.candidate <= ${SEARCH_CANDIDATES}
      order by ${sortOrder(plan, keys, sql.raw('numbered.id'))}`);
    return rows.map(({ keys: row }) => ({ id: String(row.id), cursorKeys: row }));
  });
  const start = after ? ranking.findIndex((row) => comesAfter(row.cursorKeys, after)) : 0;
  return start < 0 ? [] : ranking.slice(start, start + query.pageSize + 1);
}

/**
 * Whether a ranked row comes after the cursor's card in relevance's order, as `startsAfter` compares them in
 * SQL: each key descending (numbers, and featured before not), then the id descending (a UUID's order is its
 * lower-case text's).
 */
function comesAfter(row: Record<string, unknown>, after: SortCursor): boolean {
  for (const [i, theirs] of after.keys.entries()) {
    const mine = Number(row[`k${i}`]);
    if (mine !== Number(theirs)) return mine < Number(theirs);
  }
  return String(row.id) < after.id.toLowerCase();
}

/** A card's row as the database gives it, before the moment's status and the day's badges. */
const storedCardColumns = { ...cardColumns, hours: hoursOfCard };

/**
 * The cards of a page whose cards show their own places (issue 40): each business's row from memory
 * (`cards`, by day, for the day's offer badge), the missing ones read in one statement.
 */
async function cardsOfPage(db: Db, pageRows: PromiseLike<PageRow[]>, cards: ReadCache, today: string) {
  const page = await pageRows;
  const stored = await cards.readEach(
    page.map((row) => row.id),
    (id) => `${today}:${id}`,
    LISTING_MEMORY_TOPICS,
    async (missing) => {
      const rows = await db
        .select(storedCardColumns)
        .from(businesses)
        .leftJoin(primaryLocation, primaryLocationOf)
        .leftJoin(businessLogos, activeLogoOf)
        .where(inArray(businesses.id, missing));
      return new Map(rows.map((row) => [row.id, row]));
    },
  );
  return page.flatMap(({ id, cursorKeys }) => {
    const card = stored.get(id);
    return card ? [{ ...card, shown: null, distance: null, cursorKeys }] : [];
  });
}

/** The most markers one map shows; a listing with more says so (narrow it by city or category). */
const MAP_MARKERS = 1_000;

/** A location as a pin on a map, the listing's or a shared list's: its place and its business's name. */
export const pinColumns = {
  id: businessLocations.id,
  businessId: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  latitude: sql<number>`${businessLocations.latitude}`,
  longitude: sql<number>`${businessLocations.longitude}`,
  city: businessLocations.city,
  state: businessLocations.state,
};

/** Locations a map shows: those with a pin, and open (not 'coming soon'). */
export const pinnedAndOpen = () =>
  and(sql`${businessLocations.latitude} is not null`, eq(businessLocations.comingSoon, false));

/** The pin's town as its card says it ('Carmel, IN'), or none. */
export const pinPlace = ({ city, state }: { city: string | null; state: string | null }) =>
  city?.trim() ? placeLabel({ city, state }) : null;

/**
 * Issue 17: the pinned, open (not coming soon) locations of every business the listing's filters find,
 * as map markers; one business with three pinned locations has three. Issue 31: each carries what the map's
 * card shows, as the list's card does: the photo and rating of its business, and the halal badges and the
 * open status of that place (its own profile's facts and hours), all read from the rows already joined.
 */
export async function listMapMarkers(
  db: Db,
  query: Omit<ListingQuery, 'pageSize' | 'cursor' | 'sort'>,
  searches = searchesOf(db),
) {
  const { narrowing, search, today, city, place, origin, moment } = await listingFilters(db, query, searches);
  if (city && !asksHalal(place)) narrowing.push(inCityLookup(city));
  const filters = listingWhere(narrowing, search);
  // A marker is a location: the place filters choose locations too, not only their businesses. A place's
  // halal facts are its own profile's, else the business's (Halal trust 1).
  const location = sql.raw('"business_locations"');
  const places: SQL[] = [];
  const matchesPlace = placeConditions(location, place);
  if (matchesPlace) places.push(matchesPlace);
  if (origin) places.push(locationWithin(location, origin, query.radius ?? DEFAULT_RADIUS_MILES));
  if (query.open === 'now') places.push(locationOpenAt(location, moment));
  const rows = await db
    .select({
      ...pinColumns,
      imageUrl: businesses.imageUrl,
      ratingAverage: cardColumns.ratingAverage,
      reviewCount: businesses.ratingCount,
      halalLevel: businessLocations.halalLevel,
      halalTags: businessLocations.halalTags,
      halalCertifiedUntil: businessLocations.halalCertifiedUntil,
      weeklyHours: businessLocations.weeklyHours,
      specialHours: businessLocations.specialHours,
      temporarilyClosed: businessLocations.temporarilyClosed,
      timeZone: businessLocations.timeZone,
    })
    .from(businessLocations)
    .innerJoin(businesses, eq(businesses.id, businessLocations.businessId))
    .where(and(pinnedAndOpen(), ...places, ...filters))
    .orderBy(desc(businesses.isFeatured), asc(businesses.name), asc(businessLocations.id))
    .limit(MAP_MARKERS + 1);
  return {
    markers: rows.slice(0, MAP_MARKERS).map(({ city, state, halalLevel, halalTags, halalCertifiedUntil, ...row }) => {
      const { weeklyHours, specialHours, temporarilyClosed, timeZone, ...marker } = row;
      const hours = hoursOfLocation({ weeklyHours, specialHours, temporarilyClosed, timeZone });
      return {
        ...marker,
        place: pinPlace({ city, state }),
        halal: {
          level: halalLevel as HalalLevel | null,
          certified: isCertificateCurrent(halalCertifiedUntil, today),
          zabiha: halalTags.includes('zabiha'),
          noAlcohol: halalTags.includes('no_alcohol'),
          known: knownTagsOf(halalTags),
        },
        openStatus: openStatus(hours, moment),
      };
    }),
    truncated: rows.length > MAP_MARKERS,
  };
}

/**
 * The matches of filters no stored count describes, counted as they are found; up to `limit` when one is
 * given (a search stops counting past what it lists).
 */
async function countMatches(db: Db, filters: SQL[], limit?: number) {
  if (limit !== undefined) {
    const found = db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(...filters))
      .limit(limit)
      .as('found');
    const [total] = await db.select({ value: count() }).from(found);
    return total?.value ?? 0;
  }
  const [total] = await db
    .select({ value: count() })
    .from(businesses)
    .where(and(...filters));
  return total?.value ?? 0;
}

interface ListingCounts {
  /** Public businesses in the list (the category, or every one) and the city when one is asked for. */
  inCity: number;
  /** The same without the city. */
  list: number;
  /** Public businesses in the city, of any category. */
  cityEverywhere: number;
}

/**
 * A list's counts as the writes keep them (listing_counts, migration 0008): a few rows, however many
 * businesses the category holds. No row means nothing public was ever listed there.
 */
async function storedCounts(db: Db, categorySlug: string, city: string | undefined): Promise<ListingCounts> {
  // The city compared as the counts are keyed (lower(trim(city)), as the city indexes).
  const cityKey = city ? sql`lower(trim(${city}))` : sql`''`;
  const rows = await db
    .select({
      slug: categories.slug,
      everyCity: sql<boolean>`${listingCounts.city} = ''`,
      value: listingCounts.businesses,
    })
    .from(listingCounts)
    .innerJoin(categories, eq(categories.id, listingCounts.categoryId))
    .where(
      and(
        inArray(categories.slug, [categorySlug, ALL_BUSINESSES_SLUG]),
        sql`${listingCounts.city} in (${cityKey}, '')`,
      ),
    );
  const count = (slug: string, everyCity: boolean) =>
    rows.find((r) => r.slug === slug && r.everyCity === everyCity)?.value ?? 0;
  const list = count(categorySlug, true);
  return {
    inCity: city ? count(categorySlug, false) : list,
    list,
    cityEverywhere: city ? count(ALL_BUSINESSES_SLUG, false) : count(ALL_BUSINESSES_SLUG, true),
  };
}

/**
 * Sorted distinct cities of public businesses in a category (locations and business city), as the city
 * filter compares them (trimmed, any case) and spelled with capitals ('fort wayne' lists as 'Fort Wayne').
 */
export async function listCities(db: Db, categorySlug?: string) {
  const category =
    categorySlug && categorySlug !== ALL_BUSINESSES_SLUG ? await findCategory(db, categorySlug) : undefined;
  const rows = await db.execute<{ city: string }>(citiesOf(category?.id));
  return rows.rows.map((r) => r.city);
}

/**
 * The cities, read as a skip scan of the two city indexes: each step jumps to the next city after the
 * previous one that a listed business (in the category, when one is asked for) is in, so the cost follows
 * the number of cities rather than of businesses.
 */
function citiesOf(categoryId: string | undefined) {
  const listed = (business: SQL) =>
    categoryId
      ? sql`${business}.is_approved and ${business}.rejected_at is null and ${business}.closed_at is null and exists (
          select 1 from ${businessCategories} bc where bc.business_id = ${business}.id and bc.category_id = ${categoryId})`
      : sql`${business}.is_approved and ${business}.rejected_at is null and ${business}.closed_at is null`;
  const businessCity = (after: SQL) => sql`(
    select lower(trim(b.city)) from ${businesses} b
    where ${listed(sql`b`)} and lower(trim(b.city)) > ${after} order by 1 limit 1)`;
  const locationCity = (after: SQL) => sql`(
    select lower(trim(l.city)) from ${businessLocations} l
    where lower(trim(l.city)) > ${after}
      and exists (select 1 from ${businesses} b where b.id = l.business_id and ${listed(sql`b`)})
    order by 1 limit 1)`;
  return sql`
    with recursive
      business_cities(city) as (
        select ${businessCity(sql`''`)}
        union all
        select ${businessCity(sql`c.city`)} from business_cities c where c.city is not null
      ),
      location_cities(city) as (
        select ${locationCity(sql`''`)}
        union all
        select ${locationCity(sql`c.city`)} from location_cities c where c.city is not null
      )
    select distinct initcap(city) as city from (
      select city from business_cities union select city from location_cities
    ) cities where city is not null order by 1`;
}

/**
 * SPEC §2 Home: the first `limit` active featured public listings in `featuredOrder` (oldest start first),
 * with whether each is open at `now`.
 */
export async function listFeatured(db: Db, limit: number, now = new Date()): Promise<BusinessCard[]> {
  const rows = await db
    .select({ ...cardColumns, hours: hoursOfCard })
    .from(featuredListings)
    .innerJoin(businesses, eq(businesses.id, featuredListings.businessId))
    .leftJoin(primaryLocation, primaryLocationOf)
    .leftJoin(businessLogos, activeLogoOf)
    .where(and(isListed, eq(featuredListings.active, true)))
    .orderBy(...featuredOrder)
    .limit(limit);
  const today = directoryToday(now);
  return rows.map(({ hours, ...card }) => ({
    ...withHalalBadges(card, today),
    alsoIn: null,
    openStatus: businessOpenStatus(hours, now),
    distanceMiles: null,
  }));
}

/**
 * Issue 36: the cards of the given public businesses (a saved list's places), keyed by id, each with whether
 * it is open at `now` and, from `origin`, its distance; one query whatever their number (at most a list's 500).
 */
export async function listCardsOf(
  db: Db,
  ids: readonly string[],
  origin?: Origin,
  now = new Date(),
): Promise<Map<string, BusinessCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...cardColumns, hours: hoursOfCard, distance: origin ? distanceTo(origin) : sql<null>`null` })
    .from(businesses)
    .leftJoin(primaryLocation, primaryLocationOf)
    .leftJoin(businessLogos, activeLogoOf)
    .where(and(isPublic, inArray(businesses.id, [...ids])));
  const today = directoryToday(now);
  return new Map(
    rows.map(({ hours, distance, ...card }) => [
      card.id,
      {
        ...withHalalBadges(card, today),
        alsoIn: null,
        openStatus: businessOpenStatus(hours, now),
        distanceMiles: distance === null ? null : metersToMiles(distance),
      },
    ]),
  );
}

/**
 * SPEC §5 detail lookup: a UUID by id, then the stored slug, then a slug that leads elsewhere (a place merged
 * into another, issue 35: its page answers with the kept place's current slug), then the name with hyphens
 * as spaces. One expression for the id: COALESCE stops at the first lookup that finds one, so the redirects
 * are read only for a slug no business has.
 */
function businessIdBySlug(slug: string) {
  const byId = isUuid(slug) ? sql`(select b.id from ${businesses} b where b.id = ${slug}::uuid)` : sql`null::uuid`;
  return sql`coalesce(
    ${byId},
    (select b.id from ${businesses} b where b.slug = ${slug.toLowerCase()}),
    (select r.business_id from ${businessSlugRedirects} r where r.slug = ${slug.toLowerCase()}),
    (select b.id from ${businesses} b where lower(b.name) = lower(${slug.replaceAll('-', ' ')}) limit 1))`;
}

function businessStatus(b: { isApproved: boolean; rejectedAt: Date | null }) {
  if (b.rejectedAt) return 'rejected' as const;
  return b.isApproved ? ('approved' as const) : ('pending' as const);
}

type PageLocation = Omit<
  typeof businessLocations.$inferSelect,
  'businessId' | 'createdAt' | 'geocodedAddress' | 'halalLevel' | 'halalTags' | 'halalCertifiedUntil'
>;
interface PageImage {
  id: string;
  imageUrl: string;
  caption: string | null;
  displayOrder: number;
}
interface PageEvent {
  id: string;
  title: string;
  description: string | null;
  eventDate: Date;
  endDate: Date | null;
  location: string | null;
}

const businessId = sql.raw('"businesses"."id"');

type PageMenuItem = Omit<MenuItemInput, 'photoUrl' | 'description'> & {
  id: string;
  description: string | null;
  photoUrl: string | null;
};
interface PageMenuSection {
  id: string;
  name: string;
  items: PageMenuItem[];
}
interface PageOffer {
  id: string;
  title: string;
  text: string | null;
  startsOn: string;
  endsOn: string;
  needsPassportStamp: boolean;
}
interface PageActionLink {
  kind: ActionLinkKind;
  url: string;
  locationId: string | null;
}

/** The page's lists, each gathered as JSON in the business's own row, so the page is one statement. */
const pageLists = {
  categories: sql<{ name: string; slug: string }[]>`(
    select coalesce(json_agg(json_build_object('name', c.name, 'slug', c.slug) order by c.position), '[]'::json)
    from ${businessCategories} bc join ${categories} c on c.id = bc.category_id where bc.business_id = ${businessId})`,
  locations: sql<PageLocation[]>`(
    select coalesce(json_agg(json_build_object(
      'id', l.id, 'name', l.name, 'address', l.address, 'city', l.city, 'state', l.state, 'zip', l.zip,
      'phone', l.phone, 'email', l.email, 'mapsUrl', l.maps_url, 'isPrimary', l.is_primary, 'comingSoon', l.coming_soon,
      'latitude', l.latitude, 'longitude', l.longitude, 'timeZone', l.time_zone, 'weeklyHours', l.weekly_hours,
      'specialHours', l.special_hours, 'temporarilyClosed', l.temporarily_closed
    ) order by l.is_primary desc, l.created_at), '[]'::json)
    from ${businessLocations} l where l.business_id = ${businessId})`,
  images: sql<PageImage[]>`(
    select coalesce(json_agg(json_build_object(
      'id', i.id, 'imageUrl', i.image_url, 'caption', i.caption, 'displayOrder', i.display_order
    ) order by i.display_order), '[]'::json)
    from ${businessImages} i where i.business_id = ${businessId})`,
  // The next three events, and how many are coming in all.
  upcomingEvents: sql<(Omit<PageEvent, 'eventDate' | 'endDate'> & { eventDate: string; endDate: string | null })[]>`(
    select coalesce(json_agg(json_build_object(
      'id', e.id, 'title', e.title, 'description', e.description, 'eventDate', e.event_date,
      'endDate', e.end_date, 'location', e.location
    ) order by e.event_date), '[]'::json)
    from (select * from ${events} e where e.business_id = ${businessId} and e.event_date >= now()
      order by e.event_date, e.id limit ${LIMITS.upcomingEventsShown}) e)`,
  upcomingEventCount: sql<number>`(
    select count(*)::int from ${events} e where e.business_id = ${businessId} and e.event_date >= now())`,
  halalProfiles: halalProfilesOfPage(businessId),
  halalConfirmations: halalConfirmationsOfPage(businessId),
  // Issue 37: the menu (each dish's halal mark is worked out below), today's offers and the action links.
  menu: sql<PageMenuSection[]>`(
    select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'items', (
      select coalesce(json_agg(json_build_object(
        'id', m.id, 'name', m.name, 'description', m.description, 'priceCents', m.price_cents,
        'photoUrl', m.photo_url, 'meat', m.meat, 'handSlaughtered', m.hand_slaughtered,
        'containsAlcohol', m.contains_alcohol, 'containsPork', m.contains_pork, 'vegetarian', m.vegetarian
      ) order by m.position), '[]'::json)
      from ${menuItems} m where m.section_id = s.id)) order by s.position), '[]'::json)
    from ${menuSections} s where s.business_id = ${businessId})`,
  offers: sql<PageOffer[]>`(
    select coalesce(json_agg(json_build_object(
      'id', o.id, 'title', o.title, 'text', o.text, 'startsOn', o.starts_on, 'endsOn', o.ends_on,
      'needsPassportStamp', o.needs_passport_stamp) order by o.ends_on, o.id), '[]'::json)
    from ${businessOffers} o where o.business_id = ${businessId}
      and o.ends_on >= ${directoryTodaySql} and o.starts_on <= ${directoryTodaySql})`,
  actionLinks: sql<PageActionLink[]>`(
    select coalesce(json_agg(json_build_object('kind', a.kind, 'url', a.url, 'locationId', a.location_id)
      order by a.location_id nulls first, a.position), '[]'::json)
    from ${businessActionLinks} a where a.business_id = ${businessId})`,
};

/** At most this many more events are read at once: a year of weekly ones. */
const MORE_EVENTS_MAX = 60;

/**
 * Issue 31: the upcoming events after the page's first three, in the page's order ('…and N more upcoming
 * events' opens them), on the events' (business, date) index. Seen by whoever may see the page.
 */
export async function listMoreUpcomingEvents(db: Db, slug: string, viewer: Viewer | null): Promise<PageEvent[]> {
  const [business] = await db
    .select({
      id: businesses.id,
      ownerId: businesses.ownerId,
      isApproved: businesses.isApproved,
      rejectedAt: businesses.rejectedAt,
    })
    .from(businesses)
    .where(sql`${businesses.id} = ${businessIdBySlug(slug)}`);
  const canSee =
    business &&
    (businessStatus(business) === 'approved' || viewer?.role === 'admin' || viewer?.id === business.ownerId);
  if (!canSee) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      eventDate: events.eventDate,
      endDate: events.endDate,
      location: events.location,
    })
    .from(events)
    .where(and(eq(events.businessId, business.id), sql`${events.eventDate} >= now()`))
    .orderBy(asc(events.eventDate), asc(events.id))
    .offset(LIMITS.upcomingEventsShown)
    .limit(MORE_EVENTS_MAX);
}

/**
 * Everything the business page shows, in two statements: the business with its lists, then its reply time.
 * Unapproved businesses are visible only to their owner and admins, who get them with status 'pending'
 * (the page shows 'Restaurant pending approval').
 */
export async function getBusinessPage(db: Db, slug: string, viewer: Viewer | null) {
  const [row] = await db
    .select({
      business: businesses,
      category: { name: categories.name, slug: categories.slug },
      logoUrl: businessLogos.logoUrl,
      openStreetMap: osmOfPage,
      ...pageLists,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(businessLogos, activeLogoOf)
    .where(sql`${businesses.id} = ${businessIdBySlug(slug)}`);
  if (!row) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const b = row.business;
  const status = businessStatus(b);
  const canSeeUnapproved = viewer && (viewer.role === 'admin' || viewer.id === b.ownerId);
  if (status !== 'approved' && !canSeeUnapproved) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const [replyTime, ramadan] = await Promise.all([
    businessReplyTime(db, b.id),
    seasonNow(db, undefined).then((season) => ramadanOfBusiness(db, b.id, season)),
  ]);

  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    description: b.description,
    address: b.address,
    city: b.city,
    state: b.state,
    zip: b.zip,
    phone: b.phone,
    email: b.email,
    websiteUrl: b.websiteUrl,
    mapsUrl: b.mapsUrl,
    imageUrl: b.imageUrl,
    instagram: b.instagram,
    /** The cuisines with their English names, which the page shows translated as it does category names. */
    cuisines: b.cuisines.map((key) => ({ key, name: CUISINES[key] })),
    ownerId: b.ownerId,
    status,
    isFeatured: b.isFeatured,
    logoUrl: row.logoUrl,
    category: row.category,
    categories: row.categories,
    locations: row.locations,
    images: row.images,
    upcomingEvents: row.upcomingEvents.map(
      (e): PageEvent => ({ ...e, eventDate: new Date(e.eventDate), endDate: e.endDate ? new Date(e.endDate) : null }),
    ),
    upcomingEventCount: row.upcomingEventCount,
    rating: { average: b.ratingCount === 0 ? 0 : b.ratingSum / b.ratingCount, count: b.ratingCount },
    /** SPEC §4 Chat: how fast the business usually answers a customer's message. */
    replyTime,
    /** Issue 16: an admin confirmed the place permanently closed; the page stays, with its banner. */
    closedAt: b.closedAt,
    /**
     * Issue 35: the OpenStreetMap element the place came from or was linked to (credited on the page), its
     * `diet:halal` as context and what its opening hours could not say; null for the site's own places.
     */
    openStreetMap: row.openStreetMap,
    /** Issue 37: during the season, iftar tonight, the next suhoor and the Ramadan specials; else null. */
    ramadan,
    /** Issue 16: the halal details, their evidence (the people's confirmations too) and 'Last verified'. */
    halal: describeHalal(
      row.halalProfiles,
      row.halalConfirmations.map((at) => new Date(at)),
    ),
    /** Issue 37: the menu; each dish says whether it is halal, as the business's own halal level reads it. */
    menu: row.menu.map((section) => ({
      ...section,
      items: section.items.map((item) => ({ ...item, halal: dishHalal(item, b.halalLevel as HalalLevel | null) })),
    })),
    /** Issue 37: the offers running today (Indiana's day), the soonest to end first. */
    offers: row.offers,
    /** Issue 37: order online, reserve a table, delivery, catering: the business's, then its locations'. */
    actionLinks: row.actionLinks,
  };
}
