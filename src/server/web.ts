import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
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
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
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
    serveStatic({
      root: uploadsDir,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('X-Content-Type-Options', 'nosniff');
        c.header('Content-Security-Policy', UPLOADS_CSP);
        c.header('Cross-Origin-Resource-Policy', 'same-site');
      },
    }),
  );
}

export const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
