import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../domain/error-codes';
import type { Auth } from '../auth/auth';
import { log } from '../observability/log';

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
  500: 'INTERNAL',
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

/** How long a client is asked to wait (Retry-After, seconds) before sending again what the database missed. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What node-postgres and Node's sockets say when a server cannot be reached or the connection drops. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up), 53300 too many
 * connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and pg-pool say these in words only, without a code. */
const CONNECTION_ERROR_MESSAGES = [
  /^Connection terminated/,
  /Client has encountered a connection error/,
  /Client was closed and is not queryable/,
  /timeout exceeded when trying to connect/,
];

export interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * The error in `err` (or in what it wraps: Drizzle puts the driver's error in `cause`, a failed connection
 * to several addresses is an AggregateError) that says the database cannot be reached right now, rather
 * than that the request or the code is wrong; undefined when there is none. The socket codes are also what
 * a bucket that cannot be reached answers, which is the same case. A request that failed so may go through
 * when sent again a moment later.
 */
export function connectionFailure(err: unknown, depth = 0): DriverError | undefined {
  if (!err || typeof err !== 'object' || depth > 5) return undefined;
  const found = err as DriverError;
  const { code, message, cause, errors } = found;
  if (
    typeof code === 'string' &&
    (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return found;
  if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message))) return found;
  for (const inner of Array.isArray(errors) ? errors : []) {
    const unavailable = connectionFailure(inner, depth + 1);
    if (unavailable) return unavailable;
  }
  return connectionFailure(cause, depth + 1);
}

export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json(errorBody(errorCodeFor(status), err.message || 'Request failed.'), status);
  }
  // A restarting or unreachable database is neither the request's fault nor a bug: the client is asked to
  // come back shortly (the web app retries reads and keeps passport writes waiting).
  const failure = connectionFailure(err);
  if (failure) return unavailableAnswer(c, failure);
  const constraint = databaseInputError(err);
  if (constraint) return c.json(errorBody(constraint.code, constraint.message), constraint.status);
  log.error({ err, requestId: c.get('requestId') }, 'Unhandled error');
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500);
}

/**
 * The answer to a request the database could not serve: 503 SERVICE_UNAVAILABLE with Retry-After. Only the
 * driver's own words are logged (not the failed query with its parameters), and no stack for each of the
 * requests that arrive while it lasts.
 */
export function unavailableAnswer(c: Context, failure: DriverError) {
  log.warn({ requestId: c.get('requestId'), code: failure.code, reason: failure.message }, 'Database unavailable');
  return c.json(
    errorBody('SERVICE_UNAVAILABLE', 'The site cannot reach its data for a moment. Please try again in a few seconds.'),
    503,
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
}
