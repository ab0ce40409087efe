// npm start: build what is missing or older than its sources (the web app, the server bundle), then run
// the built server with plain node (tsx stays for `npm run dev`).
import { spawn, spawnSync } from 'node:child_process';
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

const parts = [
  stale('dist/web/index.html', ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json']) && 'web',
  stale('dist/server/main.js', ['src/server', 'src/domain', 'package-lock.json']) && 'server',
].filter(Boolean);

if (parts.length > 0) {
  console.log(`Building: ${parts.join(', ')}…`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...parts], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
