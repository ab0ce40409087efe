import { Hono } from 'hono';
import { submissionInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { receiveCertificate } from '../halal/certificates';
import { submitBusiness } from './submissions';

export const submissionRoutes = new Hono<AppEnv>()
  .post(
    '/submissions',
    access.signedIn,
    rateLimit('submission', { max: 5, windowSeconds: 3600 }),
    validate('json', submissionInput),
    async (c) => {
      const { db, deps, viewer } = c.var;
      const business = await submitBusiness(db, deps.storage, viewer, c.req.valid('json'), deps.config.publicUrl);
      // With a geocoder configured, the addresses become pins (issue 17).
      deps.geocoding?.requestBusiness(business.id);
      return c.json(business, 201);
    },
  )
  // The certificate file of a listing not created yet (the submission form, the admins' Add Restaurant): it
  // belongs to its uploader, and only a listing they create takes it (decision 004). Shares the upload
  // limit per address with the other uploads.
  .post(
    '/submissions/certificates',
    access.signedIn,
    rateLimit('upload', { max: 30, windowSeconds: 600 }),
    async (c) => {
      const { db, deps, viewer } = c.var;
      return c.json({ url: await receiveCertificate(c, { db, storage: deps.storage }, viewer, null) }, 201);
    },
  );
