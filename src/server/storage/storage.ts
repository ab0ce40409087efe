import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live. Keys are relative paths such as `businesses/ab12.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** Public URL of a stored key. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

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
    url: (key) => `/uploads/${key}`,
  };
}
