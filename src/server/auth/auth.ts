import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { and, count, eq, gt } from 'drizzle-orm';
import type { ErrorCode } from '../../domain/error-codes';
import { isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from '../../domain/locales';
import { displayName } from '../../domain/profile';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, emailOutbox, profiles, rateLimits, sessions, verifications } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { changeEmailMail, resetPasswordMail, verifyEmailMail } from '../mail/templates';

/** Header our own middleware sets from the socket address; clients cannot choose their rate-limit key. */
export const CLIENT_IP_HEADER = 'x-directory-client-ip';

// SPEC §8 Signup: texts the web app shows for these codes.
export const AUTH_MESSAGES = {
  alreadyExists:
    'An account with this email already exists. Please sign in instead or check your email for a confirmation link.',
  banned: 'Your account has been banned. Please contact us if you think this is a mistake.',
};

/** The web app's pages the mailed links land on. */
export const EMAIL_CONFIRMATION_PATH = '/email-confirmation';
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The mark the confirmation link's landing page carries: `<account id>.<HMAC of it>`. better-auth sends a
 * confirmed link on to its callback URL as it is (a failed one with `&error=…`), so anyone could type the
 * bare page's address. The page shows 'Email Confirmed' only when the server, reading this mark, finds
 * the account it names confirmed in the database: the mark cannot be made without AUTH_SECRET, and
 * holding it only ever reveals the truth about that one account (GET /api/email-confirmation).
 */
export function emailConfirmationMark(secret: string, accountId: string): string {
  return `${accountId}.${confirmationSignature(secret, accountId)}`;
}

/** The account a mark names, or null when it was not made by this server. */
export function accountOfConfirmationMark(secret: string, mark: string): string | null {
  const dot = mark.lastIndexOf('.');
  if (dot <= 0) return null;
  const accountId = mark.slice(0, dot);
  const given = Buffer.from(mark.slice(dot + 1));
  const expected = Buffer.from(confirmationSignature(secret, accountId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? accountId : null;
}

function confirmationSignature(secret: string, accountId: string): string {
  return createHmac('sha256', secret).update(`email-confirmation:${accountId}`).digest('base64url');
}

// Asking for a reset link and using one are limited like sign-in attempts, per client address.
const SIGN_IN_LIMIT = { window: 60, max: 10 };
/** Reset mails one address receives a day at most, however many places ask (like MAIL_TO_ADDRESS_LIMIT). */
const RESET_MAILS_PER_ADDRESS_PER_DAY = 5;

async function resetMailsToday(db: Db, to: string): Promise<number> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'reset-password'), eq(emailOutbox.to, to), gt(emailOutbox.createdAt, since)));
  return row?.n ?? 0;
}

export function createAuth(options: { config: Config; db: Db; secret: string }) {
  const { config, db, secret } = options;

  return betterAuth({
    appName: 'Indiana Halal Directory',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: profiles,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    // Profile edits go through /api/profile (display name rule); accounts are deleted by admins only.
    disabledPaths: ['/update-user', '/delete-user', '/delete-user/callback'],
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        displayName: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        banned: { type: 'boolean', required: false, input: false, defaultValue: false },
        locale: { type: 'string', required: false, input: false, defaultValue: 'en' },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // The mailed link works for an hour (resetPasswordMail says so) and once; a reset signs every device out.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        const to = user.email.toLowerCase();
        // The caller hears the same neutral answer either way: nothing tells them the cap was reached.
        if (config.rateLimit && (await resetMailsToday(db, to)) >= RESET_MAILS_PER_ADDRESS_PER_DAY) return;
        // The link always lands on our own page, whatever redirectTo the request named.
        const link = new URL(url);
        link.searchParams.set('callbackURL', RESET_PASSWORD_PATH);
        const [profile] = await db
          .select({ name: profiles.displayName, locale: profiles.locale })
          .from(profiles)
          .where(eq(profiles.id, user.id));
        const content = resetPasswordMail(profile?.name ?? user.name, link.toString(), profile?.locale);
        await enqueueMail(db, { kind: 'reset-password', to, ...content });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed account that tries to sign in gets a fresh link, so a lost mail never locks anyone out.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const [profile] = await db
          .select({ email: profiles.email, name: profiles.displayName, locale: profiles.locale })
          .from(profiles)
          .where(eq(profiles.id, user.id));
        const isChange = profile !== undefined && profile.email !== user.email;
        // Every account confirmation lands on /email-confirmation, also the link re-sent at sign-in or from
        // that page, carrying the mark that lets the page ask whether this account is now confirmed.
        const link = new URL(url);
        if (!isChange)
          link.searchParams.set(
            'callbackURL',
            `${EMAIL_CONFIRMATION_PATH}?account=${emailConfirmationMark(secret, user.id)}`,
          );
        const content = isChange
          ? changeEmailMail(profile.name, url, profile.locale)
          : verifyEmailMail(user.name, link.toString(), profile?.locale);
        await enqueueMail(db, { kind: isChange ? 'change-email' : 'verify-email', to: user.email, ...content });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Reading the session is what every page load does; a visitor who reloads often stays signed in.
        '/get-session': false,
        '/sign-in/email': SIGN_IN_LIMIT,
        '/request-password-reset': SIGN_IN_LIMIT,
        '/reset-password': SIGN_IN_LIMIT,
        '/reset-password/*': SIGN_IN_LIMIT,
        '/sign-up/email': { window: 60, max: 5 },
        '/change-email': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // SPEC §3: display_name is generated from first and last name.
          async before(user, context) {
            const first = String(user.firstName ?? '').trim();
            const last = String(user.lastName ?? '').trim();
            if (!first || !last)
              throw new APIError('BAD_REQUEST', {
                code: 'NAME_REQUIRED' satisfies ErrorCode,
                message: 'First name and last name are required.',
              });
            const full = displayName(first, last);
            // The account reads the directory, and its mail, in the language it was made in.
            const locale = localeOfRequest(context?.headers ?? context?.request?.headers);
            return { data: { ...user, firstName: first, lastName: last, displayName: full, name: full, locale } };
          },
        },
      },
      session: {
        create: {
          async before(session) {
            const [profile] = await db
              .select({ banned: profiles.banned })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            if (profile?.banned)
              throw new APIError('FORBIDDEN', { code: 'BANNED' satisfies ErrorCode, message: AUTH_MESSAGES.banned });
          },
        },
      },
    },
    hooks: {
      // Issue 18: a language chosen on this device (its cookie) is the person's latest choice, which their
      // profile keeps. A device without one shows the language the profile keeps when it is not the default
      // (chosen elsewhere); otherwise the browser's own language stands, and the profile learns it.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const userId = ctx.context.newSession?.user.id;
        if (!userId) return;
        const chosen = cookieValue(ctx.headers?.get('cookie'), LOCALE_COOKIE);
        const [profile] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
        if (!profile) return;
        if (!isLocale(chosen) && profile.locale !== 'en') {
          ctx.setCookie(LOCALE_COOKIE, profile.locale, {
            path: '/',
            maxAge: 60 * 60 * 24 * 365,
            sameSite: 'lax',
            secure: config.publicUrl.startsWith('https://'),
          });
          return;
        }
        const shown = localeOfRequest(ctx.headers);
        if (shown !== profile.locale) await db.update(profiles).set({ locale: shown }).where(eq(profiles.id, userId));
      }),
      // SPEC §8 Signup: an already-registered email is reported as such.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const email = String(ctx.body?.email ?? '')
          .toLowerCase()
          .trim();
        if (!email) return;
        const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
        if (existing)
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS' satisfies ErrorCode,
            message: AUTH_MESSAGES.alreadyExists,
          });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** One cookie's value from a `Cookie` header. */
function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The language of a request that has no session yet: its cookie, else its browser's languages. */
function localeOfRequest(headers: Headers | undefined): Locale {
  const chosen = cookieValue(headers?.get('cookie'), LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(headers?.get('accept-language'));
}
