import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, businessLocations, categories, osmMatches, osmPlaces } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvents } from '../../live/hub';
import { recordAudit } from '../audit/audit';
import type { ImportedPlace } from './osm-elements';
import { createImportedPlace, linkOsm } from './osm-import';

// Issue 35: the admins' 'Imported' queue: places an import created, waiting to be published one by one or
// together, and the elements that looked like a listed place, waiting for an admin to say whether they are.

const QUEUE_PAGE_SIZE = 50;
export const IMPORTED_NOT_FOUND = 'This imported place was not found.';
export const MATCH_NOT_FOUND = 'This possible duplicate was not found.';

/** Waiting in the queue: imported, neither published nor rejected. */
export const waitingImport = and(
  isNotNull(businesses.importedAt),
  eq(businesses.isApproved, false),
  isNull(businesses.rejectedAt),
)!;

export async function listImported(db: Db, page: number) {
  const [rows, [total], matches] = await Promise.all([
    db
      .select({
        id: businesses.id,
        slug: businesses.slug,
        name: businesses.name,
        category: categories.name,
        address: businesses.address,
        city: businesses.city,
        zip: businesses.zip,
        phone: businesses.phone,
        email: businesses.email,
        websiteUrl: businesses.websiteUrl,
        cuisines: businesses.cuisines,
        importedAt: businesses.importedAt,
        weeklyHours: businessLocations.weeklyHours,
        osmType: osmPlaces.osmType,
        osmId: osmPlaces.osmId,
        dietHalal: osmPlaces.dietHalal,
        hoursNote: osmPlaces.hoursNote,
      })
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .leftJoin(
        businessLocations,
        and(eq(businessLocations.businessId, businesses.id), eq(businessLocations.isPrimary, true)),
      )
      .leftJoin(osmPlaces, eq(osmPlaces.businessId, businesses.id))
      .where(waitingImport)
      .orderBy(desc(businesses.importedAt), asc(businesses.name), asc(businesses.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    db.select({ value: count() }).from(businesses).where(waitingImport),
    db
      .select({
        id: osmMatches.id,
        osmType: osmMatches.osmType,
        osmId: osmMatches.osmId,
        element: osmMatches.element,
        reason: osmMatches.reason,
        createdAt: osmMatches.createdAt,
        match: { id: businesses.id, slug: businesses.slug, name: businesses.name, city: businesses.city },
      })
      .from(osmMatches)
      .innerJoin(businesses, eq(businesses.id, osmMatches.businessId))
      .orderBy(desc(osmMatches.createdAt), asc(osmMatches.id))
      .limit(QUEUE_PAGE_SIZE),
  ]);
  return {
    items: rows,
    total: total?.value ?? 0,
    page,
    hasMore: page * QUEUE_PAGE_SIZE < (total?.value ?? 0),
    matches: matches.map(({ element, ...match }) => {
      const place = element as unknown as ImportedPlace;
      return { ...match, name: place.name, city: place.city, phone: place.phone, websiteUrl: place.websiteUrl };
    }),
  };
}

/** Publishes imported places, all of them or none (an id not waiting in the queue refuses the lot). */
export async function publishImported(db: Db, admin: Viewer, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const published = await tx
      .update(businesses)
      .set({ isApproved: true, approvedAt: now, approvedBy: admin.id, updatedAt: now })
      .where(and(inArray(businesses.id, [...ids]), waitingImport))
      .returning({ id: businesses.id, slug: businesses.slug, name: businesses.name });
    if (published.length !== new Set(ids).size) throw new ApiError('NOT_FOUND', IMPORTED_NOT_FOUND);
    for (const place of published)
      await recordAudit(tx, {
        actor: admin,
        action: 'business.publish',
        businessId: place.id,
        businessName: place.name,
      });
    await recordLiveEvents(
      tx,
      published.map((place) => ({ topic: 'businesses' as const, id: place.id })),
    );
    return { published };
  });
}

/**
 * An admin's word on a possible duplicate: 'link' keeps the element as the listed place's OpenStreetMap
 * origin (its fields stay as they are here), 'create' adds it as a place of its own after all, 'dismiss'
 * forgets it until the next import finds it again.
 */
export async function decideMatch(db: Db, admin: Viewer, id: string, decision: 'link' | 'create' | 'dismiss') {
  return db.transaction(async (tx) => {
    const [match] = await tx.delete(osmMatches).where(eq(osmMatches.id, id)).returning();
    if (!match) throw new ApiError('NOT_FOUND', MATCH_NOT_FOUND);
    const place = match.element as unknown as ImportedPlace;
    const now = new Date();
    if (decision === 'link') {
      const [linked] = await tx
        .select({ id: osmPlaces.businessId })
        .from(osmPlaces)
        .where(eq(osmPlaces.businessId, match.businessId));
      if (linked) throw new ApiError('CONFLICT', 'That place already has its OpenStreetMap element.');
      await linkOsm(tx, match.businessId, place, now);
      await recordAudit(tx, {
        actor: admin,
        action: 'import.link',
        businessId: match.businessId,
        after: { osm: `${place.osmType}/${place.osmId}` },
      });
      return { decision, business: { id: match.businessId } };
    }
    if (decision === 'create') {
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, place.categorySlug));
      const created = await createImportedPlace(tx, place, category?.id ?? null, now);
      await recordAudit(tx, { actor: admin, action: 'import.osm', businessId: created.id, after: { created: 1 } });
      return { decision, business: { id: created.id } };
    }
    return { decision, business: null };
  });
}

/** The OpenStreetMap origin of a place's page: its element, its halal tag as context, what its hours left out. */
export const osmOfPage = sql<{
  type: string;
  id: string;
  dietHalal: string | null;
  hoursNote: string | null;
} | null>`(select json_build_object('type', o.osm_type, 'id', o.osm_id, 'dietHalal', o.diet_halal, 'hoursNote', o.hours_note)
  from ${osmPlaces} o where o.business_id = ${businesses.id})`;
