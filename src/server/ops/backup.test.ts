import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../auth/auth';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres, pgliteImage } from '../db/client';
import { loadDemoData } from '../demo/load';
import { diskStorage } from '../storage/storage';
import { type BackupManifest, restoreBackup, writeBackup } from './backup';
import { type BackupSocket, serveBackups } from './backup-socket';
import { publicTables, type Query, quoteIdent, rowCounts } from './database-facts';
import { filesUnder } from './upload-files';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };
const lastMigration = journal.entries.at(-1)?.tag;

/** Rendering the demo's pictures takes a few seconds, and much longer on a machine busy with other work. */
const DEMO_LOAD_MS = 180_000;
/** A copy opens a PGlite database in memory to count its rows: a second or two, more on a busy machine. */
const COPY_MS = 90_000;

const folders: string[] = [];
const newFolder = (name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `backup-${name}-`));
  folders.push(folder);
  return folder;
};
const configFor = (dataDir: string, databaseUrl?: string): Config =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const queryOf =
  (database: Database): Query =>
  async (text) =>
    (await database.db.execute(sql.raw(text))).rows as Record<string, unknown>[];

/** The demo directory (businesses, people, reviews and their pictures), as a first start would load it. */
async function givenDemoDirectory(database: Database, config: Config) {
  const auth = createAuth({ config, db: database.db, secret: 'backup-test-secret-that-is-long-enough-0123456789' });
  const storage = diskStorage(path.join(config.dataDir, 'uploads'));
  await loadDemoData({ db: database.db, auth, storage, log: () => {} });
}

/** Every table's rows as a digest per table (the migrations' journal too): equal digests, equal rows. */
async function rowsOf(query: Query): Promise<Record<string, string>> {
  const tables = (await publicTables(query)).map(quoteIdent).concat('drizzle.__drizzle_migrations');
  const digests = tables.map(
    (table) => `(select md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) from ${table} r)`,
  );
  const [row] = await query(`select ${digests.map((digest, i) => `${digest} as t${i}`).join(', ')}`);
  return Object.fromEntries(tables.map((table, i) => [table, String(row?.[`t${i}`])]));
}

/** The schema's indexes, constraints and triggers by name, and the settings of its functions. */
async function schemaOf(query: Query) {
  return query(
    `select 'index' as kind, tablename || ' ' || indexname as name from pg_indexes where schemaname in ('public', 'drizzle')
     union all select 'constraint', format('%s %s %s', conrelid::regclass, conname, contype) from pg_constraint
       where connamespace = 'public'::regnamespace
     union all select 'trigger', format('%s %s', tgrelid::regclass, tgname) from pg_trigger where not tgisinternal
     union all select 'function', format('%s %s', proname, array_to_string(proconfig, ',')) from pg_proc
       where pronamespace = 'public'::regnamespace
     order by 1, 2`,
  );
}

/** Every file under the folder with a digest of its bytes. */
async function filesOf(folder: string): Promise<Record<string, string>> {
  const files = await filesUnder(folder);
  return Object.fromEntries(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(folder, file)))
        .digest('hex'),
    ]),
  );
}

function expectManifestOfTheDemo(manifest: BackupManifest, counts: Record<string, number>, uploads: number) {
  expect(Date.now() - Date.parse(manifest.takenAt)).toBeLessThan(5 * 60_000);
  expect(manifest.database.schemaVersion).toBe(lastMigration);
  expect(manifest.database.migrationsApplied).toBe(journal.entries.length);
  expect(manifest.database.rowCounts).toEqual(counts);
  expect(manifest.database.rowCounts.businesses).toBeGreaterThan(0);
  expect(manifest.uploads).toMatchObject({ store: 'disk', files: uploads });
}

describe.skipIf(SERVER_URL)('backups of the embedded PGlite database', { timeout: COPY_MS }, () => {
  let source: Config;
  let target: Config;
  let database: Database;
  let serverStopped = false;
  let socket: BackupSocket | undefined;
  let backupDir: string;
  let counts: Record<string, number>;
  let uploads: number;

  beforeAll(async () => {
    source = configFor(newFolder('source'));
    target = configFor(newFolder('target'));
    database = await openPglite(path.join(source.dataDir, 'pglite'), await pgliteImage());
    await givenDemoDirectory(database, source);
    counts = await rowCounts(queryOf(database));
    uploads = (await filesUnder(path.join(source.dataDir, 'uploads'))).length;
  }, DEMO_LOAD_MS);

  afterAll(async () => {
    await socket?.close();
    if (!serverStopped) await database?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('refuses to copy a database folder that is open while no server answers for it, and leaves no half backup', async () => {
    const refused = path.join(newFolder('refused'), 'tonight');
    await expect(writeBackup(source, refused)).rejects.toThrow(
      /is open \(postmaster\.pid is there\) but no server answers/,
    );
    expect(existsSync(refused)).toBe(false);
  });

  it('takes the backup from the running server: the manifest has its time, schema version and rows per table', async () => {
    socket = await serveBackups(source.dataDir, async () => {
      if (!database.dumpDataDir) throw new Error('no dump');
      return database.dumpDataDir();
    });
    backupDir = path.join(newFolder('backups'), 'tonight');
    expectManifestOfTheDemo(await writeBackup(source, backupDir), counts, uploads);
  });

  it('restores into an empty data folder with every row and every upload file equal', async () => {
    await restoreBackup(target, backupDir);
    const restored = await openPglite(path.join(target.dataDir, 'pglite'));
    try {
      expect(await rowsOf(queryOf(restored))).toEqual(await rowsOf(queryOf(database)));
    } finally {
      await restored.close();
    }
    expect(await filesOf(path.join(target.dataDir, 'uploads'))).toEqual(
      await filesOf(path.join(source.dataDir, 'uploads')),
    );
  });

  it('refuses to restore into a data folder that already holds a database, and changes nothing', async () => {
    const folder = path.join(target.dataDir, 'pglite');
    const before = await filesOf(folder);
    rmSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    await expect(restoreBackup(target, backupDir)).rejects.toThrow(
      /pglite already holds a database\. Restore only into an empty data folder/,
    );
    expect(await filesOf(folder)).toEqual(before);
    expect(await filesUnder(path.join(target.dataDir, 'uploads'))).toEqual([]);
  });

  it('refuses to restore into a data folder whose uploads already hold files', async () => {
    const elsewhere = configFor(newFolder('with-uploads'));
    await diskStorage(path.join(elsewhere.dataDir, 'uploads')).put(
      'images/kept.webp',
      Buffer.from('kept'),
      'image/webp',
    );
    await expect(restoreBackup(elsewhere, backupDir)).rejects.toThrow(
      /uploads already holds files\. Restore only into an empty data folder/,
    );
    expect(await filesUnder(elsewhere.dataDir)).toEqual(['uploads/images/kept.webp']);
  });

  it('backs up the folder of a stopped server by opening it itself', async () => {
    await socket?.close();
    socket = undefined;
    await database.close();
    serverStopped = true;
    expectManifestOfTheDemo(await writeBackup(source, path.join(newFolder('stopped'), 'copy')), counts, uploads);
  });
});

describe.runIf(SERVER_URL)('backups of a PostgreSQL database', { timeout: COPY_MS }, () => {
  const names = ['source', 'target'].map((side) => `backup_${side}_${randomBytes(4).toString('hex')}`);
  const urlOf = (name: string) => {
    const url = new URL(SERVER_URL ?? 'postgres://localhost');
    url.pathname = `/${name}`;
    return url.toString();
  };
  const [sourceUrl, targetUrl] = names.map(urlOf) as [string, string];
  let source: Config;
  let target: Config;
  let database: Database;
  let backupDir: string;

  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(statement).finally(() => admin.end());
  };

  beforeAll(async () => {
    source = configFor(newFolder('source'), sourceUrl);
    target = configFor(newFolder('target'), targetUrl);
    for (const name of names) await onServer(`create database ${name}`);
    database = await openPostgres(sourceUrl);
    await database.migrate();
    await givenDemoDirectory(database, source);
  }, DEMO_LOAD_MS);

  afterAll(async () => {
    await database?.close();
    for (const name of names) await onServer(`drop database if exists ${name} with (force)`);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('restores a pg_dump backup into an empty database with every row and every upload file equal', async () => {
    backupDir = path.join(newFolder('backups'), 'tonight');
    const manifest = await writeBackup(source, backupDir);
    expect(manifest.database).toMatchObject({ kind: 'postgres', file: 'database.dump' });
    expectManifestOfTheDemo(
      manifest,
      await rowCounts(queryOf(database)),
      (await filesUnder(path.join(source.dataDir, 'uploads'))).length,
    );

    await restoreBackup(target, backupDir);
    const restored = await openPostgres(targetUrl);
    try {
      expect(await rowsOf(queryOf(restored))).toEqual(await rowsOf(queryOf(database)));
      expect(await schemaOf(queryOf(restored))).toEqual(await schemaOf(queryOf(database)));
    } finally {
      await restored.close();
    }
    expect(await filesOf(path.join(target.dataDir, 'uploads'))).toEqual(
      await filesOf(path.join(source.dataDir, 'uploads')),
    );
  });

  it('refuses to restore into a database that already has tables, and changes nothing', async () => {
    rmSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    const restored = await openPostgres(targetUrl);
    try {
      const before = await rowsOf(queryOf(restored));
      await expect(restoreBackup(target, backupDir)).rejects.toThrow(
        new RegExp(`The database ${names[1]} is not empty .* Restore only into an empty database`),
      );
      expect(await rowsOf(queryOf(restored))).toEqual(before);
      expect(await filesUnder(path.join(target.dataDir, 'uploads'))).toEqual([]);
    } finally {
      await restored.close();
    }
  });
});
