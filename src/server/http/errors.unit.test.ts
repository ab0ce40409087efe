import { describe, expect, it } from 'vitest';
import { ApiError, connectionFailure } from './errors';

const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** How Drizzle hands on what the driver threw. */
const failedQuery = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('a connection failure', () => {
  it('is found in what Drizzle wraps, by SQLSTATE class 08, a shutdown or a full server', () => {
    for (const code of ['08000', '08001', '08003', '08006', '08P01', '57P01', '57P02', '57P03', '53300'])
      expect(connectionFailure(failedQuery(driverError('down', code))), code).toMatchObject({ code });
  });

  it("is found by Node's socket codes and node-postgres's own words", () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'])
      expect(connectionFailure(failedQuery(driverError(`connect ${code}`, code)))).toBeDefined();
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
    ])
      expect(connectionFailure(failedQuery(driverError(message))), message).toBeDefined();
  });

  it('is not a refused row, bad input, a missing table, a conflict or a bug', () => {
    for (const code of ['23505', '23503', '22P02', '22001', '42P01', '42703', '40001', '40P01', '57014'])
      expect(connectionFailure(failedQuery(driverError('refused', code))), code).toBeUndefined();
    expect(connectionFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeUndefined();
    expect(connectionFailure(undefined)).toBeUndefined();
    expect(connectionFailure('ECONNREFUSED')).toBeUndefined();
  });

  it('stops following causes that loop', () => {
    const looping: Error & { cause?: unknown } = new Error('a');
    looping.cause = looping;
    expect(connectionFailure(looping)).toBeUndefined();
  });
});

describe('an ApiError', () => {
  it('takes its status and words from its code', () => {
    const tooMany = new ApiError('TOO_MANY_LOCATIONS');
    expect([tooMany.status, tooMany.code, tooMany.message]).toEqual([
      409,
      'TOO_MANY_LOCATIONS',
      'A business can have at most 5 locations.',
    ]);
    expect(new ApiError('CERTIFIER_EXISTS', { name: 'Taken' })).toMatchObject({
      status: 409,
      fields: { name: 'Taken' },
    });
  });

  it("takes the case's words and fields for a code that covers several cases", () => {
    expect(new ApiError('NOT_FOUND', 'Location not found.')).toMatchObject({
      status: 404,
      message: 'Location not found.',
    });
    expect(new ApiError('NOT_FOUND')).toMatchObject({ status: 404, message: 'Not found.' });
    expect(new ApiError('VALIDATION', 'zip: Enter a ZIP code', { zip: 'Enter a ZIP code' })).toMatchObject({
      status: 400,
      fields: { zip: 'Enter a ZIP code' },
    });
  });

  it('cannot name a code the map lacks, nor give a one-case code other words (tsc checks these lines)', () => {
    // @ts-expect-error an unknown code does not compile
    expect(() => new ApiError('NO_SUCH_CODE')).toThrow(TypeError);
    // @ts-expect-error a one-case code says its own words
    expect(new ApiError('TOO_MANY_LOCATIONS', 'Other words').status).toBe(409);
  });
});
