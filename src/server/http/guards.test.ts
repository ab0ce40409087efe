import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../db/schema';
import { givenBusiness } from '../testing/factories';
import { anyPath, createTestContext, type TestContext } from '../testing/harness';

let t: TestContext;
let admin: { cookie: string };
let pendingId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  pendingId = (await givenBusiness(t.db, { approved: false })).id;
});
afterAll(() => t.close());

const AUTH_WRITES = [
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'change-email',
  'send-verification-email',
  'request-password-reset',
  'reset-password',
];

/** Every state-changing API route, with its path parameters filled in (the business ones with a real id). */
function mutatingRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of t.app.routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || !route.path.startsWith('/api/')) continue;
    const paths = route.path.startsWith('/api/auth/')
      ? AUTH_WRITES.map((p) => `/api/auth/${p}`)
      : [
          route.path
            .replace(/:(businessId|id)\b/g, pendingId)
            .replace(':list', 'newsletter')
            .replace(/:[a-zA-Z]+/g, crypto.randomUUID()),
        ];
    for (const path of paths) {
      const key = `${route.method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method: route.method, path });
    }
  }
  return routes;
}

describe('same-origin writes', () => {
  it('refuse every mutating route called from another site or with a form body, and change nothing', async () => {
    const routes = mutatingRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const before = await t.rowCounts();
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      // Mailed links (one-click unsubscribe, RFC 8058, and subscription confirmation) are posted from
      // anywhere: the token in the link is the proof, not a cookie.
      const fromAnySite = path.startsWith('/api/unsubscribe/') || path.startsWith('/api/subscriptions/confirm/');
      const own = t.config.publicUrl;
      const attempts: { headers: Record<string, string>; body: string; want: number }[] = [
        { headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}', want: 403 },
        { headers: { origin: 'null', 'content-type': 'application/json' }, body: '{}', want: 403 },
        { headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, body: '{}', want: 403 },
        {
          headers: { origin: own, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'reason=spam&confirm=DELETE',
          want: 415,
        },
        { headers: { origin: own, 'content-type': 'text/plain' }, body: '{"confirm":"DELETE"}', want: 415 },
      ];
      for (const attempt of attempts) {
        const res = await t.app.request(path, {
          method,
          headers: { cookie: admin.cookie, ...attempt.headers },
          body: attempt.body,
        });
        const refused = res.status === attempt.want;
        if (fromAnySite ? res.status === 403 : !refused)
          wrong.push(`${method} ${path} ${JSON.stringify(attempt.headers)} → ${res.status}`);
        if (!fromAnySite && refused) expect((await res.json()).error.code).toBeTruthy();
      }
    }
    expect(wrong).toEqual([]);
    expect(await t.rowCounts()).toEqual(before);
    const [pending] = await t.db.select().from(businesses).where(eq(businesses.id, pendingId));
    expect(pending).toMatchObject({ isApproved: false, rejectedAt: null });
  });

  it('let the site itself write with JSON, and with no body at all', async () => {
    const approve = await t.request(`/api/admin/businesses/${pendingId}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(approve.status).toBe(200);
    const profile = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { firstName: 'Same', lastName: 'Origin' },
    });
    expect(profile.status).toBe(200);
  });
});

describe('same-origin writes at another address than PUBLIC_URL', () => {
  const contact = { name: 'Amina', email: 'amina@example.com', subject: 'Hello', message: 'Salaam' };

  it('are taken from the address the site was opened at (127.0.0.1, a LAN address), by its Host', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000']) {
      const res = await t.request('/api/contact', {
        headers: { origin: `http://${host}`, host },
        json: contact,
      });
      expect(res.status, host).toBe(201);
    }
    const profile = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: admin.cookie,
      headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      json: { firstName: 'Local', lastName: 'Address' },
    });
    expect(profile.status).toBe(200);
  });

  it("are refused from another site, whose page sends its own Origin with this site's Host", async () => {
    const before = await t.rowCounts();
    for (const origin of ['http://evil.example', 'http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'null']) {
      const res = await t.request('/api/profile', {
        method: 'PATCH',
        cookie: admin.cookie,
        headers: { origin, host: '127.0.0.1:3000' },
        json: { firstName: 'Cross', lastName: 'Site' },
      });
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'CROSS_ORIGIN', message: 'This request must come from the Indiana Halal Directory site.' },
      });
    }
    expect(await t.rowCounts()).toEqual(before);
  });

  it('read the address from X-Forwarded-Host and X-Forwarded-Proto only behind TRUST_PROXY', async () => {
    const forwarded = {
      origin: 'https://halal.example.org',
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'halal.example.org',
      'x-forwarded-proto': 'https',
    };
    expect((await t.request('/api/contact', { headers: forwarded, json: contact })).status).toBe(403);

    const proxied = await createTestContext({ TRUST_PROXY: '1' });
    try {
      expect((await proxied.request('/api/contact', { headers: forwarded, json: contact })).status).toBe(201);
      // Behind the proxy, the address is the one it forwarded, not the Host it connected to.
      const inner = { ...forwarded, origin: 'http://10.0.0.5:3000' };
      expect((await proxied.request('/api/contact', { headers: inner, json: contact })).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('request bodies', () => {
  it('are bounded before better-auth reads them, whether the length is declared or streamed', async () => {
    const declared = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json', 'content-length': '62914560' },
      body: '{"email":"a@example.com","password":"x"}',
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('PAYLOAD_TOO_LARGE');

    let sent = 0;
    const chunk = new TextEncoder().encode(`{"pad":"${'x'.repeat(64 * 1024)}`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 60 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Reading stopped soon after the limit, not at the end of the 60 MB.
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });

  it('of multipart uploads stop at the image limit, on any route', async () => {
    const res = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: {
        origin: t.config.publicUrl,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(60 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(res.status).toBe(413);
  });
});

describe('auth answers', () => {
  it('come in the API error shape', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) },
    });
    const unknown = await t.request('/api/auth/no-such-endpoint', { json: {} });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBeTruthy();
  });

  it('and signed-in answers are never stored, public ones may be', async () => {
    const session = await t.request('/api/auth/get-session', { cookie: admin.cookie });
    expect(session.headers.get('cache-control')).toBe('no-store');
    const profile = await t.request('/api/profile', { cookie: admin.cookie });
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const categories = await t.request('/api/categories');
    expect(categories.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    const signedInCategories = await t.request('/api/categories', { cookie: admin.cookie });
    expect(signedInCategories.headers.get('cache-control')).toBe('no-store');
  });
});

describe('response headers', () => {
  it("allow the position to the site's own pages and no powerful feature to anyone, on every kind of answer", async () => {
    const answers = [
      await t.request('/api/categories'),
      await t.request('/api/profile', { cookie: admin.cookie }),
      await t.request(anyPath('/api/no-such-route')),
      await t.request('/api/auth/get-session', { cookie: admin.cookie }),
      await t.request('/api/contact', { headers: { origin: 'https://evil.example' }, json: {} }),
      await t.app.request('/r/some-business'),
    ];
    for (const res of answers) {
      const policy = res.headers.get('permissions-policy') ?? '';
      const features = new Map(policy.split(', ').map((directive) => directive.split('=') as [string, string]));
      expect(features.get('geolocation'), res.url).toBe('(self)');
      for (const feature of ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture'])
        expect(features.get(feature), feature).toBe('()');
      expect([...features.values()].filter((allowed) => allowed !== '()')).toEqual(['(self)']);
    }
  });
});

describe('request targets', () => {
  it('that cannot be decoded to clean text are refused before routing', async () => {
    for (const path of [
      '/api/businesses/%00',
      '/api/businesses?q=%00',
      '/api/businesses?city=a%00b',
      '/api/businesses/%E0%A4%A',
      '/api/businesses?q=%E0%A4%A',
      '/api/categories/%ED%A0%80',
    ] as const) {
      const res = await t.request(path);
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.code).toBe('BAD_REQUEST');
    }
    const page = await t.app.request('/c/%E0%A4%A');
    expect(page.status).toBe(400);
  });
});

describe('client addresses', () => {
  async function contactStatuses(env: Record<string, string>, forwardedFor: string[]) {
    const limited = await createTestContext({ RATE_LIMIT: 'true', ...env });
    try {
      const statuses: number[] = [];
      for (const [i, address] of forwardedFor.entries()) {
        // A different sender each time, so only the per-address limit can refuse.
        const res = await limited.request('/api/contact', {
          headers: { 'x-forwarded-for': address },
          json: { name: 'A', email: `sender${i}@example.com`, subject: 'Hello', message: 'Hi' },
        });
        statuses.push(res.status);
      }
      return statuses;
    } finally {
      await limited.close();
    }
  }

  it('come from X-Forwarded-For behind TRUST_PROXY, so each visitor has their own rate limit', async () => {
    const six = Array.from({ length: 6 }, () => '203.0.113.7');
    expect(await contactStatuses({ TRUST_PROXY: '1' }, [...six, '198.51.100.2'])).toEqual([
      201, 201, 201, 201, 201, 429, 201,
    ]);
  });

  it('ignore X-Forwarded-For without TRUST_PROXY, so a client cannot pick a fresh bucket', async () => {
    const spoofed = Array.from({ length: 6 }, (_, i) => `192.0.2.${i + 1}`);
    expect((await contactStatuses({}, spoofed)).at(-1)).toBe(429);
  });

  it('a signed-in visitor reloading 120 times stays signed in', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const { cookie } = await limited.givenSignedIn();
      for (let i = 0; i < 120; i++) {
        const res = await limited.request('/api/auth/get-session', { cookie });
        expect(res.status).toBe(200);
        expect((await res.json())?.user).toBeTruthy();
      }
    } finally {
      await limited.close();
    }
  });
});
