import { EventEmitter } from 'node:events';
import type pg from 'pg';

/** Topics of live events (SPEC §7 live change subscriptions). */
export type LiveTopic = 'businesses' | 'featured_listings' | 'contact_submissions' | 'conversations' | 'messages';

export interface LiveEvent {
  topic: LiveTopic;
  id: string;
  /** Who may see it: admins only, or also the named users. */
  audience?: { userIds?: string[]; admins?: boolean };
}

const CHANNEL = 'directory_live';

/**
 * In-process pub/sub. On a PostgreSQL server, events also travel through LISTEN/NOTIFY so every
 * instance's clients hear them; on PGlite (one process) the local emitter is all there is.
 */
/** Open streams per person and per address are capped: one account cannot hold a thousand. */
export const STREAM_LIMITS = { perUser: 5, perAddress: 20 };

export class LiveHub {
  private readonly emitter = new EventEmitter();
  private listener?: pg.PoolClient;
  private readonly open = new Map<string, number>();
  private closing = false;

  /**
   * @param sessionRecheckMs how stale a stream's idea of its viewer may be before an event is sent:
   *   a ban, a sign-out or a demotion takes effect on the stream within this time.
   */
  constructor(
    private readonly pool?: pg.Pool,
    readonly sessionRecheckMs = 5_000,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /**
   * Counts a new stream for a person at an address; null when either is at its cap (or the server is
   * shutting down). Call the returned function when the stream ends.
   */
  openStream(userId: string, address: string): (() => void) | null {
    const keys = [`user:${userId}`, `address:${address}`];
    const limits = [STREAM_LIMITS.perUser, STREAM_LIMITS.perAddress];
    if (this.closing || keys.some((key, i) => (this.open.get(key) ?? 0) >= limits[i]!)) return null;
    for (const key of keys) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      for (const key of keys) {
        const left = (this.open.get(key) ?? 1) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }

  /** Shutdown: every open stream ends now, and no new one opens. */
  closeAllStreams() {
    this.closing = true;
    this.emitter.emit('close-streams');
  }

  onCloseStreams(handler: () => void): () => void {
    this.emitter.on('close-streams', handler);
    return () => this.emitter.off('close-streams', handler);
  }

  async start() {
    if (!this.pool) return;
    this.listener = await this.pool.connect();
    this.listener.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        this.emitter.emit('event', JSON.parse(msg.payload) as LiveEvent);
      } catch {}
    });
    await this.listener.query(`listen ${CHANNEL}`);
  }

  async stop() {
    this.listener?.release();
    this.listener = undefined;
  }

  /** Call after the change has committed. */
  async publish(event: LiveEvent) {
    if (this.pool) {
      await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
      return;
    }
    this.emitter.emit('event', event);
  }

  subscribe(handler: (event: LiveEvent) => void): () => void {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }
}
