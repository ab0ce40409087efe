import type { LiveTopic } from '../../domain/live-topics';
import type { LiveHub } from '../live/hub';

interface Entry {
  value: unknown;
  topics: readonly LiveTopic[];
  expiresAt: number;
}

export interface ReadCacheOptions {
  /** Entries kept at most; the least recently read goes first (per-path page meta must not grow without bound). */
  maxEntries?: number;
  /**
   * How old an entry may get even when no event drops it. Live events are the real invalidation; this is
   * the safety net for what no event tells: categories (written only by migrations, which restart the
   * process, or by hand in the database: migration 0025 tells of those too), and a notification lost while
   * the LISTEN connection reconnects.
   */
  ttlMs?: number;
  now?: () => number;
}

/**
 * An in-process cache for the hottest public reads (featured, categories, cities, sitemaps, page meta).
 * An entry names the live topics it is read from and is dropped when the hub hears an event of one of
 * them: every process hears every committed change through LISTEN/NOTIFY, so copies behind a load
 * balancer drop their entries together.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, shared by the requests that ask for the same key meanwhile. */
  private readonly loading = new Map<string, { topics: readonly LiveTopic[]; promise: Promise<unknown> }>();
  /** Bumped by every event of a topic, so a read that began before the event does not store what it found. */
  private readonly generations = new Map<LiveTopic, number>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The cached value of `key`, or what `load` answers (kept unless it throws, or one of `topics` changes meanwhile). */
  async read<T>(key: string, topics: readonly LiveTopic[], load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Read again, so it moves to the back of the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as T;
    }
    if (entry) this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending.promise as Promise<T>;

    const started = this.generationOf(topics);
    const promise = load().then((value) => {
      if (this.generationOf(topics) === started) this.store(key, { value, topics, expiresAt: this.now() + this.ttlMs });
      return value;
    });
    this.loading.set(key, { topics, promise });
    try {
      return await promise;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  /**
   * The values of many keys at once (`keyOf(id)` for each id): those kept, and the missing ones read together
   * by `load` (a page of cards in one statement), each kept unless one of `topics` changes meanwhile. An id
   * `load` does not answer is left out.
   */
  async readEach<T>(
    ids: readonly string[],
    keyOf: (id: string) => string,
    topics: readonly LiveTopic[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    const now = this.now();
    for (const id of ids) {
      const key = keyOf(id);
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > now) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        found.set(id, entry.value as T);
      } else {
        if (entry) this.entries.delete(key);
        missing.push(id);
      }
    }
    if (missing.length === 0) return found;
    const started = this.generationOf(topics);
    const loaded = await load(missing);
    const keep = this.generationOf(topics) === started;
    for (const [id, value] of loaded) {
      found.set(id, value);
      if (keep) this.store(keyOf(id), { value, topics, expiresAt: this.now() + this.ttlMs });
    }
    return found;
  }

  /** Drops every entry read from `topic`, and stops reads under way from sharing or storing what they find. */
  drop(topic: LiveTopic) {
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.topics.includes(topic)) this.entries.delete(key);
    for (const [key, pending] of this.loading) if (pending.topics.includes(topic)) this.loading.delete(key);
  }

  /**
   * Drops entries as `hub` hears their topics' events; answers the function that stops listening. A change
   * that shows on one business's page only (a reply time) changes none of what is kept here.
   */
  follow(hub: LiveHub): () => void {
    return hub.subscribe((event) => {
      if (!event.pageOnly) this.drop(event.topic);
    });
  }

  get size() {
    return this.entries.size;
  }

  private store(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private generationOf(topics: readonly LiveTopic[]): string {
    return topics.map((topic) => this.generations.get(topic) ?? 0).join(',');
  }
}
