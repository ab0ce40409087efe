import type { Context } from 'hono';
import { Hono } from 'hono';
import { myStampsQuery, passportNoteInput } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import {
  findVisit,
  getPassport,
  listMyStamps,
  removeVisit,
  saveVisitNote,
  stampVisit,
  VISIT_NOT_FOUND,
} from './passport';

const byViewer = (c: Context<AppEnv>) => c.var.viewer?.id ?? 'anonymous';
/** Stamps, removals and note saves (typing saves as it goes) a person may make in a minute. */
const passportWrite = rateLimit('passport-write', { max: 120, windowSeconds: 60, by: byViewer });

/**
 * SPEC §4 Passport. Every route acts on the viewer's own visits (`passport.ts`): someone else's visit is
 * one the viewer does not have (404), and admins get nothing more.
 */
export const passportRoutes = new Hono<AppEnv>()
  .get('/passport', access.signedIn, async (c) => {
    return c.json(await getPassport(c.var.db, c.var.viewer));
  })
  .get('/passport/stamps', access.signedIn, validate('query', myStampsQuery), async (c) => {
    return c.json(await listMyStamps(c.var.db, c.var.viewer, c.req.valid('query').cursor));
  })
  .get('/passport/visits/:businessId', access.signedIn, async (c) => {
    const businessId = uuidParam(c, 'businessId', BUSINESS_NOT_FOUND);
    return c.json(await findVisit(c.var.db, c.var.viewer, businessId));
  })
  .put('/passport/visits/:businessId', access.signedIn, passportWrite, async (c) => {
    const businessId = uuidParam(c, 'businessId', BUSINESS_NOT_FOUND);
    const { visit, created } = await stampVisit(c.var.db, c.var.viewer, businessId);
    if (!created) return c.json(visit, 200);
    c.var.deps.insights?.count(businessId, 'stamp');
    return c.json(visit, 201);
  })
  .delete('/passport/visits/:businessId', access.signedIn, passportWrite, async (c) => {
    const businessId = uuidParam(c, 'businessId', VISIT_NOT_FOUND);
    return c.json(await removeVisit(c.var.db, c.var.viewer, businessId));
  })
  .put(
    '/passport/visits/:businessId/note',
    access.signedIn,
    passportWrite,
    validate('json', passportNoteInput),
    async (c) => {
      const businessId = uuidParam(c, 'businessId', VISIT_NOT_FOUND);
      return c.json(await saveVisitNote(c.var.db, c.var.viewer, businessId, c.req.valid('json').note));
    },
  );
