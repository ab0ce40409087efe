import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { LiveHub } from '../live/hub';
import type { AppEnv } from './context';
import { holdsEtag } from './public-caching';

/**
 * The public reads answered from memory: the listing (any page, city, filter or search) and its map, a
 * business, featured, cities, categories and the site's settings. A business's reviews are not kept (they
 * show reviewers' names, which no change of a business tells of).
 */
const KEPT_READ = /^\/api\/(?:categories(?:\/[^/]+)?|site|featured|cities|businesses(?:\/[^/]+)?)$/;

/** Part of the name of better-auth's session cookie (`better-auth.session_token`, `__Secure-` on https). */
export const SESSION_COOKIE = 'session_token';

/** Whether a request's Cookie header carries a session: its answers are the person's, never kept or shared. */
export function carriesSession(cookie: string | undefined): boolean {
  return cookie?.includes(SESSION_COOKIE) ?? false;
}

/** The topics whose changes show in the kept answers (a certifying body's name shows on pages). */
const PUBLIC_TOPICS = new Set(['businesses', 'featured_listings', 'halal_certifiers']);

type Bytes = Uint8Array<ArrayBuffer>;

interface KeptAnswer {
  key: string;
  /** The JSON as the route answered it, and its strong tag. */
  body: Bytes;
  etag: string;
  /** The answer's headers but its length, encoding and tag (the security headers, Cache-Control, Vary…). */
  headers: Record<string, string>;
  /** Compressed copies, made the first time a caller accepts them. */
  br?: Bytes;
  gzip?: Bytes;
  /** The business a page answer is of: a change shown on that page alone drops it. */
  businessId?: string;
  /** The end of the minute the answer was read in: it may say who is open, which changes by the minute. */
  expiresAt: number;
  bytes: number;
}

export interface AnswerCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /**
   * What else this process keeps of public reads, forgotten with every kept answer (the listing's searches
   * and cards, issue 40): at once after a write answered here, as soon as a change is heard of from elsewhere.
   */
  alsoForget?: () => void;
}

const ENCODER = new TextEncoder();

/** Bodies under this size are sent as they are, as `compress()` leaves them. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Public answers kept whole, ready to send: the body, its ETag and compressed copies, with the headers
 * the full stack gave them. Only anonymous answers are kept and only requests without a session cookie are
 * answered from it, so no one's signed-in answer (an owner's pending listing, a reviewer's own review) is
 * ever kept or handed to someone else.
 *
 * Fresh by two rules: an entry is dropped when this process hears of a change it may show (every process
 * hears every committed change through LISTEN/NOTIFY, and migration 0025 makes the database itself tell
 * of each), and it never outlives the minute it was read in, so 'open now' is right to the minute.
 */
export class AnswerCache {
  private readonly entries = new Map<string, KeptAnswer>();
  private bytes = 0;
  /** Bumped by every drop: an answer read while a change was heard is not kept. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly now: () => number;
  private readonly alsoForget: () => void;

  constructor(options: AnswerCacheOptions = {}) {
    this.alsoForget = options.alsoForget ?? (() => {});
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? (() => Date.now());
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  /** Whether a request may be answered from (and its answer kept in) memory. */
  static keeps(method: string, path: string, cookie: string | undefined): boolean {
    return method === 'GET' && KEPT_READ.test(path) && !carriesSession(cookie);
  }

  /**
   * The kept answer to `key` (the path and query), as the caller accepts it: a bodiless 304 when they
   * hold its tag, else the body in the best encoding they take. Undefined when nothing fresh is kept.
   */
  answer(key: string, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Response | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    if (ifNoneMatch && holdsEtag(ifNoneMatch, entry.etag)) {
      const { 'content-type': _, ...headers } = entry.headers;
      return new Response(null, { status: 304, headers: { ...headers, etag: entry.etag } });
    }
    const encoding = entry.body.byteLength < COMPRESS_FROM_BYTES ? undefined : chooseEncoding(acceptEncoding);
    if (encoding === 'br') {
      entry.br ??= this.grow(entry, new Uint8Array(brotliCompressSync(entry.body, BROTLI_OPTIONS)));
      return this.send(entry, entry.br, 'br');
    }
    if (encoding === 'gzip') {
      entry.gzip ??= this.grow(entry, new Uint8Array(gzipSync(entry.body, { level: 6 })));
      return this.send(entry, entry.gzip, 'gzip');
    }
    return new Response(entry.body, {
      status: 200,
      headers: { ...entry.headers, etag: entry.etag, 'content-length': String(entry.body.byteLength) },
    });
  }

  /** Where a read begins: `keep` stores its answer only if no change was heard meanwhile. */
  begin() {
    return { generation: this.generation, minuteEnds: (Math.floor(this.now() / 60_000) + 1) * 60_000 };
  }

  keep(
    key: string,
    started: ReturnType<AnswerCache['begin']>,
    answer: { body: string; etag: string; headers: Headers; businessId?: string },
  ) {
    if (started.generation !== this.generation || started.minuteEnds <= this.now()) return;
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding' && name !== 'etag') headers[name] = value;
    });
    const body = ENCODER.encode(answer.body);
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const entry: KeptAnswer = {
      key,
      body,
      etag: answer.etag,
      headers,
      businessId: answer.businessId,
      expiresAt: started.minuteEnds,
      bytes: body.byteLength,
    };
    if (entry.bytes > this.maxBytes / 8) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  /** Drops every kept answer. */
  dropAll() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
    this.alsoForget();
  }

  /** Drops the kept pages of one business ('*': of every business); the lists stay. */
  dropPage(businessId: string) {
    this.generation++;
    for (const [key, entry] of this.entries)
      if (entry.businessId !== undefined && (businessId === '*' || entry.businessId === businessId))
        this.remove(key, entry);
  }

  /** Drops what each change this process hears of may show; answers the function that stops listening. */
  follow(hub: LiveHub): () => void {
    return hub.subscribe((event) => {
      if (!PUBLIC_TOPICS.has(event.topic)) return;
      if (event.pageOnly) this.dropPage(event.id);
      else this.dropAll();
    });
  }

  private send(entry: KeptAnswer, body: Bytes, encoding: 'br' | 'gzip') {
    return new Response(body, {
      status: 200,
      headers: {
        ...entry.headers,
        // Another representation of the same body: a weak tag, as `compress()` marks its gzipped answers.
        etag: `W/${entry.etag}`,
        'content-encoding': encoding,
        'content-length': String(body.byteLength),
      },
    });
  }

  private grow(entry: KeptAnswer, copy: Bytes): Bytes {
    entry.bytes += copy.byteLength;
    if (this.entries.get(entry.key) === entry) this.bytes += copy.byteLength;
    this.evict();
    return copy;
  }

  private remove(key: string, entry: KeptAnswer) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The oldest kept answers go first, until both bounds hold. */
  private evict() {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.remove(oldest[0], oldest[1]);
    }
  }
}

/** Quick enough to make on a first request (a 20 KB page in about a millisecond), close to the best size. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Brotli, then gzip, then as it is, by what the caller accepts (a `q=0` refuses). */
function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (accepts(acceptEncoding, BR)) return 'br';
  if (accepts(acceptEncoding, GZIP)) return 'gzip';
  return undefined;
}

const BR = /(?:^|,)\s*br\s*(?:;\s*q=([\d.]+))?\s*(?:,|$)/i;
const GZIP = /(?:^|,)\s*gzip\s*(?:;\s*q=([\d.]+))?\s*(?:,|$)/i;

function accepts(acceptEncoding: string, coding: RegExp): boolean {
  const match = acceptEncoding.match(coding);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

/**
 * Writes that change nothing a visitor reads: signing in, chat, the passport, subscribing, the contact form,
 * a person's saved places and notice settings, and the Insights reports every visitor's browser sends after
 * a page (issue 37), which must not empty every server's memory of the public reads.
 */
const PERSONAL_WRITE =
  /^\/api\/(?:auth|live|conversations|passport|contact|locale|subscriptions|saved|notices|insights)(?:\/|$)|^\/api\/businesses\/[^/]+\/(?:conversations|subscriptions)$/;

/** A business page's answer starts with the business's id (`getBusinessPage`). */
const PAGE_ID = /^\{"id":"([0-9a-f-]{36})"/;

/**
 * Answers a kept public read before any other middleware runs (a kept answer already carries the headers
 * they gave it), and keeps what the full stack answers an anonymous caller. The key is the path and query
 * as sent: two spellings of one query are two entries, within the same bounds.
 */
export function answerFromMemory(cache: AnswerCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      await next();
      // The database tells every server of the change a few milliseconds after its commit; this server
      // forgets at once, so the next read here (the writer's own, in a test) already shows the write.
      if (c.res.status < 400 && !PERSONAL_WRITE.test(path)) cache.dropAll();
      return;
    }
    if (!AnswerCache.keeps(method, path, c.req.header('cookie'))) return next();
    const url = c.req.url;
    const query = url.indexOf('?');
    const key = query < 0 ? path : path + url.slice(query);
    const kept = cache.answer(key, c.req.header('if-none-match'), c.req.header('accept-encoding'));
    if (kept) return kept;
    const started = cache.begin();
    await next();
    const fresh = c.var.publicAnswer;
    if (c.res.status !== 200 || !fresh || c.var.viewer !== null) return;
    const businessId = path.startsWith('/api/businesses/') ? PAGE_ID.exec(fresh.body)?.[1] : undefined;
    cache.keep(key, started, { ...fresh, headers: c.res.headers, businessId });
  });
}
