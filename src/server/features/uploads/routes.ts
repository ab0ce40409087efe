import { Hono } from 'hono';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { prepareImage } from '../../storage/images';
import { fileField, readUploadForm } from '../../storage/upload';
import { storeWaitingUpload } from '../../storage/uploads';

/**
 * Image upload for submissions and the admin's Add Restaurant: returns the stored URL, which waits for
 * the form that attaches it, within the uploader's quota of waiting uploads. It shares one limit per
 * address with the certificate upload of the owner's dashboard (`features/owner/edit-routes.ts`).
 */
export const uploadRoutes = new Hono<AppEnv>().post(
  '/uploads/images',
  access.signedIn,
  rateLimit('upload', { max: 30, windowSeconds: 600 }),
  async (c) => {
    const { db, deps, viewer } = c.var;
    const form = await readUploadForm(c);
    const bytes = await fileField(form);
    const url = await storeWaitingUpload(db, deps.storage, { uploaderId: viewer.id }, () =>
      prepareImage(bytes, 'images'),
    );
    return c.json({ url }, 201);
  },
);
