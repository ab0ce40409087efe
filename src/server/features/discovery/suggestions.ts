import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { ALL_BUSINESSES_SLUG, CUISINES, type Cuisine, placeLabel } from '../../../domain';
import { dishesStartingWith } from '../../../domain/dishes';
import type { Db } from '../../db/client';
import { businesses, businessLocations, businessSearch, categories } from '../../db/schema';
import { isListed } from '../listing-rules';
import { cuisinesStartingWith } from './cuisine-words';
import { prefixQuery } from './search';

// Issue 17: what the header's search box suggests as a person types: the five listed businesses and the
// five categories that best fit the words so far (the last word as a prefix, and names by their trigrams).
// Issue 31: and the cuisines and dishes whose names start with what was typed, when a listed place has them.

const SUGGESTIONS = 5;
/** How many of the matches of each way to them suggestions are chosen from. */
const POOL = 200;

export interface Suggestions {
  businesses: { slug: string; name: string; place: string | null }[];
  categories: { slug: string; name: string }[];
  /** Cuisines by key (the listing's `cuisine` filter) and English name (which the web translates). */
  cuisines: { key: Cuisine; name: string }[];
  /** Dishes, each a search for its name ('biryani'). */
  dishes: { name: string }[];
}

export async function suggest(db: Db, term: string): Promise<Suggestions> {
  const typed = sql`directory_unaccent(${term})`;
  // Either way to a match reads its own index (the document's, the names' trigrams), as a search does, and
  // keeps its POOL best listed matches in relevance's tie order (featured, then best rated), read from the
  // search's own rows (issue 40): letters thousands of places share ('bak') cost what rare ones do, and only
  // the pool is compared letter by letter below. The names alike are found through their trigrams' index
  // first (`offset 0` keeps the planner from walking the rating's order and comparing every name instead).
  const bestFirst = sql`order by s.is_featured desc, s.rating_score desc, s.business_id desc limit ${POOL}`;
  const matching = sql`${businesses.id} in (
    (select s.business_id from ${businessSearch} s where s.listed and s.document @@ ${prefixQuery(term)} ${bestFirst})
    union
    (select alike.id from (
        select ${businesses.id}, ${businesses.isFeatured}, ${businesses.ratingScore} from ${businesses}
        where ${isListed} and ${typed} <% directory_unaccent(${businesses.name}) offset 0) alike
      order by alike.is_featured desc, alike.rating_score desc, alike.id desc limit ${POOL}))`;
  // For ilike, what was typed is taken literally (its % and _ too).
  const pattern = sql`directory_unaccent(${escapeLike(term)})`;
  const startsWith = sql`directory_unaccent(${businesses.name}) ilike ${pattern} || '%'`;
  const [found, kinds, offered] = await Promise.all([
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
    offeredDishesAndCuisines(db, term),
  ]);
  return {
    businesses: found.map(({ slug, name, city, state }) => ({
      slug,
      name,
      place: city ? placeLabel({ city, state }) : null,
    })),
    categories: kinds,
    ...offered,
  };
}

/**
 * The dishes and cuisines whose names start with what was typed (their lists are in the code, so most text
 * asks nothing more), kept when a listed place has them: one statement, each a lookup of the documents' or
 * the cuisines' index (GIN) that stops at its first listed place.
 */
async function offeredDishesAndCuisines(db: Db, term: string): Promise<Pick<Suggestions, 'cuisines' | 'dishes'>> {
  const dishes = dishesStartingWith(term);
  const cuisines = cuisinesStartingWith(term);
  if (dishes.length === 0 && cuisines.length === 0) return { cuisines: [], dishes: [] };
  const { rows } = await db.execute<{ kind: 'dish' | 'cuisine'; name: string }>(sql`
    select 'dish' as kind, d.name, d.n from unnest(
      ${sql.param(dishes.map((dish) => dish.name))}::text[],
      ${sql.param(dishes.map((dish) => dish.spellings.join(' | ')))}::text[]) with ordinality as d(name, spellings, n)
    where exists (select 1 from ${businessSearch} s where s.listed and s.document @@ to_tsquery('english', d.spellings))
    union all
    select 'cuisine', c.name, c.n from unnest(${sql.param(cuisines)}::text[]) with ordinality as c(name, n)
    where exists (select 1 from ${businessSearch} s where s.listed and s.cuisines @> array[c.name])
    order by 1, 3`);
  return {
    cuisines: rows
      .filter((row) => row.kind === 'cuisine')
      .slice(0, SUGGESTIONS)
      .map((row) => ({ key: row.name as Cuisine, name: CUISINES[row.name as Cuisine] })),
    dishes: rows.filter((row) => row.kind === 'dish').map((row) => ({ name: row.name })),
  };
}

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (m) => `\\${m}`);
}
