import { Hono } from 'hono';
import { insightPeriodQuery, insightReport } from '../../../domain';
import { access } from '../../auth/policy';
import { clientIp } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { addressKey } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { InsightCounter } from './counter';
import { countReport, readBusinessInsights, readMissedSearches } from './insights';

// Issue 37 (decision 036): the pages' report of what they showed and what was tapped, and the owner's
// and the admin's reads of the counts.

const counterOf = (deps: AppEnv['Variables']['deps']): InsightCounter => {
  if (!deps.insights) throw new Error('createApp gives every app an insight counter');
  return deps.insights;
};

export const insightRoutes = new Hono<AppEnv>()
  // A page's report, sent with sendBeacon or fetch keepalive. The answer carries nothing; a flood from
  // one address is refused and not counted.
  .post('/insights', access.public, validate('json', insightReport), async (c) => {
    const counter = counterOf(c.var.deps);
    const address = addressKey(clientIp(c));
    if (!counter.admitReport(address)) throw new ApiError('RATE_LIMITED');
    await countReport(c.var.db, counter, c.req.valid('json'), {
      viewer: c.var.viewer,
      address,
      userAgent: c.req.header('user-agent'),
    });
    return c.body(null, 204);
  })
  .get(
    '/owner/businesses/:businessId/insights',
    access.ownerOfBusiness,
    validate('query', insightPeriodQuery),
    async (c) => {
      const { days } = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      return c.json(await readBusinessInsights(c.var.db, c.var.business.id, days));
    },
  )
  .get('/admin/insights/missed-searches', access.admin, validate('query', insightPeriodQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ searches: await readMissedSearches(c.var.db, c.req.valid('query').days) });
  });
