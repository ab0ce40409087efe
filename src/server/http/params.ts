import type { Context } from 'hono';
import { isUuid } from '../../domain/slug';
import { ApiError } from './errors';

/**
 * The path parameter `name`, which names a row by its id. Ids are UUIDs, so anything else names
 * nothing: 404 with `notFoundMessage`, before a query meets a value its column cannot hold.
 */
export function uuidParam(c: Context, name: string, notFoundMessage: string): string {
  const value = c.req.param(name);
  if (!value || !isUuid(value)) throw new ApiError('NOT_FOUND', notFoundMessage);
  return value;
}
