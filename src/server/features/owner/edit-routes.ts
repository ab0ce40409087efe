import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  halalProfileTarget,
  ownerBusinessInfoInput,
  ownerHalalProfileInput,
  reviewOwnerEditInput,
} from '../../../domain';
import { access } from '../../auth/policy';
import { ownerEdits } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { certificateField, prepareCertificate } from '../../storage/certificates';
import { readUploadForm } from '../../storage/upload';
import { certificatesOf, releaseFiles, storeWaitingUpload } from '../../storage/uploads';
import {
  confirmHalalProfile,
  listOwnerEditsToReview,
  listOwnerHalalProfiles,
  listPendingEditsOf,
  reviewOwnerEdit,
  saveBusinessInfo,
  saveOwnerHalalProfile,
} from './owner-edits';

const owner = access.ownerOfBusiness;
const base = '/owner/businesses/:businessId';

/**
 * Issue 16: owners' business info and halal profile edits (with the certificate file), and the admins'
 * review of those that wait.
 */
export const ownerEditRoutes = new Hono<AppEnv>()
  // Business Info: contacts and photo live at once, a new name waits for an admin.
  .put(`${base}/info`, owner, validate('json', ownerBusinessInfoInput), async (c) => {
    const { db, deps, viewer, business } = c.var;
    const { waitsForReview, replacedImageUrl } = await saveBusinessInfo(
      db,
      deps.storage,
      viewer,
      business,
      c.req.valid('json'),
    );
    await releaseFiles(db, deps.storage, [replacedImageUrl]);
    return c.json({ waitsForReview });
  })
  // The certificate file, uploaded for this business (issue 29): only its halal details may take it, and
  // it waits, unattached, an hour at most and within the uploader's quota. Shares the upload limit per address.
  .post(`${base}/certificates`, owner, rateLimit('upload', { max: 30, windowSeconds: 600 }), async (c) => {
    const { db, deps, viewer, business } = c.var;
    const bytes = await certificateField(await readUploadForm(c));
    const url = await storeWaitingUpload(db, deps.storage, { uploaderId: viewer.id, businessId: business.id }, () =>
      prepareCertificate(bytes),
    );
    return c.json({ url }, 201);
  })
  .get(`${base}/halal-profiles`, owner, async (c) => c.json(await listOwnerHalalProfiles(c.var.db, c.var.business.id)))
  .put(`${base}/halal-profile`, owner, validate('json', ownerHalalProfileInput), async (c) => {
    const { db, deps, viewer, business } = c.var;
    // A certificate file replaced (or a waiting one withdrawn) is removed once nothing holds it.
    const certificates = await certificatesOf(db, business.id);
    const saved = await saveOwnerHalalProfile(db, deps.storage, viewer, business, c.req.valid('json'));
    await releaseFiles(db, deps.storage, certificates);
    return c.json(saved);
  })
  .post(`${base}/halal-profile/confirm`, owner, validate('json', halalProfileTarget), async (c) => {
    return c.json(await confirmHalalProfile(c.var.db, c.var.business, c.req.valid('json').locationId));
  })
  .get(`${base}/pending-edits`, owner, async (c) => c.json(await listPendingEditsOf(c.var.db, c.var.business.id)))
  // The admins' review queue.
  .get('/admin/owner-edits', access.admin, async (c) => c.json(await listOwnerEditsToReview(c.var.db)))
  .post('/admin/owner-edits/:id/review', access.admin, validate('json', reviewOwnerEditInput), async (c) => {
    const { db, deps, viewer } = c.var;
    const id = uuidParam(c, 'id', 'This change was not found.');
    const [edit] = await db.select({ businessId: ownerEdits.businessId }).from(ownerEdits).where(eq(ownerEdits.id, id));
    // The certificate an approval replaces, or a rejected change's own, is removed once nothing holds it.
    const certificates = edit ? await certificatesOf(db, edit.businessId) : [];
    const reviewed = await reviewOwnerEdit(db, viewer, id, c.req.valid('json'));
    await releaseFiles(db, deps.storage, certificates);
    return c.json(reviewed);
  });
