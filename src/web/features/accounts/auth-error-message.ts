import { msg, translate } from '../../lib/i18n';
import type { AuthError } from '../../lib/session/session-context';

// SPEC §8 Signup and Login: the exact texts users see (English ids: shown with `translate`).
export const AUTH_TEXTS = {
  accountExists: msg(
    'An account with this email already exists. Please sign in instead or check your email for a confirmation link.',
  ),
  unconfirmedAccountExists: msg(
    'An account with this email already exists. Please check your email or sign in instead.',
  ),
  passwordTooShort: msg('Password must be at least 6 characters long.'),
  invalidEmail: msg('Please enter a valid email address.'),
  invalidCredentials: msg('Invalid email or password. Please check your credentials and try again.'),
  emailNotConfirmed: msg('Please check your email and confirm your account before signing in.'),
  unexpected: msg('An unexpected error occurred. Please try again.'),
  // Issue 29: the server's words for account security refusals.
  passwordTooCommon: msg('This password is too common. Please choose another.'),
  wrongCurrentPassword: msg('Your current password is incorrect.'),
  currentPasswordRequired: msg('Enter your current password to change your email.'),
  tooManyAttempts: msg('Too many wrong passwords. Please wait a moment and try again.'),
  accountLocked: msg(
    'This account is locked after too many wrong passwords. We emailed a link to choose a new password.',
  ),
  busy: msg('Many people are signing in right now. Please try again in a few seconds.'),
  crossOrigin: msg('This request must come from the Indiana Halal Directory site.'),
} as const;

/** The words for a refusal any account form can meet (issue 29), or undefined for the form's own. */
export function accountSecurityText(code: string | undefined): string | undefined {
  switch (code) {
    case 'PASSWORD_TOO_COMMON':
      return AUTH_TEXTS.passwordTooCommon;
    case 'INVALID_PASSWORD':
      return AUTH_TEXTS.wrongCurrentPassword;
    case 'PASSWORD_REQUIRED':
      return AUTH_TEXTS.currentPasswordRequired;
    case 'TOO_MANY_ATTEMPTS':
      return AUTH_TEXTS.tooManyAttempts;
    case 'ACCOUNT_LOCKED':
      return AUTH_TEXTS.accountLocked;
    case 'BUSY':
      return AUTH_TEXTS.busy;
    default:
      return undefined;
  }
}

/** better-auth's own refusals of a page of another address (the API's is CROSS_ORIGIN). */
const ORIGIN_REFUSALS = new Set(['CROSS_ORIGIN', 'INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/**
 * What to say when the request itself was refused rather than what it asked for: sent from another address
 * than the site's, too many attempts (the server's wording says when to try again), or the database away for
 * a moment (503). Undefined for any other failure.
 */
export function requestRefusalText(error: AuthError | null | undefined): string | undefined {
  const message = error?.message?.trim();
  if (error?.code && ORIGIN_REFUSALS.has(error.code)) return AUTH_TEXTS.crossOrigin;
  if ((error?.status === 429 || error?.status === 503) && message) return message;
  return undefined;
}

export type AuthAction = 'signIn' | 'signUp';

/** The message to show for a failed sign-in or sign-up, in the interface's language. */
export function authErrorMessage(action: AuthAction, error: AuthError | null | undefined): string {
  return translate(authErrorText(action, error));
}

function authErrorText(action: AuthAction, error: AuthError | null | undefined): string {
  const code = error?.code;
  const message = error?.message?.trim();
  const security = accountSecurityText(code);
  if (security) return security;
  const refusal = requestRefusalText(error);
  if (refusal) return refusal;
  if (action === 'signUp') {
    switch (code) {
      case 'USER_ALREADY_EXISTS':
      case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
        return AUTH_TEXTS.accountExists;
      case 'PASSWORD_TOO_SHORT':
        return AUTH_TEXTS.passwordTooShort;
      case 'INVALID_EMAIL':
        return AUTH_TEXTS.invalidEmail;
      default:
        return message || AUTH_TEXTS.unexpected;
    }
  }
  switch (code) {
    case 'EMAIL_NOT_VERIFIED':
      return AUTH_TEXTS.emailNotConfirmed;
    case 'INVALID_EMAIL_OR_PASSWORD':
      return AUTH_TEXTS.invalidCredentials;
    case 'BANNED':
      return message || AUTH_TEXTS.unexpected;
  }
  return AUTH_TEXTS.unexpected;
}

const UNCONFIRMED_ACCOUNT_AGE_MS = 10_000;

/** SPEC §8 Signup: an answer with an unconfirmed account older than 10 seconds means it already existed. */
export function isExistingUnconfirmedAccount(user: { createdAt: Date; emailVerified: boolean }, now = new Date()) {
  return !user.emailVerified && now.getTime() - user.createdAt.getTime() > UNCONFIRMED_ACCOUNT_AGE_MS;
}
