import { eq, like, or, sql } from 'drizzle-orm';
import { slugify, uniqueSlug } from '../../../domain';
import type { Queryable } from '../../db/client';
import { businesses } from '../../db/schema';

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
  const rows = await q
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`)));
  return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
}
