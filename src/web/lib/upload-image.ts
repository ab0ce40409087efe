import type { InferResponseType } from 'hono/client';
import { LIMITS } from '../../domain/limits';
import { type api, isErrorCode, postForm } from './api';

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
  if (isErrorCode(error, 'INVALID_FILE_TYPE')) return 'type';
  if (isErrorCode(error, 'FILE_TOO_LARGE')) return 'size';
  return null;
}

/** Stores an image and returns its URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { url } = await postForm<UploadedImage>('/api/uploads/images', body);
  return url;
}
