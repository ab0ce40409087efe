import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { memoryStorage } from '../testing/memory-storage';
import { imageJobs, limitConcurrency, storeImage } from './images';

const photo = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#7a4' } })
    .png()
    .toBuffer();

/** A PNG whose header (and so its size and type) reads fine, but whose compressed pixels are garbage. */
async function damagedPng() {
  const png = await photo();
  const idat = png.indexOf('IDAT');
  const length = png.readUInt32BE(idat - 4);
  const damaged = Buffer.from(png);
  // Past the two-byte zlib header, so only the full decode notices.
  damaged.fill(0xab, idat + 4 + 2, idat + 4 + length);
  return damaged;
}

async function cutOffPng() {
  const png = await photo();
  return png.subarray(0, png.indexOf('IDAT') + 10);
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('storing an uploaded image', () => {
  it('refuses a PNG with a good header but damaged or missing pixels as "not an image", and stores nothing', async () => {
    for (const bytes of [await damagedPng(), await cutOffPng()]) {
      expect((await sharp(bytes).metadata()).format).toBe('png');
      const { storage, files } = memoryStorage();

      const refused = await storeImage(storage, bytes, 'images').catch((err: unknown) => err);

      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({
        status: 415,
        code: 'INVALID_FILE_TYPE',
        message: 'Please select an image file.',
      });
      expect(files.size).toBe(0);
    }
  });

  it('still stores a good photo as WebP in every size', async () => {
    const { storage, files } = memoryStorage();
    const url = await storeImage(storage, await photo(1600, 900), 'images');
    expect(url).toMatch(/^\/uploads\/images\/[\w-]+\.webp$/);
    const widths = await Promise.all([...files.values()].map(async (f) => (await sharp(f.body).metadata()).width));
    expect(widths.sort()).toEqual([1200, 400, 800]);
  });

  it('processes only a few uploads at a time when many arrive together, and finishes every one', async () => {
    const { storage, files } = memoryStorage();
    const bytes = await photo(2400, 1600);
    let mostAtOnce = 0;
    let mostWaiting = 0;
    let done = false;
    const watch = (async () => {
      while (!done) {
        mostAtOnce = Math.max(mostAtOnce, imageJobs.active);
        mostWaiting = Math.max(mostWaiting, imageJobs.waiting);
        await new Promise((r) => setImmediate(r));
      }
    })();

    const urls = await Promise.all(Array.from({ length: 6 }, () => storeImage(storage, bytes, 'gallery')));
    done = true;
    await watch;

    expect(new Set(urls).size).toBe(6);
    expect(files.size).toBe(6 * 3);
    expect(imageJobs.limit).toBeLessThanOrEqual(2);
    expect(mostAtOnce).toBeGreaterThanOrEqual(1);
    expect(mostAtOnce).toBeLessThanOrEqual(imageJobs.limit);
    expect(mostWaiting).toBe(6 - imageJobs.limit);
    expect(imageJobs.active).toBe(0);
  });
});

describe('the image work queue', () => {
  it('lets two jobs run, holds the rest in arrival order, and frees the slot of a job that fails', async () => {
    const queue = limitConcurrency(2);
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, deferred);
    const jobs = gates.map((gate, i) =>
      queue
        .run(async () => {
          started.push(i);
          await gate.promise;
          return i;
        })
        .catch((err: Error) => err.message),
    );
    const settle = () => new Promise((r) => setImmediate(r));

    await settle();
    expect(started).toEqual([0, 1]);
    expect([queue.active, queue.waiting]).toEqual([2, 3]);

    gates[1]!.reject(new Error('broken file'));
    await settle();
    expect(started).toEqual([0, 1, 2]);

    gates[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    expect([queue.active, queue.waiting]).toEqual([2, 1]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 'broken file', 2, 3, 4]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });
});
