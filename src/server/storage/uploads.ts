import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { businesses, businessImages, businessLogos, halalProfiles, ownerEdits, uploads } from '../db/schema';
import { ApiError } from '../http/errors';
import { removeImage } from './images';
import type { Storage } from './storage';

/** How long an upload may wait for the form that attaches it. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Records a file stored for `uploaderId`; it waits, unattached, for the form that uses it. */
export async function recordUpload(q: Queryable, storage: Storage, url: string, uploaderId: string) {
  const key = storage.keyOf(url);
  if (key) await q.insert(uploads).values({ key, uploaderId }).onConflictDoNothing();
}

const notYourUpload = () =>
  new ApiError(400, 'VALIDATION', 'Upload the photo with the form.', { imageUrl: 'Not an uploaded image' });

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
) {
  const key = storage.keyOf(url);
  if (!key) throw notYourUpload();
  const attached = await tx
    .update(uploads)
    .set({ attachedTo: target })
    .where(and(eq(uploads.key, key), eq(uploads.uploaderId, uploaderId), isNull(uploads.attachedTo)))
    .returning({ key: uploads.key });
  if (attached.length === 0) throw notYourUpload();
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
    throw new ApiError(400, 'VALIDATION', 'Enter a full image link starting with https://', {
      imageUrl: 'Not an image link',
    });
}

/** The files a business shows: its photo, its gallery, its logo and its halal certificates, on file or waiting (released when it is deleted). */
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
  return [...photos, ...gallery, ...logos, ...certificates, ...waiting].flatMap((row) => (row.url ? [row.url] : []));
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
    console.error(`storage: removing ${key} failed:`, err),
  );
}

/** Whether a listing, a gallery image, a logo or a halal certificate (on file or waiting for review) still shows the file at `url`. */
async function isReferenced(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .execute<{ referenced: boolean }>(sql`select
      exists (select 1 from ${businesses} where ${businesses.imageUrl} = ${url})
      or exists (select 1 from ${businessImages} where ${businessImages.imageUrl} = ${url})
      or exists (select 1 from ${businessLogos} where ${businessLogos.logoUrl} = ${url})
      or exists (select 1 from ${halalProfiles} where ${halalProfiles.certificateUrl} = ${url})
      or exists (select 1 from ${ownerEdits} where ${ownerEdits.status} = 'pending'
        and ${ownerEdits.changes} ->> 'certificateUrl' = ${url}) as referenced`)
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

/** Uploads never attached within a day: their files are removed (unless a row shows them after all). */
export async function removeAbandonedUploads(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNATTACHED_UPLOAD_TTL_MS);
  const stale = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.attachedTo), lt(uploads.createdAt, cutoff)))
    .limit(500);
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
      .where(and(eq(uploads.key, key), isNull(uploads.attachedTo), lt(uploads.createdAt, cutoff)))
      .returning({ key: uploads.key });
    if (claimed.length === 0) continue;
    await removeFile(storage, key);
    removed++;
  }
  return removed;
}
