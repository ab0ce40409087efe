import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import {
  accountRecoveryInput,
  deleteAccountInput,
  emailConfirmationQuery,
  halalStandardInput,
  profileUpdateInput,
} from '../../../domain';
import { recoverAccount } from '../../auth/account-recovery';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { releaseFiles } from '../../storage/uploads';
import { deleteOwnAccount } from './account-deletion';
import { isEmailConfirmed } from './email-confirmation';
import { ownData } from './own-data';
import { getHalalStandard, getProfile, saveHalalStandard, updateProfile } from './profile';

export const accountRoutes = new Hono<AppEnv>()
  .get('/profile', access.signedIn, async (c) => {
    return c.json(await getProfile(c.var.db, c.var.viewer.id));
  })
  .patch('/profile', access.signedIn, validate('json', profileUpdateInput), async (c) => {
    return c.json(await updateProfile(c.var.db, c.var.viewer.id, c.req.valid('json')));
  })
  // Issue 34: 'My halal standard', kept with the account (the browser keeps it for a visitor).
  .get('/profile/halal-standard', access.signedIn, async (c) => {
    return c.json(await getHalalStandard(c.var.db, c.var.viewer.id));
  })
  .put('/profile/halal-standard', access.signedIn, validate('json', halalStandardInput), async (c) => {
    return c.json(await saveHalalStandard(c.var.db, c.var.viewer.id, c.req.valid('json').standard));
  })
  // Issue 33 'Download my data': the person's own data as a JSON file, made at once.
  .get(
    '/account/data',
    access.signedIn,
    rateLimit('account-data', { max: 10, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    async (c) => {
      const data = await ownData(c.var.db, c.var.viewer.id);
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="indiana-halal-directory-my-data-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    },
  )
  // Issue 33 'Delete my account': confirmed by typing the account's email; the mail that confirms it is
  // bounded per person.
  .delete(
    '/account',
    access.signedIn,
    rateLimit('account-delete', { max: 5, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    validate('json', deleteAccountInput),
    async (c) => {
      const { db, deps, viewer } = c.var;
      const { files } = await deleteOwnAccount(db, viewer, c.req.valid('json').email, deps.config.publicUrl);
      await releaseFiles(db, deps.storage, files);
      forgetSession(c);
      return c.json({ deleted: true });
    },
  )
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

/** The deleted account's session cookies are dropped too: they name a session that no longer exists. */
function forgetSession(c: Context) {
  for (const name of Object.keys(getCookie(c))) {
    if (!name.includes('better-auth.')) continue;
    deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
  }
}
