import type { Context } from 'hono';
import type { Db, Tx } from '../../db/client';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { certificateField, prepareCertificate } from '../../storage/certificates';
import type { Storage } from '../../storage/storage';
import { readUploadForm } from '../../storage/upload';
import { attachCertificateUpload, type CertificateRefusal, storeWaitingUpload } from '../../storage/uploads';

// Issue 16 and decision 004: certificate files uploaded before the form that carries them is saved. One
// is uploaded for an existing business (its owner's dashboard, the admins' Edit dialog) and only that
// business takes it; one for a listing not created yet (a submission, the admins' Add Restaurant) belongs
// to its uploader alone, and only a listing that uploader creates takes it.

/**
 * Receives the `file` of an upload form as a certificate (a PNG, a JPEG or a plain PDF up to 5 MB, judged
 * by its bytes) for `businessId`, or for a new listing when null; it waits, unattached, within the
 * uploader's quota, and its URL is answered.
 */
export async function receiveCertificate(
  c: Context,
  { db, storage }: { db: Db; storage: Storage },
  uploader: Viewer,
  businessId: string | null,
) {
  const bytes = await certificateField(await readUploadForm(c));
  return storeWaitingUpload(db, storage, { uploaderId: uploader.id, businessId: businessId ?? undefined }, () =>
    prepareCertificate(bytes),
  );
}

/**
 * The certificate file of a listing created in this transaction: the creator's own upload for a new
 * listing, not yet part of anything; anything else (another person's file, one uploaded for an existing
 * business, a photo, a link elsewhere) is refused with 400 and the whole creation rolls back.
 */
export async function claimNewListingCertificate(
  tx: Tx,
  storage: Storage,
  creator: Viewer,
  url: string | null,
  businessId: string,
) {
  if (!url) return;
  const refusal = await attachCertificateUpload(tx, storage, url, creator.id, businessId, 'new-listing');
  refuseCertificate(refusal, 'halal.certificateUrl');
}

/** A certificate the form names but cannot take: a 400 on `field` that says why, and nothing is written. */
export function refuseCertificate(refusal: CertificateRefusal | null, field: string) {
  if (refusal === 'for-another-business') {
    throw new ApiError(
      'VALIDATION',
      'This certificate file was uploaded for another business. Please upload it again here.',
      { [field]: 'Uploaded for another business' },
    );
  }
  if (refusal) {
    throw new ApiError('VALIDATION', 'Upload the certificate file with the form.', {
      [field]: 'Not an uploaded file',
    });
  }
}
