import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/context';

/** Client routes of SPEC §2; any other path gets the app's 404 page with a 404 status. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(auth|contact|profile|passport|submit-business|admin|business|email-confirmation)\/?$/,
  /^\/(c|r)\/[^/]+\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}

/** Serves the built web app: hashed assets cached for a year, index.html for client routes. */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: distDir, index: '' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isClientRoute(c.req.path) ? 200 : 404);
  });
  return true;
}

/** Files of the disk storage, under random or content-derived names: cached for a year. */
export function mountUploads(app: Hono<AppEnv>, uploadsDir: string) {
  app.use(
    '/uploads/*',
    serveStatic({
      root: uploadsDir,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
}
