import { Hono } from 'hono';
import { claimCodeInput, claimDecisionInput, claimQueueQuery, claimStartInput } from '../../../domain/claims';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { assertWithinLimit, rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { certificateField } from '../../storage/certificates';
import { readUploadForm } from '../../storage/upload';
import { readClaimDocument, storeClaimDocument } from './claim-documents';
import { decideClaim, listPendingClaims } from './claim-queue';
import { assertClaimable, cancelClaim, claimDocumentUrl, claimState, startClaim, verifyClaimCode } from './claims';

// Issue 35 'Claim your listing': a signed-in person's claim on a place (its state, a code or a document,
// the code typed, a withdrawal), the private document for its claimant and the admins, and the admins'
// 'Claims' queue with their decision.
const CLAIM_NOT_FOUND = 'This claim was not found.';
/** Codes mailed: a few an hour per person, and per place whoever asks. */
const CODES_PER_HOUR = { max: 5, windowSeconds: 3600 };
const byPerson = (c: { var: { viewer: { id: string } | null } }) => c.var.viewer?.id ?? 'anonymous';

export const claimRoutes = new Hono<AppEnv>()
  .get('/businesses/:id/claim', access.signedIn, async (c) => {
    const id = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
    return c.json(await claimState(c.var.db, c.var.viewer, id));
  })
  .post(
    '/businesses/:id/claim',
    access.signedIn,
    rateLimit('claim', { max: 20, windowSeconds: 3600, by: byPerson }),
    validate('json', claimStartInput),
    async (c) => {
      const { db, deps, viewer } = c.var;
      const id = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
      const input = c.req.valid('json');
      if (input.method === 'email_code') await assertWithinLimit(c, `claim-code:${viewer.id}`, CODES_PER_HOUR);
      // The place's allowance counts only codes that would be mailed, so refused requests cannot use it up;
      // one key per place, whatever the case of its id.
      const placeAllowance = () => assertWithinLimit(c, `claim-code-place:${id.toLowerCase()}`, CODES_PER_HOUR);
      return c.json(await startClaim(db, deps.storage, viewer, id, input, deps.config.publicUrl, placeAllowance), 201);
    },
  )
  .post(
    '/businesses/:id/claim/code',
    access.signedIn,
    rateLimit('claim-code-try', { max: 30, windowSeconds: 3600, by: byPerson }),
    validate('json', claimCodeInput),
    async (c) => {
      const { db, deps, viewer } = c.var;
      const id = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
      return c.json(await verifyClaimCode(db, viewer, id, c.req.valid('json').code, deps.config.publicUrl));
    },
  )
  // The document, uploaded before the claim that names it; it waits a day at most, within the uploader's
  // quota, and shares the upload limit per address.
  .post(
    '/businesses/:id/claim/documents',
    access.signedIn,
    rateLimit('upload', { max: 30, windowSeconds: 600 }),
    async (c) => {
      const { db, deps, viewer } = c.var;
      const id = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
      await assertClaimable(db, viewer, id, deps.config.publicUrl);
      const bytes = await certificateField(await readUploadForm(c));
      const document = await storeClaimDocument(db, deps.storage, viewer.id, id, bytes);
      return c.json({ document }, 201);
    },
  )
  .delete('/businesses/:id/claim', access.signedIn, async (c) => {
    const id = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
    return c.json(await cancelClaim(c.var.db, c.var.viewer, id));
  })
  .get('/claims/:id/document', access.signedIn, async (c) => {
    const { db, deps, viewer } = c.var;
    const id = uuidParam(c, 'id', CLAIM_NOT_FOUND);
    const { body, type, name } = await readClaimDocument(deps.storage, await claimDocumentUrl(db, viewer, id));
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .get('/admin/claims', access.admin, validate('query', claimQueueQuery), async (c) => {
    return c.json(await listPendingClaims(c.var.db, c.req.valid('query').page));
  })
  .post('/admin/claims/:id', access.admin, validate('json', claimDecisionInput), async (c) => {
    const { db, deps, viewer } = c.var;
    const id = uuidParam(c, 'id', CLAIM_NOT_FOUND);
    return c.json(await decideClaim(db, viewer, id, c.req.valid('json'), deps.config.publicUrl));
  });
