import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, setUpJourney, withDemoData } from './server';

// Issues 15 and 40: what a first visit downloads before a page answers a tap, measured in the browser on the
// built site with the demo data: how many scripts, whether the HTML named them all, and their weight. The
// home page's budget and the map's chunks are read from the build without a browser (bundle-budget.e2e.ts).

const journey = setUpJourney('bundle-size', withDemoData);
const webDist = path.resolve('dist/web');

/** Issue 40: no page's first load asks for more scripts than this. */
const MOST_SCRIPTS = 15;

interface FirstLoad {
  /** The scripts asked for until the page was live and the network quiet, by path. */
  scripts: string[];
  /** Of those, the ones asked for before the app had taken the page over. */
  beforeLive: string[];
  html: string;
}

async function firstLoad(page: Page, pathname: string): Promise<FirstLoad> {
  const scripts: string[] = [];
  let live = false;
  const beforeLive: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const script = new URL(request.url()).pathname;
    scripts.push(script);
    if (!live) beforeLive.push(script);
  });
  await page.exposeFunction('__pageLive', () => {
    live = true;
  });
  await page.addInitScript(() =>
    document.addEventListener('page-hydrated', () => (window as unknown as { __pageLive(): void }).__pageLive()),
  );
  const response = await page.goto(`${journey.server.url}${pathname}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('header a, header button') !== null);
  return { scripts, beforeLive, html: (await response?.text()) ?? '' };
}

const gzippedBytes = (scripts: string[]) =>
  scripts.reduce((sum, script) => sum + gzipSync(readFileSync(path.join(webDist, script)), { level: 9 }).length, 0);

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The demo user's session cookies, signed in through the API as the sign-in form does. */
async function demoUserCookies() {
  const { url } = journey.server;
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(DEMO_USER),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

describe('the first load of the pages visits start on (issues 15 and 40)', () => {
  const pages = [
    ['home', '/', false],
    ['a category', '/c/restaurants', false],
    ['search results', '/c/all-businesses?q=biryani', false],
    ['a business', '/r/anatolia-hearth', false],
    ['the passport, of its signed-in holder', '/passport', true],
    ['the sign-in page', '/auth', false],
  ] as const;

  it.each(pages)(
    `asks for at most ${MOST_SCRIPTS} scripts on %s, each named by the HTML`,
    async (name, pathname, signedIn) => {
      const page = await journey.newPage(412, 823);
      if (signedIn) await page.context().addCookies(await demoUserCookies());
      const load = await firstLoad(page, pathname);
      console.log(
        `${name}: ${load.scripts.length} scripts (${load.beforeLive.length} before it was live), ${kilobytes(gzippedBytes(load.scripts))} gzipped`,
      );
      expect(load.scripts, load.scripts.join(' ')).toHaveLength(Math.min(load.scripts.length, MOST_SCRIPTS));
      // The code a page needs to come alive is announced with its HTML, not discovered once other code ran.
      const unannounced = load.beforeLive.filter((script) => !load.html.includes(`"${script}"`));
      expect(unannounced).toEqual([]);
      await page.context().close();
    },
  );
});
