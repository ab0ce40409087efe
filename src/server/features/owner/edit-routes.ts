import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Issue 16: owners' business info and halal profile edits, and the admins' review of those that wait. */
export const ownerEditRoutes = new Hono<AppEnv>();
