import { eq } from 'drizzle-orm';
import { type Auth, accountOfConfirmationMark } from '../../auth/auth';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Viewer } from '../../http/context';

/**
 * Whether /email-confirmation may say 'Email Confirmed': the account its mark names is confirmed in the
 * database (the confirmation link landed here), or, without a mark, the signed-in viewer's own email is.
 * A typed, bare or forged address names no account, so for a visitor it never reads as a confirmation.
 */
export async function isEmailConfirmed(auth: Auth, db: Db, mark: string | undefined, viewer: Viewer | null) {
  const { secret } = await auth.$context;
  const accountId = mark ? accountOfConfirmationMark(secret, mark) : null;
  if (accountId) {
    const [account] = await db
      .select({ emailVerified: profiles.emailVerified })
      .from(profiles)
      .where(eq(profiles.id, accountId));
    return account?.emailVerified ?? false;
  }
  return viewer?.emailVerified ?? false;
}
