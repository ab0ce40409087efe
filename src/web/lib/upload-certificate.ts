import type { InferResponseType } from 'hono/client';
import { LIMITS } from '../../domain/limits';
import { type api, isErrorCode, postForm } from './api';

// Issue 16: the halal certificate file of the owner's dashboard, a PNG, a JPEG or a PDF up to 5 MB,
// uploaded for one business (issue 29): only that business's halal details can take it.

/** POST /api/owner/businesses/:businessId/certificates → 201 { url }. */
type UploadedCertificate = InferResponseType<
  (typeof api.api.owner.businesses)[':businessId']['certificates']['$post'],
  201
>;

/** What the file picker offers. */
export const CERTIFICATE_TYPES = 'image/png,image/jpeg,application/pdf,.pdf';

/**
 * Why a picked file cannot be a certificate: not a PNG, JPEG or PDF, or 5 MB and more; or, as the server
 * found, a PDF with scripts, actions or embedded files (or one it could not check).
 */
export type CertificateProblem = 'type' | 'size' | 'activePdf';

/** The browser-side checks before an upload; the server checks the file's first bytes again. */
export function certificateFileProblem(file: File): CertificateProblem | null {
  const byName = /\.(png|jpe?g|pdf)$/i.test(file.name);
  if (!['image/png', 'image/jpeg', 'application/pdf'].includes(file.type) && !byName) return 'type';
  if (file.size >= LIMITS.imageMaxBytes) return 'size';
  return null;
}

/** The problem the server found with an upload (415 or 413), or null for any other failure. */
export function certificateUploadProblem(error: unknown): CertificateProblem | null {
  if (isErrorCode(error, 'INVALID_FILE_TYPE')) return 'type';
  if (isErrorCode(error, 'PDF_ACTIVE_CONTENT')) return 'activePdf';
  if (isErrorCode(error, 'FILE_TOO_LARGE')) return 'size';
  return null;
}

/** Stores a certificate file for the business and returns its URL, which its saved halal details then carry. */
export async function uploadCertificate(businessId: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { url } = await postForm<UploadedCertificate>(
    `/api/owner/businesses/${encodeURIComponent(businessId)}/certificates`,
    body,
  );
  return url;
}
