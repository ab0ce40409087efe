import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { LIMITS, listingQuery } from '../../../domain';
import { access } from '../../auth/policy';
import { categories } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { findCategory, getBusinessPage, listBusinesses, listCities, listFeatured } from './catalog';

export const catalogRoutes = new Hono<AppEnv>()
  .get('/categories', access.public, async (c) => {
    const rows = await c.var.db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
    return c.json(rows);
  })
  // The site's public settings the web shows (the product's social accounts); unset ones are null.
  .get('/site', access.public, (c) => {
    const { instagram, facebook } = c.var.deps.config.social;
    return c.json({ social: { instagram: instagram ?? null, facebook: facebook ?? null } });
  })
  .get('/categories/:slug', access.public, async (c) => {
    return c.json(await findCategory(c.var.db, c.req.param('slug')));
  })
  .get('/featured', access.public, async (c) => {
    return c.json(await listFeatured(c.var.db, LIMITS.featuredOnHome));
  })
  .get('/businesses', access.public, validate('query', listingQuery), async (c) => {
    return c.json(await listBusinesses(c.var.db, c.req.valid('query')));
  })
  .get('/cities', access.public, validate('query', listingQuery.pick({ category: true })), async (c) => {
    return c.json(await listCities(c.var.db, c.req.valid('query').category));
  })
  .get('/businesses/:slug', access.public, async (c) => {
    return c.json(await getBusinessPage(c.var.db, c.req.param('slug'), c.var.viewer));
  });
