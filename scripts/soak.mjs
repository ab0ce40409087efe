// The soak run (issue 15): 100 simulated people browse, review, subscribe and chat against the production
// server on a generated directory for two minutes; halfway through the server is killed (SIGKILL) and
// started again on the same data. It prints the requests, the 5xx answers (must be 0; failed connections
// while the server is down are counted apart), the acknowledged writes and how many of them the database
// holds afterwards (must be all), and the server's memory at start and end.
//
//   npm run soak                          100 people, 120 s, 5,000 businesses, PGlite
//   npm run soak -- --duration 60 --people 50 --scale 1500
//   DATABASE_URL=postgres://… npm run soak
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cleanupOnExit,
  clientAddress,
  databaseCli,
  freshData,
  serverCommand,
  sessionCookie,
  startServer,
} from './bench.mjs';
import { freePort } from './free-port.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '120' },
    people: { type: 'string', default: '100' },
    scale: { type: 'string', default: '5000' },
  },
});
const durationMs = Number(values.duration) * 1000;
const people = Number(values.people);

/** Resident memory of a process in MB (Linux), or null elsewhere. */
function rssMb(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

const stats = { requests: 0, byStatus: {}, serverErrors: [], connectionErrors: 0, duringRestart: 0 };
const written = { reviews: [], messages: [], subscriptions: [] };
let writesSent = 0;
let serverDown = false;
/** Requests sent and not answered yet, shown when the people take long to finish after the time is up. */
let inFlight = 0;

async function main() {
  const secret = randomBytes(32).toString('base64url');
  const { cleanups, cleanup } = cleanupOnExit();
  try {
    const data = await freshData('soak');
    cleanups.push(() => data.remove());
    const planFile = path.join(data.dir, 'plan.json');
    console.log(`Generating ${values.scale} businesses into ${data.databaseUrl ? 'PostgreSQL' : 'PGlite'}…`);
    databaseCli(data, ['generate', '--scale', values.scale, '--visitors', String(people), '--out', planFile]);
    const plan = JSON.parse(readFileSync(planFile, 'utf8'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer({ data, port, secret });
    cleanups.push(() => server.stop());
    console.log(`Server (${serverCommand().label}) up on port ${port}; ${people} people for ${values.duration} s.`);
    const rssAtStart = rssMb(server.child.pid);

    const slugs = (await (await fetch(`${base}/api/businesses?category=all-businesses&pageSize=48`)).json()).items.map(
      (b) => b.slug,
    );
    slugs.push(plan.mostReviewed.slug);
    const context = { base, plan, secret, slugs, reviewed: new Set() };
    const until = Date.now() + durationMs;
    const crowd = plan.visitors.map((visitor, i) => person(context, visitor, i, until));

    // Halfway: kill the server outright and start it again on the same data and port.
    await pause(durationMs / 2);
    const rssBeforeKill = rssMb(server.child.pid);
    serverDown = true;
    server.child.kill('SIGKILL');
    await server.exited;
    const killedAt = Date.now();
    server = await startServer({ data, port, secret });
    serverDown = false;
    const downForMs = Date.now() - killedAt;
    console.log(
      `Killed (SIGKILL) at ${values.duration / 2} s; answering again ${(downForMs / 1000).toFixed(1)} s later.`,
    );

    await pause(durationMs / 2 - downForMs);
    const finishing = setInterval(() => console.log(`  finishing: ${inFlight} requests still in flight…`), 20_000);
    await Promise.all(crowd);
    clearInterval(finishing);
    const rssAtEnd = rssMb(server.child.pid);
    await server.stop();

    const writtenFile = path.join(data.dir, 'written.json');
    writeFileSync(writtenFile, JSON.stringify(written));
    const stored = JSON.parse(databaseCli(data, ['count', '--in', writtenFile]));
    const acknowledged = written.reviews.length + written.messages.length + written.subscriptions.length;
    const found = stored.reviews + stored.messages + stored.subscriptions;

    console.log(`\nRequests:                 ${stats.requests}`);
    console.log(`  by status:              ${JSON.stringify(stats.byStatus)}`);
    console.log(`5xx answers:              ${stats.serverErrors.length}`);
    for (const line of stats.serverErrors.slice(0, 10)) console.log(`  ${line}`);
    console.log(`Failed connections:       ${stats.connectionErrors} (while restarting: ${stats.duringRestart})`);
    console.log(`Writes sent:              ${writesSent}`);
    console.log(
      `Acknowledged writes:      ${acknowledged} (reviews ${written.reviews.length}, messages ${written.messages.length}, ` +
        `subscriptions ${written.subscriptions.length})`,
    );
    console.log(
      `  in the database after:  ${found} (reviews ${stored.reviews}, messages ${stored.messages}, ` +
        `subscriptions ${stored.subscriptions})`,
    );
    console.log(
      `Server memory (RSS):      ${rssAtStart} MB at start, ${rssBeforeKill} MB before the kill, ${rssAtEnd} MB at end`,
    );
    const ok = stats.serverErrors.length === 0 && found === acknowledged;
    console.log(ok ? '\nPASS' : '\nFAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await cleanup();
  }
}

/** One request, counted; null when the connection failed (the server is down or restarting). */
async function send(base, pathname, init = {}) {
  stats.requests++;
  try {
    inFlight++;
    const res = await fetch(base + pathname, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await res.text();
    stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
    if (res.status >= 500)
      stats.serverErrors.push(`${res.status} ${init.method ?? 'GET'} ${pathname}: ${body.slice(0, 120)}`);
    inFlight--;
    return { status: res.status, body };
  } catch {
    inFlight--;
    stats.connectionErrors++;
    if (serverDown) stats.duringRestart++;
    return null;
  }
}

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A person: mostly reading, now and then a review, a subscription or a chat message, with pauses between. */
async function person({ base, plan, secret, slugs, reviewed }, visitor, index, until) {
  const cookie = sessionCookie(visitor.token, secret);
  const address = clientAddress(index + 1);
  const headers = { cookie, 'x-forwarded-for': address };
  const writeHeaders = { ...headers, origin: base, 'content-type': 'application/json' };
  const categories = ['restaurants', 'coffee-shops', 'bakeries', 'markets', 'mobile-businesses', 'all-businesses'];
  let writes = 0;
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.15) {
      await send(base, '/', { headers });
      await send(base, '/api/featured', { headers });
      await send(base, '/api/categories', { headers });
    } else if (roll < 0.45) {
      const category = pick(categories);
      const page = json((await send(base, `/api/businesses?category=${category}`, { headers }))?.body ?? '');
      await send(base, `/api/cities?category=${category}`, { headers });
      if (page?.nextCursor)
        await send(base, `/api/businesses?category=${category}&cursor=${encodeURIComponent(page.nextCursor)}`, {
          headers,
        });
    } else if (roll < 0.55) {
      await send(base, `/api/businesses?q=${pick(['grill', 'bakery', 'market', 'coffee', 'shawarma'])}`, { headers });
    } else if (roll < 0.85) {
      const slug = pick(slugs);
      const business = json((await send(base, `/api/businesses/${slug}`, { headers }))?.body ?? '');
      if (business?.id) await send(base, `/api/businesses/${business.id}/reviews`, { headers });
    } else if (writes < 12) {
      writes++;
      await writeSomething({ base, plan, reviewed }, visitor, index, writeHeaders);
    }
    await pause(200 + Math.random() * 600);
  }
}

async function writeSomething({ base, plan, reviewed }, visitor, index, headers) {
  const ids = plan.publicBusinessIds;
  const kind = Math.random();
  writesSent++;
  if (kind < 0.4) {
    // A business this person has not reviewed yet (one review per person and business).
    let businessId = pick(ids);
    while (reviewed.has(`${index}:${businessId}`)) businessId = pick(ids);
    reviewed.add(`${index}:${businessId}`);
    const res = await send(base, `/api/businesses/${businessId}/reviews`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ rating: 1 + Math.floor(Math.random() * 5), comment: 'Lovely place, kind staff.' }),
    });
    const review = res && res.status === 201 ? json(res.body) : null;
    if (review?.id) written.reviews.push(review.id);
  } else if (kind < 0.7) {
    const businessId = pick(ids);
    const email = `soak-${index}-${randomBytes(4).toString('hex')}@bench.example`;
    const res = await send(base, `/api/businesses/${businessId}/subscriptions`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': clientAddress(100_000 + writesSent) },
      body: JSON.stringify({ email }),
    });
    if (res && res.status >= 200 && res.status < 300) written.subscriptions.push({ businessId, email });
  } else {
    const res = await send(base, `/api/conversations/${visitor.conversationId}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: `Do you have vegetarian options? (${randomBytes(2).toString('hex')})` }),
    });
    const message = res && res.status === 201 ? json(res.body) : null;
    if (message?.id) written.messages.push(message.id);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
