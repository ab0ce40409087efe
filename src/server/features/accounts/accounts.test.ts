import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../../db/schema';
import {
  createTestContext,
  linkIn,
  linkPath,
  type SentMail,
  sessionCookie,
  type TestContext,
} from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) =>
  t.request('/api/auth/sign-up/email', { json: { callbackURL: '/email-confirmation', ...body } });

/** Where a used confirmation link lands: the page, with the mark that names the account. */
const CONFIRMED_LANDING = /^\/email-confirmation\?account=[0-9a-f-]{36}\.[\w-]+$/;

/** Follows a verification link the way a browser would (relative to the app). */
async function openLink(url: string) {
  return t.request(linkPath(url));
}

describe('sign-up, confirmation and sign-in', () => {
  const email = 'amina.yusuf@example.com';
  const password = 'sumac-and-saffron';

  it('creates the account and its profile, and queues the confirmation mail', async () => {
    const res = await signUp({ email, password, name: 'Amina Yusuf', firstName: 'Amina', lastName: 'Yusuf' });
    expect(res.status).toBe(200);

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ firstName: 'Amina', lastName: 'Yusuf', displayName: 'Amina Yusuf', role: 'user' });
    expect(profile?.emailVerified).toBe(false);

    const mail = (await t.deliverMail()).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Confirm your email address');
    expect(mail[0]?.html).toContain('/api/auth/verify-email?token=');
  });

  it('refuses sign-in until the email is confirmed, and mails nothing the person did not ask for', async () => {
    const before = (await t.deliverMail()).length;
    const res = await t.request('/api/auth/sign-in/email', { json: { email, password } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'EMAIL_NOT_VERIFIED' } });
    // The sign-in form offers 'Send New Link' instead.
    expect((await t.deliverMail()).slice(before)).toEqual([]);
  });

  it('reports a second sign-up with the same email in the spec words', async () => {
    const res = await signUp({
      email: 'AMINA.yusuf@example.com',
      password,
      name: 'A B',
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'USER_ALREADY_EXISTS',
        message:
          'An account with this email already exists. Please sign in instead or check your email for a confirmation link.',
      },
    });
  });

  it('confirms through the mailed link, which lands on /email-confirmation, then signs in', async () => {
    const mail = t.sent.find((m) => m.to === email && m.subject === 'Confirm your email address');
    const res = await openLink(linkIn(mail!));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(CONFIRMED_LANDING);

    const signIn = await t.request('/api/auth/sign-in/email', { json: { email, password } });
    expect(signIn.status).toBe(200);
    const me = await t.request('/api/profile', { cookie: sessionCookie(signIn) });
    expect(await me.json()).toMatchObject({ email, displayName: 'Amina Yusuf', role: 'user' });
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const res = await t.request('/api/auth/sign-in/email', { json: { email, password: 'wrong-one' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
  });

  it('refuses a password under 6 characters and a malformed email, creating nothing', async () => {
    const short = await signUp({
      email: 'short@example.com',
      password: '12345',
      name: 'S P',
      firstName: 'S',
      lastName: 'P',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_SHORT' } });
    const bad = await signUp({
      email: 'not-an-email',
      password: 'sumac-and-saffron',
      name: 'S P',
      firstName: 'S',
      lastName: 'P',
    });
    expect(bad.status).toBe(400);
    const rows = await t.db.select().from(profiles).where(eq(profiles.email, 'short@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a sign-up without first and last name, and never lets the caller choose a role', async () => {
    const noName = await signUp({
      email: 'noname@example.com',
      password: 'sumac-and-saffron',
      name: 'x',
      firstName: ' ',
      lastName: '',
    });
    expect(noName.status).toBe(400);
    const sneaky = await signUp({
      email: 'sneaky@example.com',
      password: 'sumac-and-saffron',
      name: 'S N',
      firstName: 'S',
      lastName: 'N',
      role: 'admin',
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.email, 'sneaky@example.com'));
    // better-auth refuses or ignores fields marked input: false; either way no admin is made.
    expect(sneaky.status === 400 ? row : row?.role).toBe(sneaky.status === 400 ? undefined : 'user');
  });
});

describe('profile', () => {
  it('is for signed-in people only', async () => {
    const res = await t.request('/api/profile');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('updates first and last name and regenerates the display name', async () => {
    const me = await t.givenSignedIn();
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      json: { firstName: '  Omar ', lastName: 'Farouk' },
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: 'Omar', lastName: 'Farouk', displayName: 'Omar Farouk' });
    const session = await t.request('/api/auth/get-session', { cookie: me.cookie });
    expect((await session.json()).user).toMatchObject({ displayName: 'Omar Farouk', role: 'user' });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const me = await t.givenSignedIn();
    const before = await (await t.request('/api/profile', { cookie: me.cookie })).json();
    const cases = [
      { json: { firstName: '', lastName: 'X' }, status: 400 },
      { json: { firstName: 42, lastName: 'X' }, status: 400 },
      { json: { firstName: 'A', lastName: 'B', role: 'admin' }, status: 400 },
      { json: { firstName: 'A' }, status: 400 },
      { json: { firstName: 'A'.repeat(101), lastName: 'B' }, status: 400 },
    ];
    for (const { json, status } of cases) {
      const res = await t.request('/api/profile', { method: 'PATCH', json, cookie: me.cookie });
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.message).toBeTruthy();
    }
    const malformed = await t.request('/api/profile', {
      method: 'PATCH',
      body: '{"firstName": ',
      headers: { 'content-type': 'application/json' },
      cookie: me.cookie,
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBeTruthy();
    const huge = await t.request('/api/profile', {
      method: 'PATCH',
      json: { firstName: 'A', lastName: 'x'.repeat(1_100_000) },
      cookie: me.cookie,
    });
    expect(huge.status).toBe(413);
    const after = await (await t.request('/api/profile', { cookie: me.cookie })).json();
    expect(after).toEqual(before);
  });

  it('changes the email only after the current address approves and the new address confirms it', async () => {
    const me = await t.givenSignedIn();
    const res = await t.request('/api/auth/change-email', {
      json: { newEmail: 'new.address@example.com', password: me.password, callbackURL: '/profile?emailChanged=1' },
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    const unchanged = await (await t.request('/api/profile', { cookie: me.cookie })).json();
    expect(unchanged.email).toBe(me.email);

    const approval = (await t.deliverMail()).find((m) => m.to === me.email);
    expect(approval?.subject).toBe('Approve the change of your email address');
    expect(t.sent.some((m) => m.to === 'new.address@example.com')).toBe(false);
    const approved = await openLink(linkIn(approval!));
    expect(approved.status).toBe(302);
    expect(approved.headers.get('location')).toBe('/profile?emailApproved=1');

    const mail = (await t.deliverMail()).find((m) => m.to === 'new.address@example.com');
    expect(mail?.subject).toBe('Confirm your new email address');
    const confirm = await openLink(linkIn(mail!));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/profile?emailChanged=1');
    const changed = await (await t.request('/api/profile', { cookie: me.cookie })).json();
    expect(changed.email).toBe('new.address@example.com');
  });
});

describe('banned accounts', () => {
  it('cannot sign in, and an existing session stops working', async () => {
    const me = await t.givenSignedIn();
    await t.db
      .update(profiles)
      .set({ banned: true, bannedAt: new Date(), banReason: 'spam' })
      .where(eq(profiles.id, me.id));

    const res = await t.request('/api/auth/sign-in/email', { json: { email: me.email, password: me.password } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'BANNED' } });
    // The session is still there, but every route refuses it and says why.
    const profile = await t.request('/api/profile', { cookie: me.cookie });
    expect(profile.status).toBe(403);
    expect(await profile.json()).toMatchObject({ error: { code: 'BANNED' } });
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(rows).toHaveLength(1);
  });
});

describe('sign out', () => {
  it('ends the session', async () => {
    const me = await t.givenSignedIn();
    const out = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie: me.cookie });
    expect(out.status).toBe(200);
    expect((await t.request('/api/profile', { cookie: me.cookie })).status).toBe(401);
  });
});

describe('confirmation link asked for again from the sign-in form', () => {
  it('also lands on /email-confirmation', async () => {
    const email = 'late.confirmer@example.com';
    await signUp({ email, password: 'sumac-and-saffron', name: 'Late C', firstName: 'Late', lastName: 'Confirmer' });
    expect(
      (await t.request('/api/auth/sign-in/email', { json: { email, password: 'sumac-and-saffron' } })).status,
    ).toBe(403);
    const resend = await t.request('/api/auth/send-verification-email', {
      json: { email, callbackURL: '/email-confirmation' },
    });
    expect(resend.status).toBe(200);
    const mails = (await t.deliverMail()).filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const res = await openLink(linkIn(mail));
      expect(res.headers.get('location')).toMatch(CONFIRMED_LANDING);
    }
  });
});

/** What the confirmation page is told when it asks about the address it was opened at. */
async function confirmationShown(pageUrl: string, cookie?: string) {
  const account = new URL(pageUrl, 'http://localhost').searchParams.get('account');
  const res = await t.request(
    account ? `/api/email-confirmation?account=${encodeURIComponent(account)}` : '/api/email-confirmation',
    { cookie },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { confirmed: boolean }).confirmed;
}

/** The page a confirmation mail's link would land on, read from the link without following it. */
function landingOf(mail: SentMail) {
  return new URL(linkIn(mail)).searchParams.get('callbackURL')!;
}

describe('email confirmation page', () => {
  const email = 'bilal.confirm@example.com';

  it('is a confirmation only after the mailed link was really used', async () => {
    await signUp({ email, password: 'sumac-and-saffron', name: 'Bilal C', firstName: 'Bilal', lastName: 'Confirm' });
    const mail = (await t.deliverMail()).findLast((m) => m.to === email)!;
    // Typing the page's address, even the one inside the mail, before the link is used confirms nothing.
    expect(await confirmationShown('/email-confirmation')).toBe(false);
    expect(await confirmationShown(landingOf(mail))).toBe(false);

    const res = await openLink(linkIn(mail));
    const landing = res.headers.get('location')!;
    expect(landing).toBe(landingOf(mail));
    expect(await confirmationShown(landing)).toBe(true);
    // The bare page still says nothing to a visitor.
    expect(await confirmationShown('/email-confirmation')).toBe(false);
  });

  it('cannot be forged by making up the mark', async () => {
    const confirmed = await t.givenAccount();
    const cases = [
      `/email-confirmation?account=${confirmed.id}`,
      `/email-confirmation?account=${confirmed.id}.forged-signature`,
      `/email-confirmation?account=${confirmed.id}.${'A'.repeat(43)}`,
      '/email-confirmation?account=.',
    ];
    for (const url of cases) expect(await confirmationShown(url)).toBe(false);
  });

  it('tells a signed-in member whose email is confirmed that it is', async () => {
    const me = await t.givenSignedIn();
    expect(await confirmationShown('/email-confirmation', me.cookie)).toBe(true);
  });

  it('sends a broken or expired link back to the page with the reason', async () => {
    const address = 'broken.link@example.com';
    await signUp({
      email: address,
      password: 'sumac-and-saffron',
      name: 'Broken L',
      firstName: 'Broken',
      lastName: 'Link',
    });
    const mail = (await t.deliverMail()).findLast((m) => m.to === address)!;
    const link = new URL(linkIn(mail));
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const res = await openLink(link.toString());
    expect(res.status).toBe(302);
    const landing = res.headers.get('location')!;
    expect(new URL(landing, 'http://localhost').searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(await confirmationShown(landing)).toBe(false);
  });

  it('mails a new link to an unconfirmed address, and answers the same for any other address', async () => {
    const address = 'lost.mail@example.com';
    await signUp({
      email: address,
      password: 'sumac-and-saffron',
      name: 'Lost M',
      firstName: 'Lost',
      lastName: 'Mail',
    });
    const before = (await t.deliverMail()).length;
    const resend = (to: string) =>
      t.request('/api/auth/send-verification-email', { json: { email: to, callbackURL: '/email-confirmation' } });

    const known = await resend(address);
    const unknown = await resend('nobody.here@example.com');
    const confirmed = await resend((await t.givenAccount()).email);
    for (const res of [known, unknown, confirmed]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true });
    }
    const mails = (await t.deliverMail()).slice(before);
    expect(mails.map((m) => m.to)).toEqual([address]);
    const landing = (await openLink(linkIn(mails[0]!))).headers.get('location')!;
    expect(await confirmationShown(landing)).toBe(true);
  });
});

describe('asking for a new confirmation link', () => {
  it('mails one address 5 links a day at most, whoever asks, answering every caller alike', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true', TRUST_PROXY: '1' });
    try {
      const address = 'many.links@example.com';
      await limited.request('/api/auth/sign-up/email', {
        json: {
          email: address,
          password: 'sumac-and-saffron',
          name: 'Many L',
          firstName: 'Many',
          lastName: 'Links',
          callbackURL: '/email-confirmation',
        },
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      // Each from an address of its own: the limit per caller (3 a minute) is not what holds them back.
      for (let i = 0; i < 6; i++) {
        const res = await limited.request('/api/auth/send-verification-email', {
          json: { email: address, callbackURL: '/email-confirmation' },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ status: true });
      }
      const mails = (await limited.deliverMail()).filter((m) => m.to === address);
      expect(mails).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset', () => {
  const requestReset = (email: string, context = t) =>
    context.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
  const resetMails = async (to: string) =>
    (await t.deliverMail()).filter((m) => m.to === to && m.subject === 'Reset your password');

  /** Opens the mailed link like a browser: better-auth checks the token and sends it on to our page. */
  async function tokenFrom(mail: SentMail) {
    const res = await openLink(linkIn(mail));
    expect(res.status).toBe(302);
    const landing = new URL(res.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe(`${t.config.publicUrl}/reset-password`);
    return landing.searchParams.get('token')!;
  }

  it('mails a link to a known address and nothing to an unknown one, answering both alike', async () => {
    const member = await t.givenAccount();
    const known = await requestReset(member.email);
    const unknown = await requestReset('no.such.person@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const mails = await resetMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('The link works for one hour.');
    expect((await t.deliverMail()).filter((m) => m.to === 'no.such.person@example.com')).toHaveLength(0);
  });

  it('lets the mailed link set a new password once, and signs every device out', async () => {
    const member = await t.givenSignedIn();
    await requestReset(member.email);
    const token = await tokenFrom((await resetMails(member.email)).at(-1)!);

    const res = await t.request('/api/auth/reset-password', { json: { newPassword: 'brand-new-pass', token } });
    expect(res.status).toBe(200);
    const oldPassword = await t.request('/api/auth/sign-in/email', {
      json: { email: member.email, password: member.password },
    });
    expect(oldPassword.status).toBe(401);
    expect(
      (await t.request('/api/auth/sign-in/email', { json: { email: member.email, password: 'brand-new-pass' } }))
        .status,
    ).toBe(200);
    // The session from before the reset no longer works.
    expect((await t.request('/api/profile', { cookie: member.cookie })).status).toBe(401);

    const again = await t.request('/api/auth/reset-password', { json: { newPassword: 'third-password', token } });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
  });

  it('refuses a made-up token, and sends its link to the page with the reason', async () => {
    const member = await t.givenAccount();
    const res = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'brand-new-pass', token: 'made-up-token-0123456789' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    expect(
      (await t.request('/api/auth/sign-in/email', { json: { email: member.email, password: member.password } })).status,
    ).toBe(200);

    const link = await t.request('/api/auth/reset-password/made-up-token-0123456789?callbackURL=/reset-password');
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe(`${t.config.publicUrl}/reset-password?error=INVALID_TOKEN`);
  });

  it('keeps the password rules of sign-up', async () => {
    const member = await t.givenAccount();
    await requestReset(member.email);
    const token = await tokenFrom((await resetMails(member.email)).at(-1)!);
    const res = await t.request('/api/auth/reset-password', { json: { newPassword: '12345', token } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_SHORT' } });
  });

  it('always links to the reset page, whatever address the request named', async () => {
    const member = await t.givenAccount();
    for (const redirectTo of ['/profile', 'https://evil.example/steal']) {
      await t.request('/api/auth/request-password-reset', { json: { email: member.email, redirectTo } });
      const mail = (await resetMails(member.email)).at(-1)!;
      expect(new URL(linkIn(mail)).searchParams.get('callbackURL')).toBe('/reset-password');
    }
    expect(await resetMails(member.email)).toHaveLength(2);
  });
});

describe('password reset limits', () => {
  it('slows down repeated requests from one address like sign-in, and caps the mails one inbox gets', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true', TRUST_PROXY: '1' });
    try {
      const member = await limited.givenAccount();
      // Each request's mail is queued before the next one (a request made while an older one's mail
      // waits makes that mail void: only the newest link is sent).
      const ask = async (address: string) => {
        const res = await limited.request('/api/auth/request-password-reset', {
          headers: { 'x-forwarded-for': address },
          json: { email: member.email },
        });
        await limited.deliverMail();
        return res;
      };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await ask('203.0.113.7')).status);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);

      // From many addresses, every answer is the same, but the inbox gets at most five a day.
      for (let i = 0; i < 3; i++) expect((await ask(`198.51.100.${i + 1}`)).status).toBe(200);
      const mails = (await limited.deliverMail()).filter((m) => m.to === member.email);
      expect(mails).toHaveLength(5);

      const attempts: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.request('/api/auth/reset-password', {
          headers: { 'x-forwarded-for': '203.0.113.9' },
          json: { newPassword: 'brand-new-pass', token: `guess-${i}` },
        });
        attempts.push(res.status);
      }
      expect(attempts.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(attempts.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
