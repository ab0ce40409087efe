import { and, eq, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import {
  businessClaims,
  businesses,
  businessImages,
  businessLogos,
  halalAnswers,
  halalEvidence,
  halalProfiles,
  menuItems,
  ownerEdits,
  profiles,
  uploads,
} from '../db/schema';
import { ApiError } from '../http/errors';
import { log } from '../observability/log';
import { removeImage } from './images';
import { DOWNLOADS_FOLDER, isDownload, isPrivate, type PreparedFile, type Storage } from './storage';

/** How long an upload may wait for the form that attaches it. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A certificate is uploaded while its halal details are being edited: it waits an hour. */
export const UNATTACHED_CERTIFICATE_TTL_MS = 60 * 60 * 1000;
/** What one person may have stored and waiting, unattached, at any time (issue 29). */
export const UNATTACHED_UPLOAD_QUOTA_BYTES = 25 * 1024 * 1024;

export const uploadQuotaExceeded = () => new ApiError('UPLOAD_QUOTA_EXCEEDED');

/** Who a file is stored for: its uploader, and the business a certificate is for. */
interface UploadOwner {
  uploaderId: string;
  /** The business a certificate is uploaded for: only that business may take it. */
  businessId?: string;
}

/** Records a file stored for its uploader; it waits, unattached, for the form that uses it. */
export async function recordUpload(
  q: Queryable,
  storage: Storage,
  url: string,
  { uploaderId, businessId, bytes }: UploadOwner & { bytes: number },
) {
  const key = storage.keyOf(url);
  if (key) {
    await q
      .insert(uploads)
      .values({ key, uploaderId, businessId: businessId ?? null, sizeBytes: bytes })
      .onConflictDoNothing();
  }
}

/** The bytes of `uploaderId`'s uploads that nothing shows yet. */
async function unattachedBytes(q: Queryable, uploaderId: string): Promise<number> {
  const [row] = await q
    .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.uploaderId, uploaderId), isNull(uploads.attachedTo)));
  return Number(row?.bytes ?? 0);
}

async function assertWithinQuota(q: Queryable, uploaderId: string, incoming: number) {
  if ((await unattachedBytes(q, uploaderId)) + incoming > UNATTACHED_UPLOAD_QUOTA_BYTES) throw uploadQuotaExceeded();
}

/**
 * Stores an upload that waits for its form (a photo, a certificate) within its uploader's quota of
 * unattached bytes, and returns its URL. The quota is checked before the file is prepared (a full quota
 * costs no image work), again with its size before anything is stored, and once more with the uploader
 * locked while the row is written: two uploads at once cannot both take the last room, and the one
 * refused there has its file removed.
 */
export async function storeWaitingUpload(
  db: Db,
  storage: Storage,
  owner: UploadOwner,
  prepare: () => Promise<PreparedFile>,
): Promise<string> {
  // Any file takes at least a byte.
  await assertWithinQuota(db, owner.uploaderId, 1);
  const file = await prepare();
  await assertWithinQuota(db, owner.uploaderId, file.bytes);
  const url = await file.store(storage);
  try {
    await db.transaction(async (tx) => {
      // One upload of a person at a time gets past this lock, so two at once cannot both take the last room.
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, owner.uploaderId)).for('update');
      await assertWithinQuota(tx, owner.uploaderId, file.bytes);
      await recordUpload(tx, storage, url, { ...owner, bytes: file.bytes });
    });
  } catch (err) {
    const key = storage.keyOf(url);
    if (key) await removeFile(storage, key);
    throw err;
  }
  return url;
}

const notYourUpload = (field = 'imageUrl') =>
  new ApiError('VALIDATION', 'Upload the photo with the form.', { [field]: 'Not an uploaded image' });

/**
 * Attaches the file behind `url` to `target` (`business:<id>`, …) when it is the caller's own upload
 * and nothing has claimed it yet; any other file of this site is refused. Call it in the transaction
 * that stores the row showing the file.
 */
export async function attachOwnUpload(
  tx: Queryable,
  storage: Storage,
  url: string,
  uploaderId: string,
  target: string,
  /** The form's field that names the file, for the refusal. */
  field = 'imageUrl',
) {
  const key = storage.keyOf(url);
  // A certificate file is served as a download, never shown as a photo; it is attached by attachCertificateUpload.
  // A claim document is private: nothing public may show it.
  if (!key || isDownload(key) || isPrivate(key)) throw notYourUpload(field);
  const attached = await tx
    .update(uploads)
    .set({ attachedTo: target })
    .where(and(eq(uploads.key, key), eq(uploads.uploaderId, uploaderId), isNull(uploads.attachedTo)))
    .returning({ key: uploads.key });
  if (attached.length === 0) throw notYourUpload(field);
}

/** Why a certificate file could not be attached to a business's halal profile. */
export type CertificateRefusal = 'not-an-upload' | 'for-another-business';

/**
 * Which of the caller's certificate uploads a halal profile may take (issue 29): one made for that business,
 * or, for a business created in this transaction (a submission, the admins' Add Restaurant), one made for a
 * new listing (no business yet), which then belongs to that business.
 */
export type CertificateMadeFor = 'this-business' | 'new-listing';

/**
 * Attaches the certificate file behind `url` to the halal profile of `businessId` when it is the caller's
 * own certificate upload (served as a download, not a photo), made as `madeFor` says, and nothing has
 * claimed it yet. Answers why not otherwise: the caller's own file uploaded for another business, or
 * anything else. Call it in the transaction that stores the profile showing the file.
 */
export async function attachCertificateUpload(
  tx: Queryable,
  storage: Storage,
  url: string,
  uploaderId: string,
  businessId: string,
  madeFor: CertificateMadeFor,
): Promise<CertificateRefusal | null> {
  const key = storage.keyOf(url);
  if (!key || !isDownload(key)) return 'not-an-upload';
  const attached = await tx
    .update(uploads)
    .set({ attachedTo: `halal:${businessId}`, businessId })
    .where(
      and(
        eq(uploads.key, key),
        eq(uploads.uploaderId, uploaderId),
        madeFor === 'new-listing' ? isNull(uploads.businessId) : eq(uploads.businessId, businessId),
        isNull(uploads.attachedTo),
      ),
    )
    .returning({ key: uploads.key });
  return attached.length > 0 ? null : certificateRefusal(tx, key, uploaderId);
}

/** Why a certificate upload could not be taken: the caller's own free upload was made for another listing, else it is none. */
async function certificateRefusal(tx: Queryable, key: string, uploaderId: string): Promise<CertificateRefusal> {
  const [own] = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.uploaderId, uploaderId), isNull(uploads.attachedTo)));
  return own ? 'for-another-business' : 'not-an-upload';
}

/**
 * The photo a business form names: an upload of this site must be the editor's own, not yet part of
 * anything; an admin may also paste any web image link. An unchanged photo needs no claim.
 */
export async function claimBusinessPhoto(
  tx: Queryable,
  storage: Storage,
  editor: { id: string; role: string },
  url: string | null,
  businessId: string,
) {
  if (!url) return;
  if (storage.keyOf(url) || editor.role !== 'admin') {
    await attachOwnUpload(tx, storage, url, editor.id, `business:${businessId}`);
    return;
  }
  if (!/^https?:\/\//i.test(url))
    throw new ApiError('VALIDATION', 'Enter a full image link starting with https://', {
      imageUrl: 'Not an image link',
    });
}

/**
 * The files a business shows: its photo, its gallery, its dishes' photos, its logo, its halal certificates (on file or waiting),
 * the diners' photos of its halal facts and the documents of claims on it (released when it is deleted).
 */
export async function filesShownBy(q: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  // One after another: `q` may be a transaction, whose one connection runs one statement at a time.
  const photos = await q.select({ url: businesses.imageUrl }).from(businesses).where(inArray(businesses.id, ids));
  const gallery = await q
    .select({ url: businessImages.imageUrl })
    .from(businessImages)
    .where(inArray(businessImages.businessId, ids));
  const logos = await q
    .select({ url: businessLogos.logoUrl })
    .from(businessLogos)
    .where(inArray(businessLogos.businessId, ids));
  const certificates = await q
    .select({ url: halalProfiles.certificateUrl })
    .from(halalProfiles)
    .where(inArray(halalProfiles.businessId, ids));
  const waiting = await q
    .select({ url: sql<string | null>`${ownerEdits.changes} ->> 'certificateUrl'` })
    .from(ownerEdits)
    .where(and(inArray(ownerEdits.businessId, ids), eq(ownerEdits.status, 'pending')));
  const answerPhotos = await q
    .select({ url: halalAnswers.photoUrl })
    .from(halalAnswers)
    .innerJoin(halalProfiles, eq(halalProfiles.id, halalAnswers.profileId))
    .where(and(inArray(halalProfiles.businessId, ids), sql`${halalAnswers.photoUrl} is not null`));
  const documents = await q
    .select({ url: halalEvidence.documentUrl })
    .from(halalEvidence)
    .innerJoin(halalProfiles, eq(halalProfiles.id, halalEvidence.profileId))
    .where(and(inArray(halalProfiles.businessId, ids), sql`${halalEvidence.documentUrl} is not null`));
  const claimDocuments = await q
    .select({ url: businessClaims.documentUrl })
    .from(businessClaims)
    .where(and(inArray(businessClaims.businessId, ids), sql`${businessClaims.documentUrl} is not null`));
  const dishes = await q
    .select({ url: menuItems.photoUrl })
    .from(menuItems)
    .where(and(inArray(menuItems.businessId, ids), sql`${menuItems.photoUrl} is not null`));
  return [
    ...photos,
    ...gallery,
    ...dishes,
    ...logos,
    ...certificates,
    ...waiting,
    ...answerPhotos,
    ...documents,
    ...claimDocuments,
  ].flatMap((row) => (row.url ? [row.url] : []));
}

/**
 * The halal certificate files a business holds: on its profiles and in its owners' changes waiting for
 * review. Read before a change, then given to `releaseFiles` after it: those no longer held are removed.
 */
export async function certificatesOf(q: Queryable, businessId: string): Promise<string[]> {
  const rows = await q.execute<{ url: string }>(sql`
    select ${halalProfiles.certificateUrl} as url from ${halalProfiles}
    where ${halalProfiles.businessId} = ${businessId} and ${halalProfiles.certificateUrl} is not null
    union
    select ${ownerEdits.changes} ->> 'certificateUrl' from ${ownerEdits}
    where ${ownerEdits.businessId} = ${businessId} and ${ownerEdits.status} = 'pending'
      and ${ownerEdits.changes} ->> 'certificateUrl' is not null`);
  return rows.rows.map((row) => row.url);
}

/** Removes a stored file, with its size variants when it is an image. */
async function removeFile(storage: Storage, key: string) {
  const url = storage.urlOf(key);
  await (key.endsWith('.webp') ? removeImage(storage, url) : storage.remove(key)).catch((err) =>
    log.warn({ err, key }, 'storage: removing a file failed'),
  );
}

/**
 * Whether a listing, a gallery image, a logo, a halal certificate (on file or waiting for review), a diner's
 * halal photo (waiting or accepted) or the evidence it became still shows the file at `url`.
 */
async function isReferenced(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .execute<{ referenced: boolean }>(sql`select
      exists (select 1 from ${businesses} where ${businesses.imageUrl} = ${url})
      or exists (select 1 from ${businessImages} where ${businessImages.imageUrl} = ${url})
      or exists (select 1 from ${menuItems} where ${menuItems.photoUrl} = ${url})
      or exists (select 1 from ${businessLogos} where ${businessLogos.logoUrl} = ${url})
      or exists (select 1 from ${halalProfiles} where ${halalProfiles.certificateUrl} = ${url})
      or exists (select 1 from ${ownerEdits} where ${ownerEdits.status} = 'pending'
        and ${ownerEdits.changes} ->> 'certificateUrl' = ${url})
      or exists (select 1 from ${halalAnswers} where ${halalAnswers.photoUrl} = ${url}
        and ${halalAnswers.photoStatus} <> 'rejected')
      or exists (select 1 from ${halalEvidence} where ${halalEvidence.documentUrl} = ${url})
      or exists (select 1 from ${businessClaims} where ${businessClaims.documentUrl} = ${url}) as referenced`)
    .then((r) => r.rows);
  return Boolean(row?.referenced);
}

/**
 * Removes the files behind `urls` (with their size variants) once no row shows them any more; a file
 * another row still references is kept. Call it after the rows are deleted and committed.
 */
export async function releaseFiles(db: Db, storage: Storage, urls: (string | null | undefined)[]) {
  for (const url of new Set(urls)) {
    const key = url ? storage.keyOf(url) : undefined;
    if (!url || !key || (await isReferenced(db, url))) continue;
    await removeFile(storage, key);
    await db.delete(uploads).where(eq(uploads.key, key));
  }
}

/** The most photos of gone answers one sweep looks at. */
const ORPHAN_SWEEP = 500;

/**
 * Diners' photos of halal facts whose answer is gone (its profile, location or business deleted) or whose
 * photo was rejected, and which no evidence keeps as its document any more (an accepted photo whose evidence
 * the team replaced since): their files are removed. Every other way a photo goes releases it at once; this
 * catches the deletions that cascade.
 */
export async function removeOrphanedAnswerPhotos(db: Db, storage: Storage): Promise<number> {
  const candidates = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        like(uploads.attachedTo, 'halal-answer:%'),
        sql`not exists (select 1 from ${halalAnswers} a
          where a.id::text = substr(${uploads.attachedTo}, ${'halal-answer:'.length + 1})
            and a.photo_status <> 'rejected')`,
      ),
    )
    .limit(ORPHAN_SWEEP);
  let removed = 0;
  for (const { key } of candidates) {
    if (await isReferenced(db, storage.urlOf(key))) continue;
    await db.delete(uploads).where(eq(uploads.key, key));
    await removeFile(storage, key);
    removed++;
  }
  return removed;
}

/**
 * Uploads never attached within a day, or certificates within an hour: their files are removed (unless a
 * row shows them after all).
 */
export async function removeAbandonedUploads(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const dayAgo = new Date(now - UNATTACHED_UPLOAD_TTL_MS);
  const hourAgo = new Date(now - UNATTACHED_CERTIFICATE_TTL_MS);
  const abandoned = and(
    isNull(uploads.attachedTo),
    lt(uploads.createdAt, hourAgo),
    or(lt(uploads.createdAt, dayAgo), like(uploads.key, `${DOWNLOADS_FOLDER}/%`)),
  );
  const stale = await db.select({ key: uploads.key }).from(uploads).where(abandoned).limit(500);
  let removed = 0;
  for (const { key } of stale) {
    const url = storage.urlOf(key);
    if (await isReferenced(db, url)) {
      await db.update(uploads).set({ attachedTo: 'referenced' }).where(eq(uploads.key, key));
      continue;
    }
    // Claim the row first: a form attaching the upload at this moment then finds it gone and is refused,
    // instead of showing a file removed under it.
    const claimed = await db
      .delete(uploads)
      .where(and(eq(uploads.key, key), abandoned))
      .returning({ key: uploads.key });
    if (claimed.length === 0) continue;
    await removeFile(storage, key);
    removed++;
  }
  return removed;
}
