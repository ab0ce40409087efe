import { spawnSync } from 'node:child_process';

/** Builds the web app once before the journeys, as `npm start` would. */
export default function setup() {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Vitest runs with NODE_ENV=test, which would give a development build of React.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('web build failed');
}
