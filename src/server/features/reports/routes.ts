import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Issue 16: 'Report a problem', 'Confirm it's still halal' and the admins' Reports tab. */
export const reportRoutes = new Hono<AppEnv>();
