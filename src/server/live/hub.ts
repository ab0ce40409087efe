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
export class LiveHub {
  private readonly emitter = new EventEmitter();
  private listener?: pg.PoolClient;

  constructor(private readonly pool?: pg.Pool) {
    this.emitter.setMaxListeners(0);
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
