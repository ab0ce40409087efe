import { Hono } from 'hono';
import { reportInput, reportsQuery, resolveReportInput } from '../../../domain';
import { BUSINESS_NOT_FOUND, MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { confirmStillHalal, listReports, reopenBusiness, reportProblem, resolveReport, trustOfViewer } from './reports';

/** Issue 16: 'Report a problem', 'Confirm it's still halal' and the admins' Reports tab. */
export const reportRoutes = new Hono<AppEnv>()
  .get('/businesses/:id/trust', access.signedIn, async (c) => {
    const businessId = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
    return c.json(await trustOfViewer(c.var.db, c.var.viewer, businessId));
  })
  .post(
    '/businesses/:id/reports',
    access.signedIn,
    rateLimit('report', { max: 5, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    validate('json', reportInput),
    async (c) => {
      const businessId = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
      return c.json(await reportProblem(c.var.db, c.var.viewer, businessId, c.req.valid('json')), 201);
    },
  )
  .post(
    '/businesses/:id/halal-confirmations',
    access.signedIn,
    rateLimit('halal-confirmation', { max: 10, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    async (c) => {
      const businessId = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
      return c.json(await confirmStillHalal(c.var.db, c.var.viewer, businessId));
    },
  )
  .get('/admin/reports', access.admin, validate('query', reportsQuery), async (c) => {
    return c.json(await listReports(c.var.db, c.req.valid('query').status));
  })
  .post('/admin/reports/:id/resolve', access.admin, validate('json', resolveReportInput), async (c) => {
    const { db, viewer, deps } = c.var;
    const id = uuidParam(c, 'id', 'Report not found.');
    return c.json(await resolveReport(db, viewer, id, c.req.valid('json'), deps.config.publicUrl));
  })
  .post('/admin/businesses/:id/reopen', access.admin, async (c) => {
    return c.json(await reopenBusiness(c.var.db, c.var.viewer, uuidParam(c, 'id', MANAGED_BUSINESS_NOT_FOUND)));
  });
