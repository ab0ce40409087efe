import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config';

/** Where uploaded and generated files live. Keys are relative paths such as `images/ab12.webp`. */
export interface Storage {
  /** Stores the bytes and returns their public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such file (how private files reach the few who may see them). */
  read(key: string): Promise<Buffer | undefined>;
  /** The key behind one of our public URLs, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /** The public URL of a stored key (what `put` returned for it). */
  urlOf(key: string): string;
}

/**
 * An upload checked and ready to store: how many bytes it will take (size variants included) and how to
 * store it under a fresh random name. Its size is known before anything is stored, so a quota can refuse it first.
 */
export interface PreparedFile {
  bytes: number;
  store(storage: Storage): Promise<string>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/**
 * Files under this folder are served as downloads (Content-Disposition: attachment), never shown inline:
 * halal certificates, PDFs among them, which must not open inside the site's own origin.
 */
export const DOWNLOADS_FOLDER = 'certificates';

/**
 * Files under this folder are never served from /uploads (issue 35): the documents claimants send to prove a
 * business is theirs, which only they and the admins read, through the API.
 */
export const PRIVATE_FOLDER = 'claim-documents';

/** Whether the file at `key` is private, read only through the API. */
export const isPrivate = (key: string) => key.startsWith(`${PRIVATE_FOLDER}/`);

/** Whether the file at `key` is served as a download. */
export const isDownload = (key: string) => key.startsWith(`${DOWNLOADS_FOLDER}/`);

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Local disk under DATA_DIR/uploads, served by the app at /uploads/*. */
export function diskStorage(dir: string): Storage {
  return {
    async put(key, body) {
      assertSafeKey(key);
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/uploads/${key}`;
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(dir, key), { force: true });
    },
    async read(key) {
      assertSafeKey(key);
      return readFile(path.join(dir, key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
    },
    keyOf: (url) => (url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined),
    urlOf: (key) => `/uploads/${key}`,
  };
}

export type S3Options = NonNullable<Config['s3']>;

/** Any S3-compatible bucket (AWS S3, R2, MinIO…), path-style requests signed with SigV4. */
export function s3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const objectUrl = (key: string) => `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${key}`;
  const publicBase = options.publicUrl.replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          'cache-control': isPrivate(key) ? 'private, no-store' : 'public, max-age=31536000, immutable',
          // The bucket answers with the headers an object was stored with.
          ...(isDownload(key) || isPrivate(key) ? { 'content-disposition': 'attachment' } : {}),
        },
      });
      if (!res.ok) throw new Error(`S3 upload of ${key} failed: ${res.status}`);
      return `${publicBase}/${key}`;
    },
    async remove(key) {
      assertSafeKey(key);
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`S3 delete of ${key} failed: ${res.status}`);
    },
    // Signed, so a bucket that refuses anonymous reads of PRIVATE_FOLDER still answers the server.
    async read(key) {
      assertSafeKey(key);
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) return undefined;
      if (!res.ok) throw new Error(`S3 read of ${key} failed: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    keyOf: (url) => (url.startsWith(`${publicBase}/`) ? url.slice(publicBase.length + 1) : undefined),
    urlOf: (key) => `${publicBase}/${key}`,
  };
}
