import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type HalalProfileInput,
  type OwnerBusinessInfoInput,
  type OwnerEditKind,
  type OwnerHalalProfileInput,
  REVIEWED_HALAL_FIELDS,
  type ReviewedHalalField,
  reviewedHalalChanges,
  UNREVIEWED_FACTS,
} from '../../../domain';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { ManagedBusiness } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { businesses, businessLocations, halalProfiles, ownerEdits, profiles } from '../../db/schema';
import { businessSummaryColumns, personSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import type { Storage } from '../../storage/storage';
import { attachCertificateUpload, claimBusinessPhoto } from '../../storage/uploads';
import { recordAudit } from '../audit/audit';
import { businessInfoFields } from '../audit/business-fields';
import { refuseCertificate } from '../halal/certificates';
import { requireOfferedCertifier } from '../halal/certifiers';
import { ensureEvidence, projectProfiles, recordStatements } from '../halal/evidence';
import { requireLocationOf, saveHalalProfile } from '../halal/profiles';
import { businessInfoColumns } from '../listing-rules';

// Issue 16, owners keep their own info: contact fields and the plain halal facts go live at once; a new
// name, halal level, slaughter method or certificate waits in owner_edits for an admin, and the listing
// keeps its verified facts until then. An admin managing the business edits it live.

type StoredProfile = typeof halalProfiles.$inferSelect;
/** The facts of a profile an owner's change of waits for review. */
export type ReviewedHalalFacts = Pick<HalalProfileInput, ReviewedHalalField>;

const isAdmin = (viewer: Viewer) => viewer.role === 'admin';

/** Locks the business row: its edits, and the reviews of them, take turns. */
async function lockBusiness(tx: Tx, businessId: string) {
  await tx.execute(sql`select 1 from ${businesses} where ${businesses.id} = ${businessId} for update`);
}

const profileOf = (businessId: string, locationId: string | null) =>
  and(
    eq(halalProfiles.businessId, businessId),
    locationId === null ? isNull(halalProfiles.locationId) : eq(halalProfiles.locationId, locationId),
  );

const pendingEditOf = (businessId: string, kind: OwnerEditKind, locationId: string | null) =>
  and(
    eq(ownerEdits.businessId, businessId),
    eq(ownerEdits.kind, kind),
    eq(ownerEdits.status, 'pending'),
    locationId === null ? isNull(ownerEdits.locationId) : eq(ownerEdits.locationId, locationId),
  );

/** A stored profile as the input that would write it (all 'Not stated' for none). The database's checks hold the same keys. */
function profileInput(row: StoredProfile | undefined): HalalProfileInput {
  return {
    level: (row?.level ?? null) as HalalProfileInput['level'],
    chicken: (row?.chicken ?? 'not_stated') as HalalProfileInput['chicken'],
    beef: (row?.beef ?? 'not_stated') as HalalProfileInput['beef'],
    lambGoat: (row?.lambGoat ?? 'not_stated') as HalalProfileInput['lambGoat'],
    otherMeat: (row?.otherMeat ?? 'not_stated') as HalalProfileInput['otherMeat'],
    alcohol: (row?.alcohol ?? 'not_stated') as HalalProfileInput['alcohol'],
    pork: (row?.pork ?? 'not_stated') as HalalProfileInput['pork'],
    prayerSpace: row?.prayerSpace ?? false,
    muslimOwned: (row?.muslimOwned ?? 'not_stated') as HalalProfileInput['muslimOwned'],
    certifierId: row?.certifierId ?? null,
    certifierOther: row?.certifierOther ?? null,
    certificateUrl: row?.certificateUrl ?? null,
    certificateExpiresOn: row?.certificateExpiresOn ?? null,
  };
}

function reviewedFacts(profile: HalalProfileInput): ReviewedHalalFacts {
  return Object.fromEntries(REVIEWED_HALAL_FIELDS.map((field) => [field, profile[field]])) as ReviewedHalalFacts;
}

/**
 * Keeps the one pending edit of a business, kind and location in step with what the owner asks now: a new
 * request replaces the waiting one, and asking for what is on record (null) withdraws it. A replaced
 * request is a new row with a new id, so an admin's decision on the one they read never applies another.
 */
async function keepPendingEdit(
  tx: Tx,
  target: { businessId: string; kind: OwnerEditKind; locationId: string | null },
  asked: { changes: object; requestedBy: string } | null,
) {
  await tx.delete(ownerEdits).where(pendingEditOf(target.businessId, target.kind, target.locationId));
  if (asked) await tx.insert(ownerEdits).values({ ...target, ...asked });
}

/* Business info ------------------------------------------------------------------------------ */

/**
 * The Business Info form. The description, contacts, cuisines and photo go live; a new name from the owner waits for
 * an admin (the listing keeps its name, and its slug always). Answers whether something waits, and the
 * photo no longer shown, for the caller to release once committed.
 */
export async function saveBusinessInfo(
  db: Db,
  storage: Storage,
  editor: Viewer,
  business: ManagedBusiness,
  input: OwnerBusinessInfoInput,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(businesses).where(eq(businesses.id, business.id)).for('update');
    if (!current) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    if (input.imageUrl !== current.imageUrl) await claimBusinessPhoto(tx, storage, editor, input.imageUrl, business.id);
    const renamed = input.name !== current.name;
    const nameWaits = renamed && !isAdmin(editor);
    const [saved] = await tx
      .update(businesses)
      .set({
        ...(nameWaits ? {} : { name: input.name }),
        ...businessInfoColumns(input),
        updatedAt: new Date(),
      })
      .where(eq(businesses.id, business.id))
      .returning();
    const target = { businessId: business.id, kind: 'business_name', locationId: null } as const;
    // The owner's form carries the name they ask for; an admin's new name decides it, and leaves an
    // owner's request alone otherwise.
    if (!isAdmin(editor))
      await keepPendingEdit(tx, target, nameWaits ? { changes: { name: input.name }, requestedBy: editor.id } : null);
    else if (renamed) await keepPendingEdit(tx, target, null);
    if (isAdmin(editor)) {
      await recordAudit(tx, {
        actor: editor,
        action: 'business.edit',
        businessId: business.id,
        before: businessInfoFields(current),
        after: businessInfoFields(saved!),
      });
    }
    await recordLiveEvent(tx, { topic: 'businesses', id: business.id });
    return {
      waitsForReview: nameWaits,
      replacedImageUrl: current.imageUrl !== saved!.imageUrl ? current.imageUrl : null,
    };
  });
}

/* Halal profiles ----------------------------------------------------------------------------- */

/** The business's profiles (its own first, then its locations'), with the certificate file and the checks. */
export function listOwnerHalalProfiles(db: Db, businessId: string) {
  return db
    .select({
      locationId: halalProfiles.locationId,
      level: halalProfiles.level,
      chicken: halalProfiles.chicken,
      beef: halalProfiles.beef,
      lambGoat: halalProfiles.lambGoat,
      otherMeat: halalProfiles.otherMeat,
      alcohol: halalProfiles.alcohol,
      pork: halalProfiles.pork,
      prayerSpace: halalProfiles.prayerSpace,
      muslimOwned: halalProfiles.muslimOwned,
      certifierId: halalProfiles.certifierId,
      certifierOther: halalProfiles.certifierOther,
      certificateUrl: halalProfiles.certificateUrl,
      certificateExpiresOn: halalProfiles.certificateExpiresOn,
      certificateCheckedAt: halalProfiles.certificateCheckedAt,
      adminVerifiedAt: halalProfiles.adminVerifiedAt,
      ownerConfirmedAt: halalProfiles.ownerConfirmedAt,
    })
    .from(halalProfiles)
    .where(eq(halalProfiles.businessId, businessId))
    .orderBy(sql`${halalProfiles.locationId} nulls first`);
}

/**
 * A certificate file new to the business must be the editor's own fresh upload, made for this business
 * (issue 29: another business's upload is refused, even the editor's own); one already on any of its
 * profiles or waiting requests (the same certificate for every branch) needs no claim.
 */
export async function claimCertificate(
  tx: Tx,
  storage: Storage,
  editor: Viewer,
  url: string | null,
  businessId: string,
  field = 'profile.certificateUrl',
) {
  if (!url) return;
  const [known] = await tx
    .select({ url: halalProfiles.certificateUrl })
    .from(halalProfiles)
    .where(and(eq(halalProfiles.businessId, businessId), eq(halalProfiles.certificateUrl, url)))
    .limit(1);
  const [asked] = await tx
    .select({ id: ownerEdits.id })
    .from(ownerEdits)
    .where(
      and(
        eq(ownerEdits.businessId, businessId),
        eq(ownerEdits.status, 'pending'),
        sql`${ownerEdits.changes} ->> 'certificateUrl' = ${url}`,
      ),
    )
    .limit(1);
  if (known || asked) return;
  refuseCertificate(await attachCertificateUpload(tx, storage, url, editor.id, businessId, 'this-business'), field);
}

/**
 * The halal profile of the business (locationId null) or of one of its locations. Alcohol, pork, prayer
 * space and Muslim-owned go live at once; a changed level, slaughter method or certificate waits for an
 * admin as the whole profile asked for, while the live profile keeps the reviewed facts it has.
 */
export async function saveOwnerHalalProfile(
  db: Db,
  storage: Storage,
  editor: Viewer,
  business: ManagedBusiness,
  { locationId, profile }: OwnerHalalProfileInput,
) {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, business.id);
    await requireLocationOf(tx, business.id, locationId);
    await claimCertificate(tx, storage, editor, profile.certificateUrl, business.id);
    const [current] = await tx.select().from(halalProfiles).where(profileOf(business.id, locationId));
    // On the admins' list and still offered, unless it is the body the profile names already (decision 020).
    await requireOfferedCertifier(tx, profile.certifierId, current?.certifierId ?? null, 'profile.certifierId');
    const live = profileInput(current);
    const changed = reviewedHalalChanges(current ? live : null, profile);
    const waits = changed.length > 0 && !isAdmin(editor);
    const target = { businessId: business.id, kind: 'halal_profile', locationId } as const;
    const speaker = { source: isAdmin(editor) ? 'admin' : 'owner', actorId: editor.id } as const;
    if (waits) {
      // The reviewed facts stay as verified: the owner's word on them counts once an admin approves it.
      await saveHalalProfile(tx, business.id, locationId, { ...profile, ...reviewedFacts(live) }, speaker, {
        facts: UNREVIEWED_FACTS,
      });
      await keepPendingEdit(tx, target, { changes: profile, requestedBy: editor.id });
    } else {
      await saveHalalProfile(tx, business.id, locationId, profile, speaker);
      // Asking for the facts on record withdraws the owner's request; an admin's change of them decides it.
      if (!isAdmin(editor) || changed.length > 0) await keepPendingEdit(tx, target, null);
    }
    if (isAdmin(editor)) {
      await recordAudit(tx, {
        actor: editor,
        action: 'business.edit',
        businessId: business.id,
        before: { locationId, halal: current ? live : null },
        after: { locationId, halal: profile },
      });
    }
    await recordLiveEvent(tx, { topic: 'businesses', id: business.id });
    return { waitsForReview: waits };
  });
}

/** 'Confirm details are still correct': the owner's 'Last verified' of a profile that exists. */
export async function confirmHalalProfile(db: Db, business: ManagedBusiness, locationId: string | null) {
  return db.transaction(async (tx) => {
    const confirmedAt = new Date();
    const [profile] = await tx
      .update(halalProfiles)
      .set({ ownerConfirmedAt: confirmedAt })
      .where(profileOf(business.id, locationId))
      .returning();
    if (!profile) throw new ApiError('NOT_FOUND', 'There are no halal details to confirm yet. Save them first.');
    // Issue 34: the owner's word on every fact the profile states, as of now.
    await ensureEvidence(tx, profile);
    await recordStatements(tx, profile, { source: 'owner', actorId: business.ownerId }, confirmedAt);
    await projectProfiles(tx, [profile.id], confirmedAt, business.ownerId);
    await recordLiveEvent(tx, { topic: 'businesses', id: business.id });
    return { confirmedAt };
  });
}

/* What waits for review ---------------------------------------------------------------------- */

/** The business's requests that wait for an admin: a name, and whole halal profiles by location. */
export async function listPendingEditsOf(db: Db, businessId: string) {
  const rows = await db
    .select({ kind: ownerEdits.kind, locationId: ownerEdits.locationId, changes: ownerEdits.changes })
    .from(ownerEdits)
    .where(and(eq(ownerEdits.businessId, businessId), eq(ownerEdits.status, 'pending')))
    .orderBy(asc(ownerEdits.createdAt));
  const name = rows.find((row) => row.kind === 'business_name');
  return {
    name: name ? (name.changes as { name: string }).name : null,
    halalProfiles: rows
      .filter((row) => row.kind === 'halal_profile')
      .map((row) => ({ locationId: row.locationId, profile: row.changes as HalalProfileInput })),
  };
}

/** The admins' queue is capped: it is worked down, not browsed. */
const REVIEW_QUEUE_LIMIT = 100;

/** The admins' review queue, oldest first: each change with its business, location, requester, and what it is now. */
export async function listOwnerEditsToReview(db: Db) {
  const rows = await db
    .select({
      id: ownerEdits.id,
      kind: ownerEdits.kind,
      changes: ownerEdits.changes,
      createdAt: ownerEdits.createdAt,
      business: businessSummaryColumns(),
      location: { id: businessLocations.id, name: businessLocations.name },
      requester: personSummaryColumns(profiles),
    })
    .from(ownerEdits)
    .innerJoin(businesses, eq(businesses.id, ownerEdits.businessId))
    .leftJoin(businessLocations, eq(businessLocations.id, ownerEdits.locationId))
    .leftJoin(profiles, eq(profiles.id, ownerEdits.requestedBy))
    .where(eq(ownerEdits.status, 'pending'))
    .orderBy(asc(ownerEdits.createdAt))
    .limit(REVIEW_QUEUE_LIMIT);
  const halalOf = [...new Set(rows.filter((r) => r.kind === 'halal_profile').map((r) => r.business.id))];
  const stored = halalOf.length
    ? await db.select().from(halalProfiles).where(inArray(halalProfiles.businessId, halalOf))
    : [];
  return rows.map(({ kind, changes, ...edit }) => {
    if (kind === 'business_name') {
      return {
        ...edit,
        kind: 'business_name' as const,
        current: { name: edit.business.name },
        asked: { name: (changes as { name: string }).name },
      };
    }
    const locationId = edit.location?.id ?? null;
    const current = stored.find((p) => p.businessId === edit.business.id && p.locationId === locationId);
    const asked = changes as HalalProfileInput;
    return {
      ...edit,
      kind: 'halal_profile' as const,
      current: current ? reviewedFacts(profileInput(current)) : null,
      asked: reviewedFacts(asked),
      /** The reviewed facts the request changes. */
      changed: reviewedHalalChanges(current ? profileInput(current) : null, asked),
    };
  });
}

/** What a reviewed name change was and asked for; approved, the listing takes the name and keeps its slug. */
async function decideName(tx: Tx, edit: typeof ownerEdits.$inferSelect, approved: boolean) {
  const asked = (edit.changes as { name: string }).name;
  const [business] = await tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, edit.businessId));
  if (approved)
    await tx.update(businesses).set({ name: asked, updatedAt: new Date() }).where(eq(businesses.id, edit.businessId));
  return { before: { kind: edit.kind, name: business?.name ?? null }, after: { kind: edit.kind, name: asked } };
}

/**
 * What a reviewed halal change was and asked for; approved, the asked level, slaughter methods and
 * certificate join the live profile (its other facts went live when the owner saved them).
 */
async function decideHalalProfile(tx: Tx, edit: typeof ownerEdits.$inferSelect, approved: boolean) {
  const [current] = await tx.select().from(halalProfiles).where(profileOf(edit.businessId, edit.locationId));
  const live = profileInput(current);
  const asked = reviewedFacts(edit.changes as HalalProfileInput);
  if (approved)
    await saveHalalProfile(
      tx,
      edit.businessId,
      edit.locationId,
      { ...live, ...asked },
      { source: 'owner', actorId: edit.requestedBy },
    );
  const about = { kind: edit.kind, locationId: edit.locationId };
  return { before: { ...about, ...reviewedFacts(live) }, after: { ...about, ...asked } };
}

/**
 * An admin approves or rejects an owner's change: applied (when approved) and recorded in the audit log in
 * one transaction. A change reviewed meanwhile is no longer pending (409); one the owner withdrew is gone (404).
 */
export async function reviewOwnerEdit(
  db: Db,
  admin: Viewer,
  id: string,
  { decision, note }: { decision: 'approved' | 'rejected'; note: string | null },
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ businessId: ownerEdits.businessId })
      .from(ownerEdits)
      .where(eq(ownerEdits.id, id));
    if (!found) throw new ApiError('NOT_FOUND', 'This change was not found.');
    // The business first, as the owner's saves lock it, so the two cannot wait on each other.
    await lockBusiness(tx, found.businessId);
    const [edit] = await tx
      .update(ownerEdits)
      .set({ status: decision, reviewNote: note, reviewedBy: admin.id, reviewedAt: new Date() })
      .where(and(eq(ownerEdits.id, id), eq(ownerEdits.status, 'pending')))
      .returning();
    if (!edit) throw new ApiError('ALREADY_RESOLVED', 'This change has already been reviewed.');
    const approved = decision === 'approved';
    // A change asked by someone who no longer runs the listing (handed on, unlinked) cannot be approved.
    const [owner] = await tx
      .select({ ownerId: businesses.ownerId })
      .from(businesses)
      .where(eq(businesses.id, edit.businessId));
    if (approved && edit.requestedBy !== owner?.ownerId) {
      throw new ApiError('CONFLICT', 'This change was asked by someone who no longer runs this listing.');
    }
    const { before, after } =
      edit.kind === 'business_name'
        ? await decideName(tx, edit, approved)
        : await decideHalalProfile(tx, edit, approved);
    await recordAudit(tx, {
      actor: admin,
      action: approved ? 'owner_edit.approve' : 'owner_edit.reject',
      businessId: edit.businessId,
      subjectId: edit.requestedBy,
      before,
      after,
      reason: note,
    });
    await recordLiveEvent(tx, { topic: 'businesses', id: edit.businessId });
    return { id: edit.id, status: decision };
  });
}
