import { Hono } from 'hono';
import { verifyHalalInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { validate } from '../../http/validate';
import { listCertifiers, requireLocationOf, verifyHalalProfile } from './profiles';

// Issue 16: the certifying bodies (for the forms that name one) and the admins' verification.
const CERTIFIER_TOPICS = [] as const;

export const halalRoutes = new Hono<AppEnv>()
  .get('/halal-certifiers', access.public, async (c) => {
    const { db, readCache } = c.var;
    return c.json(await readCache.read('halal-certifiers', CERTIFIER_TOPICS, () => listCertifiers(db)));
  })
  .post('/admin/businesses/:id/halal-profile/verify', access.admin, validate('json', verifyHalalInput), async (c) => {
    const { db, viewer } = c.var;
    const id = uuidParam(c, 'id', 'The specified business was not found.');
    const { locationId } = c.req.valid('json');
    await requireLocationOf(db, id, locationId);
    return c.json(await verifyHalalProfile(db, viewer, id, locationId));
  });
