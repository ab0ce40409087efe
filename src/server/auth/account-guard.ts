import { APIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_GUARD, passwordTry } from '../../domain/account-security';
import { ERRORS, type ErrorCode } from '../../domain/error-codes';
import type { Queryable } from '../db/client';
import { accountGuards } from '../db/schema';

// Issue 29: wrong passwords are counted per account, whatever address they come from, on sign-in and
// wherever a session re-enters its password (changing the email or the password, /verify-password).

/** Refuses a password try the account's record says must wait, or that a lock forbids, before any hashing. */
export async function assertMayTryPassword(q: Queryable, profileId: string, now = new Date()): Promise<void> {
  const [record] = await q.select().from(accountGuards).where(eq(accountGuards.profileId, profileId));
  const verdict = passwordTry(record, now);
  if (verdict.allowed) return;
  if (verdict.locked)
    throw new APIError('FORBIDDEN', {
      code: 'ACCOUNT_LOCKED' satisfies ErrorCode,
      message: ERRORS.ACCOUNT_LOCKED.message,
    });
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_ATTEMPTS' satisfies ErrorCode, message: ERRORS.TOO_MANY_ATTEMPTS.message },
    { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) },
  );
}

/**
 * Counts one wrong password in one statement, so tries racing each other are all counted. Returns true
 * when this failure locked the account (the first lock only: the caller mails its owner once).
 */
export async function recordPasswordFailure(q: Queryable, profileId: string): Promise<boolean> {
  const windowStart = sql`now() - make_interval(secs => ${ACCOUNT_GUARD.windowMs / 1000})`;
  const [row] = await q
    .insert(accountGuards)
    .values({ profileId, failures: 1 })
    .onConflictDoUpdate({
      target: accountGuards.profileId,
      set: {
        failures: sql`case when ${accountGuards.windowStartedAt} < ${windowStart} and ${accountGuards.lockedAt} is null then 1 else ${accountGuards.failures} + 1 end`,
        windowStartedAt: sql`case when ${accountGuards.windowStartedAt} < ${windowStart} and ${accountGuards.lockedAt} is null then now() else ${accountGuards.windowStartedAt} end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: accountGuards.failures, lockedAt: accountGuards.lockedAt });
  if (!row || row.lockedAt || row.failures < ACCOUNT_GUARD.lockAfter) return false;
  const locked = await q
    .update(accountGuards)
    .set({ lockedAt: sql`now()` })
    .where(sql`${accountGuards.profileId} = ${profileId} and ${accountGuards.lockedAt} is null`)
    .returning({ profileId: accountGuards.profileId });
  return locked.length > 0;
}

/** A right password forgets the failures; a reset of the password also lifts a lock. */
export async function clearPasswordFailures(q: Queryable, profileId: string, options: { unlock: boolean }) {
  await q
    .delete(accountGuards)
    .where(
      options.unlock
        ? eq(accountGuards.profileId, profileId)
        : sql`${accountGuards.profileId} = ${profileId} and ${accountGuards.lockedAt} is null`,
    );
}
