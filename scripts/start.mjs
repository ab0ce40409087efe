// npm start: build what is missing or older than its sources (the web app, the server bundle), then run
// the built server with plain node (tsx stays for `npm run dev`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './stale-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildStale();

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
