import { Hono } from 'hono';
import { emailConfirmationQuery, profileUpdateInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { isEmailConfirmed } from './email-confirmation';
import { getProfile, updateProfile } from './profile';

export const accountRoutes = new Hono<AppEnv>()
  .get('/profile', access.signedIn, async (c) => {
    return c.json(await getProfile(c.var.db, c.var.viewer.id));
  })
  .patch('/profile', access.signedIn, validate('json', profileUpdateInput), async (c) => {
    return c.json(await updateProfile(c.var.db, c.var.viewer.id, c.req.valid('json')));
  })
  .get('/email-confirmation', access.public, validate('query', emailConfirmationQuery), async (c) => {
    const { account } = c.req.valid('query');
    const confirmed = await isEmailConfirmed(c.var.deps.auth, c.var.db, account, c.var.viewer);
    return c.json({ confirmed });
  });
