import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { type EventInput, eventTimes, LIMITS, mapsSearchUrl, type OwnerLocationInput } from '../../../domain';
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
import { ApiError, notFound } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { businessNotificationMail } from '../../mail/templates';
import type { Storage } from '../../storage/storage';
import { attachOwnUpload } from '../../storage/uploads';
import { assertCategories, isPublic } from '../catalog/listing-rules';
import { countBusinessChats } from '../chat/chat';

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
  if (!row) throw notFound("You don't have a business registered yet. Please submit your business first.");
  return row.id;
}

/** Banner, Business Info, Categories and Locations of the dashboard, with the tab counts. */
export async function getDashboard(db: Db, businessId: string) {
  const [row] = await db
    .select({ business: businesses, category: { id: categories.id, name: categories.name, slug: categories.slug } })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound('The specified business was not found.');
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
    status: business.rejectedAt ? 'rejected' : business.isApproved ? 'approved' : 'pending',
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
    throw new ApiError(400, 'VALIDATION', 'The event cannot end before it starts.', {
      endDate: 'Ends before the start',
    });
  }
  return { title: input.title, description: input.description, location: input.location, eventDate, endDate };
}

export async function createEvent(db: Db, business: ManagedBusiness, viewer: Viewer, input: EventInput) {
  const [event] = await db
    .insert(events)
    .values({ ...eventRow(input), businessId: business.id, createdBy: viewer.id })
    .returning();
  return event!;
}

export async function updateEvent(db: Db, business: ManagedBusiness, eventId: string, input: EventInput) {
  const [event] = await db
    .update(events)
    .set(eventRow(input))
    .where(and(eq(events.id, eventId), eq(events.businessId, business.id)))
    .returning();
  if (!event) throw notFound('Event not found.');
  return event;
}

export async function deleteEvent(db: Db, business: ManagedBusiness, eventId: string) {
  const deleted = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.businessId, business.id)))
    .returning({ id: events.id });
  if (deleted.length === 0) throw notFound('Event not found.');
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

/** SPEC §7 business_images: display order max + 1 (or 0), computed in the insert's transaction. */
/** A gallery image from the caller's own fresh upload, placed after the others. */
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

export async function deleteImage(db: Db, business: ManagedBusiness, imageId: string) {
  const [image] = await db
    .delete(businessImages)
    .where(and(eq(businessImages.id, imageId), eq(businessImages.businessId, business.id)))
    .returning();
  if (!image) throw notFound('Image not found.');
  return image;
}

/* Categories --------------------------------------------------------------------------------- */

/** SPEC §5: a primary is needed; additional ones exclude it. Saved in one transaction, told live. */
export async function setCategories(db: Db, business: ManagedBusiness, primaryId: string, additionalIds: string[]) {
  const additional = [...new Set(additionalIds)].filter((id) => id !== primaryId);
  await assertCategories(db, [primaryId, ...additional]);
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ categoryId: primaryId, updatedAt: new Date() })
      .where(eq(businesses.id, business.id));
    await recordLiveEvent(tx, { topic: 'businesses', id: business.id });
    await tx.delete(businessCategories).where(eq(businessCategories.businessId, business.id));
    await tx
      .insert(businessCategories)
      .values([primaryId, ...additional].map((categoryId) => ({ businessId: business.id, categoryId })));
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

function locationRow(input: OwnerLocationInput) {
  return {
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

/** Makes `locationId` the one primary location of the business. */
async function makePrimary(tx: Tx, businessId: string, locationId: string) {
  await tx
    .update(businessLocations)
    .set({ isPrimary: false })
    .where(and(eq(businessLocations.businessId, businessId), ne(businessLocations.id, locationId)));
  await tx.update(businessLocations).set({ isPrimary: true }).where(eq(businessLocations.id, locationId));
}

/** At most 5 locations (SPEC §9); the first is primary (SPEC §4 New location default). */
export async function addLocation(db: Db, business: ManagedBusiness, input: OwnerLocationInput) {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, business.id);
    const existing = await listLocations(tx, business.id);
    if (existing.length >= LIMITS.locationsPerBusiness) {
      throw new ApiError(409, 'TOO_MANY_LOCATIONS', 'A business can have at most 5 locations.');
    }
    const [location] = await tx
      .insert(businessLocations)
      .values({ ...locationRow(input), businessId: business.id, isPrimary: false })
      .returning();
    if (existing.length === 0 || input.isPrimary) await makePrimary(tx, business.id, location!.id);
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
    if (!current) throw notFound('Location not found.');
    if (current.isPrimary && !input.isPrimary) {
      throw new ApiError(
        409,
        'PRIMARY_REQUIRED',
        'A business always has one primary location. Make another location primary instead.',
      );
    }
    const [location] = await tx
      .update(businessLocations)
      .set(locationRow(input))
      .where(eq(businessLocations.id, locationId))
      .returning();
    if (input.isPrimary && !current.isPrimary) await makePrimary(tx, business.id, locationId);
    return { ...location!, isPrimary: input.isPrimary };
  });
}

export async function deleteLocation(db: Db, business: ManagedBusiness, locationId: string) {
  const [location] = await db
    .select({ isPrimary: businessLocations.isPrimary })
    .from(businessLocations)
    .where(and(eq(businessLocations.id, locationId), eq(businessLocations.businessId, business.id)));
  if (!location) throw notFound('Location not found.');
  if (location.isPrimary) throw new ApiError(409, 'PRIMARY_LOCATION', 'The primary location cannot be deleted.');
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
    })
    .from(businessSubscriptions)
    .where(and(eq(businessSubscriptions.businessId, businessId), isNotNull(businessSubscriptions.confirmedAt)))
    .orderBy(desc(businessSubscriptions.subscribedAt));
  return { active: rows.filter((r) => r.active), unsubscribed: rows.filter((r) => !r.active) };
}

export async function unsubscribeSubscriber(db: Db, business: ManagedBusiness, subscriptionId: string) {
  const updated = await db
    .update(businessSubscriptions)
    .set({ active: false })
    .where(and(eq(businessSubscriptions.id, subscriptionId), eq(businessSubscriptions.businessId, business.id)))
    .returning({ id: businessSubscriptions.id });
  if (updated.length === 0) throw notFound('Subscriber not found.');
}

/**
 * SPEC §2 Send Notification: one mail per active subscriber through the outbox, each with its own
 * one-click unsubscribe link and List-Unsubscribe headers.
 */
export async function notifySubscribers(
  db: Db,
  business: ManagedBusiness,
  input: { title: string; message: string },
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const subscribers = await tx
      .select({ email: businessSubscriptions.email, token: businessSubscriptions.unsubscribeToken })
      .from(businessSubscriptions)
      .where(and(eq(businessSubscriptions.businessId, business.id), confirmedAndActive));
    if (subscribers.length === 0)
      throw new ApiError(409, 'NO_SUBSCRIBERS', 'There are no subscribers to send notifications to.');
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
          ),
        };
      }),
    );
    return { sent: subscribers.length };
  });
}
