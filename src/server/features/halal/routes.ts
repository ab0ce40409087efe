import { Hono } from 'hono';
import { certifierInput, verifyHalalInput } from '../../../domain';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { validate } from '../../http/validate';
import {
  addCertifier,
  listCertifiers,
  listCertifiersForAdmin,
  setCertifierRetired,
  updateCertifier,
} from './certifiers';
import { requireLocationOf, verifyHalalProfile } from './profiles';

// Issue 16: the certifying bodies (for the forms that name one, and the admins who keep them, decision 020)
// and the admins' verification.
const CERTIFIER_TOPICS = ['halal_certifiers'] as const;
const CERTIFIER_NOT_FOUND = 'This certifying body was not found.';

export const halalRoutes = new Hono<AppEnv>()
  .get('/halal-certifiers', access.public, async (c) => {
    const { db, readCache } = c.var;
    return c.json(await readCache.read('halal-certifiers', CERTIFIER_TOPICS, () => listCertifiers(db)));
  })
  .get('/admin/halal-certifiers', access.admin, async (c) => c.json(await listCertifiersForAdmin(c.var.db)))
  .post('/admin/halal-certifiers', access.admin, validate('json', certifierInput), async (c) => {
    return c.json(await addCertifier(c.var.db, c.var.viewer, c.req.valid('json')), 201);
  })
  .patch('/admin/halal-certifiers/:id', access.admin, validate('json', certifierInput), async (c) => {
    const id = uuidParam(c, 'id', CERTIFIER_NOT_FOUND);
    return c.json(await updateCertifier(c.var.db, c.var.viewer, id, c.req.valid('json')));
  })
  .post('/admin/halal-certifiers/:id/retire', access.admin, async (c) => {
    const id = uuidParam(c, 'id', CERTIFIER_NOT_FOUND);
    return c.json(await setCertifierRetired(c.var.db, c.var.viewer, id, true));
  })
  .post('/admin/halal-certifiers/:id/restore', access.admin, async (c) => {
    const id = uuidParam(c, 'id', CERTIFIER_NOT_FOUND);
    return c.json(await setCertifierRetired(c.var.db, c.var.viewer, id, false));
  })
  .post('/admin/businesses/:id/halal-profile/verify', access.admin, validate('json', verifyHalalInput), async (c) => {
    const { db, viewer } = c.var;
    const id = uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND);
    const { locationId } = c.req.valid('json');
    await requireLocationOf(db, id, locationId);
    return c.json(await verifyHalalProfile(db, viewer, id, locationId));
  });
