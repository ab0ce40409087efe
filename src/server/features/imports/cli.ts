import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { ApiError } from '../../http/errors';
import { overpassElementsOf, utf8Text } from './import-files';
import type { OsmImportReport } from './osm-import';
import { importOsmElements } from './osm-import';
import { DEFAULT_OVERPASS_URL, fetchOverpass, OverpassUnavailable } from './overpass';

/**
 * `npm run import:osm -- --file F` or `npm run import:osm -- --overpass [URL]` (decision 031): imports
 * OpenStreetMap elements into the database the server would open (DATABASE_URL, else DATA_DIR/pglite; stop
 * the server first on the embedded database, which one process opens at a time).
 */
const USAGE = 'Usage: npm run import:osm -- --file FILE   |   npm run import:osm -- --overpass [URL]';

function options(argv: readonly string[]) {
  const at = (flag: string) => argv.indexOf(flag);
  const file = at('--file') >= 0 ? argv[at('--file') + 1] : undefined;
  if (at('--overpass') < 0) return { file };
  const next = argv[at('--overpass') + 1];
  return { file, overpass: next && !next.startsWith('--') ? next : DEFAULT_OVERPASS_URL };
}

export function summary(report: OsmImportReport): string {
  const lines = [
    `${report.created.length} new places are waiting in the Imported queue.`,
    `${report.updated.length} places updated, ${report.unchanged} unchanged.`,
    `${report.duplicates.length} possible duplicates of listed places.`,
    `${report.skipped.length} elements left out.`,
  ];
  for (const place of report.updated) lines.push(`  updated ${place.name}: ${place.changes.join(', ')}`);
  for (const d of report.duplicates) lines.push(`  ${d.name} looks like ${d.match.name} (same ${d.reason})`);
  for (const s of report.skipped)
    lines.push(`  left out ${s.osmType}/${s.osmId}${s.name ? ` (${s.name})` : ''}: ${s.reason.replace('_', ' ')}`);
  return lines.join('\n');
}

async function main() {
  const { file, overpass } = options(process.argv.slice(2));
  if (!file && !overpass) {
    console.error(USAGE);
    process.exit(2);
  }
  const text = file ? utf8Text(readFileSync(file)) : await fetchOverpass(overpass as string);
  const elements = overpassElementsOf(text);
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    console.log(summary(await importOsmElements(database.db, null, elements)));
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  console.error(err instanceof OverpassUnavailable || err instanceof ApiError ? err.message : err);
  process.exit(1);
});
