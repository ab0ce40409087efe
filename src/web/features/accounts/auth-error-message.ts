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
  crossOrigin: msg('This request must come from the Indiana Halal Directory site.'),
} as const;

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
