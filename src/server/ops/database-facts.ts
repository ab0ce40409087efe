import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One SQL statement's rows, from PGlite or a pg client. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** What a backup's manifest says of its database, read from the copy itself. */
export interface DatabaseFacts {
  /** The last migration applied (its file name without `.sql`), or `unknown (<its time>)` for a newer one. */
  schemaVersion: string;
  migrationsApplied: number;
  /** e.g. "PostgreSQL 15.18" or "PGlite (PostgreSQL 17.5)". */
  engine: string;
  /** Every table of the public schema, by name. */
  rowCounts: Record<string, number>;
}

const journalFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations/meta/_journal.json');

function journal(): { tag: string; when: number }[] {
  return (JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

/** Drizzle records each applied migration by its journal time; the journal names it. */
function migrationTag(appliedAt: string): string {
  return journal().find((entry) => String(entry.when) === appliedAt)?.tag ?? `unknown (${appliedAt})`;
}

/** Whether this code has the migration: a backup whose schema is newer cannot be restored by it. */
export const knowsMigration = (tag: string) => tag === 'none' || journal().some((entry) => entry.tag === tag);

export async function publicTables(query: Query): Promise<string[]> {
  const rows = await query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => String(row.name));
}

/** Rows per table, counted in one statement (one snapshot on PostgreSQL, the same moment on PGlite). */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const tables = await publicTables(query);
  if (tables.length === 0) return {};
  const columns = tables.map((name) => `(select count(*) from ${quoteIdent(name)})::int as ${quoteIdent(name)}`);
  const [row] = await query(`select ${columns.join(', ')}`);
  return Object.fromEntries(tables.map((name) => [name, Number(row?.[name])]));
}

export async function databaseFacts(query: Query, engineName: 'PGlite' | 'PostgreSQL'): Promise<DatabaseFacts> {
  const [last] = await query(
    `select created_at::text as applied_at, (select count(*) from drizzle.__drizzle_migrations)::int as applied
     from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const [server] = await query('show server_version');
  const version = String(server?.server_version ?? '').split(' ')[0];
  return {
    schemaVersion: last ? migrationTag(String(last.applied_at)) : 'none',
    migrationsApplied: Number(last?.applied ?? 0),
    engine: engineName === 'PGlite' ? `PGlite (PostgreSQL ${version})` : `PostgreSQL ${version}`,
    rowCounts: await rowCounts(query),
  };
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
