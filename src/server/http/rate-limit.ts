import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp } from '../auth/session';
import { rateLimits } from '../db/schema';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/**
 * Fixed-window limit per client address (or per what `by` names: a user, a business), counted in the
 * database so every server instance shares it. Off when RATE_LIMIT is false (the default in tests).
 */
export function rateLimit<E extends AppEnv = AppEnv>(
  name: string,
  options: { max: number; windowSeconds: number; by?: (c: Context<E>) => string },
) {
  return createMiddleware<E>(async (c, next) => {
    if (!c.var.deps.config.rateLimit) return next();
    const key = `${name}:${options.by ? options.by(c) : clientIp(c)}`;
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
      throw new ApiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    }
    await next();
  });
}
