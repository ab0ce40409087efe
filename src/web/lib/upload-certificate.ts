import type { InferResponseType } from 'hono/client';
import { LIMITS } from '../../domain/limits';
import { type api, isErrorCode, postForm } from './api';
import { msg, translate } from './i18n';

// Issue 16: the halal certificate file, a PNG, a JPEG or a PDF up to 5 MB. One is uploaded for one business
// (issue 29: only that business's halal details can take it), or for a listing not created yet (the
// submission, the admins' Add Restaurant: only a listing its uploader creates can take it).

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

const problemToast: Record<CertificateProblem, readonly [title: string, description: string]> = {
  type: [msg('Invalid file type'), msg('Please select a PNG, JPEG or PDF file.')],
  size: [msg('File too large'), msg('Please select a file smaller than 5MB.')],
  activePdf: [
    msg('PDF not accepted'),
    msg(
      'This PDF contains scripts, actions or embedded files, or could not be checked. Please upload a plain PDF or an image.',
    ),
  ],
};

/** The toast of a refused certificate, in the visitor's language. */
export function certificateProblemToast(problem: CertificateProblem): readonly [title: string, description: string] {
  const [title, description] = problemToast[problem];
  return [translate(title), translate(description)];
}

/** Uploads `file` to `path`, answering the URL the saved halal details then carry. */
async function postCertificate(path: `/api/${string}`, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { url } = await postForm<UploadedCertificate>(path, body);
  return url;
}

/** Stores a certificate file for the business (its owner's dashboard) and returns its URL. */
export function uploadCertificate(businessId: string, file: File): Promise<string> {
  return postCertificate(`/api/owner/businesses/${encodeURIComponent(businessId)}/certificates`, file);
}

/** Stores a certificate file for a listing not created yet (the submission, Add Restaurant). */
export function uploadNewListingCertificate(file: File): Promise<string> {
  return postCertificate('/api/submissions/certificates', file);
}

/** Stores a certificate file for any listing, from the admins' Edit dialog. */
export function uploadListingCertificateAsAdmin(businessId: string, file: File): Promise<string> {
  return postCertificate(`/api/admin/businesses/${encodeURIComponent(businessId)}/certificates`, file);
}
