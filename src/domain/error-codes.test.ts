import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorWords } from './error-codes';
import { SERVER_ERRORS } from './server-errors';

describe('the error codes', () => {
  it('each carry an error status (4xx or 5xx) and words to say', () => {
    expect(ERROR_CODES.length).toBe(Object.keys(ERRORS).length);
    for (const code of ERROR_CODES) {
      const { status, message } = ERRORS[code];
      expect(status >= 400 && status < 600, `${code}: ${status}`).toBe(true);
      expect(message.trim(), code).not.toBe('');
      expect(message, code).toMatch(/[.!]$/);
    }
    for (const [code, { status, message }] of Object.entries(SERVER_ERRORS)) {
      expect(status >= 400 && status < 600, `${code}: ${status}`).toBe(true);
      expect(message, code).toMatch(/[.!]$/);
      expect(Object.hasOwn(ERRORS, code), `${code} is in one table only`).toBe(false);
    }
  });

  it('say a one-case code in its own words, whatever English the answer carried', () => {
    expect(errorWords('TOO_MANY_LOCATIONS', 'A business may have 5 locations at most.')).toBe(
      'A business can have at most 5 locations.',
    );
    expect(errorWords('CROSS_ORIGIN', undefined)).toBe('This request must come from the Indiana Halal Directory site.');
  });

  it("say a code that covers several cases in the case's words, or its general words without them", () => {
    expect(errorWords('NOT_FOUND', 'Location not found.')).toBe('Location not found.');
    expect(errorWords('NOT_FOUND', undefined)).toBe('Not found.');
    expect(errorWords('NOT_FOUND', '')).toBe('Not found.');
  });

  it("keep the words of a code the API does not name (better-auth's own)", () => {
    expect(errorWords('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')).toBe('Invalid email or password');
    expect(errorWords('toString', 'Not a code')).toBe('Not a code');
  });
});
