import { isUuid } from '../../../domain';
import { ApiError } from '../../http/errors';

/**
 * Where the next page of the public listing starts: the sort key of the last card shown (featured first,
 * then name, then id). Clients get it as `nextCursor` and send it back untouched as `cursor`; it is an
 * opaque base64url string so no one builds it by hand or relies on what is inside.
 */
export interface ListingCursor {
  isFeatured: boolean;
  name: string;
  id: string;
}

/** Business names are short (the forms allow 100 characters); anything longer was not made here. */
const MAX_CURSOR_LENGTH = 1_000;

export function encodeListingCursor({ isFeatured, name, id }: ListingCursor): string {
  return Buffer.from(JSON.stringify([isFeatured, name, id]), 'utf8').toString('base64url');
}

/** The cursor a client sent back; anything else is a 400 VALIDATION answer, like any other bad query field. */
export function decodeListingCursor(cursor: string): ListingCursor {
  const key = cursor.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_-]+$/.test(cursor) ? parse(cursor) : undefined;
  if (!key) throw new ApiError('VALIDATION', 'cursor: Invalid cursor', { cursor: 'Invalid cursor' });
  return key;
}

function parse(cursor: string): ListingCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [isFeatured, name, id] = value;
  if (typeof isFeatured !== 'boolean' || typeof name !== 'string' || typeof id !== 'string' || !isUuid(id)) {
    return undefined;
  }
  // A text column never holds NUL: the database would refuse the comparison.
  if (name.includes('\u0000')) return undefined;
  return { isFeatured, name, id };
}
