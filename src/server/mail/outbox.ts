import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Queryable } from '../db/client';
import { emailOutbox } from '../db/schema';
import { log } from '../observability/log';
import type { MailContent } from './templates';

export interface OutgoingMail extends MailContent {
  /** What caused it (verify-email, send-contact-confirmation, …): for logs and tests. */
  kind: string;
  to: string;
  headers?: Record<string, string>;
}

/** Queues mail in the same transaction as the change that caused it (ARCHITECTURE "Mail is durable"). */
export async function enqueueMail(q: Queryable, ...mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await q.insert(emailOutbox).values(
    mails.map((m) => ({
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      headers: m.headers ?? {},
    })),
  );
}

export interface Transport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    id: string;
  }): Promise<void>;
}

/** Without SMTP, each message becomes an RFC 5322 `.eml` file in `dir`. */
export function fileTransport(dir: string): Transport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(dir, `${stamp}-${message.id}.eml`), info.message as Buffer);
    },
  };
}

export function smtpTransport(url: string): Transport {
  // Short timeouts: a hung SMTP server fails the attempt (retried later) instead of holding the worker.
  const smtp = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await smtp.sendMail(message);
    },
  };
}

const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;

/** Delay before attempt n+1: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers queued mail. Rows are claimed with a lease (locked_until) so several processes can run
 * workers, and a message whose process died mid-delivery is picked up again when the lease ends.
 */
export class Mailer {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly from: string,
  ) {}

  start(intervalMs = 2000) {
    const tick = () => {
      this.drain()
        .catch((err) => log.error({ err, job: 'mail' }, 'mail: delivery round failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 100);
  }

  /** Stops after the batch being delivered; whatever else is queued stays for the next start. */
  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Delivers everything due now; resolves with the number delivered. */
  drain(): Promise<number> {
    this.running ??= this.deliverDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverDue(): Promise<number> {
    let delivered = 0;
    while (!this.stopping) {
      const batch = await this.claim(10);
      if (batch.length === 0) return delivered;
      for (const row of batch) {
        try {
          await this.transport.send({
            id: row.id,
            from: this.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            headers: row.headers,
          });
          await this.db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, attempts: row.attempts + 1, lastError: null })
            .where(eq(emailOutbox.id, row.id));
          log.info({ job: 'mail', mailId: row.id, kind: row.kind, attempts: row.attempts + 1 }, 'mail: sent');
          delivered++;
        } catch (err) {
          const attempts = row.attempts + 1;
          const failed = attempts >= MAX_ATTEMPTS;
          await this.db
            .update(emailOutbox)
            .set({
              status: failed ? 'failed' : 'pending',
              attempts,
              lockedUntil: null,
              lastError: String(err).slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + retryDelaySeconds(attempts) * 1000),
            })
            .where(eq(emailOutbox.id, row.id));
          // The message's id and kind, never its address: the outbox row tells an operator who it was for.
          log.warn({ err, job: 'mail', mailId: row.id, kind: row.kind, attempts, failed }, 'mail: delivery failed');
        }
      }
    }
    return delivered;
  }

  private async claim(limit: number) {
    // The database's clock, the one that stamped the rows: a JavaScript Date has only milliseconds, so a
    // message queued earlier within the same millisecond would otherwise not count as due yet.
    const now = sql`now()`;
    const due = this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, now),
          or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})` })
      .where(sql`${emailOutbox.id} in (${due})`)
      .returning();
  }
}
