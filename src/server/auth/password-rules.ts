import { LIMITS } from '../../domain/limits';

/**
 * Issue 29: the most common passwords are refused for new passwords (sign-up, reset, change). The list is
 * the ranked common-password dictionary of @zxcvbn-ts/language-common, shipped with the code (no network):
 * its 10,000 most common entries that the 6-character minimum does not already refuse.
 */
const COMMON_PASSWORD_COUNT = 10_000;

let common: Promise<Set<string>> | undefined;

/** Loaded when a first new password is checked: unpacking the dictionary takes a few tens of milliseconds. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        (dictionary['passwords-common'] as string[])
          .filter((word) => word.length >= LIMITS.passwordMin)
          .slice(0, COMMON_PASSWORD_COUNT),
      ),
  );
  return common;
}

/** Whether a password is one of the most common ones (compared without case, as guessers try them). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
