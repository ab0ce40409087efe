import { eq } from 'drizzle-orm';
import { HALAL_FACTS, type HalalFact } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import {
  OPEN_DATA_LICENCE,
  type OpenPlace,
  type OpenPlaceSummary,
  type OpenPlacesQuery,
  openPlace,
  openPlacesPage,
} from '../../../domain/open-data';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { type BusinessCard, getBusinessPage, type ListingMemory, listBusinesses } from '../catalog/catalog';

// Issue 35: the public read API's places, made from the listing's cards and the business page's data (the
// same filters, the same public fields), then parsed with the domain's schemas: what the OpenAPI document
// says is exactly what leaves.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FACT_KEYS = Object.keys(HALAL_FACTS) as HalalFact[];

const placeUrl = (publicUrl: string, slug: string) => `${publicUrl}/r/${encodeURIComponent(slug)}`;
const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);

function summaryOf(card: BusinessCard, publicUrl: string): OpenPlaceSummary {
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    url: placeUrl(publicUrl, card.slug),
    city: card.city,
    state: card.state,
    cuisines: card.cuisines,
    websiteUrl: card.websiteUrl,
    rating: { average: card.ratingAverage, count: card.reviewCount },
    halal: {
      level: card.halal.level,
      certified: card.halal.certified,
      zabiha: card.halal.zabiha,
      noAlcohol: card.halal.noAlcohol,
      lastVerified: iso(card.halal.lastVerified),
    },
  };
}

/** A page of places: the listing's filters and order, `limit` at a time, with the total and the next cursor. */
export async function listOpenPlaces(db: Db, query: OpenPlacesQuery, publicUrl: string, memory?: ListingMemory) {
  const { limit, ...filters } = query;
  const page = await listBusinesses(db, { ...filters, pageSize: limit }, memory);
  return openPlacesPage.parse({
    places: page.items.map((card) => summaryOf(card, publicUrl)),
    total: page.total,
    nextCursor: page.nextCursor,
    licence: OPEN_DATA_LICENCE,
  });
}

/** One approved place by its id or its slug, with its locations and each halal fact's source and dates. */
export async function getOpenPlace(db: Db, idOrSlug: string, publicUrl: string): Promise<OpenPlace> {
  let slug = idOrSlug;
  if (UUID.test(idOrSlug)) {
    const [row] = await db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, idOrSlug));
    if (!row) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
    slug = row.slug;
  }
  // No viewer: a place not approved is not found, as on its page.
  const page = await getBusinessPage(db, slug, null);
  const primary = page.locations.find((location) => location.isPrimary);
  return openPlace.parse({
    id: page.id,
    slug: page.slug,
    name: page.name,
    url: placeUrl(publicUrl, page.slug),
    city: primary?.city ?? page.city,
    state: primary?.state ?? page.state,
    cuisines: page.cuisines.map((cuisine) => cuisine.key),
    websiteUrl: page.websiteUrl,
    rating: { average: page.rating.average, count: page.rating.count },
    description: page.description,
    phone: page.phone,
    instagram: page.instagram,
    categories: page.categories.map(({ slug: categorySlug, name }) => ({ slug: categorySlug, name })),
    closed: page.closedAt !== null,
    locations: page.locations.map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      city: location.city,
      state: location.state,
      zip: location.zip,
      latitude: location.latitude,
      longitude: location.longitude,
      isPrimary: location.isPrimary,
      comingSoon: location.comingSoon,
    })),
    halal: {
      tier: page.halal.tier,
      lastVerified: iso(page.halal.lastVerified),
      profiles: page.halal.profiles.map((profile) => ({
        locationId: profile.locationId,
        certifier: profile.certifier?.name ?? profile.certifierOther ?? null,
        certificateExpiresOn: profile.certificateExpiresOn,
        facts: Object.fromEntries(
          FACT_KEYS.flatMap((fact) => {
            const projection = profile.facts[fact];
            if (!projection) return [];
            const { status, value, source, asOf, validUntil } = projection;
            return [[fact, { status, value, source, asOf, validUntil }]];
          }),
        ),
      })),
    },
  });
}
