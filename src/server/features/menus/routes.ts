import { Hono } from 'hono';
import { actionLinksInput, menuInput, offerInput } from '../../../domain';
import { access, type OwnerEnv } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { releaseFiles } from '../../storage/uploads';
import {
  createOffer,
  deleteOffer,
  getMenu,
  listActionLinks,
  listOffers,
  saveActionLinks,
  saveMenu,
  updateOffer,
} from './menus';

const owner = access.ownerOfBusiness;
const base = '/owner/businesses/:businessId';
/** Each write rewrites a search document or tells watchers: a burst from one business is refused. */
const writes = (name: string, max: number) =>
  rateLimit<OwnerEnv>(name, { max, windowSeconds: 3600, by: (c) => c.var.business.id });

/** Issue 37: the dashboard's Menu and Offers tabs (the page reads them with the business, catalog.ts). */
export const menuRoutes = new Hono<AppEnv>()
  .get(`${base}/menu`, owner, async (c) => c.json(await getMenu(c.var.db, c.var.business.id)))
  // The whole menu at once: saved whole or not at all.
  .put(`${base}/menu`, owner, writes('menu-save', 120), validate('json', menuInput), async (c) => {
    const { db, deps, viewer, business } = c.var;
    const { menu, released } = await saveMenu(db, deps.storage, viewer, business, c.req.valid('json'));
    await releaseFiles(db, deps.storage, released);
    return c.json(menu);
  })
  .get(`${base}/offers`, owner, async (c) => c.json(await listOffers(c.var.db, c.var.business.id)))
  // A new offer tells the place's watchers: at most 10 an hour, and deleting one is limited too, so a
  // delete-and-post loop cannot send more.
  .post(`${base}/offers`, owner, writes('offer-create', 10), validate('json', offerInput), async (c) => {
    return c.json(await createOffer(c.var.db, c.var.business, c.var.viewer, c.req.valid('json')), 201);
  })
  .patch(`${base}/offers/:offerId`, owner, writes('offer-edit', 120), validate('json', offerInput), async (c) => {
    const id = uuidParam(c, 'offerId', 'Offer not found.');
    return c.json(await updateOffer(c.var.db, c.var.business, id, c.req.valid('json')));
  })
  .delete(`${base}/offers/:offerId`, owner, writes('offer-delete', 60), async (c) => {
    await deleteOffer(c.var.db, c.var.business, uuidParam(c, 'offerId', 'Offer not found.'));
    return c.json({ deleted: true });
  })
  .get(`${base}/action-links`, owner, async (c) => c.json(await listActionLinks(c.var.db, c.var.business.id)))
  .put(`${base}/action-links`, owner, writes('action-links', 120), validate('json', actionLinksInput), async (c) => {
    return c.json(await saveActionLinks(c.var.db, c.var.business, c.req.valid('json')));
  });
