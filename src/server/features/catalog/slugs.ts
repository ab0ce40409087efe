import { eq, like, or } from 'drizzle-orm';
import { slugify, uniqueSlug } from '../../../domain';
import type { Queryable } from '../../db/client';
import { businesses } from '../../db/schema';

/** The next free slug for a business name (SPEC §5 slug rule; a clash gets -2, -3…). */
export async function allocateSlug(q: Queryable, name: string): Promise<string> {
  const base = slugify(name) || 'business';
  const rows = await q
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`)));
  return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
}
