import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp } from '../auth/session';
import { rateLimits } from '../db/schema';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/**
 * The rate-limit key of an address: an IPv4 address as it is, an IPv6 address by its /64 network, which
 * one subscriber usually holds whole (rotating addresses inside it must not mean fresh limits).
 */
export function addressKey(address: string): string {
  if (!address.includes(':') || address.includes('.')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...first, ...Array(8 - first.length - last.length).fill('0'), ...last]
    : first;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

type Limit = { max: number; windowSeconds: number };

/**
 * Counts one request against `key` in a fixed window, in the database so every server instance shares
 * it, and refuses it (429) past `max`. Off when RATE_LIMIT is false (the default in tests).
 */
export async function assertWithinLimit<E extends AppEnv>(c: Context<E>, key: string, options: Limit) {
  if (!c.var.deps.config.rateLimit) return;
  const now = Date.now();
  const windowStart = now - options.windowSeconds * 1000;
  const [row] = await c.var.db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > options.max) {
    c.header('Retry-After', String(options.windowSeconds));
    throw new ApiError('RATE_LIMITED');
  }
}

/** The limit as middleware: per client address, or per what `by` names (a user, a business). */
export function rateLimit<E extends AppEnv = AppEnv>(
  name: string,
  options: Limit & { by?: (c: Context<E>) => string },
) {
  return createMiddleware<E>(async (c, next) => {
    const subject = options.by ? options.by(c) : addressKey(clientIp(c));
    await assertWithinLimit(c, `${name}:${subject}`, options);
    await next();
  });
}

/** Mail a caller can make the site send to an address of their choosing: a few a day per address. */
export const MAIL_TO_ADDRESS_LIMIT: Limit = { max: 5, windowSeconds: 24 * 3600 };
