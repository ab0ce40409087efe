import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { LIMITS, listingQuery, statusMinute } from '../../../domain';
import { access } from '../../auth/policy';
import { categories } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { seasonNow } from '../ramadan/season';
import {
  findCategory,
  getBusinessPage,
  listBusinesses,
  listCities,
  listFeatured,
  listMapMarkers,
  listMoreUpcomingEvents,
  rememberedSearches,
} from './catalog';

// Featured cards and city lists are read from businesses (name, rating, approval, places) and, for
// featured, from featured listings: kept in the read cache until an event of those topics. No route writes
// categories, but the database tells of a change to them as one of every business (migration 0025).
const FEATURED_TOPICS = ['featured_listings', 'businesses'] as const;
const CITY_TOPICS = ['businesses'] as const;
const CATEGORY_TOPICS = ['businesses'] as const;

export const catalogRoutes = new Hono<AppEnv>()
  .get('/categories', access.public, async (c) => {
    const { db, readCache } = c.var;
    const rows = await readCache.read('categories', CATEGORY_TOPICS, () =>
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    );
    return c.json(rows);
  })
  // The site's public settings the web shows (the product's social accounts); unset ones are null.
  .get('/site', access.public, async (c) => {
    const { social, mapTiles } = c.var.deps.config;
    return c.json({
      social: { instagram: social.instagram ?? null, facebook: social.facebook ?? null },
      // Issue 17: where the maps' tiles come from, with the attribution their licence asks for.
      map: { tileUrl: mapTiles.url, attribution: mapTiles.attribution },
      // Issue 37: the Ramadan season while it holds (today in Indiana), else null: the home page's sections
      // and the listing's filters show only then.
      ramadan: await seasonNow(c.var.db, c.var.readCache),
    });
  })
  .get('/categories/:slug', access.public, async (c) => {
    const slug = c.req.param('slug');
    // An unknown slug throws (404) and is not kept, so stray slugs cannot fill the cache.
    return c.json(await c.var.readCache.read(`category:${slug}`, CATEGORY_TOPICS, () => findCategory(c.var.db, slug)));
  })
  .get('/featured', access.public, async (c) => {
    const { db, readCache } = c.var;
    // The cards say whether each place is open: kept per minute, as the listing's statuses are.
    const minute = statusMinute(new Date());
    return c.json(
      await readCache.read(`featured:${minute.getTime()}`, FEATURED_TOPICS, () =>
        listFeatured(db, LIMITS.featuredOnHome, minute),
      ),
    );
  })
  .get('/businesses', access.public, validate('query', listingQuery), async (c) => {
    return c.json(await listBusinesses(c.var.db, c.req.valid('query'), c.var.listingMemory));
  })
  // Issue 17: the listing's places as map markers (the same filters, no paging).
  .get('/businesses/map', access.public, validate('query', listingQuery), async (c) => {
    const { db, listingMemory } = c.var;
    return c.json(await listMapMarkers(db, c.req.valid('query'), rememberedSearches(db, listingMemory.cache)));
  })
  .get('/cities', access.public, validate('query', listingQuery.pick({ category: true })), async (c) => {
    const { category } = c.req.valid('query');
    const { db, readCache } = c.var;
    return c.json(await readCache.read(`cities:${category ?? ''}`, CITY_TOPICS, () => listCities(db, category)));
  })
  .get('/businesses/:slug', access.public, async (c) => {
    return c.json(await getBusinessPage(c.var.db, c.req.param('slug'), c.var.viewer));
  })
  // Issue 31: the rest of the page's upcoming events, read when '…and N more upcoming events' is opened.
  .get('/businesses/:slug/events', access.public, async (c) => {
    return c.json(await listMoreUpcomingEvents(c.var.db, c.req.param('slug'), c.var.viewer));
  });
