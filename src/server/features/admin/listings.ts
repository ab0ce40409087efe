import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type AdminBusinessInput,
  defaultLocationName,
  defaultTimeZoneForCity,
  LIMITS,
  mapsSearchUrl,
  placeLabel,
} from '../../../domain';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db, Tx } from '../../db/client';
import {
  businessCategories,
  businesses,
  businessLocations,
  businessReports,
  categories,
  contactSubmissions,
  featuredListings,
  halalCertifiers,
  halalProfiles,
  profiles,
} from '../../db/schema';
import { personSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { adminResponseMail, approvalMail, rejectionMail } from '../../mail/templates';
import type { Storage } from '../../storage/storage';
import { claimBusinessPhoto, filesShownBy } from '../../storage/uploads';
import { recordAudit } from '../audit/audit';
import { businessListingFields } from '../audit/business-fields';
import { claimNewListingCertificate } from '../halal/certificates';
import { saveHalalProfile } from '../halal/profiles';
import { allocateSlug, businessInfoColumns, featuredOrder, isPublic } from '../listing-rules';
import { claimCertificate } from '../owner/owner-edits';
import { settleOwnerRole } from './users';

const ADMIN_PAGE_SIZE = 50;

/** Stat cards of /admin, counted in one SQL round trip. */
export async function adminStats(db: Db) {
  const [row] = await db
    .execute<{
      total_listings: number;
      pending_approval: number;
      featured: number;
      unread_messages: number;
      total_users: number;
      open_reports: number;
      imported_waiting: number;
    }>(sql`select
    (select count(*)::int from ${businesses} where ${businesses.isApproved} and ${businesses.rejectedAt} is null) as total_listings,
    (select count(*)::int from ${businesses} where not ${businesses.isApproved} and ${businesses.rejectedAt} is null and ${businesses.importedAt} is null) as pending_approval,
    (select count(*)::int from ${businesses} where not ${businesses.isApproved} and ${businesses.rejectedAt} is null and ${businesses.importedAt} is not null) as imported_waiting,
    (select count(*)::int from ${featuredListings} where ${featuredListings.active}) as featured,
    (select count(*)::int from ${contactSubmissions} where ${contactSubmissions.status} = 'unread') as unread_messages,
    (select count(*)::int from ${profiles}) as total_users,
    (select count(*)::int from ${businessReports} where ${businessReports.status} = 'open') as open_reports`)
    .then((r) => r.rows);
  return {
    totalListings: row?.total_listings ?? 0,
    pendingApproval: row?.pending_approval ?? 0,
    featured: row?.featured ?? 0,
    unreadMessages: row?.unread_messages ?? 0,
    totalUsers: row?.total_users ?? 0,
    /** Issue 16: community reports waiting for an admin (the Reports tab). */
    openReports: row?.open_reports ?? 0,
    /** Issue 35: imported places waiting to be published (the Imported tab). */
    importedWaiting: row?.imported_waiting ?? 0,
  };
}

const STATUS_FILTER: Record<'pending' | 'approved' | 'rejected', SQL> = {
  // Issue 35: imported places wait in their own queue ('Imported'), not among people's submissions.
  pending: and(eq(businesses.isApproved, false), isNull(businesses.rejectedAt), isNull(businesses.importedAt))!,
  approved: isPublic!,
  rejected: isNotNull(businesses.rejectedAt),
};

/** Businesses of one moderation tab with owner, category, extra categories and locations (3 queries). */
export async function listForModeration(
  db: Db,
  query: { status: 'pending' | 'approved' | 'rejected'; q?: string; page: number },
) {
  const filters = [STATUS_FILTER[query.status]];
  const term = query.q?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
    filters.push(
      sql`(${businesses.name} ilike ${pattern} or ${businesses.city} ilike ${pattern} or ${categories.name} ilike ${pattern}
        or exists (select 1 from ${businessLocations} l where l.business_id = ${businesses.id} and l.city ilike ${pattern}))`,
    );
  }
  const where = and(...filters);
  const order = query.status === 'approved' ? asc(businesses.name) : desc(businesses.submittedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        business: businesses,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
        owner: personSummaryColumns(profiles),
      })
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .leftJoin(profiles, eq(profiles.id, businesses.ownerId))
      .where(where)
      .orderBy(order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.business.id);
  const [links, locations, halal] = ids.length
    ? await Promise.all([
        db
          .select({
            businessId: businessCategories.businessId,
            id: categories.id,
            name: categories.name,
            slug: categories.slug,
          })
          .from(businessCategories)
          .innerJoin(categories, eq(categories.id, businessCategories.categoryId))
          .where(inArray(businessCategories.businessId, ids))
          .orderBy(asc(categories.position)),
        db
          .select()
          .from(businessLocations)
          .where(inArray(businessLocations.businessId, ids))
          .orderBy(desc(businessLocations.isPrimary), asc(businessLocations.createdAt)),
        // With the certifying body's name, retired or not: the pending card shows what approval publishes.
        db
          .select({ ...getTableColumns(halalProfiles), certifierName: halalCertifiers.name })
          .from(halalProfiles)
          .leftJoin(halalCertifiers, eq(halalCertifiers.id, halalProfiles.certifierId))
          .where(inArray(halalProfiles.businessId, ids)),
      ])
    : [[], [], []];
  return {
    items: rows.map(({ business, category, owner }) => ({
      ...business,
      category,
      owner,
      categories: links.filter((l) => l.businessId === business.id).map(({ businessId: _, ...c }) => c),
      locations: locations.filter((l) => l.businessId === business.id),
      /** Issue 16: the business's own halal profile and its locations' (null when none states anything). */
      halalProfile: halal.find((p) => p.businessId === business.id && p.locationId === null) ?? null,
      locationHalalProfiles: halal.filter((p) => p.businessId === business.id && p.locationId !== null),
    })),
    total: total?.value ?? 0,
    page: query.page,
    hasMore: query.page * ADMIN_PAGE_SIZE < (total?.value ?? 0),
  };
}

async function findBusiness(db: Db, id: string) {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, id));
  if (!business) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
  return business;
}

/**
 * SPEC §4 Approve: approved fields (the database lists a business under its main category by itself); beyond the
 * original, a submitter who is a plain user becomes a business owner so they can manage it at once.
 */
export async function approveBusiness(db: Db, admin: Viewer, id: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .update(businesses)
      .set({
        isApproved: true,
        approvedAt: new Date(),
        approvedBy: admin.id,
        rejectedAt: null,
        rejectedBy: null,
        rejectionReason: null,
        updatedAt: new Date(),
      })
      .where(eq(businesses.id, id))
      .returning();
    if (!business) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    await recordLiveEvent(tx, { topic: 'businesses', id });
    await recordAudit(tx, { actor: admin, action: 'business.approve', businessId: id, subjectId: business.ownerId });
    if (business.ownerId) {
      const [owner] = await tx
        .update(profiles)
        // A first approved listing makes its submitter a business owner. A plain user already linked to
        // another approved listing was made one by an admin, who decides when they run listings again.
        .set({
          role: sql`case when ${profiles.role} = 'user' and not exists (
            select 1 from ${businesses} other
            where other.owner_id = ${business.ownerId} and other.id <> ${business.id}
              and other.is_approved and other.rejected_at is null
          ) then 'business_owner' else ${profiles.role} end`,
        })
        .where(eq(profiles.id, business.ownerId))
        .returning({ email: profiles.email, locale: profiles.locale });
      if (owner) {
        await enqueueMail(tx, {
          kind: 'business-approved',
          to: owner.email,
          ...approvalMail(business.name, `${publicUrl}/r/${business.slug}`, `${publicUrl}/business`, owner.locale),
        });
      }
    }
    return business;
  });
}

/** SPEC §4 Reject, and send-rejection-notification to the owner. */
export async function rejectBusiness(db: Db, admin: Viewer, id: string, reason: string | null) {
  const rejectionReason = reason || 'No reason provided';
  return db.transaction(async (tx) => {
    const [business] = await tx
      .update(businesses)
      .set({ isApproved: false, rejectedAt: new Date(), rejectedBy: admin.id, rejectionReason, updatedAt: new Date() })
      .where(eq(businesses.id, id))
      .returning();
    if (!business) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    await recordLiveEvent(tx, { topic: 'businesses', id });
    await recordAudit(tx, {
      actor: admin,
      action: 'business.reject',
      businessId: id,
      subjectId: business.ownerId,
      reason: rejectionReason,
    });
    await tx.delete(featuredListings).where(eq(featuredListings.businessId, id));
    await settleOwnerRole(tx, business.ownerId);
    const [owner] = business.ownerId
      ? await tx
          .select({ email: profiles.email, locale: profiles.locale })
          .from(profiles)
          .where(eq(profiles.id, business.ownerId))
      : [];
    if (owner) {
      await enqueueMail(tx, {
        kind: 'send-rejection-notification',
        to: owner.email,
        ...rejectionMail(business.name, rejectionReason, owner.locale),
      });
    }
    return business;
  });
}

function businessFields(input: AdminBusinessInput) {
  return {
    name: input.name,
    categoryId: input.categoryId,
    ...businessInfoColumns(input),
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    mapsUrl: mapsSearchUrl(input),
  };
}

/** SPEC §5 Admin add restaurant: approved at once, with a primary location from its address. */
export async function addBusiness(db: Db, storage: Storage, admin: Viewer, input: AdminBusinessInput) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [business] = await tx
      .insert(businesses)
      .values({
        ...businessFields(input),
        slug: await allocateSlug(tx, input.name),
        isApproved: true,
        approvedAt: now,
        approvedBy: admin.id,
      })
      .returning();
    const b = business!;
    await recordLiveEvent(tx, { topic: 'businesses', id: b.id });
    await claimBusinessPhoto(tx, storage, admin, input.imageUrl, b.id);
    await tx.insert(businessLocations).values({
      businessId: b.id,
      name: 'Main Location',
      ...placeFields(input),
      phone: input.phone,
      email: input.email,
      isPrimary: true,
      timeZone: defaultTimeZoneForCity(input.city),
    });
    if (input.halal) {
      // A certificate file must be the admin's own upload of one, made for a new listing.
      await claimNewListingCertificate(tx, storage, admin, input.halal.certificateUrl, b.id);
      await saveHalalProfile(tx, b.id, null, input.halal, { source: 'admin', actorId: admin.id });
    }
    await recordAudit(tx, { actor: admin, action: 'business.add', businessId: b.id, after: input });
    return b;
  });
}

/** The address parts of the Edit dialog: they belong to the primary location (the truth of where a business is). */
function placeFields(input: AdminBusinessInput) {
  return {
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    mapsUrl: mapsSearchUrl(input),
  };
}

/**
 * The Edit dialog. Where the business is lives in its primary location, which the public page, the cards
 * and the owner's Locations tab read; the edit writes it there (adding a primary location to a business
 * that has none) and mirrors it to the business's own address columns in the same transaction. A new main
 * category joins the extra categories (the database adds it). Answers the business and the image it no longer shows, for the
 * caller to release.
 */
export async function updateBusiness(db: Db, storage: Storage, admin: Viewer, id: string, input: AdminBusinessInput) {
  return db.transaction(async (tx) => {
    // Locks the business as the owner's location edits do, so the two cannot interleave.
    const [current] = await tx.select().from(businesses).where(eq(businesses.id, id)).for('update');
    if (!current) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    if (input.imageUrl !== current.imageUrl) await claimBusinessPhoto(tx, storage, admin, input.imageUrl, id);
    const [business] = await tx
      .update(businesses)
      .set({ ...businessFields(input), updatedAt: new Date() })
      .where(eq(businesses.id, id))
      .returning();
    if (!business) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    const [primary] = await tx
      .update(businessLocations)
      .set(placeFields(input))
      .where(and(eq(businessLocations.businessId, id), eq(businessLocations.isPrimary, true)))
      .returning({ id: businessLocations.id });
    if (!primary) {
      await tx.insert(businessLocations).values({
        ...placeFields(input),
        businessId: id,
        name: defaultLocationName(0),
        phone: input.phone,
        email: input.email,
        isPrimary: true,
        timeZone: defaultTimeZoneForCity(input.city),
      });
    }
    if (input.halal) {
      // The certificate on file needs no claim; a new one must be the admin's own upload for this business.
      await claimCertificate(tx, storage, admin, input.halal.certificateUrl, id, 'halal.certificateUrl');
      await saveHalalProfile(tx, id, null, input.halal, { source: 'admin', actorId: admin.id });
    }
    await recordLiveEvent(tx, { topic: 'businesses', id });
    await recordAudit(tx, {
      actor: admin,
      action: 'business.edit',
      businessId: id,
      before: businessListingFields(current),
      after: { ...businessListingFields(business), ...(input.halal ? { halal: input.halal } : {}) },
    });
    const replacedImageUrl = current.imageUrl !== business.imageUrl ? current.imageUrl : null;
    return { business, replacedImageUrl };
  });
}

export async function deleteBusiness(db: Db, admin: Viewer, id: string) {
  return db.transaction(async (tx) => {
    const files = await filesShownBy(tx, [id]);
    const [business] = await tx.delete(businesses).where(eq(businesses.id, id)).returning();
    if (!business) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    await recordLiveEvent(tx, { topic: 'businesses', id });
    await recordAudit(tx, {
      actor: admin,
      action: 'business.delete',
      businessId: id,
      businessName: business.name,
      subjectId: business.ownerId,
      before: businessListingFields(business),
    });
    await settleOwnerRole(tx, business.ownerId);
    return { id: business.id, ownerId: business.ownerId, files };
  });
}

const inFeaturedLine = and(eq(featuredListings.active, true), isPublic);

/** Where a featured listing stands in the line (1 is first) and whether the home page shows it. */
function linePosition(position: number) {
  return { position, onHomePage: position <= LIMITS.featuredOnHome };
}

/**
 * SPEC §4 Featured: on adds an active listing starting now; off removes it. Only public businesses.
 * Featuring answers where the listing stands, so the admin is told whether the home page shows it.
 */
export async function setFeatured(db: Db, admin: Viewer, id: string, featured: true): Promise<FeaturedAnswer>;
export async function setFeatured(db: Db, admin: Viewer, id: string, featured: false): Promise<{ featured: false }>;
export async function setFeatured(db: Db, admin: Viewer, id: string, featured: boolean) {
  return db.transaction(async (tx) => {
    const answer = featured ? await feature(tx, id) : await unfeature(tx, id);
    await recordLiveEvent(tx, { topic: 'featured_listings', id });
    await recordAudit(tx, {
      actor: admin,
      action: featured ? 'business.feature' : 'business.unfeature',
      businessId: id,
    });
    return answer;
  });
}

export type FeaturedAnswer = { featured: true; position: number; onHomePage: boolean };

async function unfeature(tx: Tx, id: string) {
  await tx.delete(featuredListings).where(eq(featuredListings.businessId, id));
  return { featured: false as const };
}

async function feature(tx: Tx, id: string): Promise<FeaturedAnswer> {
  const [business] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, id), isPublic));
  if (!business) throw new ApiError('NOT_APPROVED');
  // Featuring a listing that is already featured keeps its start, and with it its place in the line.
  await tx
    .insert(featuredListings)
    .values({ businessId: id, active: true, startAt: new Date() })
    .onConflictDoUpdate({
      target: featuredListings.businessId,
      set: {
        active: true,
        startAt: sql`case when ${featuredListings.active} then ${featuredListings.startAt} else excluded.start_at end`,
      },
    });
  // Compared in SQL: the timestamps keep microseconds a JavaScript Date would drop.
  const [ahead] = await tx
    .select({ value: count() })
    .from(featuredListings)
    .innerJoin(businesses, eq(businesses.id, featuredListings.businessId))
    .where(
      and(
        inFeaturedLine,
        sql`(${featuredListings.startAt}, ${featuredListings.createdAt}, ${featuredListings.id}) <
          (select me.start_at, me.created_at, me.id from ${featuredListings} me where me.business_id = ${id})`,
      ),
    );
  return { featured: true, ...linePosition((ahead?.value ?? 0) + 1) };
}

/**
 * The Featured tab: the active featured listings in the home page's order, each with its place in the
 * line and whether the home page shows it (the first three), and where it is (its primary location).
 */
export async function listFeaturedForAdmin(db: Db) {
  const rows = await db
    .select({
      businessId: featuredListings.businessId,
      startAt: featuredListings.startAt,
      name: businesses.name,
      slug: businesses.slug,
      imageUrl: businesses.imageUrl,
      city: businesses.city,
      state: businesses.state,
      locationCity: businessLocations.city,
      locationState: businessLocations.state,
      category: categories.name,
    })
    .from(featuredListings)
    .innerJoin(businesses, eq(businesses.id, featuredListings.businessId))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(
      businessLocations,
      and(eq(businessLocations.businessId, businesses.id), eq(businessLocations.isPrimary, true)),
    )
    .where(inFeaturedLine)
    .orderBy(...featuredOrder);
  return rows.map(({ city, state, locationCity, locationState, ...listing }, index) => ({
    ...listing,
    place: placeLabel({ city: locationCity, state: locationState }, { city, state }),
    ...linePosition(index + 1),
  }));
}

/** 'Contact Owner' on a rejected listing: a mail to the owner (send-admin-response). */
export async function contactOwner(db: Db, id: string, message: { subject: string; message: string }) {
  const business = await findBusiness(db, id);
  const [owner] = business.ownerId
    ? await db
        .select({ email: profiles.email, name: profiles.displayName, locale: profiles.locale })
        .from(profiles)
        .where(eq(profiles.id, business.ownerId))
    : [];
  if (!owner) throw new ApiError('NO_OWNER_EMAIL');
  await enqueueMail(db, {
    kind: 'send-admin-response',
    to: owner.email,
    ...adminResponseMail({ ...message, recipientName: owner.name }, owner.locale),
  });
}
