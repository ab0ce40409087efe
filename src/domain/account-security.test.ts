import { describe, expect, it } from 'vitest';
import { ACCOUNT_GUARD, delayAfterFailures, passwordTry } from './account-security';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds));

describe('wrong passwords at one account', () => {
  it('cost nothing for the first four, then wait 2 s, 4 s, 8 s … up to five minutes', () => {
    expect([1, 2, 3, 4].map(delayAfterFailures)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(delayAfterFailures)).toEqual([2000, 4000, 8000, 16000]);
    expect(delayAfterFailures(19)).toBe(ACCOUNT_GUARD.maxDelayMs);
  });

  it('make the next try wait its delay from the last failure', () => {
    const record = { failures: 6, windowStartedAt: at(0), lastFailureAt: at(10), lockedAt: null };
    expect(passwordTry(record, at(12))).toEqual({ allowed: false, locked: false, retryAfterMs: 2000 });
    expect(passwordTry(record, at(14))).toEqual({ allowed: true });
  });

  it('are forgotten an hour after the window started, unless the account is locked', () => {
    const record = { failures: 19, windowStartedAt: at(0), lastFailureAt: at(50), lockedAt: null };
    expect(passwordTry(record, new Date(at(0).getTime() + ACCOUNT_GUARD.windowMs))).toEqual({ allowed: true });
    const locked = { ...record, lockedAt: at(50) };
    expect(passwordTry(locked, new Date(at(0).getTime() + 10 * ACCOUNT_GUARD.windowMs))).toEqual({
      allowed: false,
      locked: true,
    });
  });

  it('are no reason to wait for an account that never failed', () => {
    expect(passwordTry(undefined, at(0))).toEqual({ allowed: true });
  });
});
