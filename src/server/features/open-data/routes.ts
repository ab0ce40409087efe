import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { OPEN_DATA_LICENCE, openPlacesQuery } from '../../../domain/open-data';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { ReadCache } from '../../http/read-cache';
import { validate } from '../../http/validate';
import type { LiveHub } from '../../live/hub';
import { placesExport } from './exports';
import { openApiDocument } from './openapi';
import { getOpenPlace, listOpenPlaces } from './places';

// Issue 35: the public read API. Read-only and open to any origin (CORS for GET; nothing here writes, so
// the same-origin rule of the writes has nothing to guard), limited per address, and kept in the read cache
// until a business changes, as the other public reads are.
const TOPICS = ['businesses', 'halal_certifiers'] as const;
const perAddress = rateLimit('open-data', { max: 120, windowSeconds: 60 });

/** Any origin may read (GET); nothing here writes. */
const openToAll = cors({ origin: '*', allowMethods: ['GET'], maxAge: 86_400 });

/**
 * The API's answers are kept apart from the site's shared read cache, in a smaller one per server: a
 * client walking many searches or pages cannot push the pages' own reads out.
 */
const answersOf = new WeakMap<LiveHub, ReadCache>();
function apiCache(c: Context<AppEnv>): ReadCache {
  const hub = c.var.deps.live;
  let cache = answersOf.get(hub);
  if (!cache) {
    cache = new ReadCache({ maxEntries: 200 });
    cache.follow(hub);
    answersOf.set(hub, cache);
  }
  return cache;
}

export const openDataRoutes = new Hono<AppEnv>()
  .use('/v1/*', openToAll)
  .get('/v1/places', access.public, perAddress, validate('query', openPlacesQuery), async (c) => {
    const { db, listingMemory, deps } = c.var;
    const query = c.req.valid('query');
    return c.json(
      await apiCache(c).read(`places:${JSON.stringify(query)}`, TOPICS, () =>
        listOpenPlaces(db, query, deps.config.publicUrl, listingMemory),
      ),
    );
  })
  .get('/v1/places/:id', access.public, perAddress, async (c) => {
    const { db, deps } = c.var;
    // One key per place, whatever the case of its id; an unknown place throws (404) and is not kept.
    const id = c.req.param('id').toLowerCase();
    return c.json(await apiCache(c).read(`place:${id}`, TOPICS, () => getOpenPlace(db, id, deps.config.publicUrl)));
  })
  .get('/v1/openapi.json', access.public, perAddress, (c) => c.json(openApiDocument(c.var.deps.config.publicUrl)))
  // The day's files: their date, how many places, where they are and under which licence.
  .get('/v1/exports', access.public, perAddress, async (c) => {
    const { date, count } = await placesExport(c.var.db, c.var.deps.config.publicUrl);
    return c.json({
      date,
      places: count,
      csv: '/data/places.csv',
      geojson: '/data/places.geojson',
      licence: OPEN_DATA_LICENCE,
    });
  });

/** `/data/places.csv` and `/data/places.geojson`: the day's files, downloadable from anywhere. */
export const openDataFiles = new Hono<AppEnv>()
  .use('/data/places.csv', openToAll)
  .use('/data/places.geojson', openToAll)
  .get('/data/places.csv', access.public, perAddress, async (c) => {
    const { date, csv } = await placesExport(c.var.db, c.var.deps.config.publicUrl);
    return c.body(csv, 200, fileHeaders('text/csv; charset=utf-8', `indiana-halal-places-${date}.csv`));
  })
  .get('/data/places.geojson', access.public, perAddress, async (c) => {
    const { date, geojson } = await placesExport(c.var.db, c.var.deps.config.publicUrl);
    return c.body(geojson, 200, fileHeaders('application/geo+json', `indiana-halal-places-${date}.geojson`));
  });

function fileHeaders(type: string, filename: string) {
  return {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${filename}"`,
    // Made once a day: a copy an hour old is as good.
    'Cache-Control': 'public, max-age=3600',
  };
}
