import { Hono } from 'hono';
import {
  categoriesInput,
  eventInput,
  galleryOrderInput,
  locationHoursInput,
  notificationInput,
  ownerLocationInput,
} from '../../../domain';
import { access, type OwnerEnv } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { prepareImage } from '../../storage/images';
import { fileField, readUploadForm } from '../../storage/upload';
import { recordUpload, releaseFiles } from '../../storage/uploads';
import { saveLocationHours } from '../discovery/hours';
import {
  addImage,
  addLocation,
  createEvent,
  deleteEvent,
  deleteImage,
  deleteLocation,
  findOwnedBusinessId,
  getDashboard,
  listEvents,
  listImages,
  listLocations,
  listSubscribers,
  notifySubscribers,
  reorderImages,
  setCategories,
  setCoverImage,
  unsubscribeSubscriber,
  updateEvent,
  updateLocation,
} from './dashboard';

const owner = access.ownerOfBusiness;
const base = '/owner/businesses/:businessId';

export const ownerRoutes = new Hono<AppEnv>()
  .get('/owner/business', access.signedIn, async (c) => {
    return c.json({ id: await findOwnedBusinessId(c.var.db, c.var.viewer) });
  })
  .get(base, owner, async (c) => c.json(await getDashboard(c.var.db, c.var.business.id)))
  // Events
  .get(`${base}/events`, owner, async (c) => c.json(await listEvents(c.var.db, c.var.business.id)))
  .post(
    `${base}/events`,
    owner,
    // A new event tells the place's watchers: at most 60 an hour for one business.
    rateLimit<OwnerEnv>('event-create', { max: 60, windowSeconds: 3600, by: (c) => c.var.business.id }),
    validate('json', eventInput),
    async (c) => {
      return c.json(await createEvent(c.var.db, c.var.business, c.var.viewer, c.req.valid('json')), 201);
    },
  )
  .patch(`${base}/events/:eventId`, owner, validate('json', eventInput), async (c) => {
    const id = uuidParam(c, 'eventId', 'Event not found.');
    return c.json(await updateEvent(c.var.db, c.var.business, id, c.req.valid('json')));
  })
  .delete(`${base}/events/:eventId`, owner, async (c) => {
    await deleteEvent(c.var.db, c.var.business, uuidParam(c, 'eventId', 'Event not found.'));
    return c.json({ deleted: true });
  })
  // Gallery
  .get(`${base}/images`, owner, async (c) => c.json(await listImages(c.var.db, c.var.business.id)))
  .post(`${base}/images`, owner, async (c) => {
    const form = await readUploadForm(c);
    const caption = String(form.get('caption') ?? '').trim();
    if (caption.length > 300) throw new ApiError('VALIDATION', 'The caption can be at most 300 characters.');
    const { db, deps, viewer, business } = c.var;
    const image = await prepareImage(await fileField(form), 'gallery');
    const url = await image.store(deps.storage);
    await recordUpload(db, deps.storage, url, { uploaderId: viewer.id, bytes: image.bytes });
    return c.json(await addImage(db, deps.storage, viewer, business, url, caption || null), 201);
  })
  .put(`${base}/images/order`, owner, validate('json', galleryOrderInput), async (c) => {
    return c.json(await reorderImages(c.var.db, c.var.business, c.req.valid('json').imageIds));
  })
  // The cover is the photo on the business's cards; the one it replaces is removed once nothing shows it.
  .put(`${base}/images/:imageId/cover`, owner, async (c) => {
    const id = uuidParam(c, 'imageId', 'Image not found.');
    const { imageUrl, replacedImageUrl } = await setCoverImage(c.var.db, c.var.business, id);
    await releaseFiles(c.var.db, c.var.deps.storage, [replacedImageUrl]);
    return c.json({ imageUrl });
  })
  .delete(`${base}/images/:imageId`, owner, async (c) => {
    const image = await deleteImage(c.var.db, c.var.business, uuidParam(c, 'imageId', 'Image not found.'));
    await releaseFiles(c.var.db, c.var.deps.storage, [image.imageUrl]);
    return c.json({ deleted: true });
  })
  // Categories
  .put(`${base}/categories`, owner, validate('json', categoriesInput), async (c) => {
    const { primaryId, additionalIds } = c.req.valid('json');
    await setCategories(c.var.db, c.var.business, primaryId, additionalIds);
    return c.json(await getDashboard(c.var.db, c.var.business.id));
  })
  // Locations
  .get(`${base}/locations`, owner, async (c) => c.json(await listLocations(c.var.db, c.var.business.id)))
  // With a geocoder configured, a saved address is looked up after the save (issue 17).
  .post(`${base}/locations`, owner, validate('json', ownerLocationInput), async (c) => {
    const location = await addLocation(c.var.db, c.var.business, c.req.valid('json'));
    c.var.deps.geocoding?.request(location.id);
    return c.json(location, 201);
  })
  .patch(`${base}/locations/:locationId`, owner, validate('json', ownerLocationInput), async (c) => {
    const id = uuidParam(c, 'locationId', 'Location not found.');
    const location = await updateLocation(c.var.db, c.var.business, id, c.req.valid('json'));
    c.var.deps.geocoding?.request(location.id);
    return c.json(location);
  })
  .put(
    `${base}/locations/:locationId/hours`,
    owner,
    // Each change of hours may tell the place's watchers: a burst is refused, as the owner's updates are.
    rateLimit<OwnerEnv>('location-hours', { max: 120, windowSeconds: 3600, by: (c) => c.var.business.id }),
    validate('json', locationHoursInput),
    async (c) => {
      const id = uuidParam(c, 'locationId', 'Location not found.');
      const saved = await saveLocationHours(c.var.db, c.var.business.id, id, c.req.valid('json'), {
        causedBy: c.var.viewer.id,
      });
      return c.json(saved);
    },
  )
  .delete(`${base}/locations/:locationId`, owner, async (c) => {
    await deleteLocation(c.var.db, c.var.business, uuidParam(c, 'locationId', 'Location not found.'));
    return c.json({ deleted: true });
  })
  // Subscribers and notifications
  .get(`${base}/subscribers`, owner, async (c) => c.json(await listSubscribers(c.var.db, c.var.business.id)))
  .post(`${base}/subscribers/:subscriptionId/unsubscribe`, owner, async (c) => {
    const subscriptionId = uuidParam(c, 'subscriptionId', 'Subscriber not found.');
    await unsubscribeSubscriber(c.var.db, c.var.business, subscriptionId);
    return c.json({ unsubscribed: true });
  })
  // Each notification mails every subscriber: a few per business per hour.
  .post(
    `${base}/notifications`,
    owner,
    rateLimit<OwnerEnv>('notification', { max: 5, windowSeconds: 3600, by: (c) => c.var.business.id }),
    validate('json', notificationInput),
    async (c) => {
      const { db, business, deps } = c.var;
      return c.json(await notifySubscribers(db, business, c.req.valid('json'), deps.config.publicUrl));
    },
  );
