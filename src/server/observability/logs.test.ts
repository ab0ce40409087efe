import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { anyPath, createTestContext, linkIn, linkPath, sessionCookie, type TestContext } from '../testing/harness';
import { createLogger, installLogger, personHash } from './log';

// Issue 33: the server's log is JSON lines an operator can search, and nothing in it signs anyone in or
// says who they are.

let t: TestContext;
const lines: string[] = [];
let restoreLogger: () => void;

beforeAll(async () => {
  restoreLogger = installLogger(
    createLogger({ level: 'info', destination: { write: (line) => void lines.push(line) } }),
  );
  t = await createTestContext();
});
afterAll(async () => {
  restoreLogger();
  await t.close();
});

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** Follows a mailed link as a browser would; answers the redirect's target. */
async function follow(url: string) {
  return t.request(linkPath(url));
}

describe("a person's way through sign-up, sign-in and a password reset", () => {
  it('leaves no password, token, cookie, session id or email address in any log line', async () => {
    const email = 'noor.haddad@example.com';
    const firstPassword = 'za-atar-and-olive-oil';
    const wrongPassword = 'not-my-password-at-all';
    const newPassword = 'pistachio-baklava-77';
    const secrets: string[] = [email, firstPassword, wrongPassword, newPassword];

    const signUp = await t.request('/api/auth/sign-up/email', {
      json: { email, password: firstPassword, name: 'Noor Haddad', firstName: 'Noor', lastName: 'Haddad' },
    });
    expect(signUp.status).toBe(200);
    const confirmation = (await t.deliverMail()).find((m) => m.to === email)!;
    const confirmLink = linkIn(confirmation);
    secrets.push(new URL(confirmLink).searchParams.get('token')!);
    expect((await follow(confirmLink)).status).toBe(302);

    const wrong = await t.request('/api/auth/sign-in/email', { json: { email, password: wrongPassword } });
    expect(wrong.status).toBe(401);
    const signIn = await t.request('/api/auth/sign-in/email', { json: { email, password: firstPassword } });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    secrets.push(...cookie.split('; ').flatMap((pair) => [pair, pair.split('=')[1]!]));
    const profile = await t.request('/api/profile', { cookie });
    const me = (await profile.json()) as { id: string };
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, me.id));
    secrets.push(session!.id, session!.token, me.id);

    await t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    const resetMail = (await t.deliverMail()).findLast((m) => m.to === email && m.subject === 'Reset your password')!;
    const landing = new URL((await follow(linkIn(resetMail))).headers.get('location')!, 'http://localhost:3000');
    const resetToken = landing.searchParams.get('token')!;
    secrets.push(resetToken);
    const reset = await t.request('/api/auth/reset-password', { json: { newPassword, token: resetToken } });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/auth/sign-in/email', { json: { email, password: newPassword } })).status).toBe(200);
    await t.deliverMail();

    expect(lines.length).toBeGreaterThan(8);
    const leaks = lines.flatMap((line) =>
      secrets.filter((secret) => line.includes(secret)).map((s) => `${s} in ${line}`),
    );
    expect(leaks).toEqual([]);
    expect(lines.filter((line) => /[\w.+-]+@[\w-]+\.[\w.]+/.test(line))).toEqual([]);

    // What is there instead: the request's route and outcome, the person as a hash, the mail by its kind.
    expect(entries()).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        route: '/api/profile',
        status: 200,
        person: personHash(me.id),
        requestId: profile.headers.get('x-request-id'),
      }),
    );
    expect(entries()).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'POST', route: '/api/auth/*', status: 401 }),
    );
    expect(entries()).toContainEqual(
      expect.objectContaining({ job: 'mail', kind: 'reset-password', msg: 'mail: sent' }),
    );
  });

  it('writes secrets handed to the logger as [redacted], and addresses in messages as [email]', () => {
    const before = lines.length;
    const logged = createLogger({ level: 'info', destination: { write: (line) => void lines.push(line) } });
    logged.warn(
      { body: { email: 'layla@example.com', password: 'rosewater-12' }, headers: { cookie: 'session=abc123def' } },
      'sign-in failed for layla@example.com',
    );
    logged.error({ err: new Error('at file:///srv/node_modules/@scope/pkg/index.js') }, 'a stack keeps its paths');
    const [line, stack] = lines.slice(before);
    expect(JSON.parse(line!)).toMatchObject({
      body: { email: '[redacted]', password: '[redacted]' },
      headers: { cookie: '[redacted]' },
      msg: 'sign-in failed for [email]',
    });
    expect(JSON.parse(stack!).err.message).toBe('at file:///srv/node_modules/@scope/pkg/index.js');
  });
});

describe('request ids', () => {
  it('are made by the server and returned with the answer, whatever a caller claims, when no proxy is trusted', async () => {
    // The second is answered from memory, ahead of the routes: it has its id and its line all the same.
    for (const _ of [1, 2]) {
      const res = await t.request('/api/categories', { headers: { 'x-request-id': 'chosen-by-the-caller' } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(entries()).toContainEqual(
        expect.objectContaining({ requestId: id, method: 'GET', route: '/api/categories', status: 200 }),
      );
    }
    expect(lines.some((line) => line.includes('chosen-by-the-caller'))).toBe(false);
  });

  it("are taken from the proxy's X-Request-Id behind TRUST_PROXY, unless it is not a plain id", async () => {
    const behindProxy = await createTestContext({ TRUST_PROXY: '1' });
    try {
      const res = await behindProxy.request(anyPath('/api/no-such-route'), {
        headers: { 'x-request-id': 'lb-7f3a.42' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
      expect(entries()).toContainEqual(
        expect.objectContaining({ requestId: 'lb-7f3a.42', route: '/api/*', status: 404 }),
      );
      const odd = await behindProxy.request('/api/categories', { headers: { 'x-request-id': 'two words' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behindProxy.close();
    }
  });
});
