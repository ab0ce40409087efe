import { Hono } from 'hono';
import { ramadanHoursInput, ramadanSeasonInput, ramadanSpecialInput } from '../../../domain/ramadan';
import { access, type OwnerEnv } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import {
  addSpecial,
  deleteSpecial,
  getOwnerRamadan,
  SPECIAL_NOT_FOUND,
  saveRamadanHours,
  updateSpecial,
} from './ramadan';
import { clearSeason, findSeason, setSeason } from './season';

// Issue 37 (decision 035): the admin's season, and each business's Ramadan hours and specials.

const owner = access.ownerOfBusiness;
const base = '/owner/businesses/:businessId';
// Each write is read again by the listing, the business page and the home page: a burst is refused.
const ownerWrites = rateLimit<OwnerEnv>('ramadan-write', {
  max: 120,
  windowSeconds: 3600,
  by: (c) => c.var.business.id,
});

export const ramadanRoutes = new Hono<AppEnv>()
  .get('/admin/ramadan-season', access.admin, async (c) => c.json({ season: await findSeason(c.var.db) }))
  .put('/admin/ramadan-season', access.admin, validate('json', ramadanSeasonInput), async (c) => {
    return c.json({ season: await setSeason(c.var.db, c.var.viewer, c.req.valid('json')) });
  })
  .delete('/admin/ramadan-season', access.admin, async (c) => {
    await clearSeason(c.var.db, c.var.viewer);
    return c.json({ season: null });
  })
  .get(`${base}/ramadan`, owner, async (c) => c.json(await getOwnerRamadan(c.var.db, c.var.business.id)))
  .put(
    `${base}/locations/:locationId/ramadan-hours`,
    owner,
    ownerWrites,
    validate('json', ramadanHoursInput),
    async (c) => {
      const id = uuidParam(c, 'locationId', 'Location not found.');
      return c.json(await saveRamadanHours(c.var.db, c.var.business.id, id, c.req.valid('json')));
    },
  )
  .post(`${base}/ramadan-specials`, owner, ownerWrites, validate('json', ramadanSpecialInput), async (c) => {
    return c.json(await addSpecial(c.var.db, c.var.business.id, c.req.valid('json')), 201);
  })
  .patch(
    `${base}/ramadan-specials/:specialId`,
    owner,
    ownerWrites,
    validate('json', ramadanSpecialInput),
    async (c) => {
      const id = uuidParam(c, 'specialId', SPECIAL_NOT_FOUND);
      return c.json(await updateSpecial(c.var.db, c.var.business.id, id, c.req.valid('json')));
    },
  )
  .delete(`${base}/ramadan-specials/:specialId`, owner, ownerWrites, async (c) => {
    await deleteSpecial(c.var.db, c.var.business.id, uuidParam(c, 'specialId', SPECIAL_NOT_FOUND));
    return c.json({ deleted: true });
  });
