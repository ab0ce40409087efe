import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { accessibilityChecksSoFar } from './accessibility';

/** The admin a journey's server is started with (`withAdmin`). */
export const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };
/** The demo data's accounts share one password (`withDemoData`). */
export const DEMO_PASSWORD = 'demo-pass-123';
export const DEMO_USER = { email: 'user@demo.indianahalal.local', password: DEMO_PASSWORD };
export const DEMO_OWNER = { email: 'owner@demo.indianahalal.local', password: DEMO_PASSWORD };
/** startServer's environment for the admin above, and for the demo data with its password. */
export const withAdmin = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
export const withDemoData = { DEMO_DATA: 'true', DEMO_PASSWORD };

export interface RunningServer {
  url: string;
  dataDir: string;
  log: () => string;
  /** Sends a signal and resolves with how many milliseconds the process took to exit, and its code. */
  signal(name: NodeJS.Signals): Promise<{ ms: number; code: number | null }>;
  stop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data folders of servers that global-setup started once and stopped: with the demo data, and empty. */
    dataTemplates: { demo: string; empty: string };
  }
}

/**
 * Starts the built server (as `npm start` runs it) on loopback with its own data folder; stopped by its
 * process id. `from` is a data folder to start with a copy of, as a restarted site starts with its data.
 */
export async function startServer(env: Record<string, string> = {}, from?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'directory-e2e-'));
  if (from) cpSync(from, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      // No journey asks a tile server outside this machine for map images.
      MAP_TILE_URL: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  // Generous: a busy machine (two cores, a build beside it) starts the server and its demo data slowly.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    log: () => output,
    async signal(name) {
      const started = Date.now();
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill(name);
      const code = await exited;
      return { ms: Date.now() - started, code };
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Decodes the quoted-printable text of an .eml file so links can be read from it. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for an .eml file addressed to `to` and returns its decoded text. */
export async function waitForMail(dataDir: string, to: string, subject?: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {}
    for (const file of files) {
      const text = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
      if (new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text) && (!subject || text.includes(subject)))
        return text;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dir}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function firstLink(mailText: string, contains: string): string {
  const link = mailText.match(new RegExp(`https?://[^\\s"<>]*${contains}[^\\s"<>]*`))?.[0];
  if (!link) throw new Error(`no link containing ${contains}`);
  return link.replaceAll('&amp;', '&');
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join('test-results', `${name}.png`), fullPage: true });
}

/** An account made through the real sign-up and confirmation link, ready to sign in. */
export async function createConfirmedAccount(
  server: RunningServer,
  email: string,
  password: string,
  firstName = 'Test',
  lastName = 'Person',
) {
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      email,
      password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      callbackURL: '/email-confirmation',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const link = firstLink(
    await waitForMail(server.dataDir, email, 'Confirm your email address'),
    '/api/auth/verify-email',
  );
  const confirm = await fetch(link, { redirect: 'manual' });
  if (confirm.status !== 302) throw new Error(`confirmation failed: ${confirm.status}`);
}

/** Follows the subscription confirmation mailed to `email` (double opt-in) and presses its button. */
export async function confirmSubscriptionFromMail(server: RunningServer, email: string) {
  const link = firstLink(
    await waitForMail(server.dataDir, email, 'Please confirm your subscription'),
    '/api/subscriptions/confirm/',
  );
  const res = await fetch(link, { method: 'POST' });
  if (res.status !== 200) throw new Error(`confirming ${email} failed: ${res.status}`);
}

/** Someone who signs in: an email and a password. */
export interface Account {
  email: string;
  password: string;
}

/** Signs `account` in through the sign-in form and waits for the home page. */
async function signInThroughForm(page: Page, server: RunningServer, { email, password }: Account) {
  await page.goto(`${server.url}/auth?tab=login`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.url}/`);
}

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Every page the journey opened, in order (a later test may carry on with an earlier one's page). */
  readonly pages: Page[];
  /**
   * A page in a context of its own (its own cookies), `width` px wide. Service workers are blocked unless
   * `options` allow them: a journey about offline use asks for them, the others test the pages themselves.
   */
  newPage(width: number, height?: number, options?: BrowserContextOptions): Promise<Page>;
  /** Signs `account` in on `page` through the sign-in form, and waits for the home page. */
  signIn(page: Page, account: Account): Promise<void>;
  /** Sends `body` as JSON to `path` on the server, from the site's own origin as its pages send it. */
  post(path: string, body: unknown): Promise<Response>;
}

/**
 * The set-up every journey file shares: the real server started with `env` and one browser before the
 * tests, a screenshot of each page it opened when a test fails, and both stopped after the tests.
 */
export function setUpJourney(name: string, env: Record<string, string> = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const pages: Page[] = [];
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`The journey's ${what} is not started yet.`);
    return value;
  };
  beforeAll(async () => {
    // A copy of a database global-setup migrated (and filled with the demo data), not a new one each file:
    // a journey's server is up in 3 s instead of 11.
    const templates = inject('dataTemplates');
    server = await startServer(env, env.DEMO_DATA === 'true' ? templates.demo : templates.empty);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    const { checks, ms } = accessibilityChecksSoFar();
    if (checks > 0) console.log(`${name}: ${checks} accessibility checks took ${(ms / 1000).toFixed(1)} s`);
  });
  // What the page's Content-Security-Policy refused (a library probing for eval counts too): every test
  // of every journey fails on one, since the browser reports each to the console and the site's owners.
  const violations: string[] = [];
  afterEach(async (ctx) => {
    const refused = violations.splice(0);
    if (ctx.task.result?.state === 'fail') {
      for (const [i, page] of pages.entries()) await screenshot(page, `failed-${name}-${i}`);
      return;
    }
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  });
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    pages,
    async newPage(width, height = 900, options = {}) {
      const context = await started(browser, 'browser').newContext({
        viewport: { width, height },
        serviceWorkers: 'block',
        ...options,
      });
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.warn(`CSP violation: ${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`),
        ),
      );
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.text().startsWith('CSP violation:')) violations.push(message.text());
      });
      pages.push(page);
      return page;
    },
    signIn(page, account) {
      return signInThroughForm(page, started(server, 'server'), account);
    },
    post(path, body) {
      const { url } = started(server, 'server');
      return fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(body),
      });
    },
  };
}
