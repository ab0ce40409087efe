import { and, asc, desc, eq, ilike, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/profile';
import { endSessions } from '../../auth/end-sessions';
import type { Db, Queryable, Tx } from '../../db/client';
import { businessClaims, businesses, ownerEdits, profiles } from '../../db/schema';
import { businessSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent, recordSessionEnded } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { ownershipMovedMail } from '../../mail/templates';
import { deleteAccount } from '../accounts/account-deletion';
import { recordAudit } from '../audit/audit';
import { isPublic } from '../listing-rules';

const USERS_PAGE_SIZE = 50;

/** SPEC §5: admins cannot act on their own user row. */
function assertNotSelf(admin: Viewer, userId: string) {
  if (admin.id === userId)
    throw new ApiError('FORBIDDEN', 'You cannot change your own account from the admin dashboard.');
}

export async function listUsers(db: Db, query: { q?: string; page: number }) {
  const term = query.q?.trim();
  const where = term ? or(ilike(profiles.displayName, `%${term}%`), ilike(profiles.email, `%${term}%`)) : undefined;
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      role: profiles.role,
      banned: profiles.banned,
      bannedAt: profiles.bannedAt,
      banReason: profiles.banReason,
      emailVerified: profiles.emailVerified,
      createdAt: profiles.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt))
    .limit(USERS_PAGE_SIZE)
    .offset((query.page - 1) * USERS_PAGE_SIZE);
  const ids = rows.map((r) => r.id);
  const owned = ids.length
    ? await db
        .select({ ...businessSummaryColumns(), ownerId: businesses.ownerId })
        .from(businesses)
        .where(inArray(businesses.ownerId, ids))
    : [];
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map(({ total: _t, ...user }) => ({
      ...user,
      businesses: owned.filter((b) => b.ownerId === user.id).map(({ ownerId: _o, ...b }) => b),
    })),
    total,
    page: query.page,
    hasMore: query.page * USERS_PAGE_SIZE < total,
  };
}

async function updateProfile(db: Queryable, userId: string, values: Partial<typeof profiles.$inferInsert>) {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id, role: profiles.role });
  if (!row) throw new ApiError('NOT_FOUND', 'User not found.');
  return row;
}

/**
 * Gives someone a role and answers the one they had. Live streams are opened as an admin or not: when
 * that changes, theirs end, and the browser opens them again under the new role.
 */
async function changeRole(tx: Tx, userId: string, role: Role): Promise<Role> {
  const [before] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!before) throw new ApiError('NOT_FOUND', 'User not found.');
  await tx.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, userId));
  if ((before.role === 'admin') !== (role === 'admin')) await recordSessionEnded(tx, { userId });
  return before.role;
}

/**
 * SPEC §4 User role: toggle between admin and user. Someone made a plain user keeps the link to the
 * businesses they own but can no longer run them, until an admin makes them a business owner again.
 */
export async function setRole(db: Db, admin: Viewer, userId: string, role: 'admin' | 'user') {
  assertNotSelf(admin, userId);
  const user = await db.transaction(async (tx) => {
    const before = await changeRole(tx, userId, role);
    await recordAudit(tx, {
      actor: admin,
      action: 'user.role',
      subjectId: userId,
      before: { role: before },
      after: { role },
    });
    return { id: userId, role };
  });
  const linkedBusinesses = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(asc(businesses.name));
  return { ...user, linkedBusinesses, canManageLinkedBusinesses: role === 'admin' };
}

/**
 * A business owner left without an approved listing (rejected, deleted, handed to someone else) becomes
 * a plain user again, so no one holds a dashboard with nothing to manage (src/domain/ownership.ts: only
 * an approved listing can be run). An admin stays an admin. Answers whether the role changed.
 */
export async function settleOwnerRole(q: Queryable, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const demoted = await q
    .update(profiles)
    .set({ role: 'user', updatedAt: new Date() })
    .where(
      and(
        eq(profiles.id, userId),
        eq(profiles.role, 'business_owner'),
        notExists(
          q
            .select({ id: businesses.id })
            .from(businesses)
            .where(and(eq(businesses.ownerId, userId), isPublic)),
        ),
      ),
    )
    .returning({ id: profiles.id });
  return demoted.length > 0;
}

/** Who had the business before it was handed on, and whether they went back to a plain user. */
export interface PreviousOwner {
  id: string;
  displayName: string;
  email: string;
  demoted: boolean;
}

/**
 * 'Make business owner': the approved business becomes theirs and their role business_owner. When it
 * had another owner, that owner is told by mail and, owning no other approved listing, becomes a plain
 * user, in the same transaction (audited as a transfer).
 */
export async function assignBusiness(db: Db, admin: Viewer, userId: string, businessId: string, publicUrl: string) {
  assertNotSelf(admin, userId);
  return db.transaction((tx) => giveBusinessTo(tx, { actor: admin, userId, businessId, publicUrl }));
}

/** How a business changes hands: an admin's assignment, or a claim proven by a mailed code or a document (issue 35). */
export interface Handover {
  actor: Viewer;
  userId: string;
  businessId: string;
  publicUrl: string;
  /** A claim: the business must still have no owner (else CLAIM_OWNED), and an admin claimant stays an admin. */
  claim?: { action: 'claim.code' | 'claim.approve'; claimId: string };
}

/**
 * The one way a business gets its owner, in the caller's transaction: the business locked, the person's
 * role, the owner, the previous owner's waiting changes withdrawn and their mail, the other claims waiting
 * for it cancelled, the audit entry and the live event.
 */
export async function giveBusinessTo(tx: Tx, { actor, userId, businessId, publicUrl, claim }: Handover) {
  // Locked, so two admins (or an admin and a claimant) handing the same business on at once each see the
  // owner they replace.
  const [current] = await tx
    .select({ ownerId: businesses.ownerId, closedAt: businesses.closedAt })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublic))
    .for('update');
  if (!current) throw new ApiError('NOT_FOUND', 'Choose an approved business.');
  // A claim is for an open place nobody runs yet: closed or owned since the claim began, it is refused.
  if (claim && current.closedAt) throw new ApiError('CLAIM_CLOSED');
  if (claim && current.ownerId) throw new ApiError('CLAIM_OWNED');
  const [person] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  if (!(claim && person?.role === 'admin')) await changeRole(tx, userId, 'business_owner');
  const [business] = await tx
    .update(businesses)
    .set({ ownerId: userId, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id, name: businesses.name });
  if (!business) throw new ApiError('NOT_FOUND', 'Choose an approved business.');
  const previousId = current.ownerId && current.ownerId !== userId ? current.ownerId : null;
  // The previous owner's waiting changes are theirs, not the new owner's: they are withdrawn.
  if (previousId) await tx.delete(ownerEdits).where(eq(ownerEdits.businessId, business.id));
  const previousOwner = previousId ? await handOver(tx, previousId, business.name, publicUrl) : null;
  // The business has its owner: whoever else was claiming it is not any more.
  await tx
    .update(businessClaims)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(businessClaims.businessId, business.id),
        eq(businessClaims.status, 'pending'),
        claim ? ne(businessClaims.id, claim.claimId) : undefined,
      ),
    );
  await recordAudit(tx, {
    actor,
    action: claim?.action ?? (previousId ? 'owner.transfer' : 'owner.assign'),
    businessId: business.id,
    subjectId: userId,
    before: { ownerId: current.ownerId },
    after: claim ? { ownerId: userId, claimId: claim.claimId } : { ownerId: userId },
  });
  // Admins' screens, and the new and previous owners', learn that the listing changed hands.
  await recordLiveEvent(tx, {
    topic: 'businesses',
    id: business.id,
    audience: { userIds: previousId ? [userId, previousId] : [userId] },
  });
  return { ...business, previousOwner };
}

/** The previous owner loses the role when they own nothing else, and is mailed (through the outbox). */
async function handOver(tx: Tx, ownerId: string, businessName: string, publicUrl: string): Promise<PreviousOwner> {
  const demoted = await settleOwnerRole(tx, ownerId);
  const [row] = await tx
    .select({ id: profiles.id, displayName: profiles.displayName, email: profiles.email, locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, ownerId));
  // Deleting a profile deletes the businesses it owns, so the owner of this one is there.
  const { locale, ...owner } = row!;
  await enqueueMail(tx, {
    kind: 'ownership-moved',
    to: owner.email,
    ...ownershipMovedMail(owner.displayName.trim() || owner.email, businessName, `${publicUrl}/contact`, locale),
  });
  return { ...owner, demoted };
}

/** 'Unlink': clears ownership of all that user's businesses and sets the role to user. */
export async function unlinkBusinesses(db: Db, admin: Viewer, userId: string) {
  assertNotSelf(admin, userId);
  return db.transaction(async (tx) => {
    const unlinked = await tx
      .update(businesses)
      .set({ ownerId: null, updatedAt: new Date() })
      .where(eq(businesses.ownerId, userId))
      .returning({ id: businesses.id, name: businesses.name });
    if (unlinked.length > 0) {
      await tx.delete(ownerEdits).where(
        inArray(
          ownerEdits.businessId,
          unlinked.map((b) => b.id),
        ),
      );
    }
    for (const business of unlinked) {
      await recordAudit(tx, {
        actor: admin,
        action: 'owner.unlink',
        businessId: business.id,
        businessName: business.name,
        subjectId: userId,
        before: { ownerId: userId },
        after: { ownerId: null },
      });
    }
    // Other admins' screens, and the person's own, learn the listings have no owner now.
    for (const { id } of unlinked)
      await recordLiveEvent(tx, { topic: 'businesses', id, audience: { userIds: [userId] } });
    await changeRole(tx, userId, 'user');
  });
}

/** Ban with time, admin and reason; the user's sessions end at once. */
export async function banUser(db: Db, admin: Viewer, userId: string, reason: string) {
  assertNotSelf(admin, userId);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(profiles)
      .set({ banned: true, bannedAt: new Date(), bannedBy: admin.id, banReason: reason, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (!user) throw new ApiError('NOT_FOUND', 'User not found.');
    await recordAudit(tx, { actor: admin, action: 'user.ban', subjectId: userId, after: { banned: true }, reason });
    await endSessions(tx, userId);
  });
}

export async function unbanUser(db: Db, admin: Viewer, userId: string) {
  assertNotSelf(admin, userId);
  await db.transaction(async (tx) => {
    await updateProfile(tx, userId, { banned: false, bannedAt: null, bannedBy: null, banReason: null });
    await recordAudit(tx, { actor: admin, action: 'user.unban', subjectId: userId, after: { banned: false } });
  });
}

/**
 * SPEC §6: deleting a user also deletes their owned businesses and the contact submissions sent
 * from their email, all in one transaction: the same deletion as a person's own (issue 33), by an admin.
 */
export async function deleteUser(db: Db, admin: Viewer, userId: string, publicUrl: string) {
  assertNotSelf(admin, userId);
  return deleteAccount(db, userId, { admin }, publicUrl);
}
