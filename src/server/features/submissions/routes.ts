import { Hono } from 'hono';
import { submissionInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { submitBusiness } from './submissions';

export const submissionRoutes = new Hono<AppEnv>().post(
  '/submissions',
  access.signedIn,
  rateLimit('submission', { max: 5, windowSeconds: 3600 }),
  validate('json', submissionInput),
  async (c) => {
    const { db, deps, viewer } = c.var;
    return c.json(await submitBusiness(db, deps.storage, viewer, c.req.valid('json'), deps.config.publicUrl), 201);
  },
);
