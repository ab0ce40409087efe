import { useMutation } from '@tanstack/react-query';
import { api, isErrorCode, readJson } from '../../lib/api';
import { authClient } from '../../lib/auth-client';
import { msg, t, translate } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import type { AuthError } from '../../lib/session/session-context';
import { AUTH_TEXTS, accountSecurityText, requestRefusalText } from './auth-error-message';

/** A refusal from better-auth, with its code (INVALID_TOKEN, …) and HTTP status kept for the screen. */
export class AuthRequestError extends Error {
  readonly code?: string;
  readonly status?: number;
  constructor(error: AuthError) {
    super(error.message ?? msg('The request could not be completed.'));
    this.name = 'AuthRequestError';
    this.code = error.code;
    this.status = error.status;
  }
}

export async function orThrow(call: Promise<{ error: AuthError | null }>) {
  const { error } = await call;
  if (error) throw new AuthRequestError(error);
}

/**
 * The toast for a refused request: an account-security refusal (a common password, a wrong current one, a
 * lock) and a refusal of the request itself (too many attempts, another address, the database away) say
 * why, the rest a general line.
 */
export function failureToast(title: string) {
  return (error: Error) => {
    if (!(error instanceof AuthRequestError)) return title;
    const reason = accountSecurityText(error.code) ?? requestRefusalText(error);
    return reason ? ([title, translate(reason)] as const) : title;
  };
}

// Where the mailed links land; the server puts the same paths in every mail whatever is sent here.
const EMAIL_CONFIRMATION_PATH = '/email-confirmation';
const RESET_PASSWORD_PATH = '/reset-password';

export function resetLinkSentTitle() {
  return t('Check your email');
}

/** The same answer for every address, known or not, so the form tells no one who has an account. */
export function resetLinkSentText(email: string) {
  return t(
    'If an account exists for {email}, we sent it a link to choose a new password. The link works for one hour.',
    { email },
  );
}

export function useRequestPasswordReset() {
  return useMutation(
    withFeedback({
      mutationFn: (email: string) =>
        orThrow(authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH })),
      feedback: {
        success: (_, email) => [resetLinkSentTitle(), resetLinkSentText(email)],
        failure: failureToast(t('Failed to send the reset link. Please try again.')),
      },
    }),
  );
}

export function invalidResetLinkText() {
  return t('This password reset link is invalid or has expired.');
}

export function useResetPassword() {
  return useMutation(
    withFeedback({
      mutationFn: (input: { token: string; newPassword: string }) => orThrow(authClient.resetPassword(input)),
      feedback: {
        success: [t('Password Updated'), t('Sign in with your new password.')],
        failure: (error) =>
          error instanceof AuthRequestError && error.code === 'INVALID_TOKEN'
            ? invalidResetLinkText()
            : failureToast(t('Failed to reset password. Please try again.'))(error),
      },
    }),
  );
}

/**
 * Mails a new confirmation link; better-auth answers alike for unknown and confirmed addresses. The control
 * that asked says it was sent (ResendConfirmation), so there is no toast besides; a refusal is a toast.
 */
export function useResendConfirmation() {
  return useMutation(
    withFeedback({
      mutationFn: (email: string) =>
        orThrow(authClient.sendVerificationEmail({ email, callbackURL: EMAIL_CONFIRMATION_PATH })),
      feedback: { failure: failureToast(translate(AUTH_TEXTS.unexpected)) },
    }),
  );
}

/** Issue 29: 'This wasn't me' from a security notice: signs every device out and mails a reset link. */
export function useRecoverAccount() {
  return useMutation(
    withFeedback({
      mutationFn: (token: string) => readJson(api.api.account.recover.$post({ json: { token } })),
      feedback: {
        failure: (error) =>
          isErrorCode(error, 'INVALID_RECOVERY_LINK') ? null : t('Something went wrong. Please try again.'),
      },
    }),
  );
}
