import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/** A Drizzle instance on the test database's own client that tells `record` of every statement it sends. */
export function recordingDb(testDb: Db, record: (query: string, params: unknown[]) => void): Db {
  const logger = { logQuery: record };
  const client = (testDb as unknown as { $client: PGlite | pg.Pool }).$client;
  const db =
    client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzleNodePg({ client, schema, logger });
  return db as unknown as Db;
}
