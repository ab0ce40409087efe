import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../domain/error-codes';
import type { Auth } from '../auth/auth';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** better-auth's own codes, which answers of /api/auth/* keep (INVALID_EMAIL_OR_PASSWORD, …). */
export type AuthErrorCode = Extract<keyof Auth['$ERROR_CODES'], string>;

/** The one error shape of the API: `{ error: { code, message, fields? } }` (ARCHITECTURE). */
export interface ErrorBody {
  error: { code: ErrorCode | AuthErrorCode; message: string; fields?: Record<string, string> };
}

/** Thrown by routes and rules; turned into the error shape by `handleError`. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new ApiError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, 'FORBIDDEN', message);

export function errorBody(
  code: ErrorCode | AuthErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorCodeFor(status: number): ErrorCode {
  return codeForStatus[status] ?? 'HTTP_ERROR';
}

/** The SQLSTATE of a database error, whether the driver throws it or Drizzle wraps it. */
export function sqlState(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } })?.cause ?? err;
  const code = (cause as { code?: unknown })?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The database refused a second row where a unique index allows one (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/**
 * Postgres errors that mean the request broke a rule the database keeps (class 23), or carried a
 * value the database cannot take (class 22, data exceptions: bad encoding, out of range, too long).
 */
function databaseInputError(err: unknown): ApiError | undefined {
  const code = sqlState(err);
  if (isUniqueViolation(err)) return new ApiError(409, 'CONFLICT', 'This already exists.');
  if (code === '23503') return new ApiError(409, 'CONFLICT', 'A related record does not exist.');
  if (code?.startsWith('23') || code?.startsWith('22'))
    return new ApiError(400, 'BAD_REQUEST', 'The request breaks a data rule.');
  return undefined;
}

export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json(errorBody(errorCodeFor(status), err.message || 'Request failed.'), status);
  }
  const constraint = databaseInputError(err);
  if (constraint) return c.json(errorBody(constraint.code, constraint.message), constraint.status);
  console.error('Unhandled error', err);
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500);
}
