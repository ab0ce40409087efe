// Issue 29: how hard a password may be guessed at one account, and how long a session lives.

export const ACCOUNT_GUARD = {
  /** Wrong passwords in one window are counted together; a window starts with its first failure. */
  windowMs: 60 * 60 * 1000,
  /** From this many failures on, each further try waits (longer and longer). */
  delayAfter: 5,
  /** At this many failures the account signs in only through a mailed reset link. */
  lockAfter: 20,
  /** The longest wait between two tries before the lock. */
  maxDelayMs: 5 * 60 * 1000,
} as const;

/** A session is renewed while it is used, but never past this age: then the person signs in again. */
export const SESSION_MAX_AGE_DAYS = 60;

export interface PasswordFailures {
  failures: number;
  windowStartedAt: Date;
  lastFailureAt: Date;
  lockedAt: Date | null;
}

export type PasswordTry =
  | { allowed: true }
  | { allowed: false; locked: true }
  | { allowed: false; locked: false; retryAfterMs: number };

/** How long the next try must wait after `failures` wrong passwords: 2 s after the 5th, doubling, at most 5 minutes. */
export function delayAfterFailures(failures: number): number {
  if (failures < ACCOUNT_GUARD.delayAfter) return 0;
  return Math.min(ACCOUNT_GUARD.maxDelayMs, 1000 * 2 ** (failures - ACCOUNT_GUARD.delayAfter + 1));
}

/** Whether a password may be checked for an account now, given its recorded failures. */
export function passwordTry(record: PasswordFailures | undefined, now: Date): PasswordTry {
  if (!record) return { allowed: true };
  if (record.lockedAt) return { allowed: false, locked: true };
  if (now.getTime() - record.windowStartedAt.getTime() >= ACCOUNT_GUARD.windowMs) return { allowed: true };
  const retryAfterMs = record.lastFailureAt.getTime() + delayAfterFailures(record.failures) - now.getTime();
  return retryAfterMs > 0 ? { allowed: false, locked: false, retryAfterMs } : { allowed: true };
}
