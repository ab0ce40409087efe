import { Hono } from 'hono';
import { accountRecoveryInput, emailConfirmationQuery, profileUpdateInput } from '../../../domain';
import { recoverAccount } from '../../auth/account-recovery';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
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
  })
  // Issue 29: 'This wasn't me' from a security notice: signs every device out, undoes an email change and
  // mails a reset link. The token is the proof; its page posts it like any other form of the site.
  .post(
    '/account/recover',
    access.public,
    rateLimit('account-recover', { max: 10, windowSeconds: 600 }),
    validate('json', accountRecoveryInput),
    async (c) => {
      const recovered = await recoverAccount(c.var.db, c.var.deps.config.publicUrl, c.req.valid('json').token);
      return c.json({ email: recovered.email, emailRestored: recovered.emailRestored });
    },
  );
