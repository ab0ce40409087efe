import type { ClientResponse } from 'hono/client';
import { hc } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, errorWords } from '../../domain/error-codes';
import type { AppType } from '../../server/app';
import { msg, translate } from './i18n';

/** How the typed client reaches the API: the browser's fetch, or the server's own app when it renders a page. */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * Sends the typed client's requests to `send` instead of the network: the server renders the public pages
 * with the data its own API answers, without a round trip through a socket (entry-server.tsx).
 */
export function sendApiRequestsTo(send: typeof fetch) {
  apiFetch = send;
}

/** Typed client of the server's Hono app (ARCHITECTURE: no hand-written fetch wrappers). */
export const api = hc<AppType>('/', { fetch: ((input, init) => apiFetch(input, init)) as typeof fetch });

/** The error every API route returns: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's code; better-auth's own codes come through lib/auth-client instead. */
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: { code?: ErrorCode; message?: string; fields?: Record<string, string> };
}

/** Whether a failure is the server refusing with this code (SPEC's reasons: 'ALREADY_DISPUTED', …). */
export function isErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/** The body type of the successful responses a route declares. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends ErrorStatus
      ? never
      : Body
    : never;

/** Reads a JSON response; throws an `ApiError` carrying the server's message when it is not ok. */
export async function readJson<R extends ClientResponse<unknown, number, ResponseFormat>>(
  response: R | Promise<R>,
): Promise<SuccessBody<R>> {
  const res = await response;
  if (res.ok) return (await res.json()) as SuccessBody<R>;
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  const error = body?.error;
  throw new ApiError(res.status, error?.code ?? 'HTTP_ERROR', error?.message ?? msg('Request failed.'), error?.fields);
}

/**
 * Refusals of the request itself rather than of the change it asked for: sent from another address than the
 * site's, the database away for a moment, too many at once, a body the server cannot take, a banned account.
 * The server's message says what happened and what to do, whatever change was being made.
 */
const REQUEST_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'CROSS_ORIGIN',
  'SERVICE_UNAVAILABLE',
  'RATE_LIMITED',
  'BUSY',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BANNED',
]);

/** The words of a refusal of the request itself ('This request must come from …'), by its code, if it was one. */
export function requestRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && REQUEST_REFUSALS.has(error.code)
    ? errorWords(error.code, error.message)
    : undefined;
}

/**
 * Whether a request that failed may go through when sent again as it is: it never reached the server (a
 * fetch that fails is a TypeError), or the server could not take it for a moment (503, with Retry-After:
 * the database restarting, the server stopping).
 */
export function isTemporaryFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status === 503);
}

/**
 * Whether a failure is the server answering by its rules (a 4xx: not found, already subscribed, no
 * subscribers, a field to correct): an ordinary outcome the screen tells, not a fault to debug.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Logs a failure for whoever debugs the app: a fault (no connection, a server error, a bug) as an error;
 * a refusal (`isRefusal`) as information, without its stack, since the person was told and nothing broke.
 */
export function logFailure(label: string, error: unknown) {
  if (isRefusal(error)) console.info(`${label}: ${error.status} ${error.code}`);
  else console.error(label, error);
}

/**
 * The words of a refusal ('A business can have at most 5 locations.'), found by its code
 * (src/domain/error-codes.ts `errorWords`), if the server refused by its rules. Shown through the catalogue.
 */
export function failureDescription(error: unknown): string | undefined {
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.status < 500)
    return errorWords(error.code, error.message);
  return undefined;
}

/**
 * The server's reason for a refusal in the active language, when a catalogue has it (under a toast's title,
 * or on the screen); none for an outage.
 */
export function serverReason(error: unknown): string | undefined {
  const reason = failureDescription(error);
  return reason === undefined ? undefined : translate(reason);
}

/**
 * Posts a multipart form to an API route and reads the reply like `readJson`. The typed client has no
 * form input for the upload routes (the server reads the body itself, to enforce the size limit while
 * streaming), so the route's reply type is named by the caller, from the typed client's `$post`.
 */
export async function postForm<Reply>(path: `/api/${string}`, form: FormData): Promise<Reply> {
  const response = fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  return readJson(response as Promise<unknown> as Promise<ClientResponse<Reply, 201, 'json'>>) as Promise<Reply>;
}
