import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { uploads } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { prepareCertificate } from '../../storage/certificates';
import { isPrivate, PRIVATE_FOLDER, type Storage } from '../../storage/storage';
import { storeWaitingUpload } from '../../storage/uploads';

// Issue 35: the document a claimant sends to prove a business is theirs (a business licence, a utility bill, a
// certificate): a PNG, a JPEG or a plain PDF, checked as a halal certificate is (storage/certificates.ts), but
// kept in the private folder, which /uploads never serves. Only its claimant and the admins read it, through
// GET /api/claims/:id/document.

const notYourDocument = () =>
  new ApiError('VALIDATION', 'Upload the document with the claim form.', { document: 'Not an uploaded document' });

/** Stores a claim document for `businessId`, waiting (within the uploader's quota) for the claim that names it. */
export function storeClaimDocument(db: Db, storage: Storage, uploaderId: string, businessId: string, bytes: Buffer) {
  return storeWaitingUpload(db, storage, { uploaderId, businessId }, () => prepareCertificate(bytes, PRIVATE_FOLDER));
}

/**
 * Attaches the document behind `url` to the claim: it must be the claimant's own, uploaded for this business,
 * private and not yet part of anything. Call it in the transaction that stores the claim.
 */
export async function attachClaimDocument(
  tx: Queryable,
  storage: Storage,
  url: string,
  { uploaderId, businessId, claimId }: { uploaderId: string; businessId: string; claimId: string },
) {
  const key = storage.keyOf(url);
  if (!key || !isPrivate(key)) throw notYourDocument();
  const attached = await tx
    .update(uploads)
    .set({ attachedTo: `claim:${claimId}` })
    .where(
      and(
        eq(uploads.key, key),
        eq(uploads.uploaderId, uploaderId),
        eq(uploads.businessId, businessId),
        isNull(uploads.attachedTo),
      ),
    )
    .returning({ key: uploads.key });
  if (attached.length === 0) throw notYourDocument();
}

const TYPES: Record<string, string> = { pdf: 'application/pdf', webp: 'image/webp' };

/** The document's bytes and type, or a 404 when its file is gone. */
export async function readClaimDocument(storage: Storage, url: string) {
  const key = storage.keyOf(url);
  const body = key ? await storage.read(key) : undefined;
  if (!key || !body) throw new ApiError('NOT_FOUND', 'This document was not found.');
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return { body, type: TYPES[extension] ?? 'application/octet-stream', name: `claim-document.${extension}` };
}
