import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

// A conversation keeps a subject only when someone wrote one: the migration that makes the subject optional
// clears the generated English default ('Chat with {business}') from the conversations made before it, so
// every screen shows that default in its reader's language.

const migrations = path.resolve('src/server/db/migrations');
const THIS_MIGRATION = /_chat_business_delete$/;

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations that stops just before this one: the database as it was before. */
function migrationsBeforeThisOne(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => THIS_MIGRATION.test(entry.tag));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

let client: PGlite | undefined;
let before: string | undefined;
afterAll(async () => {
  await client?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('conversations made before subjects became optional', () => {
  it("lose only the generated 'Chat with {business}' subject; a different one stays as written", async () => {
    client = await PGlite.create({ extensions: { cube, earthdistance, pg_trgm, unaccent } });
    const db = drizzle({ client });
    before = migrationsBeforeThisOne();
    await migrate(db, { migrationsFolder: before });

    await client.exec(`
      insert into profiles (id, name, email) values ('customer-1', 'Amina Yusuf', 'amina@example.com');
      insert into businesses (id, slug, name, is_approved) values
        ('00000000-0000-4000-8000-000000000001', 'saffron-grill', 'Saffron Grill', true),
        ('00000000-0000-4000-8000-000000000002', 'crescent-bakery', 'Crescent Bakery', true),
        ('00000000-0000-4000-8000-000000000003', 'minaret-cafe', 'Minaret Cafe', true);
      insert into conversations (id, business_id, customer_id, subject) values
        ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', 'customer-1', 'Chat with Saffron Grill'),
        ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002', 'customer-1', 'Wedding cake for 80 guests'),
        ('10000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', 'customer-1', 'Chat with Saffron Grill');
    `);
    await migrate(db, { migrationsFolder: migrations });

    const { rows } = await client.query<{ name: string; subject: string | null }>(
      `select b.name, c.subject from conversations c join businesses b on b.id = c.business_id order by c.id`,
    );
    expect(rows).toEqual([
      { name: 'Saffron Grill', subject: null },
      { name: 'Crescent Bakery', subject: 'Wedding cake for 80 guests' },
      // Not this business's default: someone's words, kept.
      { name: 'Minaret Cafe', subject: 'Chat with Saffron Grill' },
    ]);
  }, 180_000); // Creating and migrating a database twice takes a while on a small machine.
});
