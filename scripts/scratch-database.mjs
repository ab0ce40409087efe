// A database of its own on a PostgreSQL server, for a test or a measurement that must not share one: created
// empty under a random name, dropped afterwards with whatever connections it still has.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server at `serverUrl` (creating or dropping a database, ending connections). */
export async function onServer(serverUrl, statement) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new empty database `<prefix>_<random>` on the server at `serverUrl`: its name and its URL. */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops the database `name` on the server at `serverUrl`, even while something is still connected. */
export function dropScratchDatabase(serverUrl, name) {
  return onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
