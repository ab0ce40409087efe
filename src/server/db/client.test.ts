import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase, dropScratchDatabase, onServer } from '../../../scripts/scratch-database.mjs';
import { type Database, openPostgres } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;
const migrationCount: number = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
).entries.length;

async function withScratchDatabase(use: (url: string, name: string) => Promise<void>) {
  const { name, url } = await createScratchDatabase(serverUrl!, 'test');
  try {
    await use(url, name);
  } finally {
    await dropScratchDatabase(serverUrl!, name);
  }
}

/** Ends every connection to the database, as a server restart or failover would. */
const dropConnectionsTo = (name: string) =>
  onServer(serverUrl!, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);

async function eventually(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('database migrations on a PostgreSQL server', () => {
  it.skipIf(!serverUrl)('let instances that start together on an empty database all come up', async () => {
    await withScratchDatabase(async (url) => {
      const instances: Database[] = await Promise.all([1, 2, 3].map(() => openPostgres(url)));
      try {
        await Promise.all(instances.map((instance) => instance.migrate()));

        const applied = await instances[0]!.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied.rows[0]?.n).toBe(migrationCount);
        const categories = await instances[1]!.db.execute<{ n: number }>(
          sql`select count(*)::int as n from categories`,
        );
        expect(categories.rows[0]?.n).toBeGreaterThan(0);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    });
  });
});

describe('live updates on a PostgreSQL server', () => {
  it.skipIf(!serverUrl)(
    'resume after the server drops the listening connection',
    async () => {
      await withScratchDatabase(async (url, name) => {
        const database = await openPostgres(url);
        const heard: string[] = [];
        const stop = await database.listen('directory_live', (payload) => heard.push(payload));
        try {
          await dropConnectionsTo(name);
          await eventually(() => {
            void database.db.execute(sql`select pg_notify('directory_live', 'after the restart')`).catch(() => {});
            return heard.includes('after the restart');
          }, 10_000);
        } finally {
          await stop();
          await database.close();
        }
      });
    },
    20_000,
  );

  it.skipIf(!serverUrl)('stop for good: nothing is heard after, and a later lost connection is no error', async () => {
    await withScratchDatabase(async (url, name) => {
      const database = await openPostgres(url);
      const heard: string[] = [];
      const stop = await database.listen('directory_live', (payload) => heard.push(payload));
      await stop();
      await database.db.execute(sql`select pg_notify('directory_live', 'after the stop')`);
      await dropConnectionsTo(name);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);
      await database.close();
    });
  });
});
