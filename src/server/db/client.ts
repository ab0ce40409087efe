import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { log } from '../observability/log';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The database handle every feature receives. PGlite and node-postgres expose the same Drizzle API;
 * the node-postgres type stands for both.
 */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle that may be the database or an open transaction. */
export type Queryable = Db | Tx;

/** Calls `onPayload` with each notification on `channel` (LISTEN/NOTIFY) until the answered stop is called. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** For the live hub: notifications reach it from every server instance on one database. */
  listen: Listen;
  /** PGlite only: its data folder as a tarball, taken between two queries (a backup of the running server). */
  dumpDataDir?: () => Promise<Blob>;
  /** Issue 33, for `GET /metrics`: the connections the server holds and the queries waiting for one. */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

/**
 * A PostgreSQL server's pool: up to `max` connections, `idle` of the `open` ones free, `waiting` queries
 * queued for one. PGlite is one connection inside the process (max and open 1); its own queue is not
 * visible, so it reports nothing as idle or waiting: request durations show its contention.
 */
export interface PoolUse {
  max: number;
  open: number;
  idle?: number;
  waiting?: number;
}

/**
 * How alike a typed word must be to a word of a business name for the name to match (pg_trgm's `<%`):
 * 'shawrma' is 0.55 like 'Shawarma'. The server's default (0.6) misses such typos. Set for every session.
 */
const TRIGRAM_SETTING = 'pg_trgm.word_similarity_threshold=0.5';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite in a folder (or in memory when dataDir is undefined), started from `image` (a data folder
 * written by `pgliteImage`) when given, which skips creating the cluster.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // cube before pg_trgm: in the other order trigram queries find nothing and the next query hangs.
  const client = await PGlite.create(dataDir, {
    extensions: { cube, earthdistance, pg_trgm, unaccent },
    loadDataDir: image,
  });
  await client.exec(`set ${TRIGRAM_SETTING}`);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite folder, so no other instance can migrate it at the same time: no lock.
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    // A checkpoint first, so the copy opens with little of the log to replay; uncompressed, so no query
    // waits while it is packed.
    dumpDataDir: async () => {
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    poolUse: () => ({ max: 1, open: client.closed ? 0 : 1 }),
    close: () => client.close(),
  };
}

/**
 * The data folder of a new in-memory PGlite with every migration applied, for `openPglite(undefined, image)`:
 * loading it takes a third of the time of creating and migrating a database (tests open dozens).
 */
export async function pgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { cube, earthdistance, pg_trgm, unaccent } });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Key of the advisory lock held while migrating; a constant that no other lock of the app uses. */
const MIGRATION_LOCK = 4_711_923_310_001;

/**
 * Runs the migrations while holding a session advisory lock, so instances that start together (a rolling
 * deploy, several replicas) take turns: the first applies them, the others then find nothing left to do.
 * Without it two migrators both create the journal table and both apply the same migration, and one fails.
 * The lock belongs to the connection, so lock, migrations and unlock all use one dedicated client.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK]);
  } catch (err) {
    failure = err as Error;
    throw err;
  } finally {
    // After a failure the connection is closed rather than reused: its session ends and the server drops
    // the lock with it, so the next instance can try, and the migration's own error is the one reported.
    client.release(failure);
  }
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_DELAY_MS = 2_000;

/**
 * LISTEN on a connection of its own (the pool's others come and go between queries). When the server drops it (restart, failover) the error is logged
 * rather than thrown, and the listener connects again, so live updates resume without a restart. Events
 * sent while it was away are lost; the web app refreshes everything after its own stream reconnects.
 */
async function listenOnServer(pool: pg.Pool, channel: string, onPayload: (payload: string) => void) {
  let current: { client: pg.PoolClient; drop: (err?: Error) => void } | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = await pool.connect();
    let released = false;
    // A listening connection is never handed back for reuse: it is closed, once, whichever comes first of
    // its error, a failed LISTEN or the stop. Its error handler stays on, so a late error from the closing
    // socket is logged rather than thrown.
    const drop = (err?: Error) => {
      if (released) return;
      released = true;
      next.release(err ?? true);
      if (current?.client === next) current = undefined;
    };
    // Closing takes a moment after the stop; nothing that arrives in it is passed on.
    next.on('notification', (msg) => {
      if (!released && msg.channel === channel && msg.payload) onPayload(msg.payload);
    });
    next.on('error', (err) => {
      if (released) return;
      log.warn({ err }, 'database: live updates connection lost');
      const wasListening = current?.client === next;
      drop(err);
      if (wasListening && !stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    });
    try {
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (err) {
      drop(err as Error);
      throw err;
    }
    if (stopped) drop();
    else current = { client: next, drop };
  };
  const reconnect = () => {
    connect().catch((err: Error) => {
      log.warn({ err }, 'database: live updates cannot listen yet');
      if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    });
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    current?.drop();
  };
}

const POOL_MAX = 10;

export async function openPostgres(url: string): Promise<Database> {
  // The session settings travel with each connection's start, so a pooler between keeps them too.
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, options: `-c ${TRIGRAM_SETTING}` });
  // An idle connection the server closes (restart, failover) is dropped and replaced, not fatal.
  pool.on('error', (err) => log.warn({ err }, 'database: idle connection closed'));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(pool),
    listen: (channel, onPayload) => listenOnServer(pool, channel, onPayload),
    poolUse: () => ({ max: POOL_MAX, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'));
}
