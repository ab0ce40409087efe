import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/profile';
import { createTestContext, type TestContext } from '../testing/harness';
import { isPolicy } from './policy';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('access policy', () => {
  it('is declared by every API route', () => {
    const byRoute = new Map<string, unknown[]>();
    for (const route of t.app.routes) {
      if (route.method === 'ALL' && route.path.endsWith('*') && !route.path.startsWith('/api/auth')) continue;
      if (!route.path.startsWith('/api')) continue;
      const key = `${route.method} ${route.path}`;
      byRoute.set(key, [...(byRoute.get(key) ?? []), route.handler]);
    }
    expect(byRoute.size).toBeGreaterThan(3);
    const undeclared = [...byRoute].filter(([, handlers]) => !handlers.some(isPolicy)).map(([key]) => key);
    expect(undeclared).toEqual([]);
  });
});

/**
 * The matrix: each route called as every kind of caller. Later features add their rows here.
 * Expected statuses are per caller; a caller left out expects the `others` status.
 */
type Caller = 'anonymous' | Role | 'banned';
interface MatrixRow {
  method: string;
  path: string;
  json?: unknown;
  expect: Partial<Record<Caller, number>> & { others: number };
}

const matrix: MatrixRow[] = [
  { method: 'GET', path: '/api/health', expect: { others: 200 } },
  { method: 'GET', path: '/api/categories', expect: { others: 200 } },
  { method: 'GET', path: '/api/profile', expect: { anonymous: 401, banned: 401, others: 200 } },
  {
    method: 'PATCH',
    path: '/api/profile',
    json: { firstName: 'Matrix', lastName: 'Caller' },
    expect: { anonymous: 401, banned: 401, others: 200 },
  },
  { method: 'GET', path: '/api/featured', expect: { others: 200 } },
  { method: 'GET', path: '/api/businesses?category=all-businesses', expect: { others: 200 } },
  { method: 'GET', path: '/api/live', expect: { anonymous: 401, banned: 401, others: 200 } },
  {
    method: 'POST',
    path: '/api/submissions',
    json: { name: '' },
    expect: { anonymous: 401, banned: 401, others: 400 },
  },
  { method: 'GET', path: '/api/owner/business', expect: { anonymous: 401, banned: 401, others: 404 } },
  ...['stats', 'businesses', 'featured', 'contacts', 'newsletter', 'users', 'disputes', 'logos'].map((area) => ({
    method: 'GET',
    path: `/api/admin/${area}`,
    expect: { anonymous: 401, banned: 401, user: 403, business_owner: 403, admin: 200, others: 0 },
  })),
  { method: 'GET', path: '/api/no-such-route', expect: { others: 404 } },
];

describe('access matrix', () => {
  const callers: Caller[] = ['anonymous', 'user', 'business_owner', 'admin', 'banned'];
  const cookies = new Map<Caller, string | undefined>();

  beforeAll(async () => {
    cookies.set('anonymous', undefined);
    for (const role of ['user', 'business_owner', 'admin'] as const)
      cookies.set(role, (await t.givenSignedIn({ role })).cookie);
    const banned = await t.givenSignedIn();
    const { profiles } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(profiles).set({ banned: true }).where(eq(profiles.id, banned.id));
    cookies.set('banned', banned.cookie);
  });

  for (const row of matrix) {
    it(`${row.method} ${row.path}`, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const caller of callers) {
        const res = await t.request(row.path, { method: row.method, json: row.json, cookie: cookies.get(caller) });
        seen[caller] = res.status;
        wanted[caller] = row.expect[caller] ?? row.expect.others;
        if (res.headers.get('content-type')?.includes('text/event-stream')) {
          await res.body?.cancel();
          continue;
        }
        wanted[caller] = row.expect[caller] ?? row.expect.others;
        if (res.status >= 400) expect((await res.json()).error.code).toBeTruthy();
      }
      expect(seen).toEqual(wanted);
    });
  }
});

describe('rate limits', () => {
  it('slow down repeated sign-in attempts from one address', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.request('/api/auth/sign-in/email', {
          json: { email: 'nobody@example.com', password: 'wrong-password' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
