import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AnswerCache, answerFromMemory } from './answer-cache';

// Issue 40: the answers kept in memory stay within their bounds and never outlive their minute or a change.

const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'public, max-age=0, s-maxage=5' });

function cacheAt(clock: { now: number }, options: { maxEntries?: number; maxBytes?: number } = {}) {
  return new AnswerCache({ ...options, now: () => clock.now });
}

function keep(cache: AnswerCache, key: string, body: string, businessId?: string) {
  cache.keep(key, cache.begin(), { body, etag: `"${key}"`, headers, businessId });
}

describe('answers kept in memory', () => {
  it('are answered until the end of the minute they were read in, and not after', async () => {
    const clock = { now: Date.parse('2026-06-01T15:59:10Z') };
    const cache = cacheAt(clock);
    keep(cache, '/api/featured', '[]');
    clock.now = Date.parse('2026-06-01T15:59:59.999Z');
    expect(await cache.answer('/api/featured', undefined, undefined)?.text()).toBe('[]');
    clock.now = Date.parse('2026-06-01T16:00:00Z');
    expect(cache.answer('/api/featured', undefined, undefined)).toBeUndefined();
  });

  it('are not kept when the read began before a change was heard, nor when it ended in a later minute', () => {
    const clock = { now: Date.parse('2026-06-01T15:59:59.900Z') };
    const cache = cacheAt(clock);
    const beforeChange = cache.begin();
    cache.dropAll();
    cache.keep('/api/cities', beforeChange, { body: '["Carmel"]', etag: '"a"', headers });
    expect(cache.size).toBe(0);

    const lateRead = cache.begin();
    clock.now = Date.parse('2026-06-01T16:00:00.100Z');
    cache.keep('/api/cities', lateRead, { body: '["Carmel"]', etag: '"a"', headers });
    expect(cache.size).toBe(0);
  });

  it("drop one business's page on a change shown on that page alone, and every answer on any other change", () => {
    const cache = cacheAt({ now: Date.parse('2026-06-01T12:00:00Z') });
    keep(cache, '/api/businesses/a', '{"id":"a"}', 'a');
    keep(cache, '/api/businesses/b', '{"id":"b"}', 'b');
    keep(cache, '/api/businesses?category=restaurants', '{"items":[]}');
    cache.dropPage('a');
    expect(cache.answer('/api/businesses/a', undefined, undefined)).toBeUndefined();
    expect(cache.answer('/api/businesses/b', undefined, undefined)).toBeDefined();
    expect(cache.answer('/api/businesses?category=restaurants', undefined, undefined)).toBeDefined();
    cache.dropAll();
    expect(cache.size).toBe(0);
  });

  it('hold at most their number of entries and of bytes, the oldest going first', () => {
    const cache = cacheAt({ now: Date.parse('2026-06-01T12:00:00Z') }, { maxEntries: 3, maxBytes: 8_000 });
    for (let i = 0; i < 5; i++) keep(cache, `/api/businesses/${i}`, 'x'.repeat(100));
    expect(cache.size).toBe(3);
    expect(cache.answer('/api/businesses/0', undefined, undefined)).toBeUndefined();
    expect(cache.answer('/api/businesses/4', undefined, undefined)).toBeDefined();

    // An answer of more than an eighth of the bytes is not kept at all; the others fill up to the bound.
    keep(cache, '/api/businesses?q=huge', 'x'.repeat(1_100));
    expect(cache.answer('/api/businesses?q=huge', undefined, undefined)).toBeUndefined();
    for (let i = 0; i < 3; i++) keep(cache, `/api/businesses?page=${i}`, 'y'.repeat(1_000));
    expect(cache.totalBytes).toBeLessThanOrEqual(8_000);
    // Compressed copies count too.
    cache.answer('/api/businesses?page=2', undefined, 'br');
    expect(cache.totalBytes).toBeLessThanOrEqual(8_000);
  });

  it('are never answered to a request that carries a session cookie, nor for reads that are not kept', () => {
    expect(AnswerCache.keeps('GET', '/api/businesses', undefined)).toBe(true);
    expect(AnswerCache.keeps('GET', '/api/businesses', 'theme=dark; better-auth.session_token=abc.def')).toBe(false);
    expect(AnswerCache.keeps('POST', '/api/businesses', undefined)).toBe(false);
    expect(AnswerCache.keeps('GET', '/api/businesses/abc/reviews', undefined)).toBe(false);
    expect(AnswerCache.keeps('GET', '/api/me', undefined)).toBe(false);
  });
});

describe('a write answered here', () => {
  it("forgets what is kept when it may change what visitors read, and not for a person's own things", async () => {
    let forgotten = 0;
    const cache = new AnswerCache({ alsoForget: () => forgotten++ });
    const app = new Hono();
    app.use('/api/*', answerFromMemory(cache));
    app.all('/api/*', (c) => c.body(null, 204));
    const write = async (method: string, path: string) => {
      const before = forgotten;
      expect((await app.request(path, { method })).status).toBe(204);
      return forgotten - before;
    };
    // What every visitor's browser sends after a page, and what belongs to one person.
    expect(await write('POST', '/api/insights')).toBe(0);
    expect(await write('PUT', '/api/saved/places/0b0a7a59-4b47-4a4e-9e63-1f1b0f7f6a11')).toBe(0);
    expect(await write('PUT', '/api/notices/settings')).toBe(0);
    expect(await write('POST', '/api/businesses/0b0a7a59-4b47-4a4e-9e63-1f1b0f7f6a11/conversations')).toBe(0);
    // A review, an approval: the listings and pages show them.
    expect(await write('POST', '/api/businesses/0b0a7a59-4b47-4a4e-9e63-1f1b0f7f6a11/reviews')).toBe(1);
    expect(await write('POST', '/api/admin/businesses/0b0a7a59-4b47-4a4e-9e63-1f1b0f7f6a11/approve')).toBe(1);
  });
});
