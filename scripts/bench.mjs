// The project's own benchmark (issue 15): a generated directory in a fresh database, the production server
// on loopback, and autocannon against each public read and the main writes, side by side with the
// /api/health ceiling.
//
//   npm run bench                      5,000 businesses, 5 s per endpoint, PGlite
//   npm run bench -- --scale 50000     50,000 businesses
//   npm run bench -- --duration 10     longer runs per endpoint
//   DATABASE_URL=postgres://… npm run bench   a fresh database on that server, dropped at the end
//   npm run bench -- --streams 4000    the live run with 4,000 open streams (0 skips it)
//   npm run bench -- --only live       the live run alone
//   npm run bench -- --only search     the endpoints whose name has the word (beside the two references)
//   npm run bench -- --cpu-prof /tmp/prof   the server's CPU profile, written to that folder when it stops
//   npm run bench -- --search shawarma,shawrma,biryani   the search endpoint once per term (as the same URL
//                                      again and again, answered from memory, and as a new URL each time)
//
// The live run holds 2,000 signed-in live streams (/api/live) open while pairs of a customer and a
// business owner chat, and measures /api/health's p99 and how long each message takes to reach the
// recipient's open stream.
//
// Writes come from many people: each review is a distinct (person, business) pair, each subscription a
// distinct address, each chat message the next person's. The server trusts one proxy hop (TRUST_PROXY=1)
// and every write names its own client address in X-Forwarded-For, as visitors behind a load balancer
// would, so the per-address limits count per visitor. Limits still answer 429 when reached; those are
// counted apart from other non-2xx answers.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from './free-port.mjs';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database.mjs';
import { buildStale } from './stale-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiledServer = path.join(root, 'dist/server/main.js');

/**
 * A fresh place for the data: a temporary folder (PGlite lives in it), and with DATABASE_URL a new
 * database on that server. `remove()` drops both.
 */
export async function freshData(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), `directory-${prefix}-`));
  const dataDir = path.join(dir, 'data');
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await createScratchDatabase(serverUrl, prefix) : undefined;
  const databaseUrl = database?.url;
  return {
    dir,
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async remove() {
      rmSync(dir, { recursive: true, force: true });
      if (serverUrl && database) await dropScratchDatabase(serverUrl, database.name);
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
export async function startServer({ data, port, secret, log = false, cpuProfileDir }) {
  const { args } = serverCommand();
  // A CPU profile of the server, written when it stops (`--cpu-prof DIR`): open it in Chrome's DevTools.
  const nodeArgs = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [];
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
  const child = spawn(process.execPath, [...nodeArgs, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

const WARM_UP_SECONDS = 1;

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
  // A read is first asked for a second unmeasured, so the figure is a warmed server's (its code compiled,
  // its pools open), not its first second's. Writes are not: they would add rows the run then counts.
  const reads = !request || (request(n).method ?? 'GET') === 'GET';
  if (reads) await autocannon({ ...options, duration: WARM_UP_SECONDS });
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

/** The standard of the 'Matches my standard' rows (issue 34), in its address form (domain/halal-standard.ts). */
const STANDARD = 'fully.zabiha-chicken.no_alcohol.no_pork';

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
  const { mostReviewed, city, visitors, publicBusinessIds: ids } = plan;
  const searches = extra.searches.length > 0 ? extra.searches : [plan.search];
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
  const started = Date.now();
  /** Request n of a read, at a moment of its own: no two are the same URL, so none is answered from memory. */
  const unremembered = (pathname) => (n) => ({
    method: 'GET',
    path: `${pathname}&at=${new Date(started - n).toISOString()}`,
  });
  const list = [
    ['health (the ceiling)', { path: '/api/health' }],
    // One database round trip (`select 1`): what any read that touches the database could reach at best.
    ['readiness (select 1)', { path: '/api/health/ready' }],
    ['category listing, page 1', { path: '/api/businesses?category=restaurants' }],
    ['category listing, page 20', { path: extra.page20 }],
    [`listing in ${city}`, { path: `/api/businesses?city=${encodeURIComponent(city)}` }],
    // Issue 34: 'Matches my standard' (fully halal, zabiha chicken, no alcohol on the premises, no pork) beside
    // the plain listing, answered from memory and, as many visitors' own moments would ask it, not.
    ['category listing, matches my standard', { path: `/api/businesses?category=restaurants&standard=${STANDARD}` }],
    ['category listing, not from memory', { request: unremembered('/api/businesses?category=restaurants') }],
    [
      'category listing, matches my standard, not from memory',
      { request: unremembered(`/api/businesses?category=restaurants&standard=${STANDARD}`) },
    ],
    ...searches.map((term) => [`search '${term}'`, { path: `/api/businesses?q=${encodeURIComponent(term)}` }]),
    // The same search, each request with a moment of its own (a millisecond apart, the same minute's
    // statuses), as many visitors' browsers ask it: no two are the same URL, so no kept answer serves it
    // (http/answer-cache.ts); each is answered by the server, with the search's ranking and its cards from the
    // listing's memory (decision 016).
    ...searches.map((term) => [
      `search '${term}', not from memory`,
      { request: unremembered(`/api/businesses?q=${encodeURIComponent(term)}`) },
    ]),
    // A search no one asked before, each request its own (a place's name and town, in order): nothing of it
    // is in memory, neither the answer nor what the term stands for nor its ranking.
    [
      'search, a new term each request',
      {
        request: (n) => ({
          method: 'GET',
          path: `/api/businesses?q=${encodeURIComponent(plan.newSearches[n % plan.newSearches.length])}`,
        }),
      },
    ],
    // The header's suggestions as a person types: the first letters many type (kept until a business
    // changes), and letters no one typed before (a place's name and town but their last two letters).
    ...['shawr', 'bak'].map((letters) => [
      `suggestions '${letters}'`,
      { path: `/api/search/suggestions?q=${letters}` },
    ]),
    [
      'suggestions, new letters each request',
      {
        request: (n) => ({
          method: 'GET',
          path: `/api/search/suggestions?q=${encodeURIComponent(plan.newSearches[n % plan.newSearches.length].slice(0, -2))}`,
        }),
      },
    ],
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
    // Issue 37: a page's report for the owners' Insights (a page of results and a view), as a phone sends it.
    [
      'write: insights report',
      {
        request: (n) => {
          const report = write(n, '/api/insights', {
            shown: { q: 'biryani', places: ids.slice((n * 24) % ids.length).slice(0, 24) },
            events: [{ place: ids[n % ids.length], what: 'view' }],
          });
          report.headers['user-agent'] = PHONE_BROWSER;
          return report;
        },
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

// What a phone's browser calls itself: the Insights counter leaves robots (and nameless clients) out.
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The resident memory of a process in MB (Linux), or undefined elsewhere. */
function residentMb(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU time a process has used so far in seconds (Linux), or undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * One signed-in live stream, read as it arrives; resolves once the server sent `ready`. `onChange` gets each
 * `change` event's `{ topic, id }`; `ended` says whether the server closed the stream.
 */
function openLiveStream(port, { cookie, address }, onChange) {
  return new Promise((resolve, reject) => {
    const stream = { ended: false, close: () => req.destroy() };
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/live', agent: false, headers: { cookie, 'x-forwarded-for': address } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`/api/live answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: ready')) resolve(stream);
            else if (block.startsWith('event: change')) onChange(JSON.parse(block.slice(block.indexOf('data: ') + 6)));
          }
        });
        res.on('end', () => {
          stream.ended = true;
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('/api/live did not answer within 30 s')));
  });
}

/** The value below which `share` of the sorted numbers lie. */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Opens `streams` live streams, from the chat pairs' members and then the visitors (one each, more when
 * there are fewer people than streams, never past the cap of 5 a person), each from its own forwarded
 * address. Then, for `seconds`, each pair sends a message every 2 s, turn about, while autocannon asks
 * /api/health: how long each message takes to reach the recipient's stream, and /api/health's latency.
 */
async function liveRun(base, port, plan, secret, { streams, seconds, connections, server }) {
  const pairs = plan.chatPairs ?? [];
  const people = [...pairs.flatMap((p) => [p.customer, p.owner]), ...plan.visitors];
  if (streams > people.length * 5) throw new Error(`${streams} streams need at least ${Math.ceil(streams / 5)} people`);
  const healthAlone = await measure(base, { path: '/api/health' }, { duration: 5, connections });
  const memoryBefore = residentMb(server.child.pid);

  // The recipient each message is on its way to, by person: resolved when their stream hears of it.
  const awaited = new Map();
  let stray = 0;
  const opened = [];
  const openStarted = performance.now();
  for (let i = 0; i < streams; i += 100) {
    const batch = [];
    for (let n = i; n < Math.min(streams, i + 100); n++) {
      const person = people[n % people.length];
      const chats = n % people.length < pairs.length * 2;
      const onChange = (event) => {
        if (!chats) stray++;
        const waiting = awaited.get(person.userId);
        if (event.topic === 'messages' && waiting?.conversationId === event.id) waiting.arrived(performance.now());
      };
      const address = `10.200.${(n >> 8) & 255}.${n & 255}`;
      batch.push(openLiveStream(port, { cookie: sessionCookie(person.token, secret), address }, onChange));
    }
    opened.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  const memoryOpen = residentMb(server.child.pid);

  const deliveries = [];
  let refused = 0;
  let lost = 0;
  const cpuBefore = cpuSeconds(server.child.pid);
  const deadline = performance.now() + seconds * 1000;
  const chat = async (pair, p) => {
    await sleep((p / Math.max(1, pairs.length)) * 2000);
    for (let k = 0; performance.now() < deadline - 2000; k++) {
      const [from, to] = k % 2 === 0 ? [pair.customer, pair.owner] : [pair.owner, pair.customer];
      const arrived = new Promise((resolve) =>
        awaited.set(to.userId, { conversationId: pair.conversationId, arrived: resolve }),
      );
      const sent = performance.now();
      const res = await fetch(`${base}/api/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base,
          cookie: sessionCookie(from.token, secret),
          'x-forwarded-for': `10.201.${p & 255}.${k & 255}`,
        },
        body: JSON.stringify({ content: `Do you cater for 40 people? (${k})` }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) {
        refused++;
        awaited.delete(to.userId);
      } else {
        const at = await Promise.race([arrived, sleep(10_000).then(() => null)]);
        awaited.delete(to.userId);
        if (at === null) lost++;
        else deliveries.push(at - sent);
      }
      await sleep(Math.max(0, 2000 - (performance.now() - sent)));
    }
  };
  const [health] = await Promise.all([
    measure(base, { path: '/api/health' }, { duration: seconds, connections }),
    ...pairs.map(chat),
  ]);
  const cpuDuring = cpuSeconds(server.child.pid) - cpuBefore;
  const endedEarly = opened.filter((s) => s.ended).length;
  for (const stream of opened) stream.close();
  deliveries.sort((a, b) => a - b);
  return {
    streams: opened.length,
    people: Math.min(people.length, streams),
    pairs: pairs.length,
    openSeconds,
    memory: { before: memoryBefore, open: memoryOpen, after: residentMb(server.child.pid) },
    healthAlone,
    health,
    cpuDuring,
    messages: { sent: deliveries.length + lost, refused, lost, deliveries },
    stray,
    endedEarly,
  };
}

function printLiveRun(r, { database, seconds }) {
  const mb = (v) => (v === undefined ? '?' : `${v.toFixed(0)} MB`);
  const d = r.messages.deliveries;
  const overOneSecond = d.filter((v) => v > 1000).length;
  console.log(
    `\nLive streams, ${database}: ${r.streams} open streams of ${r.people} signed-in people, opened in ` +
      `${r.openSeconds.toFixed(1)} s; server memory ${mb(r.memory.before)} before, ${mb(r.memory.open)} with ` +
      `them open, ${mb(r.memory.after)} after the chat.`,
  );
  console.log(
    `  /api/health alone (no streams): p50 ${ms(r.healthAlone.p50)} ms, p99 ${ms(r.healthAlone.p99)} ms, ` +
      `${r.healthAlone.rps.toFixed(0)} req/s`,
  );
  console.log(
    `  /api/health with the streams open and ${r.pairs} pairs chatting, ${seconds} s: p50 ${ms(r.health.p50)} ms, ` +
      `p99 ${ms(r.health.p99)} ms (target < 100 ms), ${r.health.rps.toFixed(0)} req/s, ` +
      `${r.health.failed} failed; the server used ${Number.isNaN(r.cpuDuring) ? '?' : r.cpuDuring.toFixed(1)} s of CPU`,
  );
  console.log(
    `  chat messages: ${r.messages.sent} sent, each on the recipient's open stream after p50 ` +
      `${ms(percentile(d, 0.5))} ms, p99 ${ms(percentile(d, 0.99))} ms, max ${ms(d.at(-1) ?? 0)} ms ` +
      `(target within 1 s; ${overOneSecond} later); ${r.messages.lost} never arrived, ${r.messages.refused} refused`,
  );
  console.log(
    `  changes heard by streams they were not for: ${r.stray}; streams the server ended during the run: ${r.endedEarly}`,
  );
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
      streams: { type: 'string', default: '2000' },
      'chat-pairs': { type: 'string', default: '20' },
      'live-seconds': { type: 'string', default: '30' },
      only: { type: 'string' },
      search: { type: 'string', default: '' },
      'cpu-prof': { type: 'string' },
    },
  });
  const live = {
    streams: Number(values.streams),
    pairs: Number(values['chat-pairs']),
    seconds: Number(values['live-seconds']),
  };
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
        '--chat-pairs',
        String(live.streams > 0 ? live.pairs : 0),
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
    const server = await startServer({ data, port, secret, cpuProfileDir: values['cpu-prof'] });
    cleanups.push(() => server.stop());
    console.log(`Server (${label}) answered after ${(server.startedInMs / 1000).toFixed(1)} s on port ${port}.`);
    const base = `http://127.0.0.1:${port}`;
    const database = summary.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
    if (values.only !== 'live') {
      const extra = {
        page20: await listingPagePath(base, 'restaurants', 20),
        childSitemap: await childSitemapPath(base),
        scripts: existsSync(path.join(root, 'dist/web/index.html')) ? hashedScriptPaths() : [],
        searches: values.search.split(',').filter(Boolean),
      };
      const rows = [];
      // The two references always run: the table gives every row as a share of them.
      const chosen = endpoints(base, plan, secret, extra).filter(
        ([name], i) => i < 2 || !values.only || name.toLowerCase().includes(values.only.toLowerCase()),
      );
      for (const [name, target] of chosen) {
        if (process.stdout.isTTY) process.stdout.write(`  ${name}…\x1b[K\r`);
        rows.push({ name, r: await measure(base, target, load) });
      }
      const ceiling = rows[0].r.rps;
      console.log(
        `\n${d.businesses} businesses, ${database}, ` +
          `${load.connections} connections, ${load.duration} s each, Node ${process.version}\n`,
      );
      printTable(rows, ceiling, rows[1].r.rps);
      const limited = rows.filter(({ r }) => r.limited > 0).map(({ name }) => name);
      if (limited.length) console.log(`\nRate limits answered 429 on: ${limited.join(', ')}.`);
    }
    if (live.streams > 0) {
      const result = await liveRun(base, port, plan, secret, { ...live, connections: load.connections, server });
      printLiveRun(result, { ...live, database });
    }
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
