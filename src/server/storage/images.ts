import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { IMAGE_WIDTHS, LIMITS } from '../../domain';
import { ApiError } from '../http/errors';
import { log } from '../observability/log';
import type { PreparedFile, Storage } from './storage';

// SPEC §5 texts for refused images.
export const invalidImage = () => new ApiError('INVALID_FILE_TYPE', 'Please select an image file.');
export const imageTooLarge = () => new ApiError('FILE_TOO_LARGE', 'Please select an image smaller than 5MB.');

const FULL_WIDTH = 1200;

// libvips otherwise gives every pipeline a thread per core, so a few parallel uploads took all the CPU
// and the API behind them (health checks included) waited seconds. One thread per pipeline, and the
// queue below, keep image work to a known number of cores.
sharp.concurrency(1);

/**
 * Runs at most `limit` jobs at once; the others wait their turn in arrival order. In-process only:
 * it bounds the CPU of this server instance, which is what it is for.
 */
export function limitConcurrency(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    limit,
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active < limit) active++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        // The slot goes straight to the next in line (active stays counted), so a newcomer cannot
        // overtake it between our release and its wake-up.
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

const MAX_WAITING_IMAGES = 16;

/** Decoding and encoding of uploads: one at a time on a two-core machine, never more than two. */
export const imageJobs = limitConcurrency(Math.max(1, Math.min(2, availableParallelism() - 1)));

/**
 * Decodes the bytes (proving they are an image, whatever the name or browser type said), applies the
 * EXIF orientation, drops all metadata (GPS included) and renders WebP at 1200 px and every variant width,
 * to be stored under a random name in `folder` (the URL of the full-size image is what `store` returns).
 */
export async function prepareImage(bytes: Buffer, folder: string): Promise<PreparedFile> {
  if (bytes.byteLength > LIMITS.imageMaxBytes) throw imageTooLarge();
  // Each waiting upload holds its bytes in memory: past a short queue, the caller is asked to come back.
  if (imageJobs.waiting >= MAX_WAITING_IMAGES) {
    log.warn({ job: 'image', waiting: imageJobs.waiting }, 'image: queue full, upload turned away');
    throw new ApiError('BUSY', 'Many photos are being uploaded right now. Please try again in a minute.');
  }
  const queued = performance.now();
  const [full, ...variants] = await imageJobs.run(() => renderWebp(bytes));
  log.info(
    { job: 'image', bytes: bytes.byteLength, ms: Math.round(performance.now() - queued), waiting: imageJobs.waiting },
    'image: resized',
  );
  return {
    bytes: [full!, ...variants].reduce((sum, file) => sum + file.byteLength, 0),
    async store(storage) {
      const name = `${folder}/${randomBytes(12).toString('base64url')}`;
      await Promise.all(IMAGE_WIDTHS.map((w, i) => storage.put(`${name}-${w}.webp`, variants[i]!, 'image/webp')));
      return storage.put(`${name}.webp`, full!, 'image/webp');
    },
  };
}

/** `prepareImage`, stored at once: returns the URL of the full-size image. */
export async function storeImage(storage: Storage, bytes: Buffer, folder: string): Promise<string> {
  return (await prepareImage(bytes, folder)).store(storage);
}

/**
 * The full-size WebP, then one per variant width. A header can be valid while the pixels behind it are
 * not (a truncated or damaged file), and that only shows in the full decode, so everything up to the
 * last encode counts as "not an image". The sizes are rendered one after another so that one upload
 * holds one thread, not one per size.
 */
async function renderWebp(bytes: Buffer): Promise<Buffer[]> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    if (!meta.width || !meta.height || meta.format === 'svg') throw invalidImage();
    const rendered: Buffer[] = [];
    for (const width of [FULL_WIDTH, ...IMAGE_WIDTHS]) {
      rendered.push(
        await image.clone().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      );
    }
    return rendered;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw invalidImage();
  }
}

/** Removes an image we stored and its variants; other URLs are left alone. */
export async function removeImage(storage: Storage, url: string | null | undefined) {
  const key = url ? storage.keyOf(url) : undefined;
  if (!key?.endsWith('.webp')) return;
  const base = key.slice(0, -'.webp'.length);
  await Promise.all([storage.remove(key), ...IMAGE_WIDTHS.map((w) => storage.remove(`${base}-${w}.webp`))]);
}
