// The production server (built) with the demo data, for the scripts that measure the site as a visitor gets
// it (npm run lighthouse, npm run first-load): a data folder of its own, loopback only, stopped by the caller.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { buildStale } from './stale-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_PASSWORD = 'lighthouse-demo';
/** The demo data's plain user (src/server/demo/accounts.ts). */
const DEMO_USER_EMAIL = 'user@demo.indianahalal.local';

/** The session cookie of the demo data's plain user, signed in through the API as the sign-in form does. */
export async function demoUserSession(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email: DEMO_USER_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Signing the demo user in answered ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

/** The production server (built) with the demo data, in a data folder of its own. */
export async function startServer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'directory-lighthouse-'));
  const compiled = path.join(root, 'dist/server/main.js');
  let output = '';
  const child = spawn(process.execPath, [compiled], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      DEMO_PASSWORD,
      // The business page's map draws its pins without asking a tile server: nothing leaves this machine.
      MAP_TILE_URL: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const server = {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {}
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not start within 2 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

/**
 * Home, the restaurants' category (or the first one), a search's results and the first featured (or listed)
 * business: the pages the server renders, which most visits start on.
 */
export async function pagesOf(baseUrl) {
  const categories = await getJson(`${baseUrl}/api/categories`);
  const category = categories.find((c) => c.slug === 'restaurants') ?? categories[0];
  const featured = await getJson(`${baseUrl}/api/featured`);
  const business = featured[0] ?? (await getJson(`${baseUrl}/api/businesses?pageSize=1`)).items[0];
  if (!category || !business) throw new Error('The demo data has no category or no business to measure.');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/c/${category.slug}` },
    { name: 'search', path: '/c/all-businesses?q=biryani' },
    { name: 'business', path: `/r/${business.slug}` },
  ];
}

/** The median of some measurements (the runs of a page). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints rows of cells as a table, each column as wide as its widest cell. */
export function printTable(header, lines) {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}

/** Runs `stop` (the browser, the server) before the process ends on Ctrl-C or a kill. */
function stopOnSignal(stop) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }
}

/** The `--runs` option: a whole number of runs per page, 1 or more; anything else ends the script. */
export function runsPerPage(text) {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('--runs takes a whole number of runs per page (1 or more).');
    process.exit(2);
  }
  return runs;
}

/**
 * Builds the app when it is older than its sources, starts the production server with the demo data and
 * runs `measure(server, stopWithServer)`; `stopWithServer(stop)` adds what the measurement opened (a
 * browser) to what stops before the server. Everything stops, on Ctrl-C too, and the process exits 1 when
 * the measurement answers false (a page missed its target) or fails.
 */
export async function measureDemoServer(measure) {
  buildStale();
  const server = await startServer();
  const opened = [];
  const stopAll = async () => {
    for (const stop of opened.reverse()) await stop();
    await server.stop();
  };
  stopOnSignal(stopAll);
  let exitCode = 0;
  try {
    if (!(await measure(server, (stop) => opened.push(stop)))) exitCode = 1;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await stopAll();
  }
  process.exit(exitCode);
}
