import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, like, ne } from 'drizzle-orm';
import type { Locale } from '../../domain/locales';
import type { Db, Queryable } from '../db/client';
import { accounts, profiles, verifications } from '../db/schema';
import { ApiError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { accountLockedMail, resetPasswordMail, type SecurityNotice, securityNoticeMail } from '../mail/templates';
import { clearPasswordFailures } from './account-guard';
import { endSessions } from './end-sessions';
import { queuedPasswordHashing } from './password-hashing';

// Issue 29: the mails that tell a person their account changed, the 'This wasn't me' link they carry,
// and the reset links this server makes itself (a lock, a recovery).

export const RESET_PASSWORD_PATH = '/reset-password';
export const ACCOUNT_RECOVERY_PATH = '/account-recovery';
const RESET_PREFIX = 'reset-password:';
const RECOVERY_PREFIX = 'account-recovery:';
const EMAIL_CHANGE_PREFIX = 'email-change:';
const RESET_LINK_MS = 60 * 60 * 1000;
const RECOVERY_LINK_MS = 7 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Only the newest reset link of an account works: a new one (or a used one) makes the others void, so an
 * old mail found later in an inbox cannot set the password.
 */
export async function keepOnlyResetToken(q: Queryable, userId: string, token: string | null) {
  await q
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_PREFIX}%`),
        token === null ? undefined : ne(verifications.identifier, `${RESET_PREFIX}${token}`),
      ),
    );
}

/** A reset link made here (as better-auth makes its own), the only one of the account that works. */
async function newResetLink(q: Queryable, apiUrl: string, userId: string): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await keepOnlyResetToken(q, userId, null);
  await q.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${RESET_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + RESET_LINK_MS),
  });
  return `${apiUrl}/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PATH)}`;
}

interface Person {
  id: string;
  email: string;
  name: string;
  locale: Locale;
}

/** What a mail to an account needs: its address, its name and its language. */
export async function addresseeOf(q: Queryable, userId: string): Promise<Person | undefined> {
  const [row] = await q
    .select({ id: profiles.id, email: profiles.email, name: profiles.displayName, locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/** The mail of a first lock, with a reset link (choosing a new password is the way back in). */
export async function mailAccountLocked(q: Queryable, publicUrl: string, userId: string) {
  const who = await addresseeOf(q, userId);
  if (!who) return;
  const link = await newResetLink(q, `${publicUrl}/api/auth`, userId);
  await enqueueMail(q, { kind: 'account-locked', to: who.email, ...accountLockedMail(who.name, link, who.locale) });
}

/** What a 'This wasn't me' link undoes: every notice signs out; an email change also restores the address. */
interface RecoveryGrant {
  userId: string;
  restoreEmail?: string;
  changedTo?: string;
}

/** Mails `to` (the account's address, or its former one) a notice with a 'This wasn't me' link. */
export async function mailSecurityNotice(
  q: Queryable,
  publicUrl: string,
  notice: SecurityNotice,
  userId: string,
  options: { to?: string; newEmail?: string } = {},
) {
  const who = await addresseeOf(q, userId);
  if (!who) return;
  const token = randomBytes(24).toString('base64url');
  const grant: RecoveryGrant =
    notice === 'email-changed' && options.to && options.newEmail
      ? { userId, restoreEmail: options.to, changedTo: options.newEmail }
      : { userId };
  await q.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${RECOVERY_PREFIX}${digest(token)}`,
    value: JSON.stringify(grant),
    expiresAt: new Date(Date.now() + RECOVERY_LINK_MS),
  });
  const url = `${publicUrl}${ACCOUNT_RECOVERY_PATH}?token=${token}`;
  const content = securityNoticeMail(notice, who.name, url, who.locale, options.newEmail);
  await enqueueMail(q, { kind: `security-${notice}`, to: options.to ?? who.email, ...content });
}

/** Remembers, for the mail sent once the change is done, which address an email change leaves. */
export async function rememberEmailChange(q: Queryable, userId: string, from: string, to: string) {
  await q.delete(verifications).where(eq(verifications.identifier, `${EMAIL_CHANGE_PREFIX}${userId}`));
  await q.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${EMAIL_CHANGE_PREFIX}${userId}`,
    value: JSON.stringify({ from, to }),
    expiresAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
  });
}

/** The address an account had before the email change that just happened, once. */
export async function takeEmailChange(q: Queryable, userId: string, newEmail: string): Promise<string | undefined> {
  const [row] = await q
    .delete(verifications)
    .where(eq(verifications.identifier, `${EMAIL_CHANGE_PREFIX}${userId}`))
    .returning({ value: verifications.value });
  if (!row) return undefined;
  const change = JSON.parse(row.value) as { from: string; to: string };
  return change.to === newEmail.toLowerCase() ? change.from : undefined;
}

export interface Recovered {
  userId: string;
  email: string;
  emailRestored: boolean;
}

/**
 * A 'This wasn't me' link, used: every session of the account ends, its password is replaced by one nobody
 * knows, an email change is undone while the account still has the address it was changed to (and nobody
 * took the old one since), the address is mailed a link to choose a new password, and every other
 * recovery link of the account goes void.
 */
export async function recoverAccount(db: Db, publicUrl: string, token: string): Promise<Recovered> {
  // Whoever changed the account knew its password: it is replaced by one nobody knows, so only the mailed
  // reset link opens the account again. Hashed before the transaction (scrypt holds a core, not the database).
  const unguessable = await queuedPasswordHashing.hash(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verifications)
      .where(
        and(
          eq(verifications.identifier, `${RECOVERY_PREFIX}${digest(token)}`),
          gt(verifications.expiresAt, new Date()),
        ),
      )
      .returning({ value: verifications.value });
    if (!row) throw new ApiError('INVALID_RECOVERY_LINK');
    const grant = JSON.parse(row.value) as RecoveryGrant;
    const who = await addresseeOf(tx, grant.userId);
    if (!who) throw new ApiError('INVALID_RECOVERY_LINK');

    let emailRestored = false;
    if (grant.restoreEmail && grant.changedTo === who.email) {
      const [taken] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, grant.restoreEmail));
      if (!taken) {
        await tx
          .update(profiles)
          .set({ email: grant.restoreEmail, emailVerified: true, updatedAt: new Date() })
          .where(eq(profiles.id, who.id));
        emailRestored = true;
      }
    }
    const email = emailRestored ? grant.restoreEmail! : who.email;
    await endSessions(tx, who.id);
    await tx
      .update(accounts)
      .set({ password: unguessable, updatedAt: new Date() })
      .where(and(eq(accounts.userId, who.id), eq(accounts.providerId, 'credential')));
    await tx
      .delete(verifications)
      .where(
        and(
          like(verifications.identifier, `${RECOVERY_PREFIX}%`),
          like(verifications.value, `{"userId":${JSON.stringify(who.id)}%`),
        ),
      );
    await clearPasswordFailures(tx, who.id, { unlock: false });
    const link = await newResetLink(tx, `${publicUrl}/api/auth`, who.id);
    await enqueueMail(tx, { kind: 'reset-password', to: email, ...resetPasswordMail(who.name, link, who.locale) });
    return { userId: who.id, email, emailRestored };
  });
}
