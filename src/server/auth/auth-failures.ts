import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import { connectionFailure, unavailableAnswer } from '../http/errors';

/**
 * better-auth answers a query that failed with a 500 of its own (empty, or FAILED_TO_GET_SESSION), and the
 * reason stays inside it. When one of its answers is a server failure, the database is asked `select 1`:
 * if it cannot be reached, the answer is the 503 with Retry-After that the rest of the API gives
 * (`handleError`), so the web app tries again instead of reporting a refusal. A failure while the database
 * answers stays what it was.
 */
export const unavailableWhenTheDatabaseIs = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status < 500 || c.res.status === 503) return;
  try {
    await c.var.db.execute(sql`select 1`);
  } catch (err) {
    const failure = connectionFailure(err);
    if (!failure) return;
    // Replaced whole: none of better-auth's headers (its length, a cookie) belong to the new answer, and
    // Hono would carry them over from the response it holds.
    c.res = undefined;
    c.res = unavailableAnswer(c, failure);
  }
});
