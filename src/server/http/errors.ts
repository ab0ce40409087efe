import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type ByCaseCode,
  ERRORS,
  type ErrorCode,
  type ErrorStatus,
  type ErrorTable,
  type OneCaseCode,
} from '../../domain/error-codes';
import { SERVER_ERRORS } from '../../domain/server-errors';

/** Every code the server answers with: the shared table and the server's own. */
const ALL_ERRORS: ErrorTable = { ...ERRORS, ...SERVER_ERRORS };

import type { Auth } from '../auth/auth';
import { log } from '../observability/log';

/** better-auth's own codes, which answers of /api/auth/* keep (INVALID_EMAIL_OR_PASSWORD, …). */
export type AuthErrorCode = Extract<keyof Auth['$ERROR_CODES'], string>;

/** The one error shape of the API: `{ error: { code, message, fields? } }` (ARCHITECTURE). */
export interface ErrorBody {
  error: { code: ErrorCode | AuthErrorCode; message: string; fields?: Record<string, string> };
}

type Fields = Record<string, string>;

/**
 * Thrown by routes and rules; turned into the error shape by `handleError`. The code brings its status and
 * its words (`src/domain/error-codes.ts`); a code that covers several cases takes the case's own words.
 */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly fields?: Fields;
  constructor(code: OneCaseCode, fields?: Fields);
  constructor(code: ByCaseCode, message?: string, fields?: Fields);
  constructor(
    readonly code: ErrorCode,
    messageOrFields?: string | Fields,
    fields?: Fields,
  ) {
    const message = typeof messageOrFields === 'string' ? messageOrFields : ALL_ERRORS[code].message;
    super(message);
    this.status = ALL_ERRORS[code].status;
    this.fields = typeof messageOrFields === 'object' ? messageOrFields : fields;
  }
}

export function errorBody(
  code: ErrorCode | AuthErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The code an answer of this status carries when nothing more precise applies. */
const GENERAL_CODES: readonly ErrorCode[] = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
];
const codeForStatus = new Map<number, ErrorCode>(GENERAL_CODES.map((code) => [ALL_ERRORS[code].status, code]));

export function errorCodeFor(status: number): ErrorCode {
  return codeForStatus.get(status) ?? 'HTTP_ERROR';
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
  if (isUniqueViolation(err)) return new ApiError('CONFLICT');
  if (code === '23503') return new ApiError('CONFLICT', 'A related record does not exist.');
  if (code?.startsWith('23') || code?.startsWith('22'))
    return new ApiError('BAD_REQUEST', 'The request breaks a data rule.');
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
  if (err instanceof ApiError) return errorAnswer(c, err);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = errorCodeFor(status);
    return c.json(errorBody(code, err.message || ALL_ERRORS[code].message), status);
  }
  // A restarting or unreachable database is neither the request's fault nor a bug: the client is asked to
  // come back shortly (the web app retries reads and keeps passport writes waiting).
  const failure = connectionFailure(err);
  if (failure) return unavailableAnswer(c, failure);
  const constraint = databaseInputError(err);
  if (constraint) return errorAnswer(c, constraint);
  log.error({ err, requestId: c.get('requestId') }, 'Unhandled error');
  return errorAnswer(c, new ApiError('INTERNAL'));
}

/** The answer an `ApiError` makes: its status and the error shape. */
export function errorAnswer(c: Context, err: ApiError, headers?: Record<string, string>) {
  return c.json(errorBody(err.code, err.message, err.fields), err.status, headers);
}

/**
 * The answer to a request the database could not serve: 503 SERVICE_UNAVAILABLE with Retry-After. Only the
 * driver's own words are logged (not the failed query with its parameters), and no stack for each of the
 * requests that arrive while it lasts.
 */
export function unavailableAnswer(c: Context, failure: DriverError) {
  log.warn({ requestId: c.get('requestId'), code: failure.code, reason: failure.message }, 'Database unavailable');
  return errorAnswer(c, new ApiError('SERVICE_UNAVAILABLE'), { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
}
