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
import { ApiError, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { removeImage } from '../../storage/images';
import type { Storage } from '../../storage/storage';
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

/** An admin may paste any https image link, or use one this site stored. */
function assertImageUrl(storage: Storage, url: string | null) {
  if (url && !/^https?:\/\//i.test(url) && !storage.keyOf(url)) {
    throw new ApiError(400, 'VALIDATION', 'Enter a full image link starting with https://', {
      imageUrl: 'Not an image link',
    });
  }
}

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
    assertImageUrl(c.var.deps.storage, c.req.valid('json').imageUrl);
    const business = await addBusiness(c.var.db, c.var.viewer, c.req.valid('json'));
    await c.var.deps.live.publish({ topic: 'businesses', id: business.id });
    return c.json(business, 201);
  })
  .patch('/admin/businesses/:id', access.admin, validate('json', adminBusinessInput), async (c) => {
    assertImageUrl(c.var.deps.storage, c.req.valid('json').imageUrl);
    const business = await updateBusiness(c.var.db, businessId(c.req.param('id')), c.req.valid('json'));
    await c.var.deps.live.publish({ topic: 'businesses', id: business.id });
    return c.json(business);
  })
  .delete('/admin/businesses/:id', access.admin, validate('json', deleteBusinessInput), async (c) => {
    const business = await deleteBusiness(c.var.db, businessId(c.req.param('id')));
    await removeImage(c.var.deps.storage, business.imageUrl).catch(() => {});
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
