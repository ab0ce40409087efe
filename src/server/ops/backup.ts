import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { type DatabaseFacts, knowsMigration } from './database-facts';
import { assertPgliteTargetEmpty, backupPglite, PGLITE_FILE, restorePglite } from './pglite-backup';
import { assertPostgresTargetEmpty, backupPostgres, POSTGRES_FILE, restorePostgres } from './postgres-backup';
import { BackupRefused } from './refused';
import { copyUploads, filesUnder } from './upload-files';

/** `manifest.json`, written last: a folder without it is not a finished backup. */
export interface BackupManifest {
  format: 1;
  takenAt: string;
  database: DatabaseFacts & { kind: 'pglite' | 'postgres'; file: string };
  uploads:
    | { store: 'disk'; folder: 'uploads'; files: number; bytes: number }
    | { store: 's3'; bucket: string; note: string };
}

const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';

const uploadsOf = (config: Config) => path.join(config.dataDir, 'uploads');
const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/**
 * `npm run backup -- --to DIR`: the database (PGlite's data folder, or `pg_dump -Fc` with DATABASE_URL),
 * then the disk store's uploads, then the manifest. The database goes first: a file is stored before the
 * row that names it and never changed in place, so every file the copy's rows name is on disk when the
 * files are copied, unless it was deleted in the seconds between (a photo replaced just then).
 */
export async function writeBackup(config: Config, to: string): Promise<BackupManifest> {
  if (!isEmptyFolder(to)) throw new BackupRefused(`${to} is not empty. Write each backup into a new folder.`);
  await mkdir(to, { recursive: true });
  try {
    return await copyEverything(config, to);
  } catch (err) {
    // The folder was empty: nothing is lost, and no half backup is left to be mistaken for one.
    await rm(to, { recursive: true, force: true });
    throw err;
  }
}

async function copyEverything(config: Config, to: string): Promise<BackupManifest> {
  const takenAt = new Date().toISOString();
  const database: BackupManifest['database'] = config.databaseUrl
    ? {
        kind: 'postgres',
        file: POSTGRES_FILE,
        ...(await backupPostgres(config.databaseUrl, path.join(to, POSTGRES_FILE))),
      }
    : { kind: 'pglite', file: PGLITE_FILE, ...(await backupPglite(config.dataDir, path.join(to, PGLITE_FILE))) };
  const uploads: BackupManifest['uploads'] = config.s3
    ? {
        store: 's3',
        bucket: config.s3.bucket,
        note: 'Uploads are kept in the bucket, which keeps its own copies (versioning or replication); they are not in this backup.',
      }
    : { store: 'disk', folder: UPLOADS, ...(await copyUploads(uploadsOf(config), path.join(to, UPLOADS))) };
  const manifest: BackupManifest = { format: 1, takenAt, database, uploads };
  await writeFile(path.join(to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const file = path.join(from, MANIFEST);
  if (!existsSync(file)) throw new BackupRefused(`${from} holds no finished backup (${MANIFEST} is missing).`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupRefused(`${file} is of a backup format this version cannot read.`);
  return manifest;
}

/**
 * `npm run restore -- --from DIR`: into an empty data folder (PGlite) or an empty database (DATABASE_URL)
 * and an empty uploads folder; anything else is refused before a byte is written. The restored rows are
 * counted and checked against the manifest.
 */
export async function restoreBackup(config: Config, from: string): Promise<BackupManifest> {
  const manifest = await readManifest(from);
  const { database, uploads } = manifest;
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (database.kind !== target) {
    throw new BackupRefused(
      database.kind === 'pglite'
        ? 'This backup is of the embedded PGlite database: restore it without DATABASE_URL.'
        : 'This backup is of a PostgreSQL database (pg_dump): restore it with DATABASE_URL set to an empty database.',
    );
  }
  if (!knowsMigration(database.schemaVersion)) {
    throw new BackupRefused(
      `This backup's schema (${database.schemaVersion}) is newer than this version of the site: restore it with the version that wrote it.`,
    );
  }
  if (uploads.store === 'disk' && !isEmptyFolder(uploadsOf(config))) {
    throw new BackupRefused(
      `${uploadsOf(config)} already holds files. Restore only into an empty data folder: point DATA_DIR at a new folder.`,
    );
  }
  if (config.databaseUrl) await assertPostgresTargetEmpty(config.databaseUrl);
  else assertPgliteTargetEmpty(config.dataDir);

  const file = path.join(from, database.file);
  const restored = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, file)
    : await restorePglite(config.dataDir, file);
  const differing = Object.keys({ ...database.rowCounts, ...restored.rowCounts }).filter(
    (table) => database.rowCounts[table] !== restored.rowCounts[table],
  );
  if (differing.length > 0) {
    throw new Error(`The restored database differs from the backup's manifest in: ${differing.join(', ')}.`);
  }
  if (uploads.store === 'disk') {
    await copyUploads(path.join(from, uploads.folder), uploadsOf(config));
    const copied = (await filesUnder(uploadsOf(config))).length;
    if (copied !== uploads.files)
      throw new Error(`${copied} of the backup's ${uploads.files} upload files were restored.`);
  }
  return manifest;
}
