import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createScratchDatabase, dropScratchDatabase } from '../../../scripts/scratch-database.mjs';
import type { Role } from '../../domain/profile';
import { settleWorkAfterAnswers } from '../after-answer';
import { createApp } from '../app';
import { createAccount } from '../auth/accounts';
import { createAuth } from '../auth/auth';
import { standingSessions } from '../auth/session';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres, pgliteImage } from '../db/client';
import { InsightCounter } from '../features/insights/counter';
import { NoticeDelivery } from '../features/notices/delivery';
import { webPushSender } from '../features/notices/push';
import { vapidKeys } from '../features/notices/vapid';
import { LiveHub } from '../live/hub';
import { Mailer, type Transport } from '../mail/outbox';
import { diskStorage } from '../storage/storage';
import { type KnownPath, linkPath, type MethodOf } from './api-paths';

export { anyPath, type KnownPath, linkPath, type MethodOf, requestTable } from './api-paths';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** One migrated PGlite data folder per test worker, which every in-memory test database starts from. */
let migratedImage: Promise<Blob> | undefined;

/** A fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server (CI), with its URL. */
async function freshDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    migratedImage ??= pgliteImage();
    return openPglite(undefined, await migratedImage);
  }
  const { name, url } = await createScratchDatabase(serverUrl, 'test');
  const database = await openPostgres(url);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropScratchDatabase(serverUrl, name);
    },
  };
}

/** What a test's request carries besides its path: a JSON body (or any other body), a session cookie. */
export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * The real app on a fresh database, driven through `app.request`. Mail is captured in `mail.sent`
 * when the test calls `deliverMail()`.
 *
 * `sameDatabaseAs` builds a second server copy (its own app, auth, mailer and live hub) on another
 * context's database, as two processes behind a load balancer; only on a PostgreSQL server
 * (TEST_DATABASE_URL), since PGlite belongs to one process. Close it before the context it shares with.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { sameDatabaseAs?: { databaseUrl?: string } } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'directory-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const shared = options.sameDatabaseAs;
  if (shared && !shared.databaseUrl) throw new Error('two server copies share a database only on TEST_DATABASE_URL');
  const database: Database & { url?: string } = shared?.databaseUrl
    ? { ...(await openPostgres(shared.databaseUrl)), url: shared.databaseUrl }
    : await freshDatabase();
  if (!shared) await database.migrate();
  const { db } = database;
  const auth = createAuth({ config, db, secret: 'test-secret-that-is-long-enough-for-auth-0123456789' });
  const sent: SentMail[] = [];
  const transport: Transport = {
    async send(message) {
      sent.push({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
  };
  const mailer = new Mailer(db, transport, config.mailFrom);
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir);
  const storage = diskStorage(uploadsDir);
  const live = new LiveHub(database.listen, (sessionIds) => standingSessions(db, sessionIds));
  await live.start();
  const vapid = vapidKeys(config);
  const sender = webPushSender(vapid, config.push.endpointHosts);
  const notices = new NoticeDelivery({
    db,
    publicUrl: config.publicUrl,
    // No test reaches the network: a push goes only to a fake push service on this machine.
    push: {
      send: async (target, message, options) =>
        new URL(target.endpoint).hostname === '127.0.0.1'
          ? sender.send(target, message, options)
          : { failed: 'tests send pushes to a local push service only' },
    },
  });
  // Counts held in memory until a test (or an owner's read) writes them.
  const insights = new InsightCounter(db, { flushEveryMs: 0 });
  const app = createApp({
    config,
    db,
    auth,
    mailer,
    storage,
    live,
    uploadsDir,
    vapid,
    insights,
    poolUse: database.poolUse,
  });
  let counter = 0;

  /**
   * Sends a request as the site's own page would (its Origin, the cookie given). The path must be one a
   * route answers for the method (`api-paths.ts`), so a renamed route fails to compile; `anyPath` is the
   * named way around it.
   */
  async function request<const Path extends string, const Init extends RequestOptions = Record<never, never>>(
    pathname: KnownPath<Path, MethodOf<Init>>,
    init: Init = {} as Init,
  ) {
    const headers: Record<string, string> = { origin: config.publicUrl, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    // On a PostgreSQL server a committed change reaches this copy's kept answers a few milliseconds later:
    // a test's next request waits for that, as a person's next click would. A database the test made
    // unreachable has nothing more to tell: the request then goes as it is.
    if (database.kind === 'postgres') await live.caughtUp(db).catch(() => undefined);
    return app.request(pathname, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  }

  /** One file POSTed as a form's `file` field, as the browser's file input sends it (uploads). */
  function upload<const Path extends string>(
    pathname: KnownPath<Path, 'POST'>,
    cookie: string,
    file: { bytes: Uint8Array; name: string; type: string },
  ) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return request<Path, { body: FormData; cookie: string }>(pathname, { body: form, cookie });
  }

  /** Signs in and returns the session cookie to send with later requests. */
  async function signIn(email: string, password: string): Promise<string> {
    const res = await request('/api/auth/sign-in/email', { json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return sessionCookie(res);
  }

  async function givenAccount(options: { role?: Role; verified?: boolean; email?: string } = {}): Promise<TestAccount> {
    counter++;
    const role = options.role ?? 'user';
    const email = options.email ?? `${role.replace('_', '-')}${counter}@example.com`;
    const password = 'correct-horse-battery';
    const id = await createAccount(auth, db, {
      email,
      password,
      firstName: 'Test',
      lastName: `Person${counter}`,
      role,
      verified: options.verified ?? true,
    });
    return { id, email, password, role };
  }

  /** A signed-in account: its record and the cookie. */
  async function givenSignedIn(options: { role?: Role } = {}) {
    const account = await givenAccount(options);
    return { ...account, cookie: await signIn(account.email, account.password) };
  }

  /** Follows the newest subscription confirmation mailed to `email` (double opt-in), as its reader would. */
  async function confirmFromMail(email: string) {
    const mail = (await deliverMail()).findLast(
      (m) => m.to === email && m.subject === 'Please confirm your subscription',
    );
    if (!mail) throw new Error(`no confirmation mailed to ${email}`);
    const res = await request(linkPath(linkIn(mail)), { method: 'POST' });
    if (res.status !== 200) throw new Error(`confirming ${email} failed: ${res.status}`);
  }

  /**
   * The number of rows in every table: equal before and after means a request changed nothing. Counters of
   * requests (rate limits, an account's wrong passwords) are not data a request changes.
   */
  async function rowCounts(): Promise<Record<string, number>> {
    // What an earlier request left to do after its answer (a reset's mail) is not this request's change.
    await settleWorkAfterAnswers();
    const tables = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('rate_limit', 'account_guards') and not starts_with(table_name, '__drizzle') order by 1`,
    );
    // One statement for all tables: the fuzz test counts before and after each of its thousands of requests.
    const counts = sql.join(
      tables.rows.map(
        ({ name }) => sql`(select count(*)::int from ${sql.identifier(name)}) as ${sql.identifier(name)}`,
      ),
      sql`, `,
    );
    const result = await db.execute<Record<string, number>>(sql`select ${counts}`);
    return { ...result.rows[0] };
  }

  async function deliverMail(): Promise<SentMail[]> {
    await settleWorkAfterAnswers();
    await mailer.drain();
    return sent;
  }

  /** Issue 36: delivers the notices due at `now` (the database's clock without it): mail into the outbox, pushes. */
  async function deliverNotices(now?: Date): Promise<number> {
    await settleWorkAfterAnswers();
    return notices.drain(now);
  }

  return {
    app,
    config,
    vapid,
    deliverNotices,
    db,
    auth,
    mailer,
    request,
    upload,
    signIn,
    givenAccount,
    givenSignedIn,
    insights,
    deliverMail,
    confirmFromMail,
    rowCounts,
    sent,
    live,
    storage,
    dataDir,
    /** The database's address on a PostgreSQL server; undefined on PGlite. */
    databaseUrl: database.url,
    async close() {
      await live.stop();
      await database.close();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

export function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie();
  const session = cookies.map((c) => c.split(';')[0]).filter((c) => c?.includes('session_token'));
  if (session.length === 0) throw new Error('no session cookie in response');
  return session.join('; ');
}

/** The first URL in a mail's text part. */
export function linkIn(mail: SentMail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}
