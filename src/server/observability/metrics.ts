import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolUse } from '../db/client';
import type { LiveHub } from '../live/hub';
import { imageJobs } from '../storage/images';
import { log } from './log';

/** What the metrics read when they are scraped: nothing is counted in the background. */
export interface MetricSources {
  db: Db;
  live: LiveHub;
  poolUse?: () => PoolUse;
}

/**
 * Issue 33: the server's figures in Prometheus's text format (`GET /metrics`, with METRICS_TOKEN). Request
 * durations are observed as requests end; everything else is read at the scrape: the database pool, the
 * outbox, open live streams, the image queue, and the process (memory, CPU, event loop: prom-client's own).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer starting, by route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const pool = new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state: max (the pool size), open, idle (PostgreSQL only).',
      labelNames: ['state'],
      registers,
      collect() {
        const use = sources.poolUse?.();
        if (!use) return;
        pool.set({ state: 'max' }, use.max);
        pool.set({ state: 'open' }, use.open);
        if (use.idle !== undefined) pool.set({ state: 'idle' }, use.idle);
      },
    });
    // PGlite's queue is inside PGlite: no figure rather than a 0 that would read as "nothing waits".
    if (sources.poolUse?.().waiting !== undefined) {
      const waiting = new Gauge({
        name: 'db_pool_waiting_queries',
        help: 'Queries waiting for a free database connection (PostgreSQL only).',
        registers,
        collect() {
          waiting.set(sources.poolUse?.().waiting ?? 0);
        },
      });
    }
    // One read of the outbox per scrape, shared by its three figures (a scrape collects them all at once).
    let reading: Promise<OutboxFigures | undefined> | undefined;
    const outbox = () =>
      (reading ??= readOutbox(sources.db)
        .catch((err) => {
          // An unreachable database leaves the outbox's figures out of this scrape, not the others.
          log.warn({ err }, 'metrics: the outbox could not be read');
          return undefined;
        })
        .finally(() => {
          reading = undefined;
        }));
    const outboxGauge = (name: string, help: string, figure: keyof OutboxFigures) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const figures = await outbox();
          if (figures) this.set(figures[figure]);
          else this.reset();
        },
      });
    outboxGauge('mail_outbox_unsent', 'Mails queued and not sent yet.', 'unsent');
    outboxGauge('mail_outbox_failed', 'Mails that failed every attempt and will not be tried again.', 'failed');
    outboxGauge(
      'mail_outbox_oldest_unsent_age_seconds',
      'How long the oldest mail not sent yet has waited (0 when none waits).',
      'oldestAgeSeconds',
    );
    const streams = new Gauge({
      name: 'live_streams_open',
      help: "Live update streams open in this process (people's browsers listening for changes).",
      registers,
      collect() {
        streams.set(sources.live.openCount);
      },
    });
    const images = new Gauge({
      name: 'image_jobs',
      help: 'Uploaded images being decoded and resized (running) and waiting their turn (waiting).',
      labelNames: ['state'],
      registers,
      collect() {
        images.set({ state: 'running' }, imageJobs.active);
        images.set({ state: 'waiting' }, imageJobs.waiting);
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number) {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
  }
}

interface OutboxFigures {
  unsent: number;
  failed: number;
  oldestAgeSeconds: number;
}

/** The outbox's unsent and failed mails, and the age of the oldest unsent (served by email_outbox_due_idx). */
async function readOutbox(db: Db): Promise<OutboxFigures> {
  const [row] = await db
    .execute<{ unsent: number; failed: number; oldest: number | null }>(sql`
    select count(*) filter (where status = 'pending')::int as unsent,
           count(*) filter (where status = 'failed')::int as failed,
           extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as oldest
      from email_outbox
     where status in ('pending', 'failed')`)
    .then((r) => r.rows);
  return { unsent: row?.unsent ?? 0, failed: row?.failed ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest ?? 0) };
}
