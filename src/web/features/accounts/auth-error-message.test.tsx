import { describe, expect, it } from 'vitest';
import { authErrorMessage, isExistingUnconfirmedAccount } from './auth-error-message';

describe('sign-in errors', () => {
  it('asks an unconfirmed user to confirm their email', () => {
    expect(authErrorMessage('signIn', { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 })).toBe(
      'Please check your email and confirm your account before signing in.',
    );
  });

  it('reports wrong credentials without saying which one is wrong', () => {
    expect(
      authErrorMessage('signIn', {
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
        status: 401,
      }),
    ).toBe('Invalid email or password. Please check your credentials and try again.');
  });

  it("shows a banned user the server's message", () => {
    const message = 'Your account has been banned. Please contact us if you think this is a mistake.';
    expect(authErrorMessage('signIn', { code: 'BANNED', message, status: 403 })).toBe(message);
  });

  it('falls back to the unexpected-error text for network and unknown failures', () => {
    expect(authErrorMessage('signIn', {})).toBe('An unexpected error occurred. Please try again.');
    expect(authErrorMessage('signIn', { code: 'SOMETHING_ELSE', message: 'Internal', status: 500 })).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('sign-up errors', () => {
  it('tells a returning visitor the account already exists', () => {
    const expected =
      'An account with this email already exists. Please sign in instead or check your email for a confirmation link.';
    expect(authErrorMessage('signUp', { code: 'USER_ALREADY_EXISTS' })).toBe(expected);
    expect(authErrorMessage('signUp', { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(expected);
  });

  it('maps a short password and an invalid email to the form texts', () => {
    expect(authErrorMessage('signUp', { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(authErrorMessage('signUp', { code: 'INVALID_EMAIL', message: 'Invalid email' })).toBe(
      'Please enter a valid email address.',
    );
  });

  it('passes other messages through', () => {
    expect(
      authErrorMessage('signUp', { code: 'NAME_REQUIRED', message: 'First name and last name are required.' }),
    ).toBe('First name and last name are required.');
  });
});

describe('a refusal of the request itself', () => {
  it('from another address than the site says so, whether the API or better-auth refused it', () => {
    const text = 'This request must come from the Indiana Halal Directory site.';
    for (const action of ['signIn', 'signUp'] as const) {
      expect(authErrorMessage(action, { code: 'CROSS_ORIGIN', message: text, status: 403 })).toBe(text);
      expect(authErrorMessage(action, { code: 'INVALID_ORIGIN', message: 'Invalid origin', status: 403 })).toBe(text);
      expect(authErrorMessage(action, { code: 'MISSING_OR_NULL_ORIGIN', message: 'Missing', status: 403 })).toBe(text);
    }
  });

  it("while the database is away for a moment gives the server's words, which say to try again shortly", () => {
    const message = 'The site cannot reach its data for a moment. Please try again in a few seconds.';
    for (const action of ['signIn', 'signUp'] as const)
      expect(authErrorMessage(action, { code: 'SERVICE_UNAVAILABLE', message, status: 503 })).toBe(message);
  });
});

describe('existing unconfirmed account at sign-up', () => {
  const now = new Date('2025-01-01T12:00:00Z');

  it('is an account older than 10 seconds that is not confirmed', () => {
    expect(
      isExistingUnconfirmedAccount({ createdAt: new Date('2025-01-01T11:59:49Z'), emailVerified: false }, now),
    ).toBe(true);
  });

  it('is not a freshly created account', () => {
    expect(
      isExistingUnconfirmedAccount({ createdAt: new Date('2025-01-01T11:59:55Z'), emailVerified: false }, now),
    ).toBe(false);
  });
});
