import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { LiveChange } from '../../domain/live-topics';
import type { Listen, Queryable } from '../db/client';
import { log } from '../observability/log';

export interface LiveEvent extends LiveChange {
  /** Who may see it: admins only, or also the named users. */
  audience?: { userIds?: string[]; admins?: boolean };
  /**
   * The change shows on the business's own page only (its reply time), in no list: the public answers kept
   * in memory drop that page alone (migration 0025 sends these, with the business id, or '*' for every one).
   */
  pageOnly?: boolean;
}

/**
 * Sessions that no longer stand: a person's streams, or the streams one session opened, or all but one
 * session's, end at once.
 */
export interface SessionEnded {
  userId: string;
  /** Only the streams opened with this session (sign-out). */
  sessionId?: string;
  /** All the person's streams but this session's (a password change, 'sign out other devices'). */
  exceptSessionId?: string;
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

/** `recordLiveEvent` for many changes at once (an import's places), in one statement. */
export async function recordLiveEvents(q: Queryable, events: readonly LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const list = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await q.execute(sql`select pg_notify(${CHANNEL}, e) from jsonb_array_elements_text(${list}::jsonb) as e`);
}

/**
 * Records, with the change that caused it (a ban, a role change, a sign-out), that sessions no longer
 * stand: every server instance ends the matching streams it holds as soon as the transaction commits.
 * A stream knows its viewer only as they were when it opened, so this is how it learns otherwise.
 */
export async function recordSessionEnded(q: Queryable, ended: SessionEnded): Promise<void> {
  await q.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ sessionEnded: ended })})`);
}

/**
 * Open streams per person and per address are capped, so one account cannot hold a thousand, and so is
 * their total in one process: past it a new one is turned away (503) rather than slowing everyone else's.
 * `npm run bench -- --streams 4000` holds 4,000 on PGlite with /api/health's p99 and each chat message's
 * delivery well under their targets (100 ms, 1 s); each open stream costs up to about 100 KB of memory and a socket.
 */
export const STREAM_LIMITS = { perUser: 5, perAddress: 20, total: 4_000 };

/** Whose stream it is: the person, the session it was opened with, and whether they were an admin then. */
export interface StreamViewer {
  userId: string;
  sessionId: string;
  admin: boolean;
  address: string;
}

/** What the hub does with a stream: hands it the events it may see, and ends it. */
export interface StreamSink {
  deliver(event: LiveEvent): void;
  end(): void;
}

/** Sessions that still stand, by id: whose they are, and whether that person is an admin now. */
export type StandingSessions = ReadonlyMap<string, { userId: string; admin: boolean }>;

/** How the hub learns which of its streams' sessions still stand (`standingSessions` in auth/session.ts). */
export type SessionCheck = (sessionIds: readonly string[]) => Promise<StandingSessions>;

/**
 * How often the hub checks that its streams' sessions still stand, in case a notice was missed (the
 * database connection dropped) or a session ended without one (expiry, a password reset): one read per
 * `SWEEP_BATCH` streams a minute, whatever the number of events.
 */
const SWEEP_MS = 60_000;
const SWEEP_BATCH = 500;

/** Why a stream was not opened: a cap of its person, of its address, of the process, or shutdown. */
export type StreamRefusal = 'person' | 'address' | 'total' | 'closing';

interface OpenStream extends StreamViewer, StreamSink {}

/**
 * Hands the events recorded with committed changes to this process's open streams. Streams are indexed
 * by person (and admins kept apart), so an event reaches only the streams it is for, and no event costs
 * a read of anyone's session: a stream ends when a 'session ended' notice names it, or when the sweep
 * finds its session gone.
 */
export class LiveHub {
  private readonly emitter = new EventEmitter();
  private stopListening?: () => Promise<void>;
  private readonly streams = new Set<OpenStream>();
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly admins = new Set<OpenStream>();
  private readonly perAddress = new Map<string, number>();
  private closing = false;
  private sweeping?: ReturnType<typeof setInterval>;
  /** The marks `caughtUp` waits to hear. */
  private readonly marks = new Map<string, () => void>();

  constructor(
    private readonly listen?: Listen,
    private readonly checkSessions?: SessionCheck,
  ) {
    this.emitter.setMaxListeners(0);
  }

  get openCount() {
    return this.streams.size;
  }

  /**
   * Opens a stream for `viewer`, unless a cap is reached or the server is shutting down. Call `close()`
   * when the stream ends; the hub calls `sink.end()` when it must end first.
   */
  openStream(viewer: StreamViewer, sink: StreamSink): { close: () => void } | { refused: StreamRefusal } {
    const refused = this.refusal(viewer);
    if (refused) {
      if (refused !== 'closing') log.warn({ job: 'live', refused, open: this.streams.size }, 'live: stream refused');
      return { refused };
    }
    const stream: OpenStream = { ...viewer, deliver: (event) => sink.deliver(event), end: () => sink.end() };
    this.streams.add(stream);
    const own = this.byUser.get(viewer.userId) ?? new Set();
    own.add(stream);
    this.byUser.set(viewer.userId, own);
    if (viewer.admin) this.admins.add(stream);
    this.perAddress.set(viewer.address, (this.perAddress.get(viewer.address) ?? 0) + 1);
    return { close: () => this.forget(stream) };
  }

  private refusal(viewer: StreamViewer): StreamRefusal | undefined {
    if (this.closing) return 'closing';
    if (this.streams.size >= STREAM_LIMITS.total) return 'total';
    if ((this.byUser.get(viewer.userId)?.size ?? 0) >= STREAM_LIMITS.perUser) return 'person';
    if ((this.perAddress.get(viewer.address) ?? 0) >= STREAM_LIMITS.perAddress) return 'address';
    return undefined;
  }

  /** Takes a stream out of the indexes; false when it was not open (any more). */
  private forget(stream: OpenStream): boolean {
    if (!this.streams.delete(stream)) return false;
    const own = this.byUser.get(stream.userId);
    own?.delete(stream);
    if (own?.size === 0) this.byUser.delete(stream.userId);
    this.admins.delete(stream);
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
    return true;
  }

  /** Shutdown: every open stream ends now, and no new one opens. */
  closeAllStreams() {
    this.closing = true;
    for (const stream of [...this.streams]) this.end(stream);
  }

  private end(stream: OpenStream) {
    if (this.forget(stream)) stream.end();
  }

  /**
   * An event reaches admins' streams unless its audience leaves them out, and the streams of the people
   * its audience names; one without an audience is for admins only.
   */
  private route(event: LiveEvent) {
    this.emitter.emit('event', event);
    const toAdmins = event.audience?.admins !== false;
    if (toAdmins) for (const stream of this.admins) stream.deliver(event);
    for (const userId of new Set(event.audience?.userIds ?? []))
      for (const stream of this.byUser.get(userId) ?? []) if (!(toAdmins && stream.admin)) stream.deliver(event);
  }

  private endSessions({ userId, sessionId, exceptSessionId }: SessionEnded) {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) {
      if (sessionId !== undefined && stream.sessionId !== sessionId) continue;
      if (exceptSessionId !== undefined && stream.sessionId === exceptSessionId) continue;
      this.end(stream);
    }
  }

  /**
   * Ends the streams whose session no longer stands as it did when they opened: signed out, expired,
   * banned, or an admin no more (or newly one). A failed read ends nothing: ending every stream on a
   * database hiccup would bring every browser back at once.
   */
  async sweep() {
    if (!this.checkSessions) return;
    const streams = [...this.streams];
    for (let i = 0; i < streams.length; i += SWEEP_BATCH) {
      const batch = streams.slice(i, i + SWEEP_BATCH);
      const standing = await this.checkSessions([...new Set(batch.map((s) => s.sessionId))]).catch((err) => {
        log.warn({ err, job: 'live' }, 'live: the sessions of open streams could not be checked');
        return null;
      });
      if (!standing) return;
      for (const stream of batch) {
        const session = standing.get(stream.sessionId);
        if (session?.userId !== stream.userId || session.admin !== stream.admin) this.end(stream);
      }
    }
  }

  /**
   * Resolves once this process has heard every change committed before the call: notifications arrive in
   * commit order, so hearing its own mark means the earlier ones were heard. For tests on a PostgreSQL
   * server, where a change reaches the listener a few milliseconds after its commit.
   */
  async caughtUp(q: Queryable, timeoutMs = 2_000): Promise<void> {
    if (!this.listen) return;
    const mark = randomUUID();
    const heard = new Promise<void>((resolve) => {
      this.marks.set(mark, resolve);
      setTimeout(resolve, timeoutMs).unref();
    });
    await q.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ caughtUp: mark })})`);
    await heard;
    this.marks.delete(mark);
  }

  /** Hands on what the database tells this process: a change to route, or sessions whose streams end. */
  receive(payload: string) {
    let message: Partial<LiveEvent> & { sessionEnded?: Partial<SessionEnded>; caughtUp?: string };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message?.caughtUp === 'string') this.marks.get(message.caughtUp)?.();
    else if (typeof message?.sessionEnded?.userId === 'string') this.endSessions(message.sessionEnded as SessionEnded);
    else if (typeof message?.topic === 'string' && typeof message.id === 'string') this.route(message as LiveEvent);
  }

  async start() {
    if (this.checkSessions) {
      this.sweeping = setInterval(() => void this.sweep(), SWEEP_MS);
      this.sweeping.unref();
    }
    if (!this.listen) return;
    this.stopListening = await this.listen(CHANNEL, (payload) => this.receive(payload));
  }

  async stop() {
    clearInterval(this.sweeping);
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Every change event this process hears, whoever it is for (caches that drop what it changed). */
  subscribe(handler: (event: LiveEvent) => void): () => void {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }
}
