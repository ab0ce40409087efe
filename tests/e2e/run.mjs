// npm run test:e2e: the browser journeys, or one clear line when there is no Chromium to drive.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(
    `Browser journeys skipped: no Chromium at ${chromium}. Install it with: apt-get update && apt-get install -y chromium`,
  );
  process.exit(0);
}
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
