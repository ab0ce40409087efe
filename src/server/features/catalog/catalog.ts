import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { ALL_BUSINESSES_SLUG, isUuid } from '../../../domain';
import type { Db } from '../../db/client';
import {
  businessCategories,
  businesses,
  businessImages,
  businessLocations,
  businessLogos,
  categories,
  events,
  featuredListings,
  reviewDisputes,
  reviews,
} from '../../db/schema';
import type { Viewer } from '../../http/context';
import { notFound } from '../../http/errors';
import { businessReplyTime } from '../chat/reply-time';
import { featuredOrder, isPublic } from './listing-rules';

/** `businesses.id`, always table-qualified: Drizzle leaves columns bare in single-table selects. */
const businessId = sql.raw('"businesses"."id"');
const primaryLocation = sql`(select l from ${businessLocations} l where l.business_id = ${businessId} and l.is_primary limit 1)`;
/** SPEC §2 card place: the primary location when it names a city; else the business's own columns. */
const primaryHasCity = sql`nullif(trim((${primaryLocation}).city), '') is not null`;
const ratingStats = sql`(select coalesce(avg(r.rating), 0)::float8 as average, count(*)::int as count from ${reviews} r where r.business_id = ${businessId}
  and not exists (select 1 from ${reviewDisputes} d where d.review_id = r.id and d.status = 'approved'))`;

/** Columns of a business card (SPEC §2 Business card), rating and featured flag included. */
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
  city: sql<string | null>`case when ${primaryHasCity} then (${primaryLocation}).city else ${businesses.city} end`.as(
    'card_city',
  ),
  state: sql<
    string | null
  >`case when ${primaryHasCity} then (${primaryLocation}).state else ${businesses.state} end`.as('card_state'),
  isFeatured:
    sql<boolean>`exists (select 1 from ${featuredListings} f where f.business_id = ${businessId} and f.active)`.as(
      'is_featured',
    ),
  logoUrl: sql<
    string | null
  >`(select lg.logo_url from ${businessLogos} lg where lg.business_id = ${businessId} and lg.is_active)`.as('logo_url'),
  ratingAverage: sql<number>`(select average from ${ratingStats} s)`.as('rating_average'),
  reviewCount: sql<number>`(select count from ${ratingStats} s)`.as('review_count'),
};

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
  /**
   * When the listing is filtered by a city that only another location of the business is in, that
   * location's place (the card says 'Also in Fishers, IN' under its primary place); else null.
   */
  alsoIn: { city: string; state: string } | null;
}

export async function findCategory(db: Db, slug: string) {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!category) throw notFound('Category not found');
  return category;
}

function inCategory(categoryId: string) {
  return sql`(${businesses.categoryId} = ${categoryId} or exists (select 1 from ${businessCategories} bc where bc.business_id = ${businessId} and bc.category_id = ${categoryId}))`;
}

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** Compared as the city filter lists them (trimmed, any case). */
const sameCity = (column: SQL, city: string) => sql`lower(trim(${column})) = lower(${city})`;

/** A city matches any of the business's locations, or its own city. */
function inCity(city: string) {
  return sql`(${sameCity(sql`${businesses.city}`, city)} or exists (select 1 from ${businessLocations} l where l.business_id = ${businessId} and ${sameCity(sql`l.city`, city)}))`;
}

/** The place a city filter matched: a location in that city (the primary one first), else the business's columns. */
function matchedPlace(city: string) {
  const location = sql`(select l from ${businessLocations} l where l.business_id = ${businessId} and ${sameCity(sql`l.city`, city)} order by l.is_primary desc, l.created_at, l.id limit 1)`;
  return {
    matchedCity: sql<string | null>`coalesce((${location}).city, ${businesses.city})`.as('matched_city'),
    matchedState: sql<string | null>`coalesce((${location}).state, ${businesses.state})`.as('matched_state'),
  };
}

const noMatch = { matchedCity: sql<null>`null`.as('matched_city'), matchedState: sql<null>`null`.as('matched_state') };

/** Null when the card's own place is in the filtered city; else the place that matched ('Also in …'). */
function alsoIn(
  card: { city: string | null },
  matched: { matchedCity: string | null; matchedState: string | null },
  city: string | undefined,
): BusinessCard['alsoIn'] {
  if (!city || !matched.matchedCity) return null;
  if (card.city?.trim().toLowerCase() === city.toLowerCase()) return null;
  return { city: matched.matchedCity.trim(), state: matched.matchedState?.trim() || 'IN' };
}

export interface ListingQuery {
  category?: string;
  q?: string;
  city?: string;
  page: number;
  pageSize: number;
}

/** One page of public cards, filtered and counted in SQL (featured first, then by name). */
export async function listBusinesses(db: Db, query: ListingQuery) {
  const filters: SQL[] = [isPublic!];
  let category: { id: string; name: string; slug: string } | undefined;
  if (query.category && query.category !== ALL_BUSINESSES_SLUG) {
    category = await findCategory(db, query.category);
    filters.push(inCategory(category.id));
  }
  const term = query.q?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    filters.push(sql`(${businesses.name} ilike ${pattern} or ${businesses.description} ilike ${pattern})`);
  }
  const city = query.city?.trim() || undefined;
  if (city) filters.push(inCity(city));

  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, ...(city ? matchedPlace(city) : noMatch) })
      .from(businesses)
      .where(where)
      .orderBy(desc(sql`is_featured`), asc(businesses.name))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(businesses).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  const items: BusinessCard[] = rows.map(({ matchedCity, matchedState, ...card }) => ({
    ...card,
    alsoIn: alsoIn(card, { matchedCity, matchedState }, city),
  }));
  return {
    items,
    total: totalCount,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: query.page * query.pageSize < totalCount,
  };
}

/** Sorted distinct cities of public businesses in a category (locations and business city). */
export async function listCities(db: Db, categorySlug?: string) {
  const filters: SQL[] = [isPublic!];
  if (categorySlug && categorySlug !== ALL_BUSINESSES_SLUG)
    filters.push(inCategory((await findCategory(db, categorySlug)).id));
  const rows = await db.execute<{ city: string }>(sql`
    select distinct initcap(trim(city)) as city from (
      select ${businesses.city} as city from ${businesses} where ${and(...filters)}
      union
      select l.city from ${businessLocations} l join ${businesses} on ${businessId} = l.business_id where ${and(...filters)}
    ) cities where city is not null and trim(city) <> '' order by city`);
  return rows.rows.map((r) => r.city);
}

/** SPEC §2 Home: the first `limit` active featured public listings in `featuredOrder` (oldest start first). */
export async function listFeatured(db: Db, limit: number): Promise<BusinessCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(businesses)
    .innerJoin(featuredListings, eq(featuredListings.businessId, businesses.id))
    .where(and(isPublic, eq(featuredListings.active, true)))
    .orderBy(...featuredOrder)
    .limit(limit);
  return rows.map((card) => ({ ...card, alsoIn: null }));
}

/** SPEC §5 detail lookup: a UUID by id, then the stored slug, then the name with hyphens as spaces. */
async function findBusinessBySlug(db: Db, slug: string) {
  const columns = { id: businesses.id };
  if (isUuid(slug)) {
    const [byId] = await db.select(columns).from(businesses).where(eq(businesses.id, slug));
    if (byId) return byId.id;
  }
  const [bySlug] = await db.select(columns).from(businesses).where(eq(businesses.slug, slug.toLowerCase()));
  if (bySlug) return bySlug.id;
  const [byName] = await db
    .select(columns)
    .from(businesses)
    .where(sql`lower(${businesses.name}) = lower(${slug.replaceAll('-', ' ')})`)
    .limit(1);
  return byName?.id;
}

function businessStatus(b: { isApproved: boolean; rejectedAt: Date | null }) {
  if (b.rejectedAt) return 'rejected' as const;
  return b.isApproved ? ('approved' as const) : ('pending' as const);
}

/**
 * Everything the business page shows. Unapproved businesses are visible only to their owner and admins,
 * who get them with status 'pending' (the page shows 'Restaurant pending approval').
 */
export async function getBusinessPage(db: Db, slug: string, viewer: Viewer | null) {
  const id = await findBusinessBySlug(db, slug);
  if (!id) throw notFound('Restaurant not found');
  const [row] = await db
    .select({
      business: businesses,
      category: { name: categories.name, slug: categories.slug },
      isFeatured: cardColumns.isFeatured,
      logoUrl: cardColumns.logoUrl,
      ratingAverage: cardColumns.ratingAverage,
      reviewCount: cardColumns.reviewCount,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.id, id));
  if (!row) throw notFound('Restaurant not found');
  const status = businessStatus(row.business);
  const canSeeUnapproved = viewer && (viewer.role === 'admin' || viewer.id === row.business.ownerId);
  if (status !== 'approved' && !canSeeUnapproved) throw notFound('Restaurant not found');

  const now = new Date();
  const [extraCategories, locations, images, upcoming, [eventCount], replyTime] = await Promise.all([
    db
      .select({ name: categories.name, slug: categories.slug })
      .from(businessCategories)
      .innerJoin(categories, eq(categories.id, businessCategories.categoryId))
      .where(eq(businessCategories.businessId, id))
      .orderBy(asc(categories.position)),
    db
      .select()
      .from(businessLocations)
      .where(eq(businessLocations.businessId, id))
      .orderBy(desc(businessLocations.isPrimary), asc(businessLocations.createdAt)),
    db
      .select({
        id: businessImages.id,
        imageUrl: businessImages.imageUrl,
        caption: businessImages.caption,
        displayOrder: businessImages.displayOrder,
      })
      .from(businessImages)
      .where(eq(businessImages.businessId, id))
      .orderBy(asc(businessImages.displayOrder)),
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        eventDate: events.eventDate,
        endDate: events.endDate,
        location: events.location,
      })
      .from(events)
      .where(and(eq(events.businessId, id), gte(events.eventDate, now)))
      .orderBy(asc(events.eventDate))
      .limit(3),
    db
      .select({ value: count() })
      .from(events)
      .where(and(eq(events.businessId, id), gte(events.eventDate, now))),
    businessReplyTime(db, id),
  ]);

  const b = row.business;
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
    ownerId: b.ownerId,
    status,
    isFeatured: row.isFeatured,
    logoUrl: row.logoUrl,
    category: row.category,
    categories: extraCategories,
    locations: locations.map(({ businessId: _b, createdAt: _c, ...l }) => l),
    images,
    upcomingEvents: upcoming,
    upcomingEventCount: eventCount?.value ?? 0,
    rating: { average: row.ratingAverage, count: row.reviewCount },
    /** SPEC §4 Chat: how fast the business usually answers a customer's message. */
    replyTime,
  };
}
