import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Database, openPglite } from '../db/client';
import { askServerForDump, BACKUP_SOCKET } from './backup-socket';
import { type DatabaseFacts, databaseFacts, type Query } from './database-facts';
import { BackupRefused } from './refused';

export const PGLITE_FILE = 'database.tar.gz';

const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');
const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

const queryOf =
  (database: Database): Query =>
  async (text) =>
    (await database.db.execute(sql.raw(text))).rows as Record<string, unknown>[];

/**
 * Writes the PGlite data folder as `file` (a gzipped tarball): taken by the running server when one holds
 * the folder, else by opening the stopped folder here. The facts are read from the copy itself, opened
 * in memory, so they are the backup's and prove that it opens.
 */
export async function backupPglite(dataDir: string, file: string): Promise<DatabaseFacts> {
  const folder = pgliteFolder(dataDir);
  if (isEmptyFolder(folder)) throw new BackupRefused(`There is no database in ${folder} to back up.`);
  const fromServer = await askServerForDump(dataDir);
  let tarball: Buffer;
  if (fromServer.answered) tarball = fromServer.tarball;
  else {
    // PGlite leaves postmaster.pid in the folder while it is open (and after a kill). Without a server
    // answering, only a socket left behind by a killed server says the folder is free.
    if (existsSync(path.join(folder, 'postmaster.pid')) && !fromServer.left) {
      throw new BackupRefused(
        `${folder} is open (postmaster.pid is there) but no server answers on ${path.join(dataDir, BACKUP_SOCKET)}. ` +
          'Stop the server and run the backup again (if no server runs, start and stop it once first).',
      );
    }
    tarball = await dumpStoppedFolder(folder);
  }
  await pipeline(Readable.from([tarball]), createGzip(), createWriteStream(file));
  const copy = await openPglite(undefined, new Blob([new Uint8Array(tarball)]));
  try {
    return await databaseFacts(queryOf(copy), 'PGlite');
  } finally {
    await copy.close();
  }
}

async function dumpStoppedFolder(folder: string): Promise<Buffer> {
  const database = await openPglite(folder);
  try {
    if (!database.dumpDataDir) throw new Error('PGlite cannot dump its data folder');
    return Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Refuses, before anything is written, a data folder that already holds a database. */
export function assertPgliteTargetEmpty(dataDir: string) {
  const folder = pgliteFolder(dataDir);
  if (!isEmptyFolder(folder)) {
    throw new BackupRefused(
      `${folder} already holds a database. Restore only into an empty data folder: point DATA_DIR at a new ` +
        `folder, or stop the server and move ${folder} away first.`,
    );
  }
}

/** Unpacks the backup into DATA_DIR/pglite and reads the facts of what was restored. */
export async function restorePglite(dataDir: string, file: string): Promise<DatabaseFacts> {
  assertPgliteTargetEmpty(dataDir);
  const chunks: Buffer[] = [];
  await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  const database = await openPglite(pgliteFolder(dataDir), new Blob(chunks.map((c) => new Uint8Array(c))));
  try {
    return await databaseFacts(queryOf(database), 'PGlite');
  } finally {
    await database.close();
  }
}
