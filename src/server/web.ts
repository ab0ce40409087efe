import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import { zonedDateParts } from '../domain/events';
import { INDIANA_TIME_ZONES } from '../domain/hours';
import type { LiveTopic } from '../domain/live-topics';
import { type Locale, localeDirection } from '../domain/locales';
import { type KnownOffsets, offsetSpans } from '../domain/zoned-time';
import { SERVED_AT_ID, ZONE_OFFSETS_ID } from '../web/lib/page-data';
import { PAGE_CHUNK_OF_PATH } from '../web/page-chunks';
import {
  businessSitemapStarts,
  businessSitemapXml,
  pageMeta,
  pageMetaTopics,
  pagesSitemapXml,
  renderHead,
  sitemapIndexXml,
} from './features/catalog/seo';
import { carriesSession } from './http/answer-cache';
import type { AppEnv } from './http/context';
import { ApiError } from './http/errors';
import { ReadCache } from './http/read-cache';
import { catalogues } from './i18n/catalogues';
import { messagesUrl, requestLocale } from './i18n/routes';
import type { LiveHub } from './live/hub';
import { DOWNLOADS_FOLDER, PRIVATE_FOLDER } from './storage/storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The build's hashed files at /assets/*. `createApp` mounts them right after the health routes, ahead of
 * every other middleware (session, security headers, compression): they are the same bytes for everyone.
 */
export function mountAssets(app: Hono<AppEnv>, distDir: string) {
  app.use('/assets/*', serveAssets(path.join(distDir, 'assets')));
}

/** The server build of the web app's public pages (src/web/entry-server.tsx, built into dist/ssr). */
export interface PageRenderer {
  rendersOnServer(path: string): boolean;
  /**
   * The page's markup in `locale` (with its compiled catalogue) and the script carrying its data, or null
   * when the browser must render it.
   */
  renderPage(
    url: string,
    locale: Locale,
    messages: Record<string, unknown>,
    hint?: SessionHint,
  ): Promise<{ head: string; html: string; data: string } | null>;
  /**
   * The shell of a page the browser draws (its header and footer, the page's place showing its loading
   * fallback) in `locale`, or null when it could not be rendered.
   */
  renderShell(
    path: string,
    locale: Locale,
    messages: Record<string, unknown>,
    hint?: SessionHint,
  ): Promise<RenderedShell | null>;
}

/**
 * Whom a page's header is drawn for before the session is checked: a member's account menu when the request
 * carries a session cookie, a visitor's Sign In when not (src/web/app/session-hint.ts).
 */
type SessionHint = 'member' | 'visitor';

interface RenderedShell {
  head: string;
  html: string;
}

interface PageRendererModule extends PageRenderer {
  readApiFrom(send: typeof fetch): void;
}

/**
 * Loads the server build of the public pages, when it was built, and points the API client it renders
 * with at `app` itself: its requests run in process, as a visitor's without cookies would.
 */
export async function loadPageRenderer(ssrDir: string, app: Hono<AppEnv>): Promise<PageRenderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  module.readApiFrom(async (input, init) => app.request(input instanceof Request ? input : String(input), init));
  return module;
}

/** What a rendered page shows is read from these: any event of theirs drops the rendered copies. */
const RENDERED_PAGE_TOPICS: readonly LiveTopic[] = ['businesses', 'featured_listings'];

/**
 * Serves the rest of the built web app: index.html with per-page meta (and, for the public pages the
 * server renders, the page itself with its data), the sitemaps, robots.txt, public files.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string, rendering?: { renderer: PageRenderer; live: LiveHub }) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = stylesheetFirst(readFileSync(indexFile, 'utf8'));
  const build = readBuild(distDir);
  // Rendered pages are kept apart from the small reads of the shared cache: they are tens of kilobytes
  // each, and a search (?q=) makes a page of its own, so fewer are kept.
  const renderedPages = new ReadCache({ maxEntries: 200 });
  if (rendering) renderedPages.follow(rendering.live);
  // A shell is the same for every visitor of a path in a language; it shows the categories (in the footer),
  // which no live event tells of: kept for the cache's time to live.
  const shells = new ReadCache({ maxEntries: 200 });
  const renderer = rendering?.renderer;

  app.get('/robots.txt', (c) => {
    const { publicUrl } = c.var.deps.config;
    return c.text(
      `User-agent: *\nDisallow: /admin\nDisallow: /business\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`,
    );
  });
  mountSitemaps(app);
  const publicFiles = serveStatic<AppEnv>({ root: distDir, precompressed: true });
  // The service worker and the app's manifest are asked for again on every visit: a new version must reach
  // an installed app on its next start (sw.ts then waits for the person's 'reload').
  app.use('/sw.js', noCache);
  app.use('/manifest.webmanifest', noCache);
  // Only paths that name a file (favicon.svg, …) are looked up on disk; the rest are client routes. Source
  // maps (none are built) and the precompressed copies themselves are never served as files.
  app.use('*', (c, next) =>
    /\.[a-z0-9]+$/i.test(c.req.path) && !/\.(?:map|br|gz)$/i.test(c.req.path) ? publicFiles(c, next) : next(),
  );
  app.get('*', async (c) => {
    const { db, readCache } = c.var;
    // The page, its title and description included, is in the visitor's language: their choice (a
    // cookie), else their browser's.
    const locale = requestLocale(c);
    const topics = pageMetaTopics(c.req.path);
    // Meta read from the database is kept per language and path until its topic changes; the cache's bound
    // and time to live keep stray paths (a 404 each) from piling up.
    const meta = topics
      ? await readCache.read(`meta:${locale} ${c.req.path}`, topics, () => pageMeta(db, c.req.path, locale))
      : await pageMeta(db, c.req.path, locale);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie, Accept-Language');
    // The old address of a place merged into another (issue 35) leads to the kept place's page for good.
    if (meta.status === 301 && meta.redirect) return c.redirect(meta.redirect + new URL(c.req.url).search, 301);
    let html = inLocale(renderHead(indexHtml, meta, c.var.deps.config.publicUrl), locale);
    const preload = meta.status === 200 ? build.routePreloads(c.req.path) : '';
    if (preload) html = html.replace('</head>', () => `${preload}\n  </head>`);
    if (meta.status !== 200 || !renderer) return c.html(html, meta.status);
    const messages = catalogues()[locale].messages;
    const signedIn = carriesSession(c.req.header('cookie'));
    const hint: SessionHint = signedIn ? 'member' : 'visitor';
    if (renderer.rendersOnServer(c.req.path)) {
      const url = new URL(c.req.url);
      const target = url.pathname + url.search;
      // Keyed by the day in Indiana too (pages say 'Today' and 'Tomorrow'), and by the language.
      // And by the header's shape (whom it is drawn for).
      const key = `${locale} ${hint} ${zonedDateParts(new Date()).date} ${target}`;
      const page = await renderedPages.read(key, RENDERED_PAGE_TOPICS, () =>
        renderer.renderPage(target, locale, messages, hint),
      );
      // A visitor without a session is told when the page was sent, so the app keeps the data it carries
      // while fresh instead of asking for it all again as it comes alive. A signed-in person's page was
      // rendered for no one in particular: the app reads everything again, as theirs.
      const servedAt = signedIn ? undefined : Date.now();
      if (page) return c.html(withRenderedPage(html, page, build.pageStart, servedAt), meta.status);
    }
    // A page the browser draws (or one the server could not render) paints its shell as it arrives.
    const shell = await shells.read(`${locale} ${hint} ${c.req.path}`, [], () =>
      renderer.renderShell(c.req.path, locale, messages, hint),
    );
    return c.html(shell ? withShell(html, shell) : html, meta.status);
  });
  return true;
}

/**
 * index.html in `locale`: the document's language and direction, and the compiled catalogue the app renders
 * with, fetched at once beside the scripts (main.tsx reads it before its first render).
 */
function inLocale(html: string, locale: Locale) {
  const page = html.replace(/<html\b[^>]*>/, `<html lang="${locale}" dir="${localeDirection(locale)}">`);
  // English is the words of the code itself: it has no catalogue to fetch.
  if (locale === 'en') return page;
  const messages = `<link rel="preload" as="fetch" crossorigin="anonymous" id="messages" href="${messagesUrl(locale)}">`;
  return page.replace('</head>', () => `  ${messages}\n  </head>`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back and ahead of today the offsets sent with a page reach: a review's date, an event's. */
const OFFSETS_BACK_DAYS = 2 * 366;
const OFFSETS_AHEAD_DAYS = 366;
let zoneOffsets: { day: number; script: string } | undefined;

/**
 * Indiana's time zones' offsets around today, as a script the page carries (ZONE_OFFSETS_ID): the browser
 * reads a place's clock with them instead of building an Intl formatter (domain/zoned-time.ts). Worked out
 * once a day.
 */
function zoneOffsetsScript(now = Date.now()): string {
  const day = Math.floor(now / DAY_MS);
  if (zoneOffsets?.day !== day) {
    const from = (day - OFFSETS_BACK_DAYS) * DAY_MS;
    const to = (day + OFFSETS_AHEAD_DAYS) * DAY_MS;
    const offsets: KnownOffsets = Object.fromEntries(
      INDIANA_TIME_ZONES.map((zone) => [zone, offsetSpans(zone, from, to)]),
    );
    zoneOffsets = {
      day,
      script: `<script type="application/json" id="${ZONE_OFFSETS_ID}">${JSON.stringify(offsets)}</script>`,
    };
  }
  return zoneOffsets.script;
}

/**
 * index.html with a page the server rendered: its preloads in the head, its markup in #root, its data
 * after it. The page's code is announced in the head with the HTML (the entry and a module preload for each
 * of its chunks, routePreloads), so it arrives while the page paints; the small page-start script
 * (src/web/page-start.ts) holds a tap made before the code has run and replays it once the page is live.
 */
function withRenderedPage(
  html: string,
  page: { head: string; html: string; data: string },
  pageStart?: string,
  servedAt?: number,
) {
  // React's preloads (the first photos, at high priority) right after the stylesheet, before the scripts:
  // the browser asks for what the first paint shows first. Then the page-start script, before the entry:
  // module scripts run in the order they are named, and taps are held from the first.
  const start = pageStart ? `<script type="module" crossorigin src="${pageStart}"></script>\n    ` : '';
  const scripts = html.indexOf('<script type="module"');
  const head =
    scripts < 0
      ? html.replace('</head>', () => `${page.head}\n  </head>`)
      : `${html.slice(0, scripts)}${page.head}\n    ${start}${html.slice(scripts)}`;
  const served = servedAt ? `<script type="application/json" id="${SERVED_AT_ID}">${servedAt}</script>` : '';
  return head.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div>${page.data}${served}${zoneOffsetsScript()}`,
  );
}

/**
 * index.html with the shell of a page the browser draws in #root (the header and footer, the page's place
 * showing its loading fallback): the page paints as it arrives instead of once its code has run. No data
 * follows it, so main.tsx renders the app afresh in its place (createRoot), looking the same at first; no
 * page-start script either: nothing in the shell is a button waiting for the code (its links and the
 * search's GET form work as they are), and a held tap would be replayed on markup already replaced.
 */
function withShell(html: string, shell: RenderedShell) {
  const head = shell.head ? html.replace('</head>', () => `${shell.head}\n  </head>`) : html;
  return head.replace('<div id="root"></div>', () => `<div id="root">${shell.html}</div>${zoneOffsetsScript()}`);
}

/**
 * index.html with its stylesheet ahead of its scripts: the page paints once the stylesheet is in, so it is
 * asked for first, before the scripts share the connection with it.
 */
function stylesheetFirst(html: string) {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html);
  const firstScript = html.indexOf('<script');
  if (!stylesheet || firstScript < 0 || stylesheet.index < firstScript) return html;
  const without = html.replace(stylesheet[0], '');
  return `${without.slice(0, firstScript)}${stylesheet[0].trim()}\n    ${without.slice(firstScript)}`;
}

const noCache = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.ok) c.res.headers.set('Cache-Control', 'no-cache');
});

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** What the server reads from the build's manifest, once. */
interface BuildFiles {
  /**
   * `<link rel="modulepreload">` tags for the page's own chunks (src/web/page-chunks.ts): the browser
   * fetches them with the entry instead of after the entry has run and asked for them. The entry's own
   * imports are already preloaded by index.html.
   */
  routePreloads: (path: string) => string;
  /** The address of the script a rendered page starts with (src/web/page-start.ts), when it was built. */
  pageStart?: string;
}

function readBuild(distDir: string): BuildFiles {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return { routePreloads: () => '' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const loaded = closure('index.html');
  const tags = PAGE_CHUNK_OF_PATH.map(([pattern, chunk]) => {
    const key = Object.keys(manifest).find((k) => manifest[k]?.name === chunk && !manifest[k]?.isEntry);
    const files = key ? [...closure(key)].filter((k) => !loaded.has(k)).map((k) => manifest[k]?.file) : [];
    return [
      pattern,
      files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n'),
    ] as const;
  });
  const pageStart = manifest['page-start.ts']?.file;
  return {
    routePreloads: (requestPath) => tags.find(([pattern]) => pattern.test(requestPath))?.[1] ?? '',
    pageStart: pageStart ? `/${pageStart}` : undefined,
  };
}

/** A sitemap as built once: its bytes and their gzip, both kept in the read cache. */
interface SitemapFile {
  xml: Buffer;
  gzip: Buffer;
}

function sitemapFile(xml: string): SitemapFile {
  const bytes = Buffer.from(xml);
  return { xml: bytes, gzip: gzipSync(bytes) };
}

/**
 * /sitemap.xml (the index), /sitemaps/pages.xml and /sitemaps/businesses-N.xml, each built and gzipped once
 * and kept until a businesses event (pages.xml lists categories: kept for the cache's time to live).
 */
function mountSitemaps(app: Hono<AppEnv>) {
  const starts = (c: Context<AppEnv>) =>
    c.var.readCache.read('sitemap:starts', ['businesses'], () => businessSitemapStarts(c.var.db));

  app.get('/sitemap.xml', async (c) => {
    const { publicUrl } = c.var.deps.config;
    const file = await c.var.readCache.read('sitemap:index', ['businesses'], async () =>
      sitemapFile(sitemapIndexXml(publicUrl, (await starts(c)).length)),
    );
    return sitemapAnswer(c, file);
  });
  app.get('/sitemaps/pages.xml', async (c) => {
    const { db, deps } = c.var;
    const file = await c.var.readCache.read('sitemap:pages', [], async () =>
      sitemapFile(await pagesSitemapXml(db, deps.config.publicUrl)),
    );
    return sitemapAnswer(c, file);
  });
  app.get('/sitemaps/:file{businesses-[0-9]+\\.xml}', async (c, next) => {
    const n = Number(c.req.param('file').match(/\d+/)?.[0]);
    const from = (await starts(c))[n - 1];
    if (from === undefined) return next();
    const { db, deps } = c.var;
    const file = await c.var.readCache.read(`sitemap:businesses:${n}`, ['businesses'], async () =>
      sitemapFile(await businessSitemapXml(db, deps.config.publicUrl, from)),
    );
    return sitemapAnswer(c, file);
  });
}

function sitemapAnswer(c: Context<AppEnv>, file: SitemapFile) {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=300');
  c.header('Vary', 'Accept-Encoding');
  if (acceptsEncoding(c.req.header('accept-encoding'), 'gzip')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(file.gzip));
  }
  return c.body(new Uint8Array(file.xml));
}

/** Whether an `Accept-Encoding` header takes `encoding` (named with a q above 0, or through `*`). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** The precompressed copies the build writes next to a text file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface AssetFile {
  type: string;
  /** The file's bytes per encoding ('identity' and the precompressed ones found), read on first use. */
  bodies: Map<string, Buffer>;
  encodings: string[];
  path: string;
}

/**
 * The build's hashed files (/assets/*): compressed once at build, brotli then gzip by `Accept-Encoding`,
 * else as they are; kept in memory after their first request (they never change under a hashed name, so
 * there is nothing to look up or stream from disk per request), cached for a year.
 * Only files the build wrote are served, never source maps or the compressed copies themselves.
 */
function serveAssets(assetsDir: string) {
  const files = new Map<string, AssetFile>();
  const names = existsSync(assetsDir) ? readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }) : [];
  const present = new Set(names);
  for (const name of names) {
    if (/\.(?:map|br|gz)$/i.test(name)) continue;
    files.set(`/assets/${name.split(path.sep).join('/')}`, {
      type: getMimeType(name) ?? 'application/octet-stream',
      bodies: new Map(),
      encodings: ENCODINGS.filter((e) => present.has(name + e.suffix)).map((e) => e.name),
      path: path.join(assetsDir, name),
    });
  }
  return createMiddleware<AppEnv>(async (c, next) => {
    const file = files.get(c.req.path);
    if (!file || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const accept = c.req.header('accept-encoding');
    const encoding = file.encodings.find((name) => acceptsEncoding(accept, name)) ?? 'identity';
    let body = file.bodies.get(encoding);
    if (!body) {
      const suffix = ENCODINGS.find((e) => e.name === encoding)?.suffix ?? '';
      body = readFileSync(file.path + suffix);
      file.bodies.set(encoding, body);
    }
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Content-Length': String(body.length),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    };
    if (file.encodings.length > 0) headers.Vary = 'Accept-Encoding';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { headers });
  });
}

/**
 * Files of the disk storage, under random or content-derived names: cached for a year, never sniffed,
 * and locked down so that a file opened directly (an SVG logo) can run nothing and load nothing.
 */
export function mountUploads(app: Hono<AppEnv>, uploadsDir: string) {
  const files = { root: uploadsDir, rewriteRequestPath: (p: string) => p.replace(/^\/uploads/, '') };
  const headers = {
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOADS_CSP,
    'Cross-Origin-Resource-Policy': 'same-site',
  };
  // Claim documents are private (issue 35): only their claimant and the admins read them, through the API.
  app.use(`/uploads/${PRIVATE_FOLDER}/*`, () => {
    throw new ApiError('NOT_FOUND', 'No such file.');
  });
  // Certificates (PDFs among them) are saved by the browser, never opened in the site's origin.
  app.use(`/uploads/${DOWNLOADS_FOLDER}/*`, serveFiles(files, { ...headers, 'Content-Disposition': 'attachment' }));
  app.use('/uploads/*', serveFiles(files, headers));
}

/**
 * Files from a folder, answered with `headers`; a missing file passes on to the next handler. The headers
 * are set on the response itself: ones set on the context after serveStatic built its response are lost.
 */
function serveFiles(options: Parameters<typeof serveStatic<AppEnv>>[0], headers: Record<string, string>) {
  const files = serveStatic<AppEnv>(options);
  return createMiddleware<AppEnv>(async (c, next) => {
    let missing = false;
    const res = await files(c, async () => {
      missing = true;
    });
    if (missing || !res) return next();
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    return res;
  });
}

export const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
