import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/client';
import { emailOutbox } from '../db/schema';
import { enqueueMail, fileTransport, Mailer, retryDelaySeconds, type Transport } from './outbox';
import { verifyEmailMail } from './templates';

let database: Database;
beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
});
afterAll(() => database.close());

describe('mail outbox', () => {
  it('writes each message as an RFC 5322 .eml file with To, text and HTML parts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-'));
    const mailer = new Mailer(database.db, fileTransport(dir), 'Directory <hello@example.com>');
    await enqueueMail(database.db, {
      kind: 'verify-email',
      to: 'sara@example.com',
      ...verifyEmailMail('Sara', 'http://localhost:3000/x'),
    });

    expect(await mailer.drain()).toBe(1);
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: sara@example\.com$/m);
    expect(eml).toMatch(/^Subject: Confirm your email address$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(await mailer.drain()).toBe(0);
  });

  it('keeps a message whose delivery fails and retries it later with backoff', async () => {
    let fail = true;
    const delivered: string[] = [];
    const flaky: Transport = {
      async send(m) {
        if (fail) throw new Error('SMTP down');
        delivered.push(m.to);
      },
    };
    const mailer = new Mailer(database.db, flaky, 'x@example.com');
    await database.db.delete(emailOutbox);
    await enqueueMail(database.db, { kind: 'test', to: 'retry@example.com', subject: 's', text: 't', html: 'h' });

    expect(await mailer.drain()).toBe(0);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: SMTP down' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    fail = false;
    await database.db.update(emailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await mailer.drain()).toBe(1);
    expect(delivered).toEqual(['retry@example.com']);
    const [sent] = await database.db.select().from(emailOutbox);
    expect(sent?.status).toBe('sent');
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600]);
  });

  it('picks up a message whose worker died mid-delivery once its lease ends', async () => {
    await database.db.delete(emailOutbox);
    await enqueueMail(database.db, { kind: 'test', to: 'lease@example.com', subject: 's', text: 't', html: 'h' });
    await database.db.update(emailOutbox).set({ lockedUntil: new Date(Date.now() + 60_000) });
    const delivered: string[] = [];
    const mailer = new Mailer(database.db, { send: async (m) => void delivered.push(m.to) }, 'x@example.com');
    expect(await mailer.drain()).toBe(0);
    await database.db.update(emailOutbox).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect(await mailer.drain()).toBe(1);
    expect(delivered).toEqual(['lease@example.com']);
  });

  it('stops after the batch it is delivering, leaving the rest queued for the next start', async () => {
    const sent: string[] = [];
    let started!: () => void;
    const firstSend = new Promise<void>((r) => {
      started = r;
    });
    const slow: Transport = {
      async send(message) {
        started();
        await new Promise((r) => setTimeout(r, 5));
        sent.push(message.to);
      },
    };
    const mailer = new Mailer(database.db, slow, 'Directory <hello@example.com>');
    const queued = Array.from({ length: 45 }, (_, i) => ({
      kind: 'business-notification',
      to: `fan${i}@example.com`,
      ...verifyEmailMail('Fan', 'http://localhost:3000/x'),
    }));
    await enqueueMail(database.db, ...queued);
    void mailer.drain();
    await firstSend;
    await mailer.stop();
    expect(sent.length).toBeLessThanOrEqual(10);
    const pending = await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(35);
  });
});
