// The project's own benchmark (issue 15): a generated directory in a fresh database, the production server
// on loopback, and autocannon against each public read and the main writes, side by side with the
// /api/health ceiling.
//
//   npm run bench                      5,000 businesses, 5 s per endpoint, PGlite
//   npm run bench -- --scale 50000     50,000 businesses
//   npm run bench -- --duration 10     longer runs per endpoint
//   DATABASE_URL=postgres://… npm run bench   a fresh database on that server, dropped at the end
//
// Writes come from many people: each review is a distinct (person, business) pair, each subscription a
// distinct address, each chat message the next person's. The server trusts one proxy hop (TRUST_PROXY=1)
// and every write names its own client address in X-Forwarded-For, as visitors behind a load balancer
// would, so the per-address limits count per visitor. Limits still answer 429 when reached; those are
// counted apart from other non-2xx answers.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildStale } from './stale-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiledServer = path.join(root, 'dist/server/main.js');

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A fresh place for the data: a temporary folder (PGlite lives in it), and with DATABASE_URL a new
 * database on that server. `remove()` drops both.
 */
export async function freshData(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), `directory-${prefix}-`));
  const dataDir = path.join(dir, 'data');
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl;
  let name;
  if (serverUrl) {
    name = `${prefix}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    dir,
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async remove() {
      rmSync(dir, { recursive: true, force: true });
      if (!name) return;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Runs the database CLI (src/server/bench/cli.ts) on the data, before the server starts or after it stopped. */
export function databaseCli(data, args) {
  const env = { ...process.env, ...data.env };
  if (!data.databaseUrl) delete env.DATABASE_URL;
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/bench/cli.ts', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
}

/** The compiled server, rebuilt first when it (or the web app) is older than its sources. */
export function serverCommand() {
  buildStale();
  return { args: [compiledServer], label: 'dist/server/main.js' };
}

/** The production server on the data, on 127.0.0.1:port; resolves once /api/health answers. */
export async function startServer({ data, port, secret, log = false }) {
  const { args } = serverCommand();
  const env = {
    ...process.env,
    ...data.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: secret,
    DEMO_DATA: 'false',
    TRUST_PROXY: '1',
  };
  if (!data.databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
    if (log) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited while starting:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    startedInMs: Date.now() - started,
    exited,
    output: () => output,
    /** SIGTERM, then SIGKILL when it is still there after 12 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The cookie better-auth reads: the session token, signed with AUTH_SECRET (HMAC-SHA256, base64). */
export function sessionCookie(token, secret) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** A distinct client address per request number, as a proxy would forward it. */
export const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** One autocannon run; `request(n)` gives the n-th request's method, path, headers and body. */
async function measure(base, { path: fixedPath, request, headers }, { duration, connections }) {
  let n = 0;
  const options = {
    url: base,
    connections,
    duration,
    headers,
    requests: [request ? { setupRequest: (req) => ({ ...req, ...request(n++) }) } : { method: 'GET', path: fixedPath }],
  };
  const result = await autocannon(options);
  const byStatus = result.statusCodeStats ?? {};
  const count = (predicate) =>
    Object.entries(byStatus)
      .filter(([code]) => predicate(Number(code)))
      .reduce((sum, [, s]) => sum + Number(s.count), 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: count((c) => c >= 200 && c < 400),
    limited: count((c) => c === 429),
    failed: count((c) => c >= 400 && c !== 429) + result.errors + result.timeouts,
    serverErrors: count((c) => c >= 500),
  };
}

async function getJson(base, pathname) {
  const res = await fetch(base + pathname);
  if (!res.ok) throw new Error(`GET ${pathname}: ${res.status}`);
  return res.json();
}

/** The listing page `page` of a category: the cursor of the page before it, followed from page 1. */
async function listingPagePath(base, category, page) {
  const first = await getJson(base, `/api/businesses?category=${category}`);
  if (!('nextCursor' in first)) return `/api/businesses?category=${category}&page=${page}`;
  let cursor = first.nextCursor;
  for (let i = 2; i < page && cursor; i++)
    cursor = (await getJson(base, `/api/businesses?category=${category}&cursor=${encodeURIComponent(cursor)}`))
      .nextCursor;
  if (!cursor) throw new Error(`${category} has fewer than ${page} pages`);
  return `/api/businesses?category=${category}&cursor=${encodeURIComponent(cursor)}`;
}

/** A child sitemap when /sitemap.xml is an index of them. */
async function childSitemapPath(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  if (!xml.includes('<sitemapindex')) return undefined;
  const loc = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).find((l) => l.includes('businesses'));
  return loc ? new URL(loc).pathname : undefined;
}

/** The entry script of the built web app, a hashed file under /assets. */
/**
 * The scripts the home page names, smallest and largest: the smallest measures what serving a file costs
 * the server, the largest (the framework chunk) what it costs to move its bytes.
 */
function hashedScriptPaths() {
  const html = readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const size = (file) => statSync(path.join(root, 'dist/web', file)).size;
  const bySize = scripts.sort((a, b) => size(a) - size(b));
  return [bySize[0], bySize.at(-1)];
}

function endpoints(base, plan, secret, extra) {
  const { mostReviewed, city, search, visitors, publicBusinessIds: ids } = plan;
  const origin = base;
  const runId = randomBytes(3).toString('hex');
  const write = (n, pathname, body, cookie) => ({
    method: 'POST',
    path: pathname,
    headers: {
      'content-type': 'application/json',
      origin,
      'x-forwarded-for': clientAddress(n),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const cookies = visitors.map((v) => sessionCookie(v.token, secret));
  const list = [
    ['health (the ceiling)', { path: '/api/health' }],
    // One database round trip (`select 1`): what any read that touches the database could reach at best.
    ['readiness (select 1)', { path: '/api/health/ready' }],
    ['category listing, page 1', { path: '/api/businesses?category=restaurants' }],
    ['category listing, page 20', { path: extra.page20 }],
    [`listing in ${city}`, { path: `/api/businesses?city=${encodeURIComponent(city)}` }],
    [`search '${search}'`, { path: `/api/businesses?q=${search}` }],
    ['city list', { path: '/api/cities' }],
    ['featured', { path: '/api/featured' }],
    [`business (${mostReviewed.reviews} reviews), API`, { path: `/api/businesses/${mostReviewed.slug}` }],
    ['business page, /r/:slug HTML', { path: `/r/${mostReviewed.slug}` }],
    ['its reviews', { path: `/api/businesses/${mostReviewed.id}/reviews` }],
    ['sitemap.xml', { path: '/sitemap.xml' }],
  ];
  if (extra.childSitemap) list.push([extra.childSitemap.slice(1), { path: extra.childSitemap }]);
  for (const script of extra.scripts) {
    const kb = (statSync(path.join(root, 'dist/web', script)).size / 1024).toFixed(0);
    list.push([`${path.basename(script)}, ${kb} KB (br)`, { path: script, headers: { 'accept-encoding': 'br' } }]);
  }
  list.push(
    [
      'write: review',
      {
        // Person n % V reviews the (n / V)-th business: a pair never repeats, so no 409.
        request: (n) =>
          write(
            n,
            `/api/businesses/${ids[Math.floor(n / cookies.length) % ids.length]}/reviews`,
            { rating: 1 + (n % 5), comment: 'Good food, friendly staff.' },
            cookies[n % cookies.length],
          ),
      },
    ],
    [
      'write: subscription',
      {
        request: (n) =>
          write(n, `/api/businesses/${ids[n % ids.length]}/subscriptions`, {
            email: `reader${n}-${runId}@bench.example`,
          }),
      },
    ],
    [
      'write: chat message',
      {
        request: (n) => {
          const visitor = n % cookies.length;
          return write(
            n,
            `/api/conversations/${visitors[visitor].conversationId}/messages`,
            { content: `Are you open tonight? (${n})` },
            cookies[visitor],
          );
        },
      },
    ],
  );
  return list;
}

const ms = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

/** Prints each endpoint against the two references: /api/health (no I/O) and /api/health/ready (`select 1`). */
function printTable(rows, ceiling, ready) {
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'of ceiling',
    'of ready',
    '2xx',
    '429',
    'other non-2xx',
    '5xx',
  ];
  const lines = rows.map(({ name, r }) => [
    name,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    `${((r.rps / ceiling) * 100).toFixed(0)} %`,
    `${((r.rps / ready) * 100).toFixed(0)} %`,
    String(r.ok),
    String(r.limited),
    String(r.failed),
    String(r.serverErrors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w, i) => `${i === 0 ? ':' : ''}${'-'.repeat(w + 1)}${i === 0 ? '' : ':'}`).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/**
 * What a run must undo (its server, its database), last first: by `cleanup()` at the end, and on Ctrl-C or
 * SIGTERM before it.
 */
export function cleanupOnExit() {
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((err) => console.error(err.message));
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  process.once('SIGTERM', () => void cleanup().then(() => process.exit(143)));
  return { cleanups, cleanup };
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '5000' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      visitors: { type: 'string', default: '2000' },
    },
  });
  const load = { duration: Number(values.duration), connections: Number(values.connections) };
  const secret = randomBytes(32).toString('base64url');
  const { cleanups, cleanup } = cleanupOnExit();
  try {
    const data = await freshData('bench');
    cleanups.push(() => data.remove());
    console.log(`Generating ${values.scale} businesses into ${data.databaseUrl ? 'PostgreSQL' : 'PGlite'}…`);
    const summary = JSON.parse(
      databaseCli(data, [
        'generate',
        '--scale',
        values.scale,
        '--visitors',
        values.visitors,
        '--out',
        path.join(data.dir, 'plan.json'),
      ]),
    );
    const plan = JSON.parse(readFileSync(path.join(data.dir, 'plan.json'), 'utf8'));
    const d = summary.directory;
    console.log(
      `  ${d.businesses} public businesses (+${d.pending} pending, ${d.rejected} rejected), ${d.locations} locations, ` +
        `${d.reviews} reviews by ${d.users} people, ${values.visitors} signed-in visitors; ` +
        `migrate ${summary.seconds.migrate.toFixed(1)} s, generate ${summary.seconds.generate.toFixed(1)} s`,
    );
    const port = await freePort();
    const { label } = serverCommand();
    const server = await startServer({ data, port, secret });
    cleanups.push(() => server.stop());
    console.log(`Server (${label}) answered after ${(server.startedInMs / 1000).toFixed(1)} s on port ${port}.`);
    const base = `http://127.0.0.1:${port}`;
    const extra = {
      page20: await listingPagePath(base, 'restaurants', 20),
      childSitemap: await childSitemapPath(base),
      scripts: existsSync(path.join(root, 'dist/web/index.html')) ? hashedScriptPaths() : [],
    };
    const rows = [];
    for (const [name, target] of endpoints(base, plan, secret, extra)) {
      if (process.stdout.isTTY) process.stdout.write(`  ${name}…\x1b[K\r`);
      rows.push({ name, r: await measure(base, target, load) });
    }
    const ceiling = rows[0].r.rps;
    console.log(
      `\n${d.businesses} businesses, ${summary.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ` +
        `${load.connections} connections, ${load.duration} s each, Node ${process.version}\n`,
    );
    printTable(rows, ceiling, rows[1].r.rps);
    const limited = rows.filter(({ r }) => r.limited > 0).map(({ name }) => name);
    if (limited.length) console.log(`\nRate limits answered 429 on: ${limited.join(', ')}.`);
  } finally {
    await cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
