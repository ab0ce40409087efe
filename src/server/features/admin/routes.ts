import { Hono } from 'hono';
import {
  adminBusinessInput,
  adminListQuery,
  adminMessageInput,
  deleteBusinessInput,
  isUuid,
  rejectInput,
} from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { releaseFiles } from '../../storage/uploads';
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

/** A business id from the path; anything that is not a UUID cannot name a business. */
function businessId(id: string) {
  if (!isUuid(id)) throw notFound('The specified business was not found.');
  return id;
}

export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/stats', access.admin, async (c) => c.json(await adminStats(c.var.db)))
  .get('/admin/businesses', access.admin, validate('query', adminListQuery), async (c) => {
    return c.json(await listForModeration(c.var.db, c.req.valid('query')));
  })
  .post('/admin/businesses', access.admin, validate('json', adminBusinessInput), async (c) => {
    const business = await addBusiness(c.var.db, c.var.deps.storage, c.var.viewer, c.req.valid('json'));
    await c.var.deps.live.publish({ topic: 'businesses', id: business.id });
    return c.json(business, 201);
  })
  .patch('/admin/businesses/:id', access.admin, validate('json', adminBusinessInput), async (c) => {
    const { db, deps, viewer } = c.var;
    const id = businessId(c.req.param('id'));
    const { business, replacedImageUrl } = await updateBusiness(db, deps.storage, viewer, id, c.req.valid('json'));
    await releaseFiles(db, deps.storage, [replacedImageUrl]);
    await deps.live.publish({ topic: 'businesses', id: business.id });
    return c.json(business);
  })
  .delete('/admin/businesses/:id', access.admin, validate('json', deleteBusinessInput), async (c) => {
    const business = await deleteBusiness(c.var.db, businessId(c.req.param('id')));
    await releaseFiles(c.var.db, c.var.deps.storage, business.files);
    await c.var.deps.live.publish({ topic: 'businesses', id: business.id });
    return c.json({ deleted: true });
  })
  .post('/admin/businesses/:id/approve', access.admin, async (c) => {
    const { db, viewer, deps } = c.var;
    const business = await approveBusiness(db, viewer, businessId(c.req.param('id')), deps.config.publicUrl);
    await deps.live.publish({ topic: 'businesses', id: business.id });
    return c.json(business);
  })
  .post('/admin/businesses/:id/reject', access.admin, validate('json', rejectInput), async (c) => {
    const business = await rejectBusiness(
      c.var.db,
      c.var.viewer,
      businessId(c.req.param('id')),
      c.req.valid('json').reason,
    );
    await c.var.deps.live.publish({ topic: 'businesses', id: business.id });
    return c.json(business);
  })
  .post('/admin/businesses/:id/contact-owner', access.admin, validate('json', adminMessageInput), async (c) => {
    await contactOwner(c.var.db, businessId(c.req.param('id')), c.req.valid('json'));
    return c.json({ sent: true });
  })
  .get('/admin/featured', access.admin, async (c) => c.json(await listFeaturedForAdmin(c.var.db)))
  .put('/admin/businesses/:id/featured', access.admin, async (c) => {
    const id = businessId(c.req.param('id'));
    await setFeatured(c.var.db, id, true);
    await c.var.deps.live.publish({ topic: 'featured_listings', id });
    return c.json({ featured: true });
  })
  .delete('/admin/businesses/:id/featured', access.admin, async (c) => {
    const id = businessId(c.req.param('id'));
    await setFeatured(c.var.db, id, false);
    await c.var.deps.live.publish({ topic: 'featured_listings', id });
    return c.json({ featured: false });
  });
