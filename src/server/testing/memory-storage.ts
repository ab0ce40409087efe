import type { Storage } from '../storage/storage';

/** A bucket in memory that remembers every file it was given, by key, with its type. */
export function memoryStorage() {
  const files = new Map<string, { body: Buffer; type: string }>();
  const storage: Storage = {
    async put(key, body, type) {
      files.set(key, { body, type });
      return `/uploads/${key}`;
    },
    async remove(key) {
      files.delete(key);
    },
    async read(key) {
      return files.get(key)?.body;
    },
    keyOf: (url) => url.replace('/uploads/', ''),
    urlOf: (key) => `/uploads/${key}`,
  };
  return { storage, files };
}
