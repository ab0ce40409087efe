import { type SQL, sql } from 'drizzle-orm';
import { businesses, businessSearch } from '../../db/schema';
import { cuisinesNamedIn } from './cuisine-words';

// Issue 17: search that forgives. Words are matched in each business's full-text document (name, then
// categories, then description and cities; migration 0013), without accents, in English (so 'wraps'
// finds 'wrap'); a name also matches a typo through its trigrams ('shawrma' finds 'Shawarma'). Both
// parts walk their own index (GIN), the same on PGlite and PostgreSQL.

/** Letters only Urdu (and Persian) write among the Arabic script's: ٹ ڈ ڑ ں ھ ہ ی ے ک گ پ چ ژ. */
const URDU_LETTERS = /[\u0679\u0688\u0691\u06BA\u06BE\u06C1\u06CC\u06D2\u06A9\u06AF\u067E\u0686\u0698]/;
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/;

/**
 * The text-search configuration for what was typed (issue 18): Arabic script is read in Arabic (its stems),
 * or as it is when it is Urdu (no stemmer exists for it); everything else in English. Migration 0014 puts
 * a business's Arabic-script words in its document both ways.
 */
export function searchConfiguration(term: string): 'english' | 'arabic' | 'simple' {
  if (!ARABIC_SCRIPT.test(term)) return 'english';
  return URDU_LETTERS.test(term) ? 'simple' : 'arabic';
}

/** The words as a full-text query: quoted phrases, `or` and `-word` work as on search engines. */
const textQuery = (term: string) =>
  sql`websearch_to_tsquery(${searchConfiguration(term)}::regconfig, directory_unaccent(${term}))`;

/** The cuisines named in another language, as an array the GIN index of `businesses.cuisines` can walk. */
function namedCuisines(term: string): SQL | null {
  const cuisines = cuisinesNamedIn(term);
  return cuisines.length > 0 ? sql`${businesses.cuisines} && ${sql.param(cuisines)}::text[]` : null;
}

/**
 * The business matches the search: its document has the words, its name is like what was typed, or it
 * serves a cuisine named in Arabic, Urdu or Spanish.
 */
export function matchesSearch(term: string): SQL {
  const byDocumentOrName = sql`${businesses.id} in (
    select s.business_id from ${businessSearch} s where s.document @@ ${textQuery(term)}
    union
    select b.id from ${businesses} b where directory_unaccent(${term}) <% directory_unaccent(b.name))`;
  const byCuisine = namedCuisines(term);
  return byCuisine ? sql`(${byDocumentOrName} or ${byCuisine})` : byDocumentOrName;
}

/**
 * How well a matching business answers the search: the weighted word match (a word in the name counts
 * five times one in the description) plus how alike the name is to what was typed (1 for the exact name).
 */
export function searchRank(term: string): SQL<number> {
  const document = sql`(select s.document from ${businessSearch} s where s.business_id = ${businesses.id})`;
  const byCuisine = namedCuisines(term);
  // A cuisine named in another language weighs as its English name would in the document (weight B).
  const cuisineRank = byCuisine ? sql`+ (case when ${byCuisine} then 0.4 else 0 end)::float8` : sql``;
  return sql<number>`(coalesce(ts_rank(${document}, ${textQuery(term)}), 0)::float8
    + word_similarity(directory_unaccent(${term}), directory_unaccent(${businesses.name}))::float8 ${cuisineRank})`;
}

/**
 * The words typed so far as a prefix query for suggestions ('shaw' finds 'Shawarma'): each whole word, and
 * the last one as a prefix. Accents go first (unaccent turns some letters into quotes and colons), then
 * everything but letters and digits, so nothing typed is read as query syntax.
 */
export function prefixQuery(term: string): SQL {
  const words = sql`regexp_split_to_table(trim(regexp_replace(directory_unaccent(${term}), '[^[:alnum:]]+', ' ', 'g')), ' ')`;
  return sql`to_tsquery(${searchConfiguration(term)}::regconfig, coalesce((
    select string_agg(w, ' & ' order by n) || ':*' from ${words} with ordinality as t(w, n) where w <> '' and n <= 8), ''))`;
}
