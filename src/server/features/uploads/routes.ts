import { Hono } from 'hono';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { certificateField, storeCertificate } from '../../storage/certificates';
import { storeImage } from '../../storage/images';
import { fileField, readUploadForm } from '../../storage/upload';
import { recordUpload } from '../../storage/uploads';

/**
 * Image upload for submissions, the admin's Add Restaurant and the gallery, and the halal certificate
 * file of the owner's dashboard (issue 16): each returns the stored URL, which waits for the form that
 * attaches it. Both count against one limit per address.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .post('/uploads/images', access.signedIn, rateLimit('upload', { max: 30, windowSeconds: 600 }), async (c) => {
    const form = await readUploadForm(c);
    const url = await storeImage(c.var.deps.storage, await fileField(form), 'images');
    await recordUpload(c.var.db, c.var.deps.storage, url, c.var.viewer.id);
    return c.json({ url }, 201);
  })
  .post('/uploads/certificates', access.signedIn, rateLimit('upload', { max: 30, windowSeconds: 600 }), async (c) => {
    const form = await readUploadForm(c);
    const url = await storeCertificate(c.var.deps.storage, await certificateField(form));
    await recordUpload(c.var.db, c.var.deps.storage, url, c.var.viewer.id);
    return c.json({ url }, 201);
  });
