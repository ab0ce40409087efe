import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { type BackupManifest, restoreBackup, writeBackup } from './backup';
import { BackupRefused } from './refused';

/**
 * `npm run backup -- --to DIR` and `npm run restore -- --from DIR` (decision 023). The database is
 * DATABASE_URL's, else DATA_DIR/pglite, and the uploads DATA_DIR/uploads, as the server would open them.
 */
const USAGE = 'Usage: npm run backup -- --to DIR   |   npm run restore -- --from DIR';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' }, from: { type: 'string' } },
});

function summary(manifest: BackupManifest): string {
  const { database, uploads } = manifest;
  const tables = Object.keys(database.rowCounts).length;
  const rows = Object.values(database.rowCounts).reduce((sum, n) => sum + n, 0);
  const files =
    uploads.store === 'disk'
      ? `${uploads.files} upload files (${(uploads.bytes / 1_048_576).toFixed(1)} MB)`
      : `uploads: ${uploads.note}`;
  return `${database.engine}, schema ${database.schemaVersion}, ${rows} rows in ${tables} tables; ${files}`;
}

async function main() {
  const [command] = positionals;
  const config = loadConfig();
  if (command === 'backup' && values.to) {
    const manifest = await writeBackup(config, values.to);
    console.log(`Backup written to ${values.to} (taken ${manifest.takenAt}): ${summary(manifest)}.`);
  } else if (command === 'restore' && values.from) {
    const manifest = await restoreBackup(config, values.from);
    const where = config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir;
    console.log(`Restored the backup taken ${manifest.takenAt} into ${where}: ${summary(manifest)}.`);
    if (config.s3 && manifest.uploads.store === 'disk')
      console.log(`The uploads went to ${config.dataDir}/uploads; S3_BUCKET is set, so copy them into the bucket.`);
  } else {
    console.error(USAGE);
    process.exit(2);
  }
}

main().catch((err: Error) => {
  console.error(err instanceof BackupRefused ? err.message : err);
  process.exit(1);
});
