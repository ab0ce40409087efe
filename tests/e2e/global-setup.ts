import { spawnSync } from 'node:child_process';

/** Builds the web app and the server once before the journeys, as `npm start` would. */
export default function setup() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}
