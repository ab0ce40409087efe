import { INDIANA_OVERPASS_QUERY } from './osm-elements';

// Issue 35: one polite request to an Overpass endpoint for Indiana's halal places: one query, a time limit,
// and a clear word when the endpoint cannot be reached.

export const DEFAULT_OVERPASS_URL = 'https://overpass-api.de/api/interpreter';
const TIMEOUT_MS = 90_000;

export class OverpassUnavailable extends Error {}

/** The Overpass answer for `query` from `url`, as text; throws OverpassUnavailable with the reason. */
export async function fetchOverpass(
  url: string,
  { query = INDIANA_OVERPASS_QUERY, timeoutMs = TIMEOUT_MS, fetcher = fetch } = {},
): Promise<string> {
  let res: Response;
  try {
    res = await fetcher(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'indiana-halal-directory-import (one request per import)',
      },
      body: new URLSearchParams({ data: query }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const reason =
      (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (err as Error).message;
    throw new OverpassUnavailable(
      `Could not reach the Overpass endpoint at ${url}: ${reason}. Try again later, or save the answer to a file and use --file.`,
    );
  }
  if (!res.ok)
    throw new OverpassUnavailable(
      `The Overpass endpoint at ${url} answered ${res.status} ${res.statusText}${res.status === 429 ? ' (too many requests: wait a few minutes)' : ''}.`,
    );
  return res.text();
}
