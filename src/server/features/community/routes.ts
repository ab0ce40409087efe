import { Hono } from 'hono';
import { contactInput, subscribeInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { submitContact, subscribeToBusiness, subscribeToNewsletter } from './community';

const perMinute = (max: number) => ({ max, windowSeconds: 60 });

export const communityRoutes = new Hono<AppEnv>()
  .post('/contact', access.public, rateLimit('contact', perMinute(5)), validate('json', contactInput), async (c) => {
    const submission = await submitContact(c.var.db, c.req.valid('json'));
    await c.var.deps.live.publish({ topic: 'contact_submissions', id: submission.id });
    return c.json(submission, 201);
  })
  .post(
    '/newsletter',
    access.public,
    rateLimit('subscribe', perMinute(10)),
    validate('json', subscribeInput),
    async (c) => {
      await subscribeToNewsletter(c.var.db, c.req.valid('json').email, c.var.deps.config.publicUrl);
      return c.json({ subscribed: true }, 201);
    },
  )
  .post(
    '/businesses/:id/subscriptions',
    access.public,
    rateLimit('subscribe', perMinute(10)),
    validate('json', subscribeInput),
    async (c) => {
      const { db, deps } = c.var;
      const result = await subscribeToBusiness(db, c.req.param('id'), c.req.valid('json').email, deps.config.publicUrl);
      return c.json(result, 201);
    },
  );
