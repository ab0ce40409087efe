import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';

let t: TestContext;
let member: { cookie: string; email: string; password: string };

beforeAll(async () => {
  t = await createTestContext();
  member = await t.givenSignedIn();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Every query fails with `error` until the test ends, as while PostgreSQL restarts (PGlite or pg's pool alike). */
function givenDatabaseFailing(error: Error) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const client = (t.db as unknown as { $client: Record<string, unknown> }).$client;
  for (const name of ['query', 'exec', 'transaction', 'connect'])
    if (typeof client[name] === 'function')
      vi.spyOn(client as Record<string, () => Promise<unknown>>, name).mockRejectedValue(error);
}

/** What node-postgres throws: the server's SQLSTATE, or Node's socket code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

const CONNECTION_FAILURES = [
  pgError('terminating connection due to administrator command', '57P01'),
  pgError('the database system is shutting down', '57P03'),
  pgError('sorry, too many clients already', '53300'),
  pgError('connection failure', '08006'),
  pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  pgError('read ECONNRESET', 'ECONNRESET'),
  pgError('Connection terminated unexpectedly'),
  pgError('Client has encountered a connection error and is not queryable'),
  pgError('timeout exceeded when trying to connect'),
  // Node tries every address of the host; each refused.
  new AggregateError(
    [
      pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    'every address refused',
  ),
];

const contactMessage = { name: 'Amina', email: 'amina@example.com', subject: 'Hello', message: 'Salaam' };

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(await res.json()).toEqual({
    error: {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The site cannot reach its data for a moment. Please try again in a few seconds.',
    },
  });
}

describe('while the database cannot be reached', () => {
  it.each(CONNECTION_FAILURES.map((error) => [error.message, error] as const))(
    'reads and writes answer 503 with Retry-After (%s)',
    async (_message, error) => {
      givenDatabaseFailing(error);
      await expectUnavailable(await t.request('/api/businesses'));
      await expectUnavailable(await t.request('/api/contact', { json: contactMessage }));
      await expectUnavailable(await t.request('/api/profile', { cookie: member.cookie }));
    },
  );

  it("better-auth's answers are 503 with Retry-After too: signing in and reading the session", async () => {
    givenDatabaseFailing(pgError('terminating connection due to administrator command', '57P01'));
    await expectUnavailable(
      await t.request('/api/auth/sign-in/email', { json: { email: member.email, password: member.password } }),
    );
    await expectUnavailable(await t.request('/api/auth/get-session', { cookie: member.cookie }));
  });

  it('everything answers again once it is back', async () => {
    givenDatabaseFailing(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    expect((await t.request('/api/contact', { json: contactMessage })).status).toBe(503);
    vi.restoreAllMocks();
    expect((await t.request('/api/contact', { json: contactMessage })).status).toBe(201);
    const session = await t.request('/api/auth/get-session', { cookie: member.cookie });
    expect(session.status).toBe(200);
    expect((await session.json())?.user?.email).toBe(member.email);
  });
});

describe('an unexpected failure', () => {
  it('still answers 500 INTERNAL, with no Retry-After, on the API and on better-auth', async () => {
    givenDatabaseFailing(new Error('column "nope" does not exist'));
    for (const res of [
      await t.request('/api/contact', { json: contactMessage }),
      await t.request('/api/auth/sign-in/email', { json: { email: member.email, password: member.password } }),
    ]) {
      expect(res.status).toBe(500);
      expect(res.headers.get('retry-after')).toBeNull();
      expect(await res.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      });
    }
  });
});
