import { execFile } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type DatabaseFacts, databaseFacts, type Query } from './database-facts';
import { BackupRefused } from './refused';

export const POSTGRES_FILE = 'database.dump';

const run = promisify(execFile);

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** `pg_dump` or `pg_restore`: on PATH, else the newest under /usr/lib/postgresql/<version>/bin (Debian's layout). */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  } catch {}
  for (const version of versions) {
    const file = path.join('/usr/lib/postgresql', version, 'bin', name);
    if (isExecutable(file)) return file;
  }
  throw new BackupRefused(
    `${name} was not found on PATH or under /usr/lib/postgresql/*/bin. Install PostgreSQL's client programs ` +
      "(the server's major version or newer).",
  );
}

/** The URL for libpq without its password, which goes in PGPASSWORD so no process list shows it. */
function libpqTarget(url: string) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return { dbname: target.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** The database's name, to name it in messages without its credentials. */
const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || '(default)';

async function withClient<T>(url: string, use: (client: pg.Client, query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client, async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

async function runTool(file: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(file, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(file)} failed${stderr ? `: ${stderr}` : `: ${(err as Error).message}`}`);
  }
}

/**
 * `pg_dump -Fc` into `file`. The counts and schema version are read in the very snapshot pg_dump is given
 * (`pg_export_snapshot`), so the manifest describes exactly the rows in the dump.
 */
export async function backupPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const pgDump = findPgTool('pg_dump');
  const { dbname, env } = libpqTarget(url);
  return withClient(url, async (client, query) => {
    await client.query('begin isolation level repeatable read read only');
    const [row] = await query('select pg_export_snapshot() as snapshot');
    const facts = await databaseFacts(query, 'PostgreSQL');
    await runTool(
      pgDump,
      ['--format=custom', `--snapshot=${row?.snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('commit');
    return facts;
  });
}

/** Refuses, before anything is written, a database that already has tables or sequences. */
export async function assertPostgresTargetEmpty(url: string) {
  const [row] = await withClient(url, (_client, query) =>
    query(
      `select count(*)::int as relations from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    ),
  );
  const relations = Number(row?.relations ?? 0);
  if (relations > 0) {
    throw new BackupRefused(
      `The database ${databaseName(url)} is not empty (${relations} tables, views or sequences). Restore only ` +
        'into an empty database: create a new one (createdb) and point DATABASE_URL at it.',
    );
  }
}

/**
 * `pg_restore` into the empty database at `url`, then the facts of what it holds. In two steps, because
 * pg_restore builds indexes with an empty search_path, where earthdistance's `ll_to_earth` (which names
 * the `earth` type without its schema) fails as it is inlined into the locations' distance index. Between
 * the tables and data and the indexes, the function gets its own search_path (which also stops the
 * inlining); afterwards it is given back as the extension made it.
 */
export async function restorePostgres(url: string, file: string): Promise<DatabaseFacts> {
  await assertPostgresTargetEmpty(url);
  const { dbname, env } = libpqTarget(url);
  const pgRestore = findPgTool('pg_restore');
  // The tables belong to whoever restores them: the role that owned them may not exist on this server.
  const restore = (sections: string[]) =>
    runTool(
      pgRestore,
      [
        ...sections,
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
  await restore(['--section=pre-data', '--section=data']);
  try {
    await withClient(url, async (_client, query) => {
      const llToEarth = await llToEarthFunction(query);
      if (llToEarth) await query(`alter function ${llToEarth.name} set search_path = ${llToEarth.schemas}`);
      try {
        await restore(['--section=post-data']);
      } finally {
        if (llToEarth) await query(`alter function ${llToEarth.name} reset search_path`);
      }
    });
  } catch (err) {
    throw new Error(
      `${(err as Error).message}\nThe tables and rows are restored but not their indexes and constraints: drop the database, create it again and restore again.`,
    );
  }
  return withClient(url, (_client, query) => databaseFacts(query, 'PostgreSQL'));
}

/** earthdistance's `ll_to_earth(float8, float8)` and the schemas of it and of cube, when installed. */
async function llToEarthFunction(query: Query) {
  const [row] = await query(
    `select format('%I.ll_to_earth(float8, float8)', e.nspname) as name,
            format('%I, %I', e.nspname, c.nspname) as schemas
     from pg_extension x join pg_namespace e on e.oid = x.extnamespace,
          pg_extension y join pg_namespace c on c.oid = y.extnamespace
     where x.extname = 'earthdistance' and y.extname = 'cube'`,
  );
  return row ? { name: String(row.name), schemas: String(row.schemas) } : undefined;
}
