import { Hono } from 'hono';
import {
  certifierInput,
  discountAnswersInput,
  factAnswerInput,
  halalCheckInput,
  halalPhotoDecisionInput,
  verifyHalalInput,
} from '../../../domain';
import { BUSINESS_NOT_FOUND, MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { releaseFiles } from '../../storage/uploads';
import { answerFact, discountAnswers } from './answers';
import {
  addCertifier,
  listCertifiers,
  listCertifiersForAdmin,
  setCertifierRetired,
  updateCertifier,
} from './certifiers';
import { decidePhoto, listPendingPhotos } from './photos';
import { requireLocationOf, verifyHalalProfile } from './profiles';
import { listHalalQueue, recordAdminCheck } from './queue';

// Issue 16: the certifying bodies (for the forms that name one, and the admins who keep them, decision 020)
// and the admins' verification. Issue 34: 'Is this still true?', an admin's discount of one account's answers,
// the admins' 'Disputed and stale' queue with the team's check of one fact, and the diners' photos to accept.
const CERTIFIER_TOPICS = ['halal_certifiers'] as const;
const CERTIFIER_NOT_FOUND = 'This certifying body was not found.';
const PHOTO_NOT_FOUND = 'This photo was not found.';

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
  })
  .post(
    '/businesses/:id/halal-answers',
    access.signedIn,
    // A burst from one address is refused like other writes; each person's daily budget is the answers' own.
    rateLimit('halal-answer', { max: 30, windowSeconds: 60 }),
    validate('json', factAnswerInput),
    async (c) => {
      const businessId = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
      return c.json(await answerFact(c.var.db, c.var.deps.storage, c.var.viewer, businessId, c.req.valid('json')), 201);
    },
  )
  .post('/admin/users/:id/discount-answers', access.admin, validate('json', discountAnswersInput), async (c) => {
    const { db, viewer } = c.var;
    return c.json(await discountAnswers(db, viewer, c.req.param('id'), c.req.valid('json').reason));
  })
  .get('/admin/halal-queue', access.admin, async (c) => c.json(await listHalalQueue(c.var.db)))
  .post('/admin/halal-checks', access.admin, validate('json', halalCheckInput), async (c) => {
    return c.json(await recordAdminCheck(c.var.db, c.var.viewer, c.req.valid('json')), 201);
  })
  .get('/admin/halal-photos', access.admin, async (c) => c.json(await listPendingPhotos(c.var.db)))
  .post('/admin/halal-photos/:id', access.admin, validate('json', halalPhotoDecisionInput), async (c) => {
    const { db, deps, viewer } = c.var;
    const id = uuidParam(c, 'id', PHOTO_NOT_FOUND);
    const { released, ...decided } = await decidePhoto(db, viewer, id, c.req.valid('json'));
    // A rejected photo's file is removed once its answer no longer shows it.
    await releaseFiles(db, deps.storage, [released]);
    return c.json(decided);
  });
