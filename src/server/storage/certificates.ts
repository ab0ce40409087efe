import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../domain';
import { ApiError } from '../http/errors';
import { prepareImage } from './images';
import { inspectPdf } from './pdf';
import { DOWNLOADS_FOLDER, type PreparedFile, type Storage } from './storage';

// Issue 16: a halal certificate on file, as a PNG, a JPEG or a PDF. Whatever the name or the browser's
// type say, the first bytes decide what the file is; it is stored under a random name in the folder
// whose files are served as downloads, so a PDF never opens inside the site's own pages. Issue 29: a PDF
// must also be plain (storage/pdf.ts), since it is kept byte for byte.

export const invalidCertificate = () => new ApiError('INVALID_FILE_TYPE', 'Please select a PNG, JPEG or PDF file.');
export const certificateTooLarge = () => new ApiError('FILE_TOO_LARGE', 'Please select a file smaller than 5MB.');

export type CertificateFormat = 'png' | 'jpeg' | 'pdf';

const SIGNATURES: [CertificateFormat, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  // '%PDF-'
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** What the file is by its first bytes, or null for anything but a PNG, a JPEG or a PDF. */
export function certificateFormatOf(bytes: Uint8Array): CertificateFormat | null {
  const found = SIGNATURES.find(([, magic]) => magic.every((byte, i) => bytes[i] === byte));
  return found ? found[0] : null;
}

/** The `file` field of an upload form, as bytes, at most 5 MB. */
export async function certificateField(form: FormData): Promise<Buffer> {
  const file = form.get('file');
  if (!(file instanceof File)) throw new ApiError('VALIDATION', 'Choose a file to upload (field "file").');
  if (file.size > LIMITS.imageMaxBytes) throw certificateTooLarge();
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Refused PDFs (issue 29): scripts, actions and embedded files, or a file that could not be read through
 * to be sure. The web shows its own words for the code.
 */
export const activePdf = () =>
  new ApiError(
    'PDF_ACTIVE_CONTENT',
    'This PDF contains scripts, actions or embedded files. Please upload a plain PDF or an image.',
  );
export const uncheckablePdf = () =>
  new ApiError(
    'PDF_ACTIVE_CONTENT',
    'This PDF could not be checked for scripts or embedded files. Please upload a plain PDF or an image.',
  );

/**
 * Checks a certificate and readies it to store. A plain PDF is kept as it is (one with scripts, actions or
 * embedded files, or one that cannot be read through, is refused); an image goes through the image
 * pipeline (decoded, metadata such as GPS dropped, written again as WebP), which also proves it is one.
 * Stored in `folder`: the downloads, or the private folder of claim documents (issue 35).
 */
export async function prepareCertificate(bytes: Buffer, folder = DOWNLOADS_FOLDER): Promise<PreparedFile> {
  if (bytes.byteLength > LIMITS.imageMaxBytes) throw certificateTooLarge();
  const format = certificateFormatOf(bytes);
  if (!format) throw invalidCertificate();
  if (format === 'pdf') {
    const inspection = inspectPdf(bytes);
    if (!inspection.plain) throw inspection.reason === 'active' ? activePdf() : uncheckablePdf();
    return {
      bytes: bytes.byteLength,
      store: (storage) =>
        storage.put(`${folder}/${randomBytes(12).toString('base64url')}.pdf`, bytes, 'application/pdf'),
    };
  }
  try {
    return await prepareImage(bytes, folder);
  } catch (err) {
    // A PNG or JPEG header over bytes that do not decode: not an image after all.
    if (err instanceof ApiError && err.code === 'INVALID_FILE_TYPE') throw invalidCertificate();
    throw err;
  }
}

/** `prepareCertificate`, stored at once: returns its URL. */
export async function storeCertificate(storage: Storage, bytes: Buffer): Promise<string> {
  return (await prepareCertificate(bytes)).store(storage);
}
