import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { pageMeta, renderHead, sitemapXml } from './features/catalog/seo';
import type { AppEnv } from './http/context';

/** Serves the built web app: hashed assets cached for a year, index.html with per-page meta for the rest. */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.get('/robots.txt', (c) => {
    const { publicUrl } = c.var.deps.config;
    return c.text(
      `User-agent: *\nDisallow: /admin\nDisallow: /business\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`,
    );
  });
  app.get('/sitemap.xml', async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(await sitemapXml(c.var.db, c.var.deps.config.publicUrl));
  });
  app.use('/assets/*', serveFiles({ root: distDir }, { 'Cache-Control': 'public, max-age=31536000, immutable' }));
  const publicFiles = serveStatic<AppEnv>({ root: distDir });
  // Only paths that name a file (favicon.svg, …) are looked up on disk; the rest are client routes.
  app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));
  app.get('*', async (c) => {
    const meta = await pageMeta(c.var.db, c.req.path);
    c.header('Cache-Control', 'no-cache');
    return c.html(renderHead(indexHtml, meta, c.var.deps.config.publicUrl), meta.status);
  });
  return true;
}

/**
 * Files of the disk storage, under random or content-derived names: cached for a year, never sniffed,
 * and locked down so that a file opened directly (an SVG logo) can run nothing and load nothing.
 */
export function mountUploads(app: Hono<AppEnv>, uploadsDir: string) {
  app.use(
    '/uploads/*',
    serveFiles(
      { root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') },
      {
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': UPLOADS_CSP,
        'Cross-Origin-Resource-Policy': 'same-site',
      },
    ),
  );
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
