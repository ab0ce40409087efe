import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `folder`, as paths relative to it (uploads are nested: images/, gallery/, logos/…). */
export async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Copies the disk store's files into `to`; how many and their bytes, for the manifest. */
export async function copyUploads(from: string, to: string): Promise<{ files: number; bytes: number }> {
  const files = await filesUnder(from);
  let bytes = 0;
  await mkdir(to, { recursive: true });
  for (const file of files) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    // A file removed since it was listed (an abandoned upload swept away) is not needed by the backup.
    try {
      await copyFile(path.join(from, file), path.join(to, file));
      bytes += (await stat(path.join(to, file))).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return { files: (await filesUnder(to)).length, bytes };
}
