import { type SQL, sql } from 'drizzle-orm';
import { isUuid, type ListingSort } from '../../../domain';
import { businesses } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { distanceTo, type Origin } from '../discovery/distance';
import { type Search, searchCandidate, searchRank } from '../discovery/search';

// Issue 17: the listing's sorts other than its first order (featured, then name: listing-cursor.ts). Each
// is a list of keys, the business id last, all in one direction, so a page continues after the last
// card's keys (keyset) with one row comparison. Rating and newest walk their indexes (migrations 0013,
// 0020); relevance and distance sort what the search or the radius found.

type KeyKind = 'number' | 'integer' | 'boolean' | 'timestamp';
interface SortKey {
  value: SQL;
  kind: KeyKind;
}
export interface SortPlan {
  sort: Exclude<ListingSort, 'featured'>;
  keys: SortKey[];
  direction: 'asc' | 'desc';
}

/**
 * Corrections 14: 'Top rated' ranks by the average weighted by the number of reviews (`weightedRating`),
 * kept on the business; the cards still show the plain average.
 */
const ratingScore = sql`${businesses.ratingScore}`;

/** `place`: the conditions a location must meet to count (the listing's city and halal filters), for distance. */
export function sortPlan(
  sort: Exclude<ListingSort, 'featured'>,
  search?: Search,
  origin?: Origin,
  place?: SQL,
): SortPlan {
  switch (sort) {
    case 'relevance':
      if (!search) throw new Error('relevance needs a search');
      return {
        sort,
        direction: 'desc',
        keys: [
          // Read from the search's candidates (`searchCandidates`), the only rows a search ranks.
          { value: searchRank(search), kind: 'number' },
          { value: searchCandidate.isFeatured, kind: 'boolean' },
          { value: searchCandidate.ratingScore, kind: 'number' },
        ],
      };
    case 'distance':
      if (!origin) throw new Error('distance needs a place');
      return { sort, direction: 'asc', keys: [{ value: distanceTo(origin, place), kind: 'number' }] };
    case 'rating':
      return {
        sort,
        direction: 'desc',
        keys: [
          { value: ratingScore, kind: 'number' },
          { value: sql`${businesses.ratingCount}`, kind: 'integer' },
        ],
      };
    case 'newest':
      return { sort, direction: 'desc', keys: [{ value: sql`${businesses.createdAt}`, kind: 'timestamp' }] };
  }
}

/** A timestamp as fixed-width UTC text ('2026-11-24T07:20:49.123456Z'), whatever the session's settings. */
const utcText = (value: SQL) => sql`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The page's sort columns (k0, k1, …), timestamps as UTC text so no microsecond is lost on the way back. */
export function sortColumns(plan: SortPlan): Record<string, SQL> {
  return Object.fromEntries(
    plan.keys.map((key, i) => [`k${i}`, key.kind === 'timestamp' ? utcText(key.value) : key.value]),
  );
}

/** ORDER BY of the plan: each key, then the id, in the plan's direction. */
export function sortOrder(plan: SortPlan, keys: SQL[], id: SQL): SQL {
  const direction = sql.raw(plan.direction);
  return sql.join(
    [...keys, id].map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
}

const CAST: Record<KeyKind, string> = {
  number: 'float8',
  integer: 'int',
  boolean: 'boolean',
  timestamp: 'timestamptz',
};

/**
 * The businesses after the cursor's card in the plan's order; `keys` and `id` name them where the keys are
 * already columns (a subquery's), else the keys are worked out on the business's row.
 */
export function startsAfter(
  plan: SortPlan,
  after: SortCursor,
  keys: SQL[] = plan.keys.map((k) => k.value),
  id: SQL = sql`${businesses.id}`,
): SQL {
  const left = sql.join([...keys, id], sql`, `);
  const right = sql.join(
    [...plan.keys.map((key, i) => sql`${after.keys[i]}::${sql.raw(CAST[key.kind])}`), sql`${after.id}::uuid`],
    sql`, `,
  );
  return plan.direction === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

export interface SortCursor {
  keys: (number | boolean | string)[];
  id: string;
}

const MAX_CURSOR_LENGTH = 1_000;

export function encodeSortCursor(plan: SortPlan, row: Record<string, unknown> & { id: string }): string {
  const keys = plan.keys.map((_, i) => row[`k${i}`]);
  return Buffer.from(JSON.stringify([plan.sort, keys, row.id]), 'utf8').toString('base64url');
}

const invalidCursor = () => new ApiError('VALIDATION', 'cursor: Invalid cursor', { cursor: 'Invalid cursor' });

function isRealMoment(text: string): boolean {
  const milliseconds = Date.parse(`${text.slice(0, 23)}Z`);
  return !Number.isNaN(milliseconds) && new Date(milliseconds).toISOString().slice(0, 19) === text.slice(0, 19);
}

const keyFits: Record<KeyKind, (v: unknown) => boolean> = {
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  integer: (v) => Number.isInteger(v) && Math.abs(v as number) <= 2_147_483_647,
  boolean: (v) => typeof v === 'boolean',
  // UTC text as utcText writes it, naming a real moment (no 13th month, no 61st minute).
  timestamp: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v) && isRealMoment(v),
};

/** A cursor of this sort, as a previous page gave it; anything else (another sort's, made up) is a 400. */
export function decodeSortCursor(plan: SortPlan, cursor: string): SortCursor {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalidCursor();
  const [sort, keys, id] = value as [unknown, unknown, unknown];
  const fits =
    sort === plan.sort &&
    Array.isArray(keys) &&
    keys.length === plan.keys.length &&
    plan.keys.every((key, i) => keyFits[key.kind](keys[i])) &&
    typeof id === 'string' &&
    isUuid(id);
  if (!fits) throw invalidCursor();
  return { keys: keys as SortCursor['keys'], id: id as string };
}
