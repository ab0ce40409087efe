import { Hono } from 'hono';
import { auditQuery } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import { listAudit } from './audit';

/** Issue 16: the audit log for admins, filtered by business, person and action (a business's history in manage mode). */
export const auditRoutes = new Hono<AppEnv>().get(
  '/admin/audit',
  access.admin,
  validate('query', auditQuery),
  async (c) => c.json(await listAudit(c.var.db, c.req.valid('query'))),
);
