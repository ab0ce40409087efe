import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import {
  type AdminBusinessInput,
  ALL_BUSINESSES_SLUG,
  type OwnerBusinessInfoInput,
  slugify,
  uniqueSlug,
} from '../../domain';
import { BUSINESS_NOT_FOUND } from '../../domain/error-codes';
import type { Db, Queryable } from '../db/client';
import { businesses, businessSlugRedirects, categories, featuredListings } from '../db/schema';
import { ApiError } from '../http/errors';

// The catalog's rules for a listing that other features apply too: who sees it, its address, its categories.

/**
 * Only approved, non-rejected listings are public (SPEC §4 Business). Written as the partial indexes of
 * the public lists spell their predicate (db/schema/catalog.ts), so the planner can use them.
 */
export const isPublic = sql`(${businesses.isApproved} and ${businesses.rejectedAt} is null)`;

/**
 * Public and not confirmed permanently closed (issue 16): what the lists show. A closed listing's page
 * stays public, with its banner; the stored counts count the same rows (migration 0010).
 */
export const isListed = sql`(${isPublic} and ${businesses.closedAt} is null)`;

/**
 * The order of featured listings: the oldest start first, then the oldest row, then the id, so two
 * features started at the same moment always come in the same order. The home page shows the first
 * `LIMITS.featuredOnHome` active public ones in this order; the admin's Featured tab uses it too.
 */
export const featuredOrder = [asc(featuredListings.startAt), asc(featuredListings.createdAt), asc(featuredListings.id)];

/** The public business a visitor may act on (subscribe, review), by id (a UUID: see `uuidParam`). */
export async function findPublicBusiness(db: Db, id: string) {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId })
    .from(businesses)
    .where(and(eq(businesses.id, id), isPublic));
  if (!business) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return business;
}

/**
 * What the Business Info form writes at once, the owner's and the admin's alike: the description, contacts,
 * photo and cuisines (left out, they stay as they are). The name follows each caller's own rule.
 */
export function businessInfoColumns(input: OwnerBusinessInfoInput | AdminBusinessInput) {
  return {
    description: input.description,
    phone: input.phone,
    email: input.email,
    websiteUrl: input.websiteUrl,
    instagram: input.instagram,
    ...(input.cuisines ? { cuisines: input.cuisines } : {}),
    imageUrl: input.imageUrl,
  };
}

/** Real categories a business can be in (not the virtual all-businesses), checked before writing. */
export async function assertCategories(q: Queryable, ids: string[]) {
  const rows = await q
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.id, ids));
  if (rows.length !== ids.length || rows.some((r) => r.slug === ALL_BUSINESSES_SLUG)) {
    throw new ApiError('VALIDATION', 'Please select at least one category', { categoryIds: 'Unknown category' });
  }
}

/** First key of our advisory locks, so slug locks never meet another feature's (the second key is the name). */
const SLUG_LOCK_SPACE = 5_108_201;

/**
 * The next free slug for a business name (SPEC §5 slug rule; a clash gets -2, -3…).
 *
 * Call it inside the transaction that inserts the business. Reading the taken slugs and inserting are two
 * steps, so two submissions of one name at once would both pick the same slug and one would fail on the
 * unique index. Retrying the insert would belong to every caller; instead the transaction first takes an
 * advisory lock for the name, held until it commits, so allocations that could clash run one after the
 * other and each reads the slugs the previous one committed (READ COMMITTED, the default, reads afresh
 * per statement). Unrelated names never wait for each other. The lock is keyed on the base without its
 * trailing numbers, because "Foo" and "Foo 2" can both want `foo-2`. PGlite runs one transaction at a
 * time anyway; the lock costs it nothing.
 */
export async function allocateSlug(q: Queryable, name: string): Promise<string> {
  const base = slugify(name) || 'business';
  const family = base.replace(/(-\d+)+$/, '');
  await q.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_SPACE}::int, hashtext(${family}))`);
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  // A slug that leads to a merged place's successor is taken too (decision 030): its old links keep going there.
  const rows = await q
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, pattern)))
    .union(
      q
        .select({ slug: businessSlugRedirects.slug })
        .from(businessSlugRedirects)
        .where(or(eq(businessSlugRedirects.slug, base), like(businessSlugRedirects.slug, pattern))),
    );
  return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
}

/**
 * Free slugs for many names at once (an import), in the order given: the same locks as `allocateSlug`, taken
 * in one statement in a fixed order, and the taken slugs of every family read in one query.
 */
export async function allocateSlugs(q: Queryable, names: readonly string[]): Promise<string[]> {
  const bases = names.map((name) => slugify(name) || 'business');
  const families = [...new Set(bases.map((base) => base.replace(/(-\d+)+$/, '')))].sort();
  if (families.length === 0) return [];
  const list = JSON.stringify(families);
  await q.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_SPACE}::int, hashtext(f))
    from jsonb_array_elements_text(${list}::jsonb) as f order by f`);
  const rows = await q.execute<{ slug: string }>(sql`select slug from (
      select ${businesses.slug} as slug from ${businesses}
      union all select ${businessSlugRedirects.slug} from ${businessSlugRedirects}
    ) s where regexp_replace(slug, '(-\\d+)+$', '') in (select jsonb_array_elements_text(${list}::jsonb))`);
  const taken = new Set(rows.rows.map((r) => r.slug));
  return bases.map((base) => {
    const slug = uniqueSlug(base, taken);
    taken.add(slug);
    return slug;
  });
}
