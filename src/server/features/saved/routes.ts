import type { Context } from 'hono';
import { Hono } from 'hono';
import { savedListInput, savedListQuery, savedListUpdateInput, savedNoteInput, savedOrderInput } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import {
  createList,
  deleteList,
  getList,
  getSaved,
  getSharedList,
  LIST_NOT_FOUND,
  orderPlaces,
  PLACE_NOT_IN_LIST,
  removePlace,
  removePlaceEverywhere,
  savePlace,
  savePlaceNote,
  savePlaceToWantToGo,
  shareList,
  stopSharingList,
  updateList,
} from './saved';

const byViewer = (c: Context<AppEnv>) => c.var.viewer?.id ?? 'anonymous';
/** Saves, removals, notes (typing saves as it goes) and list changes a person may make in a minute. */
const savedWrite = rateLimit('saved-write', { max: 120, windowSeconds: 60, by: byViewer });

/**
 * Issue 36: saved places and their lists (decision 032). Every signed-in route acts on the viewer's own lists
 * (`saved.ts`): another person's list is one the viewer does not have (404), and admins get nothing more.
 * A shared list is read by its link alone.
 */
export const savedRoutes = new Hono<AppEnv>()
  .get('/saved', access.signedIn, async (c) => {
    return c.json(await getSaved(c.var.db, c.var.viewer));
  })
  // The heart: saves a place in 'Want to go', or takes it out of every list.
  .put('/saved/places/:businessId', access.signedIn, savedWrite, async (c) => {
    const businessId = uuidParam(c, 'businessId', BUSINESS_NOT_FOUND);
    const saved = await savePlaceToWantToGo(c.var.db, c.var.viewer, businessId);
    if (saved.created) c.var.deps.insights?.count(businessId, 'save');
    return c.json(saved, saved.created ? 201 : 200);
  })
  .delete('/saved/places/:businessId', access.signedIn, savedWrite, async (c) => {
    const businessId = uuidParam(c, 'businessId', PLACE_NOT_IN_LIST);
    return c.json(await removePlaceEverywhere(c.var.db, c.var.viewer, businessId));
  })
  .post('/saved/lists', access.signedIn, savedWrite, validate('json', savedListInput), async (c) => {
    return c.json(await createList(c.var.db, c.var.viewer, c.req.valid('json').name), 201);
  })
  .get('/saved/lists/:listId', access.signedIn, validate('query', savedListQuery), async (c) => {
    const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
    const { lat, lng } = c.req.valid('query');
    const origin = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng, label: null } : undefined;
    return c.json(await getList(c.var.db, c.var.viewer, listId, origin));
  })
  .patch('/saved/lists/:listId', access.signedIn, savedWrite, validate('json', savedListUpdateInput), async (c) => {
    const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
    return c.json(await updateList(c.var.db, c.var.viewer, listId, c.req.valid('json')));
  })
  .delete('/saved/lists/:listId', access.signedIn, savedWrite, async (c) => {
    const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
    return c.json(await deleteList(c.var.db, c.var.viewer, listId));
  })
  .put('/saved/lists/:listId/order', access.signedIn, savedWrite, validate('json', savedOrderInput), async (c) => {
    const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
    return c.json(await orderPlaces(c.var.db, c.var.viewer, listId, c.req.valid('json').businessIds));
  })
  .put('/saved/lists/:listId/places/:businessId', access.signedIn, savedWrite, async (c) => {
    const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
    const businessId = uuidParam(c, 'businessId', BUSINESS_NOT_FOUND);
    const saved = await savePlace(c.var.db, c.var.viewer, listId, businessId);
    if (saved.created) c.var.deps.insights?.count(businessId, 'save');
    return c.json(saved, saved.created ? 201 : 200);
  })
  .delete('/saved/lists/:listId/places/:businessId', access.signedIn, savedWrite, async (c) => {
    const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
    const businessId = uuidParam(c, 'businessId', PLACE_NOT_IN_LIST);
    return c.json(await removePlace(c.var.db, c.var.viewer, listId, businessId));
  })
  .patch(
    '/saved/lists/:listId/places/:businessId',
    access.signedIn,
    savedWrite,
    validate('json', savedNoteInput),
    async (c) => {
      const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
      const businessId = uuidParam(c, 'businessId', PLACE_NOT_IN_LIST);
      return c.json(await savePlaceNote(c.var.db, c.var.viewer, listId, businessId, c.req.valid('json').note));
    },
  )
  .post('/saved/lists/:listId/share', access.signedIn, savedWrite, async (c) => {
    const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
    return c.json(await shareList(c.var.db, c.var.viewer, listId));
  })
  .delete('/saved/lists/:listId/share', access.signedIn, savedWrite, async (c) => {
    const listId = uuidParam(c, 'listId', LIST_NOT_FOUND);
    return c.json(await stopSharingList(c.var.db, c.var.viewer, listId));
  })
  // The read-only page of a shared list: anyone with its link, until its owner stops sharing.
  .get('/lists/:shareId', access.public, async (c) => {
    return c.json(await getSharedList(c.var.db, c.req.param('shareId')));
  });
