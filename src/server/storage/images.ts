import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, LIMITS } from '../../domain';
import { ApiError } from '../http/errors';
import type { Storage } from './storage';

// SPEC §5 texts for refused images.
export const invalidImage = () => new ApiError(415, 'INVALID_FILE_TYPE', 'Please select an image file.');
export const imageTooLarge = () => new ApiError(413, 'FILE_TOO_LARGE', 'Please select an image smaller than 5MB.');

const FULL_WIDTH = 1200;

/**
 * Decodes the bytes (proving they are an image, whatever the name or browser type said), applies the
 * EXIF orientation, drops all metadata (GPS included) and writes WebP at 1200 px and every variant width.
 * Stored under a random name; returns the URL of the full-size image.
 */
export async function storeImage(storage: Storage, bytes: Buffer, folder: string): Promise<string> {
  if (bytes.byteLength > LIMITS.imageMaxBytes) throw imageTooLarge();
  let image: Sharp;
  try {
    image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    if (!meta.width || !meta.height || meta.format === 'svg') throw invalidImage();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw invalidImage();
  }
  const name = `${folder}/${randomBytes(12).toString('base64url')}`;
  const render = (width: number) =>
    image.clone().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
  const [full, ...variants] = await Promise.all([render(FULL_WIDTH), ...IMAGE_WIDTHS.map(render)]);
  await Promise.all(IMAGE_WIDTHS.map((w, i) => storage.put(`${name}-${w}.webp`, variants[i]!, 'image/webp')));
  return storage.put(`${name}.webp`, full!, 'image/webp');
}

/** Removes an image we stored and its variants; other URLs are left alone. */
export async function removeImage(storage: Storage, url: string | null | undefined) {
  const key = url ? storage.keyOf(url) : undefined;
  if (!key?.endsWith('.webp')) return;
  const base = key.slice(0, -'.webp'.length);
  await Promise.all([storage.remove(key), ...IMAGE_WIDTHS.map((w) => storage.remove(`${base}-${w}.webp`))]);
}
