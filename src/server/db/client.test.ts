import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openPostgres } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;
const migrationCount: number = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
).entries.length;

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe('database migrations on a PostgreSQL server', () => {
  it.skipIf(!serverUrl)('let instances that start together on an empty database all come up', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const instances: Database[] = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString())));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));

      const applied = await instances[0]!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBe(migrationCount);
      const categories = await instances[1]!.db.execute<{ n: number }>(sql`select count(*)::int as n from categories`);
      expect(categories.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await onServer(`drop database if exists ${name} with (force)`);
    }
  });
});
