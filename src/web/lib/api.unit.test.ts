import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from '../../domain/error-codes';
import { ApiError, failureDescription, requestRefusal } from './api';

describe("a refusal's words", () => {
  it('come from its code when the code names one case, whatever English the server sent', () => {
    const refusal = new ApiError(409, 'TOO_MANY_LOCATIONS', 'A business may have 5 locations at most.');
    expect(failureDescription(refusal)).toBe('A business can have at most 5 locations.');
    const crossOrigin = new ApiError(403, 'CROSS_ORIGIN', 'Wrong site');
    expect(requestRefusal(crossOrigin)).toBe('This request must come from the Indiana Halal Directory site.');
  });

  it("are the case's own words for a code that covers several cases", () => {
    expect(failureDescription(new ApiError(404, 'NOT_FOUND', 'Location not found.'))).toBe('Location not found.');
    expect(failureDescription(new ApiError(409, 'NO_SUBSCRIBERS', 'There are no newsletter subscribers yet.'))).toBe(
      'There are no newsletter subscribers yet.',
    );
  });

  it('are in the catalogue for every code, so each language can say them', () => {
    const dir = path.resolve('src/web/locales/en');
    const english = new Set(
      readdirSync(dir).flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))),
    );
    const missing = ERROR_CODES.filter((code) => !english.has(ERRORS[code].message));
    expect(missing).toEqual([]);
  });
});
