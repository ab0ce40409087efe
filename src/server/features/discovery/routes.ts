import { Hono } from 'hono';
import { PLACE_NOT_FOUND, placeQuery, suggestionsQuery } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { resolvePlace } from './places';
import { suggest } from './suggestions';

// Issue 17: the header's suggestions and the places 'near me' can start from. Both are public reads.

const SUGGESTION_TOPICS = ['businesses'] as const;

export const discoveryRoutes = new Hono<AppEnv>()
  .get('/search/suggestions', access.public, validate('query', suggestionsQuery), async (c) => {
    const { q } = c.req.valid('query');
    // Issue 40: what the first letters people type suggest ('sh', 'sha') is kept until a business changes
    // (a category or a dish's place tells of one too: migration 0025), as the listing's searches are.
    return c.json(
      await c.var.listingMemory.cache.read(`suggestions:${q}`, SUGGESTION_TOPICS, () => suggest(c.var.db, q)),
    );
  })
  .get('/places', access.public, validate('query', placeQuery), (c) => {
    const place = resolvePlace(c.req.valid('query').q);
    if (!place) throw new ApiError('NOT_FOUND', PLACE_NOT_FOUND);
    return c.json(place);
  });
