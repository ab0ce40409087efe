import type { ClientResponse } from 'hono/client';
import { hc } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app';

/** Typed client of the server's Hono app (ARCHITECTURE: no hand-written fetch wrappers). */
export const api = hc<AppType>('/');

/** The error every API route returns: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
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
  throw new ApiError(res.status, error?.code ?? 'HTTP_ERROR', error?.message ?? 'Request failed.', error?.fields);
}

/** The server's own explanation of a refusal ('A business can have at most 5 locations.'), if it gave one. */
export function failureDescription(error: unknown): string | undefined {
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.status < 500) return error.message;
  return undefined;
}
