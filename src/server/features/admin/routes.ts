import { Hono } from 'hono';
import {
  adminBusinessInput,
  adminListQuery,
  adminMessageInput,
  deleteBusinessInput,
  rejectInput,
} from '../../../domain';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { releaseFiles } from '../../storage/uploads';
import { receiveCertificate } from '../halal/certificates';
import { requireLocationOf } from '../halal/profiles';
import {
  addBusiness,
  adminStats,
  approveBusiness,
  contactOwner,
  deleteBusiness,
  listFeaturedForAdmin,
  listForModeration,
  rejectBusiness,
  setFeatured,
  updateBusiness,
} from './listings';

export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/stats', access.admin, async (c) => c.json(await adminStats(c.var.db)))
  .get('/admin/businesses', access.admin, validate('query', adminListQuery), async (c) => {
    return c.json(await listForModeration(c.var.db, c.req.valid('query')));
  })
  .post('/admin/businesses', access.admin, validate('json', adminBusinessInput), async (c) => {
    const business = await addBusiness(c.var.db, c.var.deps.storage, c.var.viewer, c.req.valid('json'));
    // With a geocoder configured, the address becomes a pin (issue 17).
    c.var.deps.geocoding?.requestBusiness(business.id);
    return c.json(business, 201);
  })
  .patch('/admin/businesses/:id', access.admin, validate('json', adminBusinessInput), async (c) => {
    const { db, deps, viewer } = c.var;
    const id = uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND);
    const { business, replacedImageUrl } = await updateBusiness(db, deps.storage, viewer, id, c.req.valid('json'));
    await releaseFiles(db, deps.storage, [replacedImageUrl]);
    deps.geocoding?.requestBusiness(id);
    return c.json(business);
  })
  // A certificate file for the Edit dialog's halal details: only this business takes it (decision 004).
  .post(
    '/admin/businesses/:id/certificates',
    access.admin,
    rateLimit('upload', { max: 30, windowSeconds: 600 }),
    async (c) => {
      const { db, deps, viewer } = c.var;
      const id = uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND);
      await requireLocationOf(db, id, null);
      return c.json({ url: await receiveCertificate(c, { db, storage: deps.storage }, viewer, id) }, 201);
    },
  )
  .delete('/admin/businesses/:id', access.admin, validate('json', deleteBusinessInput), async (c) => {
    const business = await deleteBusiness(c.var.db, c.var.viewer, uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND));
    await releaseFiles(c.var.db, c.var.deps.storage, business.files);
    return c.json({ deleted: true });
  })
  .post('/admin/businesses/:id/approve', access.admin, async (c) => {
    const { db, viewer, deps } = c.var;
    return c.json(
      await approveBusiness(db, viewer, uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND), deps.config.publicUrl),
    );
  })
  .post('/admin/businesses/:id/reject', access.admin, validate('json', rejectInput), async (c) => {
    const id = uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND);
    return c.json(await rejectBusiness(c.var.db, c.var.viewer, id, c.req.valid('json').reason));
  })
  .post('/admin/businesses/:id/contact-owner', access.admin, validate('json', adminMessageInput), async (c) => {
    await contactOwner(c.var.db, uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND), c.req.valid('json'));
    return c.json({ sent: true });
  })
  .get('/admin/featured', access.admin, async (c) => c.json(await listFeaturedForAdmin(c.var.db)))
  .put('/admin/businesses/:id/featured', access.admin, async (c) => {
    return c.json(await setFeatured(c.var.db, c.var.viewer, uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND), true));
  })
  .delete('/admin/businesses/:id/featured', access.admin, async (c) => {
    return c.json(await setFeatured(c.var.db, c.var.viewer, uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND), false));
  });
