import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleWorkAfterAnswers } from '../../after-answer';
import { queuedPasswordHashing } from '../../auth/password-hashing';
import { accountGuards, emailOutbox, profiles, sessions } from '../../db/schema';
import { createTestContext, linkIn, linkPath, type SentMail, type TestContext } from '../../testing/harness';

// Issue 29: what a borrowed session, a password guesser and a stolen inbox can no longer do.

let t: TestContext;
/** With rate limits on, as in production: wrong passwords are counted per account there. */
let guarded: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  guarded = await createTestContext({ RATE_LIMIT: 'true', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

let addresses = 0;
/** Every call from its own address: the per-address limits stay out of the way of the per-account ones. */
const newAddress = () => `198.51.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const signIn = (email: string, password: string, context = t) =>
  context.request('/api/auth/sign-in/email', {
    json: { email, password },
    headers: { 'x-forwarded-for': newAddress() },
  });

const mailsTo = async (to: string, subject: string) =>
  (await t.deliverMail()).filter((m) => m.to === to && m.subject === subject);

async function openLink(url: string, context = t) {
  return context.request(linkPath(url));
}

/** The token of a 'This wasn't me' link in a notice. */
const recoveryToken = (mail: SentMail) => new URL(linkIn(mail)).searchParams.get('token')!;

async function resetTokenFrom(mail: SentMail, context = t) {
  const landing = new URL((await openLink(linkIn(mail), context)).headers.get('location')!);
  return landing.searchParams.get('token');
}

describe('changing the email', () => {
  it('needs the current password: a session alone changes nothing and mails nobody', async () => {
    const me = await guarded.givenSignedIn();
    const before = guarded.sent.length;
    const without = await guarded.request('/api/auth/change-email', {
      json: { newEmail: 'taken.over@example.com' },
      cookie: me.cookie,
    });
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ error: { code: 'PASSWORD_REQUIRED' } });
    const wrong = await guarded.request('/api/auth/change-email', {
      json: { newEmail: 'taken.over@example.com', password: 'not-the-password' },
      cookie: me.cookie,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'INVALID_PASSWORD' } });
    expect((await guarded.deliverMail()).slice(before)).toEqual([]);
    const [profile] = await guarded.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(profile?.email).toBe(me.email);
    // The wrong password counted against the account like a sign-in would.
    const [guard] = await guarded.db.select().from(accountGuards).where(eq(accountGuards.profileId, me.id));
    expect(guard?.failures).toBe(1);
  });

  it("tells the old address once it is done, whose 'This wasn't me' gives the address back and signs everyone out", async () => {
    const me = await t.givenSignedIn();
    const other = await t.signIn(me.email, me.password);
    const res = await t.request('/api/auth/change-email', {
      json: { newEmail: 'thief@example.com', password: me.password, callbackURL: '/profile?emailChanged=1' },
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    const [approval] = await mailsTo(me.email, 'Approve the change of your email address');
    expect(approval?.text).toContain('thief@example.com');
    await openLink(linkIn(approval!));
    const [confirmation] = await mailsTo('thief@example.com', 'Confirm your new email address');
    await openLink(linkIn(confirmation!));
    const [moved] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(moved?.email).toBe('thief@example.com');

    const [notice] = await mailsTo(me.email, 'Your email address was changed');
    expect(notice?.text).toContain('thief@example.com');
    expect(linkIn(notice!)).toMatch(/^http:\/\/localhost:3000\/account-recovery\?token=[\w-]+$/);
    expect(await mailsTo('thief@example.com', 'Your email address was changed')).toEqual([]);

    const undo = await t.request('/api/account/recover', { json: { token: recoveryToken(notice!) } });
    expect(undo.status).toBe(200);
    expect(await undo.json()).toEqual({ email: me.email, emailRestored: true });
    const [restored] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(restored).toMatchObject({ email: me.email, emailVerified: true });
    for (const cookie of [me.cookie, other]) expect((await t.request('/api/profile', { cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    // The restored address gets a working link to choose a new password.
    const [reset] = await mailsTo(me.email, 'Reset your password');
    const token = await resetTokenFrom(reset!);
    const chosen = await t.request('/api/auth/reset-password', { json: { newPassword: 'pomegranate-41', token } });
    expect(chosen.status).toBe(200);
    expect((await signIn(me.email, 'pomegranate-41')).status).toBe(200);

    const again = await t.request('/api/account/recover', { json: { token: recoveryToken(notice!) } });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { code: 'INVALID_RECOVERY_LINK' } });
  });

  it('refuses a made-up or malformed recovery link and changes nothing', async () => {
    const before = await t.rowCounts();
    for (const token of ['x'.repeat(32), '../../etc', 42, null]) {
      const res = await t.request('/api/account/recover', { json: { token } });
      expect([400, 404]).toContain(res.status);
    }
    expect(await t.rowCounts()).toEqual(before);
  });
});

describe('wrong passwords at one account', () => {
  it('from five addresses make the sixth try wait, even with the right password', async () => {
    const member = await guarded.givenAccount();
    for (let i = 1; i <= 5; i++) expect((await signIn(member.email, `guess-${i}-x`, guarded)).status).toBe(401);
    const blocked = await signIn(member.email, member.password, guarded);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error: { code: 'TOO_MANY_ATTEMPTS' } });

    // Once the wait is over the right password works, and the count starts again.
    await guarded.db
      .update(accountGuards)
      .set({ lastFailureAt: sql`now() - interval '1 minute'` })
      .where(eq(accountGuards.profileId, member.id));
    expect((await signIn(member.email, member.password, guarded)).status).toBe(200);
    expect(await guarded.db.select().from(accountGuards).where(eq(accountGuards.profileId, member.id))).toEqual([]);
  });

  it('lock the account at twenty: the owner is mailed once, and only the mailed reset opens it again', async () => {
    const member = await guarded.givenAccount();
    await guarded.db.insert(accountGuards).values({
      profileId: member.id,
      failures: 19,
      lastFailureAt: sql`now() - interval '10 minutes'`,
    });
    expect((await signIn(member.email, 'guess-20-x', guarded)).status).toBe(401);
    const locked = await signIn(member.email, member.password, guarded);
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({ error: { code: 'ACCOUNT_LOCKED' } });
    // An hour later it is still locked.
    await guarded.db
      .update(accountGuards)
      .set({ windowStartedAt: sql`now() - interval '2 hours'`, lastFailureAt: sql`now() - interval '2 hours'` })
      .where(eq(accountGuards.profileId, member.id));
    expect((await signIn(member.email, member.password, guarded)).status).toBe(403);

    const mails = (await guarded.deliverMail()).filter(
      (m) => m.to === member.email && m.subject === 'Your account is locked',
    );
    expect(mails).toHaveLength(1);
    const token = await resetTokenFrom(mails[0]!, guarded);
    expect(
      (await guarded.request('/api/auth/reset-password', { json: { newPassword: 'cardamom-and-rose', token } })).status,
    ).toBe(200);
    expect((await signIn(member.email, 'cardamom-and-rose', guarded)).status).toBe(200);
  });

  it('count on /verify-password and /change-password too', async () => {
    const me = await guarded.givenSignedIn();
    for (let i = 0; i < 3; i++) {
      const res = await guarded.request('/api/auth/verify-password', {
        headers: { 'x-forwarded-for': newAddress() },
        json: { password: `nope-${i}-x` },
        cookie: me.cookie,
      });
      expect(res.status).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      const res = await guarded.request('/api/auth/change-password', {
        headers: { 'x-forwarded-for': newAddress() },
        json: { currentPassword: `nope-${i}-y`, newPassword: 'saffron-rice-77' },
        cookie: me.cookie,
      });
      expect(res.status).toBe(400);
    }
    const next = await guarded.request('/api/auth/change-password', {
      headers: { 'x-forwarded-for': newAddress() },
      json: { currentPassword: me.password, newPassword: 'saffron-rice-77' },
      cookie: me.cookie,
    });
    expect(next.status).toBe(429);
    expect(await next.json()).toMatchObject({ error: { code: 'TOO_MANY_ATTEMPTS' } });
  });
});

describe('new passwords', () => {
  it('refuse the most common ones on sign-up, reset and change, and keep the 6-character rule and its words', async () => {
    const before = await t.rowCounts();
    const common = await t.request('/api/auth/sign-up/email', {
      json: { email: 'common@example.com', password: 'password123', name: 'C P', firstName: 'C', lastName: 'P' },
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      error: { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Please choose another.' },
    });
    const short = await t.request('/api/auth/sign-up/email', {
      json: { email: 'common@example.com', password: 'a1b2c', name: 'C P', firstName: 'C', lastName: 'P' },
    });
    expect(await short.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_SHORT' } });
    expect(await t.rowCounts()).toEqual(before);

    const me = await t.givenSignedIn();
    const change = await t.request('/api/auth/change-password', {
      json: { currentPassword: me.password, newPassword: 'Qwerty123' },
      cookie: me.cookie,
    });
    expect(await change.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });
    await t.request('/api/auth/request-password-reset', { json: { email: me.email } });
    const token = await resetTokenFrom((await mailsTo(me.email, 'Reset your password')).at(-1)!);
    const reset = await t.request('/api/auth/reset-password', { json: { newPassword: 'iloveyou', token } });
    expect(await reset.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });
  });
});

describe('a password change', () => {
  it("signs every other device out, keeps this one, and mails a notice with 'This wasn't me'", async () => {
    const me = await t.givenSignedIn();
    const phone = await t.signIn(me.email, me.password);
    const res = await t.request('/api/auth/change-password', {
      json: { currentPassword: me.password, newPassword: 'date-palm-grove' },
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    const here = me.cookie;
    expect((await t.request('/api/profile', { cookie: here })).status).toBe(200);
    expect((await t.request('/api/profile', { cookie: phone })).status).toBe(401);
    const [notice] = await mailsTo(me.email, 'Your password was changed');
    expect(notice?.text).toContain("This wasn't me");

    const undo = await t.request('/api/account/recover', { json: { token: recoveryToken(notice!) } });
    expect(await undo.json()).toEqual({ email: me.email, emailRestored: false });
    expect((await t.request('/api/profile', { cookie: here })).status).toBe(401);
    // The password whoever changed it knows no longer signs in.
    expect((await signIn(me.email, 'date-palm-grove')).status).toBe(401);
  });

  it("'Sign out other devices' ends the others and keeps this one", async () => {
    const me = await t.givenSignedIn();
    const laptop = await t.signIn(me.email, me.password);
    const res = await t.request('/api/auth/revoke-other-sessions', { json: {}, cookie: me.cookie });
    expect(res.status).toBe(200);
    expect((await t.request('/api/profile', { cookie: me.cookie })).status).toBe(200);
    expect((await t.request('/api/profile', { cookie: laptop })).status).toBe(401);
  });
});

describe('password reset links', () => {
  it('work only while they are the newest, and a reset mails a notice', async () => {
    const member = await t.givenAccount();
    const ask = async () => {
      await t.request('/api/auth/request-password-reset', { json: { email: member.email } });
      return resetTokenFrom((await mailsTo(member.email, 'Reset your password')).at(-1)!);
    };
    const first = await ask();
    const second = await ask();
    const old = await t.request('/api/auth/reset-password', { json: { newPassword: 'olive-grove-12', token: first } });
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    expect(
      (await t.request('/api/auth/reset-password', { json: { newPassword: 'olive-grove-12', token: second } })).status,
    ).toBe(200);
    expect(await mailsTo(member.email, 'Your password was reset')).toHaveLength(1);
  });

  it('are mailed after the answer, so a known address answers like an unknown one', async () => {
    const member = await t.givenAccount();
    await settleWorkAfterAnswers();
    const queued = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email))).length;
    const before = await queued();
    const res = await t.request('/api/auth/request-password-reset', { json: { email: member.email } });
    expect(res.status).toBe(200);
    expect(await queued()).toBe(before);
    await settleWorkAfterAnswers();
    expect(await queued()).toBe(before + 1);
  });
});

describe('sessions', () => {
  it('end 60 days after sign-in, however often they were renewed', async () => {
    const me = await t.givenSignedIn();
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '61 days'`, expiresAt: sql`now() + interval '29 days'` })
      .where(eq(sessions.userId, me.id));
    expect((await t.request('/api/profile', { cookie: me.cookie })).status).toBe(401);
    const again = await t.signIn(me.email, me.password);
    const [fresh] = await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '59 days'`, expiresAt: sql`now() + interval '29 days'` })
      .where(eq(sessions.userId, me.id))
      .returning();
    // Still usable for its last day, and no renewal takes it past the sixtieth.
    expect(fresh!.expiresAt.getTime() - fresh!.createdAt.getTime()).toBe(60 * 24 * 3600 * 1000);
    expect((await t.request('/api/profile', { cookie: again })).status).toBe(200);
  });
});

describe('password hashing', () => {
  it('runs a few at a time and answers BUSY past a short queue', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => queuedPasswordHashing.hash(`many-at-once-${i}`)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(32);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503, body: { code: 'BUSY' } });
  });

  it('answers a burst of sign-ins with 503 BUSY and Retry-After, never a 500', async () => {
    const member = await t.givenAccount();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(i % 2 ? member.email : `nobody${i}@example.com`, `burst-${i}-x`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 503 || s === 429)).toBe(true);
    const busy = answers.find((a) => a.status === 503);
    expect(busy?.headers.get('retry-after')).toBe('5');
    expect(await busy?.json()).toMatchObject({ error: { code: 'BUSY' } });
  });
});
