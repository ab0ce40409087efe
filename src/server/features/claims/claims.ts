import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CLAIM_CODE_MAX_TRIES,
  CLAIM_CODE_TTL_MS,
  type ClaimMethod,
  type ClaimStartInput,
  type ClaimState,
  claimEmailAllowed,
  claimWebsiteDomain,
} from '../../../domain/claims';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db, Tx } from '../../db/client';
import { businessClaims, businesses, profiles, rateLimits } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { claimApprovedMail, claimAttemptMail, claimCodeMail } from '../../mail/templates';
import type { Storage } from '../../storage/storage';
import { giveBusinessTo } from '../admin/users';
import { isPublic } from '../listing-rules';
import { attachClaimDocument } from './claim-documents';

// Issue 35 'Claim your listing', the claimant's side: an approved, open place without an owner is claimed by
// a code mailed to an address the listing shows (or one at its website's domain), or by a document the team
// reviews (claim-queue.ts). One open claim per person and place (the schema's unique index).

const NO_CODE_WAITING = 'No code is waiting for this business. Ask for a new code.';
const NO_CLAIM_WAITING = 'You have no claim waiting for this business.';
/** The owner hears of a try to claim their listing at most once a day. */
const OWNER_TOLD_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the claim panel needs of a place. */
const claimedPlaceColumns = {
  id: businesses.id,
  name: businesses.name,
  email: businesses.email,
  websiteUrl: businesses.websiteUrl,
  ownerId: businesses.ownerId,
  closedAt: businesses.closedAt,
  // What OpenStreetMap gave the place's email and website, if anything (decision 031): anyone can edit a map.
  osmEmail: sql<string | null>`(select o.fields->>'email' from osm_places o where o.business_id = ${businesses.id})`,
  osmWebsite: sql<
    string | null
  >`(select o.fields->>'websiteUrl' from osm_places o where o.business_id = ${businesses.id})`,
};
type ClaimedPlace = {
  id: string;
  name: string;
  email: string | null;
  websiteUrl: string | null;
  ownerId: string | null;
  closedAt: Date | null;
  osmEmail: string | null;
  osmWebsite: string | null;
};

/**
 * The email and website that may take a code: the listing's own, unless they are still what OpenStreetMap
 * gave them (a map anyone edits vouches for no one; such a place is claimed by a document).
 */
function vouching(place: ClaimedPlace) {
  return {
    email: place.email !== null && place.email === place.osmEmail ? null : place.email,
    websiteUrl: place.websiteUrl !== null && place.websiteUrl === place.osmWebsite ? null : place.websiteUrl,
  };
}

/** A public place (approved, not rejected), locked for the claim about to change when `tx` is given. */
async function publicPlace(q: Db | Tx, businessId: string, lock = false): Promise<ClaimedPlace> {
  const query = q
    .select(claimedPlaceColumns)
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublic));
  const [place] = lock ? await query.for('update') : await query;
  if (!place) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return place;
}

/** The claim of one person for one place that is still open. */
const openClaimOf = (viewerId: string, businessId: string) =>
  and(
    eq(businessClaims.businessId, businessId),
    eq(businessClaims.claimantId, viewerId),
    eq(businessClaims.status, 'pending'),
  );

export const hashCode = (claimId: string, code: string) =>
  createHash('sha256').update(`${claimId}:${code}`).digest('hex');

/**
 * The claim as its claimant sees it: never the code's hash, nor the document's stored address. A code past its
 * 30 minutes reads expired, though its row waits for the next try or request to say so.
 */
function shownClaim(claim: typeof businessClaims.$inferSelect, now = Date.now()) {
  const late = claim.status === 'pending' && claim.codeExpiresAt !== null && claim.codeExpiresAt.getTime() < now;
  return {
    id: claim.id,
    method: claim.method as ClaimMethod,
    status: (late ? 'expired' : claim.status) as ClaimState,
    email: claim.email,
    codeExpiresAt: claim.codeExpiresAt,
    triesLeft: Math.max(0, CLAIM_CODE_MAX_TRIES - claim.attempts),
    note: claim.note,
    reason: claim.reason,
    hasDocument: claim.documentUrl !== null,
    createdAt: claim.createdAt,
    decidedAt: claim.decidedAt,
  };
}

/** The signed-in person's claim on a place, and whether it can be claimed, for the page to show the right step. */
export async function claimState(db: Db, viewer: Viewer, businessId: string) {
  const place = await publicPlace(db, businessId);
  const [latest] = await db
    .select()
    .from(businessClaims)
    .where(and(eq(businessClaims.businessId, businessId), eq(businessClaims.claimantId, viewer.id)))
    .orderBy(desc(businessClaims.createdAt))
    .limit(1);
  return {
    businessId: place.id,
    claimable: place.ownerId === null && place.closedAt === null,
    ownedByYou: place.ownerId === viewer.id,
    listingEmail: vouching(place).email,
    websiteDomain: claimWebsiteDomain(vouching(place).websiteUrl),
    claim: latest ? shownClaim(latest) : null,
  };
}

/**
 * The owner of a place someone tried to claim hears of it, at most once a day (a counter of its own, in the
 * rate limits' table, kept whatever RATE_LIMIT says: it is the owner's peace, not the server's).
 */
async function tellOwnerOfClaimAttempt(db: Db, place: ClaimedPlace, publicUrl: string) {
  const now = Date.now();
  const since = now - OWNER_TOLD_WINDOW_MS;
  const key = `claim-attempt-mail:${place.id}`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rateLimits)
      .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.lastRequest} < ${since} then 1 else ${rateLimits.count} + 1 end`,
          lastRequest: sql`case when ${rateLimits.lastRequest} < ${since} then ${now} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({ count: rateLimits.count });
    if (row?.count !== 1 || !place.ownerId) return;
    const [owner] = await tx
      .select({ email: profiles.email, displayName: profiles.displayName, locale: profiles.locale })
      .from(profiles)
      .where(eq(profiles.id, place.ownerId));
    if (!owner) return;
    const name = owner.displayName.trim() || owner.email;
    await enqueueMail(tx, {
      kind: 'claim-attempt',
      to: owner.email,
      ...claimAttemptMail(name, place.name, `${publicUrl}/contact`, owner.locale),
    });
  });
}

/**
 * Refuses a claim on a place that cannot be claimed: closed, or owned (its owner is told, unless the claimant
 * is the owner).
 */
async function refuseUnclaimable(db: Db, viewer: Viewer, place: ClaimedPlace, publicUrl: string) {
  if (place.closedAt) throw new ApiError('CLAIM_CLOSED');
  if (place.ownerId) {
    if (place.ownerId !== viewer.id) await tellOwnerOfClaimAttempt(db, place, publicUrl);
    throw new ApiError('CLAIM_OWNED');
  }
}

async function localeOf(tx: Tx, userId: string) {
  const [row] = await tx.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
  return row?.locale ?? 'en';
}

/** Refuses, before a document is stored for it, a place that is not public or cannot be claimed. */
export async function assertClaimable(db: Db, viewer: Viewer, businessId: string, publicUrl: string) {
  await refuseUnclaimable(db, viewer, await publicPlace(db, businessId), publicUrl);
}

/**
 * Starts a claim. By code: a 6-digit code (only its hash kept) to the listing's address or one at its website's
 * domain, good for 30 minutes, replacing the person's earlier code; by document: the claimant's own upload for
 * this place, for the team. A document already waiting is not replaced: the person cancels it first.
 */
export async function startClaim(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  businessId: string,
  input: ClaimStartInput,
  publicUrl: string,
  /** Counts a code against the place's allowance: called once the request would mail one, before it does. */
  beforeCode: () => Promise<void> = async () => undefined,
) {
  const checked = await publicPlace(db, businessId);
  await refuseUnclaimable(db, viewer, checked, publicUrl);
  if (input.method === 'email_code') {
    const mailTo = input.email ?? vouching(checked).email;
    if (!mailTo) throw new ApiError('CLAIM_NO_EMAIL');
    if (!claimEmailAllowed(mailTo, vouching(checked))) throw new ApiError('CLAIM_EMAIL_NOT_LISTED');
    await beforeCode();
  }
  return db.transaction(async (tx) => {
    // Locked: claims on one place go one at a time, and none starts while the place is being handed on.
    const place = await publicPlace(tx, businessId, true);
    if (place.closedAt) throw new ApiError('CLAIM_CLOSED');
    if (place.ownerId) throw new ApiError('CLAIM_OWNED');
    const [open] = await tx.select().from(businessClaims).where(openClaimOf(viewer.id, businessId)).for('update');
    if (open?.method === 'document') throw new ApiError('CLAIM_OPEN');
    let mailTo: string | null = null;
    if (input.method === 'email_code') {
      mailTo = input.email ?? vouching(place).email;
      if (!mailTo) throw new ApiError('CLAIM_NO_EMAIL');
      if (!claimEmailAllowed(mailTo, vouching(place))) throw new ApiError('CLAIM_EMAIL_NOT_LISTED');
    }
    // A new request replaces the person's code waiting for this place.
    if (open) await tx.update(businessClaims).set({ status: 'cancelled' }).where(eq(businessClaims.id, open.id));
    const id = crypto.randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [claim] = await tx
      .insert(businessClaims)
      .values(
        input.method === 'email_code'
          ? {
              id,
              businessId,
              claimantId: viewer.id,
              method: 'email_code',
              email: mailTo,
              codeHash: hashCode(id, code),
              codeExpiresAt: new Date(Date.now() + CLAIM_CODE_TTL_MS),
            }
          : {
              id,
              businessId,
              claimantId: viewer.id,
              method: 'document',
              documentUrl: input.document,
              note: input.note,
            },
      )
      .returning();
    if (input.method === 'document') {
      await attachClaimDocument(tx, storage, input.document, { uploaderId: viewer.id, businessId, claimId: id });
      // The admins' Claims queue hears of it.
      await recordLiveEvent(tx, { topic: 'businesses', id: businessId, audience: { userIds: [viewer.id] } });
    } else {
      const name = viewer.displayName.trim() || viewer.email;
      await enqueueMail(tx, {
        kind: 'claim-code',
        to: mailTo!,
        ...claimCodeMail(name, place.name, code, await localeOf(tx, viewer.id)),
      });
    }
    return shownClaim(claim!);
  });
}

type CodeOutcome = { ok: true; claim: ReturnType<typeof shownClaim> } | { ok: false; error: ApiError };

/**
 * The code typed by the claimant. Right and in time: the place is theirs (giveBusinessTo, in this
 * transaction) and they are mailed. Wrong: one try fewer, and after the fifth the claim is expired; late: the
 * claim is expired. Those are kept, then refused.
 */
export async function verifyClaimCode(db: Db, viewer: Viewer, businessId: string, code: string, publicUrl: string) {
  const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
    await publicPlace(tx, businessId, true);
    const [claim] = await tx.select().from(businessClaims).where(openClaimOf(viewer.id, businessId)).for('update');
    if (claim?.method !== 'email_code' || !claim.codeHash || !claim.codeExpiresAt)
      throw new ApiError('NOT_FOUND', NO_CODE_WAITING);
    if (claim.codeExpiresAt.getTime() < Date.now()) {
      await tx.update(businessClaims).set({ status: 'expired' }).where(eq(businessClaims.id, claim.id));
      return { ok: false, error: new ApiError('CLAIM_CODE_EXPIRED') };
    }
    const right = timingSafeEqual(Buffer.from(hashCode(claim.id, code)), Buffer.from(claim.codeHash));
    if (!right) {
      const attempts = claim.attempts + 1;
      const spent = attempts >= CLAIM_CODE_MAX_TRIES;
      await tx
        .update(businessClaims)
        .set({ attempts, ...(spent ? { status: 'expired' } : {}) })
        .where(eq(businessClaims.id, claim.id));
      return { ok: false, error: new ApiError(spent ? 'CLAIM_CODE_EXPIRED' : 'CLAIM_CODE_WRONG') };
    }
    const [approved] = await tx
      .update(businessClaims)
      .set({ status: 'approved', decidedAt: new Date() })
      .where(eq(businessClaims.id, claim.id))
      .returning();
    const business = await giveBusinessTo(tx, {
      actor: viewer,
      userId: viewer.id,
      businessId,
      publicUrl,
      claim: { action: 'claim.code', claimId: claim.id },
    });
    await mailClaimApproved(tx, viewer.id, business.name, publicUrl);
    return { ok: true, claim: shownClaim(approved!) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.claim;
}

/** The claimant hears that the place is theirs now, with the way to their dashboard. */
export async function mailClaimApproved(tx: Tx, claimantId: string, businessName: string, publicUrl: string) {
  const [person] = await tx
    .select({ email: profiles.email, displayName: profiles.displayName, locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, claimantId));
  if (!person) return;
  await enqueueMail(tx, {
    kind: 'claim-approved',
    to: person.email,
    ...claimApprovedMail(
      person.displayName.trim() || person.email,
      businessName,
      `${publicUrl}/business`,
      person.locale,
    ),
  });
}

/** The claimant withdraws their open claim (a code not entered, a document not yet reviewed). */
export async function cancelClaim(db: Db, viewer: Viewer, businessId: string) {
  const [cancelled] = await db
    .update(businessClaims)
    .set({ status: 'cancelled' })
    .where(openClaimOf(viewer.id, businessId))
    .returning();
  if (!cancelled) throw new ApiError('NOT_FOUND', NO_CLAIM_WAITING);
  return shownClaim(cancelled);
}

/** The stored address of a claim's document, for its claimant or an admin; anyone else hears it is not there. */
export async function claimDocumentUrl(db: Db, viewer: Viewer, claimId: string): Promise<string> {
  const [claim] = await db
    .select({ claimantId: businessClaims.claimantId, documentUrl: businessClaims.documentUrl })
    .from(businessClaims)
    .where(eq(businessClaims.id, claimId));
  if (!claim?.documentUrl || (claim.claimantId !== viewer.id && viewer.role !== 'admin'))
    throw new ApiError('NOT_FOUND', 'This document was not found.');
  return claim.documentUrl;
}
