import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, count, desc, eq, gt, like } from 'drizzle-orm';
import { ERRORS, type ErrorCode } from '../../domain/error-codes';
import { isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from '../../domain/locales';
import { displayName } from '../../domain/profile';
import { runAfterAnswer } from '../after-answer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, emailOutbox, profiles, rateLimits, sessions, verifications } from '../db/schema';
import { trustedOriginsFor } from '../http/origins';
import { recordSessionEnded } from '../live/hub';
import { enqueueMail } from '../mail/outbox';
import { approveEmailChangeMail, changeEmailMail, resetPasswordMail, verifyEmailMail } from '../mail/templates';
import { log } from '../observability/log';
import { assertMayTryPassword, clearPasswordFailures, recordPasswordFailure } from './account-guard';
import {
  addresseeOf,
  keepOnlyResetToken,
  mailAccountLocked,
  mailSecurityNotice,
  RESET_PASSWORD_PATH,
  rememberEmailChange,
  takeEmailChange,
} from './account-recovery';
import { endOtherSessions } from './end-sessions';
import { queuedPasswordHashing } from './password-hashing';
import { isCommonPassword } from './password-rules';

/** Header our own middleware sets from the socket address; clients cannot choose their rate-limit key. */
export const CLIENT_IP_HEADER = 'x-directory-client-ip';

/** The web app's pages the mailed links land on. */
export const EMAIL_CONFIRMATION_PATH = '/email-confirmation';
/** Where the current address's approval of an email change lands, and where the new address's confirmation does. */
const EMAIL_CHANGE_APPROVED_PATH = '/profile?emailApproved=1';
const EMAIL_CHANGED_PATH = '/profile?emailChanged=1';

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
/**
 * Reset mails, and account confirmation mails, one address receives a day at most, however many places and
 * callers ask (like MAIL_TO_ADDRESS_LIMIT): anyone may ask for either for any address.
 */
const RESET_MAILS_PER_ADDRESS_PER_DAY = 5;
const CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY = 5;

/** How many mails of `kind` the outbox took for `to` in the last day (email_outbox_to_idx). */
async function mailsToday(db: Db, kind: 'reset-password' | 'verify-email', to: string): Promise<number> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind), gt(emailOutbox.createdAt, since)));
  return row?.n ?? 0;
}

export function createAuth(options: { config: Config; db: Db; secret: string }) {
  const { config, db, secret } = options;

  const auth = betterAuth({
    appName: 'Indiana Halal Directory',
    // Issue 33: the library's own warnings go into the server's log; only an error it passes is kept
    // beside its message (its other arguments may be a person's record).
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        log[level]({ source: 'better-auth', ...(err ? { err } : {}) }, message);
      },
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOriginsFor(config),
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
      changeEmail: {
        enabled: true,
        // Issue 29: the current address approves a change first, then the new one confirms it.
        async sendChangeEmailConfirmation({ user, newEmail, url }) {
          const link = new URL(url);
          link.searchParams.set('callbackURL', EMAIL_CHANGE_APPROVED_PATH);
          const profile = await addresseeOf(db, user.id);
          await db.transaction(async (tx) => {
            await rememberEmailChange(tx, user.id, user.email, newEmail);
            const content = approveEmailChangeMail(
              profile?.name ?? user.name,
              newEmail,
              link.toString(),
              profile?.locale,
            );
            await enqueueMail(tx, { kind: 'approve-email-change', to: user.email, ...content });
          });
        },
      },
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
      password: queuedPasswordHashing,
      // Issue 29: the answer goes before the mail is queued, so a known address and an unknown one answer alike.
      async sendResetPassword({ user, url, token }) {
        runAfterAnswer(async () => {
          // Only the newest link works; an older request's mail, if it comes late, is not sent at all.
          const newest = await newestResetToken(db, user.id);
          if (newest !== token) return;
          await keepOnlyResetToken(db, user.id, token);
          const to = user.email.toLowerCase();
          // The caller hears the same neutral answer either way: nothing tells them the cap was reached.
          if (config.rateLimit && (await mailsToday(db, 'reset-password', to)) >= RESET_MAILS_PER_ADDRESS_PER_DAY)
            return;
          // The link always lands on our own page, whatever redirectTo the request named.
          const link = new URL(url);
          link.searchParams.set('callbackURL', RESET_PASSWORD_PATH);
          const profile = await addresseeOf(db, user.id);
          const content = resetPasswordMail(profile?.name ?? user.name, link.toString(), profile?.locale);
          await enqueueMail(db, { kind: 'reset-password', to, ...content });
        });
      },
      // A reset lifts a lock, voids every other reset link and tells the address, with a way back.
      async onPasswordReset({ user }) {
        await db.transaction(async (tx) => {
          // better-auth has deleted the sessions (revokeSessionsOnPasswordReset); their live streams end too.
          await recordSessionEnded(tx, { userId: user.id });
          await clearPasswordFailures(tx, user.id, { unlock: true });
          await keepOnlyResetToken(tx, user.id, null);
          await mailSecurityNotice(tx, config.publicUrl, 'password-reset', user.id);
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in refused for an unconfirmed address mails nothing by itself: the sign-in form says the address
      // waits for confirmation and offers 'Send New Link' (/send-verification-email), so a lost mail never
      // locks anyone out and no mail arrives that the person did not see asked for.
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const profile = await addresseeOf(db, user.id);
        const isChange = profile !== undefined && profile.email !== user.email;
        // Past the day's few, a new link is not mailed; the caller hears the same neutral answer.
        if (
          !isChange &&
          config.rateLimit &&
          (await mailsToday(db, 'verify-email', user.email)) >= CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY
        )
          return;
        // Every account confirmation lands on /email-confirmation, also a link asked for again (from the
        // sign-in form or that page), carrying the mark that lets the page ask whether this account is now confirmed.
        const link = new URL(url);
        if (!isChange)
          link.searchParams.set(
            'callbackURL',
            `${EMAIL_CONFIRMATION_PATH}?account=${emailConfirmationMark(secret, user.id)}`,
          );
        // Issue 29: the new address is asked only once the current one approved; its link lands on the profile.
        if (isChange) link.searchParams.set('callbackURL', EMAIL_CHANGED_PATH);
        const content = isChange
          ? changeEmailMail(profile.name, link.toString(), profile.locale)
          : verifyEmailMail(user.name, link.toString(), profile?.locale);
        await enqueueMail(db, { kind: isChange ? 'change-email' : 'verify-email', to: user.email, ...content });
      },
    },
    // Renewed daily while used, for 30 days from the last use; never past SESSION_MAX_AGE_DAYS from sign-in,
    // which the database holds (migration 0017's trigger on the session table).
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
        '/change-password': { window: 60, max: 5 },
        '/verify-password': { window: 60, max: 5 },
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
                message: ERRORS.NAME_REQUIRED.message,
              });
            const full = displayName(first, last);
            // The account reads the directory, and its mail, in the language it was made in.
            const locale = localeOfRequest(context?.headers ?? context?.request?.headers);
            return { data: { ...user, firstName: first, lastName: last, displayName: full, name: full, locale } };
          },
        },
        update: {
          // Issue 29: once an email change is done, the address it left is told, with a way to undo it.
          async after(user) {
            const from = await takeEmailChange(db, user.id, user.email);
            if (from)
              await mailSecurityNotice(db, config.publicUrl, 'email-changed', user.id, {
                to: from,
                newEmail: user.email,
              });
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
              throw new APIError('FORBIDDEN', { code: 'BANNED' satisfies ErrorCode, message: ERRORS.BANNED.message });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case '/sign-up/email':
            await refuseExistingAccount(ctx.body?.email);
            await refuseCommonPassword(ctx.body?.password);
            return;
          case '/reset-password':
            await refuseCommonPassword(ctx.body?.newPassword);
            return;
          case '/sign-in/email': {
            const profileId = config.rateLimit ? await profileIdOf(ctx.body?.email) : undefined;
            if (profileId) await assertMayTryPassword(db, profileId);
            return;
          }
          case '/verify-password':
            await guardSessionPassword(ctx);
            return;
          case '/change-email':
            await checkPasswordForEmailChange(ctx);
            return;
          case '/change-password':
            await guardSessionPassword(ctx);
            await refuseCommonPassword(ctx.body?.newPassword);
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = isAPIError(returned) ? returned.body?.code : undefined;
        switch (ctx.path) {
          case '/sign-in/email': {
            if (failed === 'INVALID_EMAIL_OR_PASSWORD') {
              const profileId = config.rateLimit ? await profileIdOf(ctx.body?.email) : undefined;
              if (profileId) await countPasswordFailure(profileId);
              return;
            }
            const userId = ctx.context.newSession?.user.id;
            if (!userId) return;
            await clearPasswordFailures(db, userId, { unlock: false });
            await keepProfileLanguage(ctx, userId);
            return;
          }
          case '/verify-password':
          case '/change-password': {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (!session) return;
            if (failed === 'INVALID_PASSWORD') await countPasswordFailure(session.user.id);
            else if (!failed && ctx.path === '/change-password')
              // Issue 29: a new password signs every other device out, and the address hears of it.
              await db.transaction(async (tx) => {
                await endOtherSessions(tx, session.user.id, session.session.id);
                await mailSecurityNotice(tx, config.publicUrl, 'password-changed', session.user.id);
              });
            return;
          }
        }
      }),
    },
  });
  return auth;

  /** The account an address names, if any (sign-in's body, any case). */
  async function profileIdOf(email: unknown): Promise<string | undefined> {
    if (typeof email !== 'string' || !email.trim()) return undefined;
    const [row] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, email.trim().toLowerCase()));
    return row?.id;
  }

  /**
   * One more wrong password for an account; the first lock mails its address a way back in. Counted, like
   * every rate limit, unless RATE_LIMIT is off (the default in tests).
   */
  async function countPasswordFailure(profileId: string) {
    if (!config.rateLimit) return;
    await db.transaction(async (tx) => {
      if (await recordPasswordFailure(tx, profileId)) await mailAccountLocked(tx, config.publicUrl, profileId);
    });
  }

  /** A signed-in person re-entering their password is limited per account like sign-in. */
  async function guardSessionPassword(ctx: HookContext) {
    const session = config.rateLimit ? await getSessionFromCtx(ctx).catch(() => null) : null;
    if (session) await assertMayTryPassword(db, session.user.id);
  }

  /**
   * Issue 29: a session alone cannot move the account to another address: the current password must come
   * with the request (checked here, and counted like sign-in's), and the current address approves first.
   */
  async function checkPasswordForEmailChange(ctx: HookContext) {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (!session) return; // better-auth answers 401 itself.
    const password = ctx.body?.password;
    if (typeof password !== 'string' || password === '')
      throw new APIError('BAD_REQUEST', {
        code: 'PASSWORD_REQUIRED' satisfies ErrorCode,
        message: ERRORS.PASSWORD_REQUIRED.message,
      });
    if (config.rateLimit) await assertMayTryPassword(db, session.user.id);
    const [account] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, session.user.id), eq(accounts.providerId, 'credential')));
    const valid =
      account?.hash != null &&
      password.length <= 128 &&
      (await ctx.context.password.verify({ hash: account.hash, password }));
    if (valid) return;
    await countPasswordFailure(session.user.id);
    throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
  }

  /** SPEC §8 Signup: an already-registered email is reported as such. */
  async function refuseExistingAccount(value: unknown) {
    const email = String(value ?? '')
      .toLowerCase()
      .trim();
    if (!email) return;
    const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
    if (existing)
      throw new APIError('UNPROCESSABLE_ENTITY', {
        code: 'USER_ALREADY_EXISTS' satisfies ErrorCode,
        message: ERRORS.USER_ALREADY_EXISTS.message,
      });
  }

  /**
   * Issue 18: a language chosen on this device (its cookie) is the person's latest choice, which their
   * profile keeps. A device without one shows the language the profile keeps when it is not the default
   * (chosen elsewhere); otherwise the browser's own language stands, and the profile learns it.
   */
  async function keepProfileLanguage(ctx: HookContext, userId: string) {
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
  }
}

/** Issue 29: the most common passwords are refused wherever a new password is chosen. */
async function refuseCommonPassword(value: unknown) {
  if (typeof value === 'string' && (await isCommonPassword(value)))
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_TOO_COMMON' satisfies ErrorCode,
      message: ERRORS.PASSWORD_TOO_COMMON.message,
    });
}

/** The reset token an account asked for last (better-auth stores `reset-password:<token>` → account id). */
async function newestResetToken(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row?.identifier.slice('reset-password:'.length);
}

export type Auth = ReturnType<typeof createAuth>;

/** What better-auth hands a `before` or `after` hook. */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

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
