import { ApiError } from '../../lib/api';

/** The server's own explanation of a refusal ('A business can have at most 5 locations.'), if it gave one. */
export function failureDescription(error: unknown): string | undefined {
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.status < 500) return error.message;
  return undefined;
}
