// What `npm start`, `npm run bench`, `npm run soak` and `npm run lighthouse` run is the build; each first
// rebuilds what is missing or older than its sources, so none of them measures or serves yesterday's code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time under `target`; tests do not count, they are not built. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether `output` is missing or older than any of `sources` (paths from the project root). */
function stale(output, sources) {
  const file = path.join(root, output);
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Builds the parts (web app, server bundle) that are stale; exits the process when the build fails. */
export function buildStale() {
  const web = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];
  const parts = [
    (stale('dist/web/index.html', web) || stale('dist/ssr/entry-server.js', web)) && 'web',
    stale('dist/server/main.js', ['src/server', 'src/domain', 'package-lock.json']) && 'server',
  ].filter(Boolean);
  if (parts.length === 0) return;
  console.log(`Building: ${parts.join(', ')}…`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...parts], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
