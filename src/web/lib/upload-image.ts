import type { ClientResponse, InferResponseType } from 'hono/client';
import { LIMITS } from '../../domain/limits';
import { ApiError, type api, readJson } from './api';

/** POST /api/uploads/images → 201 { url }. */
type UploadedImage = InferResponseType<typeof api.api.uploads.images.$post, 201>;

/** Why a picked file cannot be used: not an image, or 5 MB and more (SPEC §5, §9). */
export type ImageProblem = 'type' | 'size';

/** The browser-side checks before an upload; the server checks the content again. */
export function imageFileProblem(file: File): ImageProblem | null {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size >= LIMITS.imageMaxBytes) return 'size';
  return null;
}

/** The problem the server found with an upload (415 or 413), or null for any other failure. */
export function uploadProblem(error: unknown): ImageProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'INVALID_FILE_TYPE') return 'type';
  if (error.code === 'FILE_TOO_LARGE') return 'size';
  return null;
}

/**
 * Stores an image and returns its URL. Multipart goes through fetch: the typed client has no form
 * input for this route, the server reads the body itself to enforce the size limit while streaming.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = fetch('/api/uploads/images', { method: 'POST', body, credentials: 'same-origin' });
  const { url } = await readJson(response as Promise<unknown> as Promise<ClientResponse<UploadedImage, 201, 'json'>>);
  return url;
}
