import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { ALL_BUSINESSES_SLUG, placeLabel } from '../../../domain';
import type { Db } from '../../db/client';
import { businesses, businessLocations, businessSearch, categories } from '../../db/schema';
import { isListed } from '../catalog/listing-rules';
import { prefixQuery } from './search';

// Issue 17: what the header's search box suggests as a person types: the five listed businesses and the
// five categories that best fit the words so far (the last word as a prefix, and names by their trigrams).

const SUGGESTIONS = 5;

export interface Suggestions {
  businesses: { slug: string; name: string; place: string | null }[];
  categories: { slug: string; name: string }[];
}

export async function suggest(db: Db, term: string): Promise<Suggestions> {
  const typed = sql`directory_unaccent(${term})`;
  // Either way to a match walks its own index (the document's, the names' trigrams), as a search does.
  const matching = sql`${businesses.id} in (
    select s.business_id from ${businessSearch} s where s.document @@ ${prefixQuery(term)}
    union
    select b.id from ${businesses} b where ${typed} <% directory_unaccent(b.name))`;
  // For ilike, what was typed is taken literally (its % and _ too).
  const pattern = sql`directory_unaccent(${escapeLike(term)})`;
  const startsWith = sql`directory_unaccent(${businesses.name}) ilike ${pattern} || '%'`;
  const [found, kinds] = await Promise.all([
    db
      .select({
        slug: businesses.slug,
        name: businesses.name,
        // City and state from one row, as on the cards.
        city: sql<
          string | null
        >`case when nullif(trim(${businessLocations.city}), '') is not null then ${businessLocations.city} else ${businesses.city} end`,
        state: sql<
          string | null
        >`case when nullif(trim(${businessLocations.city}), '') is not null then ${businessLocations.state} else ${businesses.state} end`,
      })
      .from(businesses)
      .leftJoin(
        businessLocations,
        and(eq(businessLocations.businessId, businesses.id), eq(businessLocations.isPrimary, true)),
      )
      .where(and(isListed, matching))
      .orderBy(
        desc(startsWith),
        desc(sql`word_similarity(${typed}, directory_unaccent(${businesses.name}))`),
        asc(businesses.name),
      )
      .limit(SUGGESTIONS),
    db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .where(
        and(
          ne(categories.slug, ALL_BUSINESSES_SLUG),
          or(
            sql`directory_unaccent(${categories.name}) ilike '%' || ${pattern} || '%'`,
            sql`${typed} <% directory_unaccent(${categories.name})`,
          ),
        ),
      )
      .orderBy(asc(categories.position), asc(categories.name))
      .limit(SUGGESTIONS),
  ]);
  return {
    businesses: found.map(({ slug, name, city, state }) => ({
      slug,
      name,
      place: city ? placeLabel({ city, state }) : null,
    })),
    categories: kinds,
  };
}

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (m) => `\\${m}`);
}
