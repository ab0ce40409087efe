import { Hono } from 'hono';
import { PLACE_NOT_FOUND, placeQuery, suggestionsQuery } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { resolvePlace } from './places';
import { suggest } from './suggestions';

// Issue 17: the header's suggestions and the places 'near me' can start from. Both are public reads.

export const discoveryRoutes = new Hono<AppEnv>()
  .get('/search/suggestions', access.public, validate('query', suggestionsQuery), async (c) => {
    return c.json(await suggest(c.var.db, c.req.valid('query').q));
  })
  .get('/places', access.public, validate('query', placeQuery), (c) => {
    const place = resolvePlace(c.req.valid('query').q);
    if (!place) throw new ApiError('NOT_FOUND', PLACE_NOT_FOUND);
    return c.json(place);
  });
