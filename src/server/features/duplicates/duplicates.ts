import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DismissDuplicateInput } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { NEARBY_METRES, SHARED_WEBSITE_HOSTS, SIMILAR_NAME } from '../../../domain/place-matching';
import type { Db } from '../../db/client';
import { businesses, businessLocations, categories, duplicateDismissals, reviews } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordAudit } from '../audit/audit';

// Issue 35: the admins' 'Possible duplicates': two places (any but rejected ones: pending, imported and closed
// places are duplicates too, and a closed one is often the old listing of a place listed again) with the same
// phone, the same website's domain, or a similar name within 150 m of each other. 'Not duplicates' stops the
// list offering a pair again.

export type DuplicateReason = 'phone' | 'website' | 'name';

/**
 * Sites many places share a page on: the same domain there says nothing about being the same place.
 * Compared with the host without 'www.'.
 */

/** Names at least this similar (pg_trgm's similarity of the names without accents) within the distance below. */
/** A phone number's digits shorter than this (an extension, a typo) match nothing. */
const PHONE_MIN_DIGITS = 7;
export const DUPLICATES_PAGE_SIZE = 25;

const NOT_REJECTED = sql`rejected_at is null`;
/** The phone's digits, without the country's leading 1: '+1 (317) 555-0100' and '317.555.0100' are one number. */
const phoneKey = (alias: string) =>
  sql.raw(`regexp_replace(regexp_replace(${alias}.phone, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\\1')`);
/** The website's host in lower case without 'www.' (null without a scheme and host). */
const websiteKey = (alias: string) =>
  sql.raw(
    `regexp_replace(substring(lower(${alias}.website_url) from '^[a-z][a-z0-9+.-]*://([^/:?#@]+)'), '^www\\.', '')`,
  );
const pointOf = (alias: string) => sql.raw(`ll_to_earth(${alias}.latitude, ${alias}.longitude)`);

/**
 * The candidate pairs, each once (first id < second id), with their reasons, after `cursor`, one page and one
 * more (to tell whether more follow). Three joins, each served by what it compares: the phones and the domains
 * hash-joined in one pass over the places (5,000 of them are a few milliseconds), the names only among the
 * primary locations within 150 m of each other (the locations' earthdistance index).
 */
async function candidatePairs(db: Db, cursor: { first: string; second: string } | null, limit: number) {
  const shared = sql.join(
    SHARED_WEBSITE_HOSTS.map((host) => sql`${host}`),
    sql`, `,
  );
  const after = cursor ? sql`and (p.first_id, p.second_id) > (${cursor.first}::uuid, ${cursor.second}::uuid)` : sql``;
  const result = await db.execute<{ first_id: string; second_id: string; reasons: DuplicateReason[] }>(sql`
    with places as (
      select b.id, ${phoneKey('b')} as phone_key, ${websiteKey('b')} as website_key
      from ${businesses} b where b.${NOT_REJECTED}
    ),
    by_phone as (
      select a.id as first_id, b.id as second_id, 'phone' as reason
      from places a join places b on b.phone_key = a.phone_key and a.id < b.id
      where length(a.phone_key) >= ${PHONE_MIN_DIGITS}
    ),
    by_website as (
      select a.id, b.id, 'website'
      from places a join places b on b.website_key = a.website_key and a.id < b.id
      where a.website_key <> '' and a.website_key not in (${shared})
    ),
    by_name as (
      select a.business_id, b.business_id, 'name'
      from ${businessLocations} a
      join ${businessLocations} b
        on b.latitude is not null and b.is_primary and b.business_id > a.business_id
        and earth_box(${pointOf('a')}, ${NEARBY_METRES}::float8) @> ${pointOf('b')}
        and earth_distance(${pointOf('a')}, ${pointOf('b')}) <= ${NEARBY_METRES}::float8
      join ${businesses} ba on ba.id = a.business_id and ba.${NOT_REJECTED}
      join ${businesses} bb on bb.id = b.business_id and bb.${NOT_REJECTED}
      where a.latitude is not null and a.is_primary
        and similarity(directory_unaccent(ba.name), directory_unaccent(bb.name)) >= ${SIMILAR_NAME}::float8
    ),
    pairs as (
      select first_id, second_id, array_agg(distinct reason order by reason) as reasons
      from (select * from by_phone union all select * from by_website union all select * from by_name) found
      group by first_id, second_id
    )
    select p.first_id, p.second_id, p.reasons from pairs p
    where not exists (
      select 1 from ${duplicateDismissals} d where d.first_id = p.first_id and d.second_id = p.second_id
    ) ${after}
    order by p.first_id, p.second_id
    limit ${limit}`);
  return result.rows;
}

/** What the admin compares of each place: where it is, how to reach it, its status and its reviews. */
async function placesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Awaited<ReturnType<typeof readPlaces>>[number]>();
  const rows = await readPlaces(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

function readPlaces(db: Db, ids: string[]) {
  return db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      category: categories.name,
      address: sql<string | null>`coalesce(${businessLocations.address}, ${businesses.address})`,
      city: sql<string | null>`coalesce(${businessLocations.city}, ${businesses.city})`,
      state: sql<string | null>`coalesce(${businessLocations.state}, ${businesses.state})`,
      phone: sql<string | null>`coalesce(${businesses.phone}, ${businessLocations.phone})`,
      websiteUrl: businesses.websiteUrl,
      status: sql<'pending' | 'approved' | 'closed'>`case when ${businesses.closedAt} is not null then 'closed'
        when ${businesses.isApproved} then 'approved' else 'pending' end`,
      hasOwner: sql<boolean>`${businesses.ownerId} is not null`,
      imported: sql<boolean>`${businesses.importedAt} is not null`,
      reviewCount: sql<number>`(select count(*)::int from ${reviews} r where r.business_id = ${businesses.id})`,
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(
      businessLocations,
      and(eq(businessLocations.businessId, businesses.id), eq(businessLocations.isPrimary, true)),
    )
    .where(inArray(businesses.id, ids));
}

/** `firstId|secondId` of the last pair of a page. */
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [first, second] = cursor.split('|');
  return first && second ? { first, second } : null;
}

/**
 * A page of possible duplicates (keyset on the pair's ids), each pair once with its reasons and both places
 * side by side; two statements whatever the page's size.
 */
export async function listPossibleDuplicates(db: Db, query: { cursor?: string }) {
  const rows = await candidatePairs(db, decodeCursor(query.cursor), DUPLICATES_PAGE_SIZE + 1);
  const page = rows.slice(0, DUPLICATES_PAGE_SIZE);
  const places = await placesOf(db, [...new Set(page.flatMap((row) => [row.first_id, row.second_id]))]);
  const last = page.at(-1);
  return {
    items: page.flatMap((row) => {
      const first = places.get(row.first_id);
      const second = places.get(row.second_id);
      return first && second ? [{ first, second, reasons: row.reasons }] : [];
    }),
    nextCursor: rows.length > DUPLICATES_PAGE_SIZE && last ? `${last.first_id}|${last.second_id}` : null,
  };
}

/** 'Not duplicates': the pair (kept in id order) leaves the list for good; said again, nothing changes. */
export async function dismissDuplicate(db: Db, admin: Viewer, input: DismissDuplicateInput) {
  const [firstId, secondId] = [input.firstId, input.secondId].map((id) => id.toLowerCase()).sort();
  if (!firstId || !secondId || firstId === secondId) throw new ApiError('BAD_REQUEST', 'Choose two different places.');
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(inArray(businesses.id, [firstId, secondId]));
    if (found.length !== 2) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
    const stored = await tx
      .insert(duplicateDismissals)
      .values({ firstId, secondId, dismissedBy: admin.id })
      .onConflictDoNothing()
      .returning({ firstId: duplicateDismissals.firstId });
    if (stored.length > 0) {
      const other = found.find((b) => b.id === secondId)!;
      await recordAudit(tx, {
        actor: admin,
        action: 'duplicate.dismiss',
        businessId: firstId,
        after: { firstId, secondId, secondName: other.name },
      });
    }
    return { firstId, secondId, dismissed: true };
  });
}
