import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from './i18n/catalogues';
import { recordLiveEvent } from './live/hub';
import { givenBusiness } from './testing/factories';
import { anyPath, createTestContext, type KnownPath, type TestContext } from './testing/harness';
import { mountWebApp, type PageRenderer } from './web';

// Issue 15: the public pages the server renders (the renderer here stands in for dist/ssr's, which the
// browser journeys exercise): where the page goes in index.html, which pages, and how long a copy is kept.

let t: TestContext;
const rendered: string[] = [];
const shells: string[] = [];
/** Whom each page and shell was drawn for, by its address. */
const drawnFor: string[] = [];

const renderer: PageRenderer = {
  rendersOnServer: (pathname) => /^\/r\/[^/]+$/.test(pathname),
  async renderPage(url, locale, _messages, hint) {
    rendered.push(locale === 'en' ? url : `${locale} ${url}`);
    drawnFor.push(`${hint} ${url}`);
    return {
      head: '<link rel="preload" as="image" href="/uploads/photo.webp" fetchPriority="high"/>',
      html: `<h1>Rendered ${url}</h1>`,
      data: '<script type="application/json" id="page-data">{"queries":[]}</script>',
    };
  },
  async renderShell(pathname, locale, messages, hint) {
    shells.push(`${locale} ${pathname}`);
    drawnFor.push(`${hint} ${pathname}`);
    // The shell's words are the catalogue's, as the real shell's header and footer are.
    const loading = locale === 'en' ? 'Loading…' : String(messages['Loading…']);
    return { head: '', html: `<header>Shell of ${pathname}</header><main><p role="status">${loading}</p></main>` };
  },
};

/**
 * The page carries Indiana's clocks around today (domain/zoned-time.ts), which the browser reads hours and
 * dates with instead of an Intl formatter: today's offset is the one the platform reads.
 */
function expectIndianaClocks(html: string) {
  const script = html.match(/<script type="application\/json" id="zone-offsets">(.*?)<\/script>/)?.[1];
  expect(script).toBeDefined();
  const offsets = JSON.parse(script ?? '{}') as Record<string, [number, number, number][]>;
  expect(Object.keys(offsets)).toEqual(['America/Indiana/Indianapolis', 'America/Chicago']);
  const now = Date.now();
  for (const [zone, spans] of Object.entries(offsets)) {
    const today = spans.find(([from, to]) => from <= now && now < to);
    const wall = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: 'numeric', day: 'numeric' })
        .formatToParts(now)
        .map((part) => [part.type, Number(part.value)]),
    );
    const utc = new Date(now);
    const hours = ((wall.day ?? 0) - utc.getUTCDate()) * 24 + (wall.hour ?? 0) - utc.getUTCHours();
    // Across a month's end the day difference wraps; the offset is within a day either way.
    expect(today?.[2]).toBe((((hours + 36) % 24) - 12) * 3_600_000);
    expect(spans.at(-1)?.[1]).toBeGreaterThan(now + 300 * 24 * 3_600_000);
  }
}

beforeAll(async () => {
  t = await createTestContext();
  const dist = mkdtempSync(path.join(tmpdir(), 'directory-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework-fff.js' },
      '_business-bbb.js': { file: 'assets/business-bbb.js', name: 'business', imports: ['_framework.js'] },
      'page-start.ts': { file: 'assets/page-start-sss.js', isEntry: true },
    }),
  );
  writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html><head><title>App</title>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework-fff.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  mountWebApp(t.app, dist, { renderer, live: t.live });
});
afterAll(() => t.close());

describe('a page the server renders', () => {
  it('arrives inside #root with its data after it, React’s preloads in the head and all its code named with it', async () => {
    const business = await givenBusiness(t.db, { name: 'Rendered Grill' });
    const res = await t.request(`/r/${business.slug}?chat=open`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `<div id="root"><h1>Rendered /r/${business.slug}?chat=open</h1></div><script type="application/json" id="page-data">`,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/uploads/photo.webp"');
    // The page-start script first (it holds early taps), then the app's entry; the entry's imports and the
    // page's own chunk are preloaded, so the browser fetches all of them as the HTML arrives.
    expect(head).toMatch(
      /<script type="module" crossorigin src="\/assets\/page-start-sss.js"><\/script>\s*<script type="module" crossorigin src="\/assets\/index-abc.js"><\/script>/,
    );
    const preloaded = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/framework-fff.js', '/assets/business-bbb.js']);
    expect(html.match(/<script type="module"/g)).toHaveLength(2);
    // The server's own title stays the only one.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expectIndianaClocks(html);
    // Sent to a visitor without a session: the page says when, so its data keeps its age in the browser.
    const servedAt = Number(html.match(/<script type="application\/json" id="served-at">(\d+)<\/script>/)?.[1]);
    expect(Math.abs(servedAt - Date.now())).toBeLessThan(60_000);
  });

  it('does not say when it was sent to a signed-in person, whose app reads all its data again as theirs', async () => {
    const business = await givenBusiness(t.db, { name: 'Signed In Grill' });
    const person = await t.givenSignedIn();
    const html = await (await t.request(`/r/${business.slug}`, { cookie: person.cookie })).text();
    expect(html).toContain('id="page-data"');
    expect(html).not.toContain('id="served-at"');
  });

  it('draws its header for a member when the request carries a session cookie, each copy kept apart (issue 31)', async () => {
    const business = await givenBusiness(t.db, { name: 'Two Shapes Grill' });
    const person = await t.givenSignedIn();
    const url = `/r/${business.slug}` as const;
    for (const cookie of [undefined, person.cookie, undefined, person.cookie]) await t.request(url, { cookie });
    await t.request('/profile', { cookie: person.cookie });
    await t.request('/profile');
    expect(drawnFor.filter((drawn) => drawn.endsWith(url) || drawn.endsWith('/profile'))).toEqual([
      `visitor ${url}`,
      `member ${url}`,
      'member /profile',
      'visitor /profile',
    ]);
  });

  it('is rendered once per address until a change of the businesses, then afresh', async () => {
    const business = await givenBusiness(t.db, { name: 'Cached Kebab' });
    const url = `/r/${business.slug}` as const;
    const before = rendered.length;
    await t.request(url);
    await t.request(url);
    expect(rendered.length - before).toBe(1);
    await t.request(`${url}?chat=open`);
    expect(rendered.length - before).toBe(2);

    // A change of a business (here its event alone) reaches the cache a moment after it commits.
    await recordLiveEvent(t.db, { topic: 'businesses', id: business.id });
    const deadline = Date.now() + 5_000;
    while (rendered.filter((u) => u === url).length < 2 && Date.now() < deadline) {
      await t.request(url);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(rendered.filter((u) => u === url)).toHaveLength(2);
  });

  it('is not rendered when the page is missing, or is one the browser renders', async () => {
    const before = rendered.length;
    const missing = await t.request('/r/no-such-place');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    const auth = await t.request('/auth');
    const html = await auth.text();
    expect(html).not.toContain('Rendered /auth');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(rendered.length).toBe(before);
  });

  it('arrives without the shell of a page the browser draws', async () => {
    const business = await givenBusiness(t.db, { name: 'Shell-less Shawarma' });
    const html = await (await t.request(`/r/${business.slug}`)).text();
    expect(html).not.toContain('Shell of');
    expect(shells).not.toContain(`en /r/${business.slug}`);
  });
});

describe('a page the browser draws (issue 40)', () => {
  it('arrives with the site’s shell in #root, without page data or the page-start script, its code named with it', async () => {
    const res = await t.request('/passport');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<div id="root"><header>Shell of /passport</header><main><p role="status">Loading…</p></main></div>',
    );
    // No data: the browser renders the app afresh in the shell's place instead of hydrating it.
    expect(html).not.toContain('page-data');
    expect(html).not.toContain('page-start');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expectIndianaClocks(html);
  });

  it('has its shell in the visitor’s language, each language and path kept apart and rendered once', async () => {
    const ar = readCatalogue('ar');
    const before = shells.length;
    const arabic = await (await t.request('/forgot-password', { headers: { 'accept-language': 'ar' } })).text();
    expect(arabic).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(arabic).toContain(
      `<header>Shell of /forgot-password</header><main><p role="status">${ar['Loading…']}</p></main>`,
    );
    const english = await (await t.request('/forgot-password', { headers: { 'accept-language': 'en' } })).text();
    expect(english).toContain('<p role="status">Loading…</p>');
    await t.request('/forgot-password', { headers: { 'accept-language': 'ar' } });
    await t.request('/contact', { headers: { 'accept-language': 'ar' } });
    expect(shells.slice(before)).toEqual(['ar /forgot-password', 'en /forgot-password', 'ar /contact']);
  });

  it('is not given a shell when no page is there: the address keeps its 404', async () => {
    const res = await t.request(anyPath('/no-such-page'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(shells).not.toContain('en /no-such-page');
  });
});

describe('a page in the visitor’s language (issue 18)', () => {
  it('follows the browser’s languages, then the chosen one, with its direction, catalogue and own rendered copy', async () => {
    const business = await givenBusiness(t.db, { name: 'Polyglot Grill' });
    const arabic = await t.request(`/r/${business.slug}`, {
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
    });
    const html = await arabic.text();
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(html).toMatch(
      /<link rel="preload" as="fetch" crossorigin="anonymous" id="messages" href="\/api\/messages\/ar\?v=[\w-]+">/,
    );
    expect(arabic.headers.get('vary')).toContain('Accept-Language');
    expect(rendered).toContain(`ar /r/${business.slug}`);

    // The cookie (the switcher's choice) wins over the browser; English needs no catalogue.
    const english = await t.request(`/r/${business.slug}`, {
      headers: { 'accept-language': 'ar', cookie: 'lang=en' },
    });
    const englishHtml = await english.text();
    expect(englishHtml).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(englishHtml).not.toContain('id="messages"');
    expect(rendered).toContain(`/r/${business.slug}`);

    // Anything else in the cookie is not a language: the browser's languages decide.
    const forged = await t.request(`/r/${business.slug}`, {
      headers: { 'accept-language': 'es', cookie: 'lang="><script>alert(1)</script>' },
    });
    expect(await forged.text()).toMatch(/^<!doctype html><html lang="es" dir="ltr">/);
  });

  it('titles and describes the page in its language from the first render, each language kept apart', async () => {
    const ar = readCatalogue('ar');
    const es = readCatalogue('es');
    const head = async <const Path extends string>(path: KnownPath<Path, 'GET'>, language: string) => {
      const html = await (await t.request(path, { headers: { 'accept-language': language } })).text();
      return {
        title: html.match(/<title>(.*?)<\/title>/)?.[1],
        description: html.match(/<meta name="description" content="(.*?)" \/>/)?.[1],
      };
    };

    // English first: its meta, kept for the path, is not what an Arabic reader gets next.
    expect(await head('/c/bakeries', 'en')).toEqual({
      title: 'Bakeries — Indiana Halal Directory',
      description: 'Discover the best halal bakeries in Indiana!',
    });
    expect(await head('/c/bakeries', 'ar')).toEqual({
      title: `${ar.Bakeries} — ${ar['Indiana Halal Directory']}`,
      description: ar['Discover the best halal {label} in Indiana!']!.replace('{label}', ar.Bakeries!),
    });
    expect(await head('/', 'ar')).toEqual({
      title: ar['Indiana Halal Directory — halal restaurants, cafés, bakeries and markets'],
      description: ar['The community guide to halal and Muslim-owned food businesses in Indiana.'],
    });
    expect(await head('/contact', 'es')).toEqual({
      title: `${es['Contact Us']} — ${es['Indiana Halal Directory']}`,
      description: es['Questions, corrections or partnership ideas: write to the team.'],
    });
    // A business's own name and description stay as written.
    const business = await givenBusiness(t.db, { name: 'Zaytoon', description: 'Wood-fired flatbreads.' });
    expect(await head(`/r/${business.slug}`, 'ar')).toEqual({
      title: `Zaytoon — ${ar['Indiana Halal Directory']}`,
      description: 'Wood-fired flatbreads.',
    });
  });
});
