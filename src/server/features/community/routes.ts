import { type Context, Hono } from 'hono';
import { contactInput, subscribeInput } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { assertWithinLimit, MAIL_TO_ADDRESS_LIMIT, rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { requestLocale } from '../../i18n/routes';
import { submitContact, subscribeToBusiness, subscribeToNewsletter } from './community';

const perMinute = (max: number) => ({ max, windowSeconds: 60 });

/** Each of these forms mails the address it is given: whatever the caller's address, a few a day per recipient. */
const limitMailTo = (c: Context<AppEnv>, email: string) =>
  assertWithinLimit(c, `mail-to:${email.toLowerCase()}`, MAIL_TO_ADDRESS_LIMIT);

export const communityRoutes = new Hono<AppEnv>()
  .post('/contact', access.public, rateLimit('contact', perMinute(5)), validate('json', contactInput), async (c) => {
    await limitMailTo(c, c.req.valid('json').email);
    return c.json(await submitContact(c.var.db, c.req.valid('json'), requestLocale(c)), 201);
  })
  .post(
    '/newsletter',
    access.public,
    rateLimit('subscribe', perMinute(10)),
    validate('json', subscribeInput),
    async (c) => {
      await limitMailTo(c, c.req.valid('json').email);
      const { email } = c.req.valid('json');
      const confirmation = await subscribeToNewsletter(c.var.db, email, c.var.deps.config.publicUrl, requestLocale(c));
      // Asked again too soon: nothing new was mailed, and the answer says the mail already went.
      if (confirmation === 'already-sent') return c.json({ subscribed: true, confirmation }, 200);
      return c.json({ subscribed: true, confirmation }, 201);
    },
  )
  .post(
    '/businesses/:id/subscriptions',
    access.public,
    rateLimit('subscribe', perMinute(10)),
    validate('json', subscribeInput),
    async (c) => {
      const { db, deps } = c.var;
      await limitMailTo(c, c.req.valid('json').email);
      const businessId = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
      const { email } = c.req.valid('json');
      const result = await subscribeToBusiness(db, businessId, email, deps.config.publicUrl, requestLocale(c));
      if (result.confirmation !== 'sent') return c.json(result, 200);
      deps.insights?.count(businessId, 'subscription');
      return c.json(result, 201);
    },
  );
