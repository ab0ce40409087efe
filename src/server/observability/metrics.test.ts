import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox';
import { createTestContext, type TestContext } from '../testing/harness';

// Issue 33: the server's figures for Prometheus, for whoever holds METRICS_TOKEN and no one else.

const TOKEN = 'scrape-me-0123456789abcdef';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) => t.request('/metrics', { headers: authorization ? { authorization } : {} });

/** A sample's value in the text format, e.g. `value(text, 'live_streams_open')`. */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist while METRICS_TOKEN is unset', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('asks for the bearer token: none or a wrong one is 401', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ', TOKEN]) {
      const res = await scrape(authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('gives request durations by route pattern and status, the outbox, streams, images, pool and memory', async () => {
    await t.request('/api/categories');
    await t.request('/api/businesses/no-such-place');
    await t.deliverMail();
    await enqueueMail(t.db, { kind: 'test-waiting', to: 'waiting@example.com', subject: 'S', text: 'T', html: 'H' });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();

    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/api/categories",status="200"}')).toBe(
      1,
    );
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="/api/businesses/:slug",status="404"}'),
    ).toBe(1);
    // A route's pattern, never a path: nothing a caller typed becomes a label.
    expect(text).not.toContain('no-such-place');
    expect(value(text, 'mail_outbox_unsent')).toBe(1);
    expect(value(text, 'mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'mail_outbox_failed')).toBe(0);
    expect(value(text, 'live_streams_open')).toBe(0);
    expect(value(text, 'image_jobs{state="waiting"}')).toBe(0);
    expect(value(text, 'image_jobs{state="running"}')).toBe(0);
    expect(value(text, 'db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts the age of the oldest unsent mail from when it was queued', async () => {
    await t.deliverMail();
    await enqueueMail(t.db, { kind: 'test-old', to: 'old@example.com', subject: 'S', text: 'T', html: 'H' });
    const { sql } = await import('drizzle-orm');
    // Held back for retries by a failing SMTP server: queued ten minutes ago, next attempt later.
    await t.db.execute(
      sql`update email_outbox set created_at = now() - interval '10 minutes', next_attempt_at = now() + interval '1 hour' where kind = 'test-old'`,
    );
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(value(text, 'mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(600);
  });
});
