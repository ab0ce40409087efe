import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTION_LINK_KIND_KEYS,
  type ActionLinksInput,
  dishHalal,
  type HalalLevel,
  isOfferCurrent,
  type MenuInput,
  OFFER_LIMITS,
  type OfferInput,
} from '../../../domain';
import type { ManagedBusiness } from '../../auth/policy';
import type { Db, Queryable } from '../../db/client';
import { businessActionLinks, businessLocations, businessOffers, menuItems, menuSections } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { attachOwnUpload } from '../../storage/uploads';
import { directoryToday } from '../halal/profiles';
import { noticeWatchers } from '../notices/fan-out';

// Issue 37 (decision 034): a business's menu, offers and action links, as its dashboard writes them and its
// page reads them. The menu is written whole, in one transaction; offers one at a time; links all at once.

/* Menu ---------------------------------------------------------------------------------------- */

const itemColumns = {
  id: menuItems.id,
  sectionId: menuItems.sectionId,
  name: menuItems.name,
  description: menuItems.description,
  priceCents: menuItems.priceCents,
  photoUrl: menuItems.photoUrl,
  meat: menuItems.meat,
  handSlaughtered: menuItems.handSlaughtered,
  containsAlcohol: menuItems.containsAlcohol,
  containsPork: menuItems.containsPork,
  vegetarian: menuItems.vegetarian,
};

/** The menu in the owner's order: sections, each with its dishes. Two reads, whatever its size. */
export async function getMenu(q: Queryable, businessId: string) {
  const sections = await q
    .select({ id: menuSections.id, name: menuSections.name })
    .from(menuSections)
    .where(eq(menuSections.businessId, businessId))
    .orderBy(asc(menuSections.position));
  if (sections.length === 0) return { sections: [] };
  const items = await q
    .select(itemColumns)
    .from(menuItems)
    .where(eq(menuItems.businessId, businessId))
    .orderBy(asc(menuItems.position));
  return {
    sections: sections.map((section) => ({
      ...section,
      items: items
        .filter((item) => item.sectionId === section.id)
        .map(({ sectionId: _section, meat, handSlaughtered, ...item }) => ({
          ...item,
          meat: meat as MenuInput['sections'][number]['items'][number]['meat'],
          handSlaughtered: handSlaughtered as MenuInput['sections'][number]['items'][number]['handSlaughtered'],
        })),
    })),
  };
}
export type Menu = Awaited<ReturnType<typeof getMenu>>;

/** The page's menu: each dish says whether it is halal, as the place's own halal level reads it. */
export async function getPageMenu(q: Queryable, businessId: string, placeLevel: HalalLevel | null) {
  const menu = await getMenu(q, businessId);
  return {
    sections: menu.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => ({ ...item, halal: dishHalal(item, placeLevel) })),
    })),
  };
}

/**
 * Replaces the menu with `input`, in one transaction: a refusal (a photo that is not the caller's upload)
 * leaves the menu as it was. A photo the menu already shows may stay; a new one must be the caller's own
 * upload, which the menu then holds. Returns the saved menu and the photos it no longer shows (to release
 * after the commit).
 */
export async function saveMenu(db: Db, storage: Storage, viewer: Viewer, business: ManagedBusiness, input: MenuInput) {
  return db.transaction(async (tx) => {
    // One save at a time per business: a second waits, then replaces the first's menu whole (and never
    // releases a photo the first is still saving).
    await tx.execute(sql`select 1 from businesses where id = ${business.id} for update`);
    const before = await tx
      .select({ url: menuItems.photoUrl })
      .from(menuItems)
      .where(and(eq(menuItems.businessId, business.id), sql`${menuItems.photoUrl} is not null`));
    const shown = new Set(before.map((row) => row.url as string));
    const kept = new Set<string>();
    for (const [s, section] of input.sections.entries()) {
      for (const [i, item] of section.items.entries()) {
        if (!item.photoUrl || kept.has(item.photoUrl)) continue;
        if (!shown.has(item.photoUrl)) {
          await attachOwnUpload(
            tx,
            storage,
            item.photoUrl,
            viewer.id,
            `menu:${business.id}`,
            `sections.${s}.items.${i}.photoUrl`,
          );
        }
        kept.add(item.photoUrl);
      }
    }
    // The dishes go with their sections (a cascade).
    await tx.delete(menuSections).where(eq(menuSections.businessId, business.id));
    if (input.sections.length > 0) {
      const sections = await tx
        .insert(menuSections)
        .values(input.sections.map((section, position) => ({ businessId: business.id, name: section.name, position })))
        .returning({ id: menuSections.id, position: menuSections.position });
      const idAt = new Map(sections.map((row) => [row.position, row.id]));
      const items = input.sections.flatMap((section, s) =>
        section.items.map((item, position) => ({
          ...item,
          sectionId: idAt.get(s)!,
          businessId: business.id,
          position,
        })),
      );
      // One statement for every dish: the search document is written once for them.
      if (items.length > 0) await tx.insert(menuItems).values(items);
    }
    return { menu: await getMenu(tx, business.id), released: [...shown].filter((url) => !kept.has(url)) };
  });
}

/* Offers -------------------------------------------------------------------------------------- */

const offerColumns = {
  id: businessOffers.id,
  title: businessOffers.title,
  text: businessOffers.text,
  startsOn: businessOffers.startsOn,
  endsOn: businessOffers.endsOn,
  needsPassportStamp: businessOffers.needsPassportStamp,
};

/** Every offer of the business for its dashboard, the latest to end first, each saying whether it runs today. */
export async function listOffers(q: Queryable, businessId: string, today = directoryToday()) {
  const rows = await q
    .select(offerColumns)
    .from(businessOffers)
    .where(eq(businessOffers.businessId, businessId))
    .orderBy(desc(businessOffers.endsOn), asc(businessOffers.startsOn), asc(businessOffers.id));
  return rows.map((offer) => ({ ...offer, current: isOfferCurrent(offer, today) }));
}

/** The offers a page shows: those running today, the soonest to end first (through the business's index). */
export async function listCurrentOffers(q: Queryable, businessId: string, today = directoryToday()) {
  return q
    .select(offerColumns)
    .from(businessOffers)
    .where(
      and(
        eq(businessOffers.businessId, businessId),
        sql`${businessOffers.endsOn} >= ${today}::date`,
        sql`${businessOffers.startsOn} <= ${today}::date`,
      ),
    )
    .orderBy(asc(businessOffers.endsOn), asc(businessOffers.id));
}

const offerRow = (input: OfferInput) => ({
  title: input.title,
  text: input.text,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  needsPassportStamp: input.needsPassportStamp,
});

/** A new offer; it tells the place's watchers, as an owner's update does (issue 36). */
export async function createOffer(db: Db, business: ManagedBusiness, viewer: Viewer, input: OfferInput) {
  return db.transaction(async (tx) => {
    // The business's row, locked: two offers at once cannot both take the last room.
    await tx.execute(sql`select 1 from businesses where id = ${business.id} for update`);
    const [held] = await tx
      .select({ value: count() })
      .from(businessOffers)
      .where(eq(businessOffers.businessId, business.id));
    if ((held?.value ?? 0) >= OFFER_LIMITS.offersPerBusiness) throw new ApiError('TOO_MANY_OFFERS');
    const [offer] = await tx
      .insert(businessOffers)
      .values({ ...offerRow(input), businessId: business.id, createdBy: viewer.id })
      .returning(offerColumns);
    await noticeWatchers(tx, {
      businessId: business.id,
      event: 'update_posted',
      payload: { title: offer!.title, message: offer!.text ?? '' },
      causedBy: viewer.id,
    });
    return { ...offer!, current: isOfferCurrent(offer!, directoryToday()) };
  });
}

export async function updateOffer(db: Db, business: ManagedBusiness, offerId: string, input: OfferInput) {
  const [offer] = await db
    .update(businessOffers)
    .set(offerRow(input))
    .where(and(eq(businessOffers.id, offerId), eq(businessOffers.businessId, business.id)))
    .returning(offerColumns);
  if (!offer) throw new ApiError('NOT_FOUND', 'Offer not found.');
  return { ...offer, current: isOfferCurrent(offer, directoryToday()) };
}

export async function deleteOffer(db: Db, business: ManagedBusiness, offerId: string) {
  const deleted = await db
    .delete(businessOffers)
    .where(and(eq(businessOffers.id, offerId), eq(businessOffers.businessId, business.id)))
    .returning({ id: businessOffers.id });
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', 'Offer not found.');
}

/* Action links -------------------------------------------------------------------------------- */

const linkColumns = {
  id: businessActionLinks.id,
  kind: businessActionLinks.kind,
  url: businessActionLinks.url,
  locationId: businessActionLinks.locationId,
};

/** The business's links, those of the business first, then by location, in the kinds' order. */
export async function listActionLinks(q: Queryable, businessId: string) {
  const rows = await q
    .select(linkColumns)
    .from(businessActionLinks)
    .where(eq(businessActionLinks.businessId, businessId))
    .orderBy(sql`${businessActionLinks.locationId} nulls first`, asc(businessActionLinks.position));
  return rows.map((row) => ({ ...row, kind: row.kind as ActionLinksInput['links'][number]['kind'] }));
}

/** Replaces the business's links with `input`, in one transaction; a location must be the business's own. */
export async function saveActionLinks(db: Db, business: ManagedBusiness, input: ActionLinksInput) {
  const locationIds = [...new Set(input.links.flatMap((link) => (link.locationId ? [link.locationId] : [])))];
  return db.transaction(async (tx) => {
    // One save at a time per business, as the menu's.
    await tx.execute(sql`select 1 from businesses where id = ${business.id} for update`);
    if (locationIds.length > 0) {
      const own = await tx
        .select({ id: businessLocations.id })
        .from(businessLocations)
        .where(and(eq(businessLocations.businessId, business.id), inArray(businessLocations.id, locationIds)));
      if (own.length !== locationIds.length) throw new ApiError('NOT_FOUND', 'Location not found.');
    }
    await tx.delete(businessActionLinks).where(eq(businessActionLinks.businessId, business.id));
    if (input.links.length > 0) {
      await tx.insert(businessActionLinks).values(
        input.links.map((link) => ({
          businessId: business.id,
          locationId: link.locationId,
          kind: link.kind,
          url: link.url,
          position: ACTION_LINK_KIND_KEYS.indexOf(link.kind),
        })),
      );
    }
    return listActionLinks(tx, business.id);
  });
}
