import { Hono } from 'hono';
import { profileUpdateInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { getProfile, updateProfile } from './profile';

export const accountRoutes = new Hono<AppEnv>()
  .get('/profile', access.signedIn, async (c) => {
    return c.json(await getProfile(c.var.db, c.var.viewer.id));
  })
  .patch('/profile', access.signedIn, validate('json', profileUpdateInput), async (c) => {
    return c.json(await updateProfile(c.var.db, c.var.viewer.id, c.req.valid('json')));
  });
