import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, featuredListings } from '../db/schema';
import { givenBusiness } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';
import { within } from '../testing/within';
import { mountAssets, mountWebApp } from '../web';

let t: TestContext;
let admin: { cookie: string };
const SCRIPT = `console.log(${JSON.stringify('halal '.repeat(400))});`;

/** A built web app in a folder: index.html, one hashed script with its compressed copies, and a source map. */
function givenBuiltWebApp() {
  const dist = mkdtempSync(path.join(tmpdir(), 'directory-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets/index-abc123.js.map'), '{"version":3}');
  // The build's manifest: the entry, and the business page's chunk with a chunk it shares with the entry.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework-fff.js' },
      '_business-bbb.js': {
        file: 'assets/business-bbb.js',
        name: 'business',
        imports: ['_framework.js', '_photo.js'],
      },
      '_photo.js': { file: 'assets/photo-ppp.js' },
    }),
  );
  return dist;
}

const names = async (res: Response) => ((await res.json()) as { name: string }[]).map((card) => card.name);
const titleOf = async (res: Response) => (await res.text()).match(/<title>(.*?)<\/title>/)?.[1];

beforeAll(async () => {
  t = await createTestContext();
  const dist = givenBuiltWebApp();
  mountAssets(t.app, dist);
  mountWebApp(t.app, dist);
  admin = await t.givenSignedIn({ role: 'admin' });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness without the database, and readiness with it', async () => {
    const live = await t.request('/api/health');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'reachable' });
  });
});

describe('public reads', () => {
  it('tell a browser or CDN how to keep them, and answer 304 to a caller who holds the same answer', async () => {
    // The web sends the minute its cards' statuses are of (issue 17); the same minute, the same answer.
    await givenBusiness(t.db, { name: 'Etag Eatery' });
    const first = await t.request('/api/businesses?category=all-businesses&at=2026-06-01T12:00:00Z');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    expect(first.headers.get('vary')).toContain('Cookie');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.request('/api/businesses?category=all-businesses&at=2026-06-01T12:00:00Z', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    // A gzipped answer's tag is weak (W/"…"): it still names the same body.
    const weak = await t.request('/api/businesses?category=all-businesses&at=2026-06-01T12:00:00Z', {
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(weak.status).toBe(304);

    await givenBusiness(t.db, { name: 'Etag Eatery Two' });
    const changed = await t.request('/api/businesses?category=all-businesses&at=2026-06-01T12:00:00Z', {
      headers: { 'if-none-match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('stay private and unstored for a signed-in caller', async () => {
    const reader = await t.givenSignedIn();
    const res = await t.request('/api/categories', { cookie: reader.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('show featured listings as kept until a change to featured listings is heard, one written by hand too', async () => {
    const early = await givenBusiness(t.db, { name: 'Kept Kabob' });
    const later = await givenBusiness(t.db, { name: 'Heard Hummus' });
    expect(await names(await t.request('/api/featured'))).not.toContain('Kept Kabob');

    // Written behind the app's back: the database itself tells of it (migration 0025).
    await t.db.insert(featuredListings).values({ businessId: early.id, startAt: new Date(Date.now() - 60_000) });
    await within(1_000, async () => {
      expect(await names(await t.request('/api/featured'))).toContain('Kept Kabob');
    });

    const featured = await t.request(`/api/admin/businesses/${later.id}/featured`, {
      method: 'PUT',
      cookie: admin.cookie,
    });
    expect(featured.status).toBe(200);
    await within(5_000, async () => {
      expect(await names(await t.request('/api/featured'))).toEqual(
        expect.arrayContaining(['Kept Kabob', 'Heard Hummus']),
      );
    });
  });

  it("list a new city once a business's change is heard", async () => {
    const cities = async () => (await (await t.request('/api/cities')).json()) as string[];
    expect(await cities()).not.toContain('Zionsville');
    await givenBusiness(t.db, { name: 'Quiet Corner', city: 'Zionsville' });
    await within(1_000, async () => expect(await cities()).toContain('Zionsville'));

    const pending = await givenBusiness(t.db, { name: 'Approved Later', city: 'Yorktown', approved: false });
    const approved = await t.request(`/api/admin/businesses/${pending.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(approved.status).toBe(200);
    await within(5_000, async () => {
      expect(await cities()).toEqual(expect.arrayContaining(['Zionsville', 'Yorktown']));
    });
  });
});

describe('shared links and sitemaps', () => {
  it("keep a business page's meta until a business change is heard, 404 included", async () => {
    const shown = await givenBusiness(t.db, { name: 'Meta Mandi' });
    const pending = await givenBusiness(t.db, { name: 'Meta Pending', approved: false });
    expect(await titleOf(await t.request(`/r/${shown.slug}`))).toBe('Meta Mandi — Indiana Halal Directory');
    expect((await t.request(`/r/${pending.slug}`)).status).toBe(404);

    await t.db.update(businesses).set({ name: 'Meta Mandi House' }).where(eq(businesses.id, shown.id));
    await within(1_000, async () => {
      expect(await titleOf(await t.request(`/r/${shown.slug}`))).toBe('Meta Mandi House — Indiana Halal Directory');
    });

    await t.request(`/api/admin/businesses/${pending.id}/approve`, { method: 'POST', cookie: admin.cookie });
    await within(5_000, async () => {
      expect((await t.request(`/r/${pending.slug}`)).status).toBe(200);
      expect(await titleOf(await t.request(`/r/${shown.slug}`))).toBe('Meta Mandi House — Indiana Halal Directory');
    });
  });

  it("name a business page's own code in its head, so the browser fetches it beside the entry", async () => {
    const shown = await givenBusiness(t.db, { name: 'Preload Pide' });
    const html = await (await t.request(`/r/${shown.slug}`)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/business-bbb.js', '/assets/photo-ppp.js']);
    expect(await (await t.request('/contact')).text()).not.toContain('modulepreload');
    expect(await (await t.request('/r/no-such-place')).text()).not.toContain('modulepreload');
  });

  it('index the pages sitemap and the businesses sitemaps, kept until a business change is heard', async () => {
    const index = await (await t.request('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>http://localhost:3000/sitemaps/pages.xml</loc>');
    expect(index).toContain('<loc>http://localhost:3000/sitemaps/businesses-1.xml</loc>');
    expect(index).not.toContain('businesses-2.xml');
    expect(await (await t.request('/sitemaps/pages.xml')).text()).toContain(
      '<loc>http://localhost:3000/c/all-businesses</loc>',
    );
    expect((await t.request('/sitemaps/businesses-2.xml')).status).toBe(404);

    const businessesXml = async () => (await t.request('/sitemaps/businesses-1.xml')).text();
    const hidden = await givenBusiness(t.db, { name: 'Sitemap Soon', approved: false });
    await businessesXml();
    await t.db.update(businesses).set({ isApproved: true }).where(eq(businesses.id, hidden.id));
    await within(1_000, async () => expect(await businessesXml()).toContain(`/r/${hidden.slug}<`));

    const other = await givenBusiness(t.db, { name: 'Sitemap Trigger', approved: false });
    await t.request(`/api/admin/businesses/${other.id}/approve`, { method: 'POST', cookie: admin.cookie });
    await within(5_000, async () => {
      const xml = await businessesXml();
      expect(xml).toContain(`/r/${hidden.slug}<`);
      expect(xml).toContain(`/r/${other.slug}<`);
    });
  });

  it('gzips a sitemap once, for crawlers that take gzip', async () => {
    const res = await t.request('/sitemaps/pages.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });
});

describe('built files', () => {
  const script = '/assets/index-abc123.js';

  it('are sent brotli, then gzip, then as they are, by what the browser accepts, cached for a year', async () => {
    const br = await t.request(script, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);

    const gz = await t.request(script, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');

    const plain = await t.request(script);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('never include source maps or the compressed copies as files of their own', async () => {
    for (const file of [`${script}.map`, `${script}.br`, `${script}.gz`] as const)
      expect((await t.request(file)).status, file).toBe(404);
  });
});
