import { betterAuth } from 'better-auth';
import { memoryAdapter } from 'better-auth/adapters/memory';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { requestOrigin, trustedOriginsFor } from './origins';

const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://halal.example.org' });
const proxied = { ...config, trustProxy: 1 };

function request(url: string, headers: Record<string, string> = {}) {
  return new Request(url, { headers });
}

describe("a request's own origin", () => {
  it('is the scheme it arrived over and its Host', () => {
    expect(requestOrigin(request('http://127.0.0.1:3000/api/x', { host: '127.0.0.1:3000' }), 0)).toBe(
      'http://127.0.0.1:3000',
    );
    expect(requestOrigin(request('http://localhost/api/x', { host: '192.168.1.20:3000' }), 0)).toBe(
      'http://192.168.1.20:3000',
    );
    expect(requestOrigin(request('https://halal.example.org/api/x', { host: 'Halal.Example.org' }), 0)).toBe(
      'https://halal.example.org',
    );
    expect(requestOrigin(request('http://[::1]:3000/api/x', { host: '[::1]:3000' }), 0)).toBe('http://[::1]:3000');
  });

  it('is read from the forwarded headers only behind TRUST_PROXY proxies', () => {
    const forwarded = request('http://10.0.0.5:3000/api/x', {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'halal.example.org',
      'x-forwarded-proto': 'https',
    });
    expect(requestOrigin(forwarded, 0)).toBe('http://10.0.0.5:3000');
    expect(requestOrigin(forwarded, 1)).toBe('https://halal.example.org');
    // Each proxy adds what it saw: a client's own value, on the left, is not the outermost proxy's.
    const spoofed = request('http://10.0.0.5:3000/api/x', {
      'x-forwarded-host': 'evil.example, halal.example.org',
      'x-forwarded-proto': 'http, https',
    });
    expect(requestOrigin(spoofed, 1)).toBe('https://halal.example.org');
  });

  it('is none when the Host is not a host and port', () => {
    for (const host of ['evil.example/x', 'user@evil.example', 'evil.example?x', 'evil example'])
      expect(requestOrigin(request('http://localhost/api/x', { host }), 0), host).toBeUndefined();
    const ftp = request('http://localhost/api/x', { 'x-forwarded-proto': 'ftp', 'x-forwarded-host': 'a.example' });
    expect(requestOrigin(ftp, 1)).toBeUndefined();
  });
});

describe("better-auth's trusted origins", () => {
  it('are the configured ones, and the origin of the request it answers', () => {
    const trusted = trustedOriginsFor(config);
    expect(trusted()).toEqual(['https://halal.example.org']);
    expect(trusted(request('http://127.0.0.1:3000/api/auth/sign-in/email', { host: '127.0.0.1:3000' }))).toEqual([
      'https://halal.example.org',
      'http://127.0.0.1:3000',
    ]);
    expect(trusted(request('https://halal.example.org/api/auth/sign-out'))).toEqual(['https://halal.example.org']);
    expect(
      trustedOriginsFor(proxied)(
        request('http://10.0.0.5:3000/api/auth/sign-out', { 'x-forwarded-host': 'www.halal.example.org' }),
      ),
    ).toEqual(['https://halal.example.org', 'http://www.halal.example.org']);
  });

  /** A sign-in at http://127.0.0.1:3000, from a page of `origin`, answered by better-auth given `trustedOrigins`. */
  function signIn(trustedOrigins: string[] | ((request?: Request) => string[]), origin: string) {
    const auth = betterAuth({
      baseURL: config.publicUrl,
      basePath: '/api/auth',
      secret: 'a-secret-only-for-this-test-0123456789abcdef',
      trustedOrigins,
      database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
      emailAndPassword: { enabled: true },
      rateLimit: { enabled: false },
      logger: { disabled: true },
      // better-auth leaves its origin check out under NODE_ENV=test; here it runs, as in production.
      advanced: { disableOriginCheck: false },
    });
    return auth.handler(
      new Request('http://127.0.0.1:3000/api/auth/sign-in/email', {
        method: 'POST',
        // A cookie makes better-auth check the Origin, as it does for a visitor's browser.
        headers: { origin, host: '127.0.0.1:3000', cookie: 'lang=en', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
      }),
    );
  }

  it("let better-auth's own check take a sign-in from the address the site was opened at, and no other site", async () => {
    // Checked, and refused only for the wrong password.
    expect((await signIn(trustedOriginsFor(config), 'http://127.0.0.1:3000')).status).toBe(401);
    const crossSite = await signIn(trustedOriginsFor(config), 'http://evil.example');
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).code).toBe('INVALID_ORIGIN');
  });

  it('are needed: given only the configured origins, better-auth refuses the address the site was opened at', async () => {
    const refused = await signIn(config.trustedOrigins, 'http://127.0.0.1:3000');
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('INVALID_ORIGIN');
  });
});
