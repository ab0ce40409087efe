import { describe, expect, it } from 'vitest';
import { connectionFailure } from './errors';

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
