import { and, asc, count, desc, eq, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import {
  defaultTimeZoneForCity,
  type EventInput,
  eventTimes,
  LIMITS,
  mapsSearchUrl,
  type OwnerLocationInput,
} from '../../../domain';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { ManagedBusiness } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import {
  businessCategories,
  businesses,
  businessImages,
  businessLocations,
  businessSubscriptions,
  categories,
  events,
  featuredListings,
} from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { businessNotificationMail } from '../../mail/templates';
import type { Storage } from '../../storage/storage';
import { attachOwnUpload } from '../../storage/uploads';
import { countBusinessChats } from '../chat/chat';
import { assertCategories, isPublic } from '../listing-rules';
import { noticeWatchers } from '../notices/fan-out';

/** Subscribers who confirmed their address and have not left: the only ones ever mailed. */
const confirmedAndActive = and(eq(businessSubscriptions.active, true), isNotNull(businessSubscriptions.confirmedAt));

/** The business an owner manages from /business (SPEC §6: one business each). */
export async function findOwnedBusinessId(db: Db, viewer: Viewer) {
  const [row] =
    viewer.role === 'business_owner'
      ? await db
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.ownerId, viewer.id), isPublic))
          .orderBy(asc(businesses.createdAt))
          .limit(1)
      : [];
  if (!row)
    throw new ApiError('NOT_FOUND', "You don't have a business registered yet. Please submit your business first.");
  return row.id;
}

/** SPEC §4 Business: rejected, approved, or pending (neither yet). */
function listingStatus(business: {
  isApproved: boolean;
  rejectedAt: Date | null;
}): 'approved' | 'pending' | 'rejected' {
  if (business.rejectedAt) return 'rejected';
  return business.isApproved ? 'approved' : 'pending';
}

/** Banner, Business Info, Categories and Locations of the dashboard, with the tab counts. */
export async function getDashboard(db: Db, businessId: string) {
  const [row] = await db
    .select({ business: businesses, category: { id: categories.id, name: categories.name, slug: categories.slug } })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.id, businessId));
  if (!row) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
  const [links, locations, [images], [subscribers], [featured], chats] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(businessCategories)
      .innerJoin(categories, eq(categories.id, businessCategories.categoryId))
      .where(eq(businessCategories.businessId, businessId))
      .orderBy(asc(categories.position)),
    listLocations(db, businessId),
    db.select({ value: count() }).from(businessImages).where(eq(businessImages.businessId, businessId)),
    db
      .select({ value: count() })
      .from(businessSubscriptions)
      .where(and(eq(businessSubscriptions.businessId, businessId), confirmedAndActive)),
    db
      .select({ value: count() })
      .from(featuredListings)
      .where(and(eq(featuredListings.businessId, businessId), eq(featuredListings.active, true))),
    countBusinessChats(db, businessId),
  ]);
  const { business, category } = row;
  return {
    ...business,
    status: listingStatus(business),
    isFeatured: (featured?.value ?? 0) > 0,
    category,
    additionalCategories: links.filter((l) => l.id !== business.categoryId),
    locations,
    counts: { images: images?.value ?? 0, activeSubscribers: subscribers?.value ?? 0, unreadChats: chats.unread },
  };
}

/* Events ------------------------------------------------------------------------------------- */

export function listEvents(db: Db, businessId: string) {
  return db.select().from(events).where(eq(events.businessId, businessId)).orderBy(asc(events.eventDate));
}

function eventRow(input: EventInput) {
  const { eventDate, endDate } = eventTimes(input);
  if (endDate && endDate < eventDate) {
    throw new ApiError('VALIDATION', 'The event cannot end before it starts.', {
      endDate: 'Ends before the start',
    });
  }
  return { title: input.title, description: input.description, location: input.location, eventDate, endDate };
}

export async function createEvent(db: Db, business: ManagedBusiness, viewer: Viewer, input: EventInput) {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({ ...eventRow(input), businessId: business.id, createdBy: viewer.id })
      .returning();
    // Issue 36: the place's watchers hear of it.
    await noticeWatchers(tx, {
      businessId: business.id,
      event: 'event_posted',
      payload: { title: event!.title, eventId: event!.id },
      causedBy: viewer.id,
    });
    return event!;
  });
}

export async function updateEvent(db: Db, business: ManagedBusiness, eventId: string, input: EventInput) {
  const [event] = await db
    .update(events)
    .set(eventRow(input))
    .where(and(eq(events.id, eventId), eq(events.businessId, business.id)))
    .returning();
  if (!event) throw new ApiError('NOT_FOUND', 'Event not found.');
  return event;
}

export async function deleteEvent(db: Db, business: ManagedBusiness, eventId: string) {
  const deleted = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.businessId, business.id)))
    .returning({ id: events.id });
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', 'Event not found.');
}

/* Gallery ------------------------------------------------------------------------------------ */

export function listImages(db: Db, businessId: string) {
  return db
    .select()
    .from(businessImages)
    .where(eq(businessImages.businessId, businessId))
    .orderBy(asc(businessImages.displayOrder));
}

/** Locks the business row so concurrent writes to its gallery or locations take turns. */
async function lockBusiness(tx: Tx, businessId: string) {
  await tx.execute(sql`select 1 from ${businesses} where ${businesses.id} = ${businessId} for update`);
}

/**
 * A gallery image from the caller's own fresh upload, placed after the others (SPEC §7 business_images:
 * display order max + 1, or 0, computed in the insert's transaction).
 */
export async function addImage(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  business: ManagedBusiness,
  imageUrl: string,
  caption: string | null,
) {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, business.id);
    await attachOwnUpload(tx, storage, imageUrl, viewer.id, `gallery:${business.id}`);
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${businessImages.displayOrder}) + 1, 0)::int` })
      .from(businessImages)
      .where(eq(businessImages.businessId, business.id));
    const [image] = await tx
      .insert(businessImages)
      .values({ businessId: business.id, imageUrl, caption, displayOrder: row?.next ?? 0 })
      .returning();
    return image!;
  });
}

/**
 * Sets the gallery's order to `orderedIds` (display orders 0, 1, 2… in that order). The unique index on
 * (business, display order) is checked row by row, so every row first moves above the current orders and
 * then takes its final place. Call it with the business locked.
 */
async function renumberImages(tx: Tx, businessId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  const ofBusiness = eq(businessImages.businessId, businessId);
  const [top] = await tx
    .select({ next: sql<number>`coalesce(max(${businessImages.displayOrder}) + 1, 0)::int` })
    .from(businessImages)
    .where(ofBusiness);
  await tx
    .update(businessImages)
    .set({ displayOrder: sql`${businessImages.displayOrder} + ${top?.next ?? 0}::int` })
    .where(ofBusiness);
  const positions = sql.join(
    orderedIds.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${businessImages} set display_order = wanted.position
    from (values ${positions}) as wanted(id, position)
    where ${businessImages.id} = wanted.id and ${ofBusiness}`);
}

/** The gallery's image ids in their order. */
async function imageIdsInOrder(tx: Tx, businessId: string) {
  const rows = await tx
    .select({ id: businessImages.id })
    .from(businessImages)
    .where(eq(businessImages.businessId, businessId))
    .orderBy(asc(businessImages.displayOrder));
  return rows.map((row) => row.id);
}

/**
 * Deletes a gallery image and closes the gap it leaves (SPEC §2 order badge: photos stay numbered 1, 2, 3…).
 * A photo that is also the cover stays on the cards: businesses.image_url keeps its file (releaseFiles).
 */
export async function deleteImage(db: Db, business: ManagedBusiness, imageId: string) {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, business.id);
    const [image] = await tx
      .delete(businessImages)
      .where(and(eq(businessImages.id, imageId), eq(businessImages.businessId, business.id)))
      .returning();
    if (!image) throw new ApiError('NOT_FOUND', 'Image not found.');
    await renumberImages(tx, business.id, await imageIdsInOrder(tx, business.id));
    return image;
  });
}

/** The owner's new gallery order: it must name each image of the gallery exactly once, or nothing changes. */
export async function reorderImages(db: Db, business: ManagedBusiness, imageIds: string[]) {
  await db.transaction(async (tx) => {
    await lockBusiness(tx, business.id);
    const current = await imageIdsInOrder(tx, business.id);
    const wanted = new Set(imageIds);
    if (wanted.size !== imageIds.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) {
      throw new ApiError('VALIDATION', 'The new order must list each photo of the gallery once.', {
        imageIds: 'Each photo of the gallery once',
      });
    }
    await renumberImages(tx, business.id, imageIds);
  });
  return listImages(db, business.id);
}

/**
 * Makes a gallery image the photo of the business's cards (businesses.image_url). Answers the cover it
 * replaced, whose file the caller releases once nothing shows it.
 */
export async function setCoverImage(db: Db, business: ManagedBusiness, imageId: string) {
  return db.transaction(async (tx) => {
    const [image] = await tx
      .select({ imageUrl: businessImages.imageUrl })
      .from(businessImages)
      .where(and(eq(businessImages.id, imageId), eq(businessImages.businessId, business.id)));
    if (!image) throw new ApiError('NOT_FOUND', 'Image not found.');
    const [before] = await tx
      .select({ imageUrl: businesses.imageUrl })
      .from(businesses)
      .where(eq(businesses.id, business.id))
      .for('update');
    await tx
      .update(businesses)
      .set({ imageUrl: image.imageUrl, updatedAt: new Date() })
      .where(eq(businesses.id, business.id));
    await recordLiveEvent(tx, { topic: 'businesses', id: business.id });
    return {
      imageUrl: image.imageUrl,
      replacedImageUrl: before?.imageUrl === image.imageUrl ? null : before?.imageUrl,
    };
  });
}

/* Categories --------------------------------------------------------------------------------- */

/**
 * SPEC §5: a primary is needed; additional ones exclude it. Saved in one transaction, told live. The
 * database lists the business under its primary by itself, so only the categories left out go and only
 * the additional ones are added.
 */
export async function setCategories(db: Db, business: ManagedBusiness, primaryId: string, additionalIds: string[]) {
  const additional = [...new Set(additionalIds)].filter((id) => id !== primaryId);
  await assertCategories(db, [primaryId, ...additional]);
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ categoryId: primaryId, updatedAt: new Date() })
      .where(eq(businesses.id, business.id));
    await recordLiveEvent(tx, { topic: 'businesses', id: business.id });
    await tx
      .delete(businessCategories)
      .where(
        and(
          eq(businessCategories.businessId, business.id),
          notInArray(businessCategories.categoryId, [primaryId, ...additional]),
        ),
      );
    if (additional.length > 0) {
      await tx
        .insert(businessCategories)
        .values(additional.map((categoryId) => ({ businessId: business.id, categoryId })))
        .onConflictDoNothing();
    }
  });
}

/* Locations ---------------------------------------------------------------------------------- */

export function listLocations(db: Db | Tx, businessId: string) {
  return db
    .select()
    .from(businessLocations)
    .where(eq(businessLocations.businessId, businessId))
    .orderBy(desc(businessLocations.isPrimary), asc(businessLocations.createdAt));
}

/**
 * The row of a saved location. A pin sent by a person (typed or placed) replaces a geocoded one; a new
 * location without a time zone takes its city's (issue 17).
 */
function locationRow(input: OwnerLocationInput, current?: { latitude: number | null; longitude: number | null }) {
  const pin =
    input.latitude !== undefined ? { latitude: input.latitude ?? null, longitude: input.longitude ?? null } : {};
  const moved =
    pin.latitude !== undefined && (pin.latitude !== current?.latitude || pin.longitude !== current?.longitude);
  return {
    ...pin,
    ...(moved ? { geocodedAddress: null } : {}),
    timeZone: input.timeZone ?? (current ? undefined : defaultTimeZoneForCity(input.city)),
    name: input.name,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    phone: input.phone,
    email: input.email,
    comingSoon: input.comingSoon,
    mapsUrl: mapsSearchUrl(input),
  };
}

type Address = Pick<typeof businessLocations.$inferSelect, 'address' | 'city' | 'state' | 'zip' | 'mapsUrl'>;

/**
 * The primary location is where the business is; the business's own address columns mirror it (the
 * fallback SPEC §2 reads), written with every change of the primary's address, and told live.
 */
async function mirrorPrimaryAddress(tx: Tx, businessId: string, primary: Address) {
  const { address, city, state, zip, mapsUrl } = primary;
  await tx
    .update(businesses)
    .set({ address, city, state, zip, mapsUrl, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
  await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
}

/** Makes `location` the one primary location of the business, and the business's address. */
async function makePrimary(tx: Tx, businessId: string, location: Address & { id: string }) {
  await tx
    .update(businessLocations)
    .set({ isPrimary: false })
    .where(and(eq(businessLocations.businessId, businessId), ne(businessLocations.id, location.id)));
  await tx.update(businessLocations).set({ isPrimary: true }).where(eq(businessLocations.id, location.id));
  await mirrorPrimaryAddress(tx, businessId, location);
}

/** At most 5 locations (SPEC §9); the first is primary (SPEC §4 New location default). */
export async function addLocation(db: Db, business: ManagedBusiness, input: OwnerLocationInput) {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, business.id);
    const existing = await listLocations(tx, business.id);
    if (existing.length >= LIMITS.locationsPerBusiness) {
      throw new ApiError('TOO_MANY_LOCATIONS');
    }
    const [location] = await tx
      .insert(businessLocations)
      .values({ ...locationRow(input), businessId: business.id, isPrimary: false })
      .returning();
    if (existing.length === 0 || input.isPrimary) await makePrimary(tx, business.id, location!);
    return { ...location!, isPrimary: existing.length === 0 || input.isPrimary };
  });
}

export async function updateLocation(db: Db, business: ManagedBusiness, locationId: string, input: OwnerLocationInput) {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, business.id);
    const [current] = await tx
      .select()
      .from(businessLocations)
      .where(and(eq(businessLocations.id, locationId), eq(businessLocations.businessId, business.id)));
    if (!current) throw new ApiError('NOT_FOUND', 'Location not found.');
    if (current.isPrimary && !input.isPrimary) {
      throw new ApiError('PRIMARY_REQUIRED');
    }
    const [location] = await tx
      .update(businessLocations)
      .set(locationRow(input, current))
      .where(eq(businessLocations.id, locationId))
      .returning();
    if (current.isPrimary) await mirrorPrimaryAddress(tx, business.id, location!);
    else if (input.isPrimary) await makePrimary(tx, business.id, location!);
    return { ...location!, isPrimary: input.isPrimary };
  });
}

export async function deleteLocation(db: Db, business: ManagedBusiness, locationId: string) {
  const [location] = await db
    .select({ isPrimary: businessLocations.isPrimary })
    .from(businessLocations)
    .where(and(eq(businessLocations.id, locationId), eq(businessLocations.businessId, business.id)));
  if (!location) throw new ApiError('NOT_FOUND', 'Location not found.');
  if (location.isPrimary) throw new ApiError('PRIMARY_LOCATION');
  await db.delete(businessLocations).where(eq(businessLocations.id, locationId));
}

/* Subscribers and notifications ---------------------------------------------------------------- */

export async function listSubscribers(db: Db, businessId: string) {
  const rows = await db
    .select({
      id: businessSubscriptions.id,
      email: businessSubscriptions.email,
      active: businessSubscriptions.active,
      subscribedAt: businessSubscriptions.subscribedAt,
      unsubscribedAt: businessSubscriptions.unsubscribedAt,
      unsubscribedBy: businessSubscriptions.unsubscribedBy,
    })
    .from(businessSubscriptions)
    .where(and(eq(businessSubscriptions.businessId, businessId), isNotNull(businessSubscriptions.confirmedAt)))
    .orderBy(desc(businessSubscriptions.subscribedAt));
  // The latest to leave first; rows from before the date was kept go last.
  const unsubscribed = rows
    .filter((r) => !r.active)
    .sort((a, b) => (b.unsubscribedAt?.getTime() ?? 0) - (a.unsubscribedAt?.getTime() ?? 0));
  return { active: rows.filter((r) => r.active), unsubscribed };
}

/** The owner ends a subscription, noted as theirs; one already ended keeps its date and who ended it. */
export async function unsubscribeSubscriber(db: Db, business: ManagedBusiness, subscriptionId: string) {
  const ofBusiness = and(
    eq(businessSubscriptions.id, subscriptionId),
    eq(businessSubscriptions.businessId, business.id),
  );
  const [ended] = await db
    .update(businessSubscriptions)
    .set({ active: false, unsubscribedAt: new Date(), unsubscribedBy: 'owner' })
    .where(and(ofBusiness, eq(businessSubscriptions.active, true)))
    .returning({ id: businessSubscriptions.id });
  if (ended) return;
  const [known] = await db.select({ id: businessSubscriptions.id }).from(businessSubscriptions).where(ofBusiness);
  if (!known) throw new ApiError('NOT_FOUND', 'Subscriber not found.');
}

/**
 * SPEC §2 Send Notification: one mail per active subscriber through the outbox, each with its own
 * one-click unsubscribe link and List-Unsubscribe headers, framed in the language the subscriber used.
 */
export async function notifySubscribers(
  db: Db,
  business: ManagedBusiness,
  input: { title: string; message: string },
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const subscribers = await tx
      .select({
        email: businessSubscriptions.email,
        token: businessSubscriptions.unsubscribeToken,
        locale: businessSubscriptions.locale,
      })
      .from(businessSubscriptions)
      .where(and(eq(businessSubscriptions.businessId, business.id), confirmedAndActive));
    // Issue 36: the update reaches the place's watchers too, each by the channel they chose.
    const watchers = await noticeWatchers(tx, {
      businessId: business.id,
      event: 'update_posted',
      payload: { title: input.title, message: input.message },
      causedBy: business.ownerId,
    });
    if (subscribers.length === 0 && watchers === 0)
      throw new ApiError('NO_SUBSCRIBERS', 'There are no subscribers to send notifications to.');
    await enqueueMail(
      tx,
      ...subscribers.map((s) => {
        const unsubscribeUrl = `${publicUrl}/api/unsubscribe/business/${s.token}`;
        return {
          kind: 'business-notification',
          to: s.email,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          ...businessNotificationMail(
            business.name,
            input.title,
            input.message,
            `${publicUrl}/r/${business.slug}`,
            unsubscribeUrl,
            s.locale,
          ),
        };
      }),
    );
    return { sent: subscribers.length };
  });
}
