import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { ErrorCode } from '../../domain/error-codes';
import { displayName } from '../../domain/profile';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, profiles, rateLimits, sessions, verifications } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { changeEmailMail, verifyEmailMail } from '../mail/templates';

/** Header our own middleware sets from the socket address; clients cannot choose their rate-limit key. */
export const CLIENT_IP_HEADER = 'x-directory-client-ip';

// SPEC §8 Signup: texts the web app shows for these codes.
export const AUTH_MESSAGES = {
  alreadyExists:
    'An account with this email already exists. Please sign in instead or check your email for a confirmation link.',
  banned: 'Your account has been banned. Please contact us if you think this is a mistake.',
};

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
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed account that tries to sign in gets a fresh link, so a lost mail never locks anyone out.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const [profile] = await db
          .select({ email: profiles.email, name: profiles.displayName })
          .from(profiles)
          .where(eq(profiles.id, user.id));
        const isChange = profile !== undefined && profile.email !== user.email;
        // Every account confirmation lands on /email-confirmation, also the link re-sent at sign-in.
        const link = new URL(url);
        if (!isChange) link.searchParams.set('callbackURL', '/email-confirmation');
        const content = isChange ? changeEmailMail(profile.name, url) : verifyEmailMail(user.name, link.toString());
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
        '/sign-in/email': { window: 60, max: 10 },
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
          async before(user) {
            const first = String(user.firstName ?? '').trim();
            const last = String(user.lastName ?? '').trim();
            if (!first || !last)
              throw new APIError('BAD_REQUEST', {
                code: 'NAME_REQUIRED' satisfies ErrorCode,
                message: 'First name and last name are required.',
              });
            const full = displayName(first, last);
            return { data: { ...user, firstName: first, lastName: last, displayName: full, name: full } };
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
