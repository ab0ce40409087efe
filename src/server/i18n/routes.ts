import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { localeInput } from '../../domain/locale-input';
import { isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from '../../domain/locales';
import { access } from '../auth/policy';
import { profiles } from '../db/schema';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { catalogues } from './catalogues';

/** The language a request is answered in: the visitor's choice (its cookie), else their browser's languages. */
export function requestLocale(c: Context<AppEnv>): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(c.req.header('accept-language'));
}

/** Remembers `locale` in the browser for a year (the pages the server sends are in it from then on). */
export function rememberLocale(c: Context<AppEnv>, locale: Locale) {
  setCookie(c, LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
    sameSite: 'Lax',
    secure: c.var.deps.config.publicUrl.startsWith('https://'),
  });
}

/** The address of a language's compiled catalogue at its current version, which may be kept for good. */
export function messagesUrl(locale: Locale): string {
  return `/api/messages/${locale}?v=${catalogues()[locale].version}`;
}

/**
 * GET /api/messages/:locale — the compiled catalogue the browser renders with, before its first render.
 * Asked for at its version (`?v=`, as pages name it) it never changes, so it is kept for a year; otherwise
 * it is revalidated by its ETag.
 */
export const messageRoutes = new Hono<AppEnv>()
  /**
   * PUT /api/locale — the language switcher: the choice is remembered by a cookie, and on the profile of
   * a signed-in person (their mail is written in it, and their next sign-in elsewhere brings it back).
   */
  .put('/locale', access.public, validate('json', localeInput), async (c) => {
    const { locale } = c.req.valid('json');
    rememberLocale(c, locale);
    if (c.var.viewer) await c.var.db.update(profiles).set({ locale }).where(eq(profiles.id, c.var.viewer.id));
    return c.json({ locale });
  })
  .get('/messages/:locale', access.public, (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) throw new ApiError('NOT_FOUND', 'No such language.');
    const { json, version } = catalogues()[locale];
    const etag = `"${version}"`;
    c.header('ETag', etag);
    c.header(
      'Cache-Control',
      c.req.query('v') === version ? 'public, max-age=31536000, immutable' : 'public, max-age=0, s-maxage=60',
    );
    if (
      c.req
        .header('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    )
      return c.body(null, 304);
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
