// Issue 35's import benchmark: a CSV of 5,000 new places (and a second run of the same file, all unchanged)
// checked and applied through importPlacesCsv on a fresh embedded database, beside 500 places already listed
// to match against. Run on a quiet machine: npx tsx scripts/import-bench.ts [--rows 5000]
import { parseArgs } from 'node:util';
import { openPglite } from '../src/server/db/client';
import { profiles } from '../src/server/db/schema';
import { importPlacesCsv } from '../src/server/features/imports/csv';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' } } });
const rows = Number(values.rows);
const CITIES = [
  ['Indianapolis', '46204', 39.77, -86.15],
  ['Fort Wayne', '46802', 41.07, -85.14],
  ['Evansville', '47708', 37.97, -87.57],
  ['South Bend', '46601', 41.67, -86.25],
] as const;

function csv(count: number, prefix: string): string {
  const lines = ['external_id,name,category,cuisines,phone,website,address,city,zip,latitude,longitude,hours'];
  for (let i = 0; i < count; i++) {
    const [city, zip, lat, lon] = CITIES[i % CITIES.length]!;
    const phone = `(${300 + (i % 600)}) 555-${String(i).padStart(4, '0')}`;
    lines.push(
      [
        `${prefix}-${i}`,
        `Bench Kitchen ${prefix} ${i}`,
        i % 5 === 0 ? 'bakeries' : 'restaurants',
        'lebanese;mediterranean',
        phone,
        `https://kitchen-${prefix}-${i}.example.org`,
        `${100 + i} Main St`,
        city,
        zip,
        (lat + (i % 100) * 0.003).toFixed(5),
        (lon + Math.floor(i / 100) * 0.003).toFixed(5),
        'Mo-Th 11:00-21:00; Fr-Sa 11:00-23:00; Su 12:00-20:00',
      ].join(','),
    );
  }
  return lines.join('\n');
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

const database = await openPglite();
await database.migrate();
const [admin] = await database.db
  .insert(profiles)
  .values({
    id: 'bench-admin',
    name: 'Bench admin',
    email: 'bench-admin@example.com',
    role: 'admin',
    displayName: 'Bench admin',
  })
  .returning();
const viewer = { ...admin!, displayName: 'Bench admin' } as never;
await importPlacesCsv(database.db, viewer, csv(500, 'listed'), true);
const file = csv(rows, 'new');
console.log(
  `${new Date().toISOString()} — ${rows} lines, ${(file.length / 1024).toFixed(0)} KB, PGlite, 500 places listed`,
);
const dry = await timed('dry run', () => importPlacesCsv(database.db, viewer, file, false));
const applied = await timed('apply', () => importPlacesCsv(database.db, viewer, file, true));
const again = await timed('apply again (all unchanged)', () => importPlacesCsv(database.db, viewer, file, true));
console.log('dry', dry.counts, 'applied', applied.counts, 'again', again.counts);
await database.close();
