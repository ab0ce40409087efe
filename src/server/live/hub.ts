import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { LiveChange } from '../../domain/live-topics';
import type { Listen, Queryable } from '../db/client';

export interface LiveEvent extends LiveChange {
  /** Who may see it: admins only, or also the named users. */
  audience?: { userIds?: string[]; admins?: boolean };
}

const CHANNEL = 'directory_live';

/**
 * Records a live event in the transaction of the change it tells of, as mail is queued: NOTIFY is
 * delivered when the transaction commits and dropped when it rolls back, so no one hears of a change
 * that did not happen, and every server instance on the database hears of one that did.
 */
export async function recordLiveEvent(q: Queryable, event: LiveEvent): Promise<void> {
  await q.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

/** Open streams per person and per address are capped: one account cannot hold a thousand. */
export const STREAM_LIMITS = { perUser: 5, perAddress: 20 };

/** Hands the events recorded with committed changes to this process's open streams. */
export class LiveHub {
  private readonly emitter = new EventEmitter();
  private stopListening?: () => Promise<void>;
  private readonly open = new Map<string, number>();
  private closing = false;

  /**
   * @param sessionRecheckMs how stale a stream's idea of its viewer may be before an event is sent:
   *   a ban, a sign-out or a demotion takes effect on the stream within this time.
   */
  constructor(
    private readonly listen?: Listen,
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
    if (!this.listen) return;
    this.stopListening = await this.listen(CHANNEL, (payload) => {
      try {
        this.emitter.emit('event', JSON.parse(payload) as LiveEvent);
      } catch {}
    });
  }

  async stop() {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  subscribe(handler: (event: LiveEvent) => void): () => void {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }
}
