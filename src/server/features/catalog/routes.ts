import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { access } from '../../auth/policy';
import { categories } from '../../db/schema';
import type { AppEnv } from '../../http/context';

export const catalogRoutes = new Hono<AppEnv>().get('/categories', access.public, async (c) => {
  const rows = await c.var.db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  return c.json(rows);
});
