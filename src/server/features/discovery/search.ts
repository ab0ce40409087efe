import { and, type SQL, sql } from 'drizzle-orm';
import { spellingsOfSearch } from '../../../domain/dishes';
import type { Queryable } from '../../db/client';
import { businesses, businessSearch, searchWords } from '../../db/schema';
import { cuisinesNamedIn } from './cuisine-words';

// Issue 17: search that forgives. Words are matched in each business's full-text document (name, then
// categories and cuisines, then description and cities; migration 0013), without accents, in English (so
// 'wraps' finds 'wrap'); a misspelt word also finds the words of the directory it is like, through their
// trigrams ('shawrma' finds 'Shawarma', 'falafal' a description's 'falafel'), and a dish's other spellings
// ('kabob' finds 'kebab'; issue 31). Issue 40: the typo is compared with the directory's words
// (`search_words`) rather than with every document, so a match is one walk of the documents' index (GIN)
// whatever the size of the directory, the same on PGlite and PostgreSQL.

/**
 * How many matches a search ranks (issue 40): its best candidates, featured first and then best rated,
 * so a word thousands of places have costs what a rare one does. A search lists at most this many, and
 * counts at most this many ('200+ results found').
 */
export const SEARCH_CANDIDATES = 200;

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
const typedQuery = (term: string) =>
  sql`websearch_to_tsquery(${searchConfiguration(term)}::regconfig, directory_unaccent(${term}))`;

/** How many words of the dictionary one misspelt word may stand for. */
const LIKE_WORDS = 5;

/**
 * What was typed, forgiven: every word (at most eight), or one of its other spellings (src/domain/dishes.ts:
 * 'kabob' → kebab, kabab), or, when neither it nor they are in the directory's dictionary (`search_words`,
 * issue 31: every word of the documents), any of the dictionary's words it is like (word similarity of at
 * least 0.5, `<%`: 'falafal' → 'falafel'). A word the directory has is not corrected, so 'rice' does not
 * also find 'price'; the check is one lookup of the dictionary's key, and only a word it misses walks the
 * trigrams. Words of fewer than three letters are taken as typed. The words of a part typed after a '-'
 * stay left out. Only letters and digits reach `to_tsquery`, so nothing typed is read as query syntax.
 * Null when no word is left. The parts and spellings come as arrays, so the planner knows how few they are.
 */
function forgivingQuery(term: string): SQL {
  const parts = term.split(/\s+/).filter(Boolean);
  const { words, spellings } = spellingsOfSearch(term);
  const wordsOf = sql`regexp_split_to_table(lower(trim(regexp_replace(directory_unaccent(p.part), '[^[:alnum:]]+', ' ', 'g'))), ' ')
    with ordinality as w(word, j)`;
  const otherSpellings = sql`select o.spelling from unnest(${sql.param(words)}::text[], ${sql.param(spellings)}::text[])
    as o(word, spelling) where o.word = typed.word`;
  const known = sql`exists (select 1 from ${searchWords} k where k.word = any (array[typed.word] || array(${otherSpellings})))`;
  const alike = sql`(select string_agg(v.word, ' | ') from (
      select typed.word union ${otherSpellings} union
      (select sw.word from ${searchWords} sw where length(typed.word) >= 3 and not ${known} and typed.word <% sw.word
        order by word_similarity(typed.word, sw.word) desc, sw.word limit ${LIKE_WORDS})) v)`;
  return sql`(select to_tsquery(${searchConfiguration(term)}::regconfig, string_agg(
      case when typed.left_out then '!' || typed.word else '(' || ${alike} || ')' end, ' & ' order by typed.n))
    from (select w.word, p.part like '-%' as left_out, row_number() over (order by p.i, w.j) as n
      from unnest(${sql.param(parts)}::text[]) with ordinality as p(part, i), lateral ${wordsOf}
      where w.word <> '') typed
    where typed.n <= 8)`;
}

/** A search as its statements read it: what was typed, and the full-text query it stands for. */
export interface Search {
  term: string;
  /** The words as typed or forgiven, as `tsquery` text. */
  query: string;
}

/**
 * The search for what was typed: the words as typed (websearch syntax), or forgiven. Worked out once, before
 * the listing's statements, which then carry it as a value: the planner sees how many documents have its
 * words and chooses its way to them (walk the candidates' order, or read the matches from the index).
 */
export async function searchFor(db: Queryable, term: string): Promise<Search> {
  const [row] = (
    await db.execute<{ query: string }>(
      sql`select (typed || coalesce(${forgivingQuery(term)}, typed))::text as query from ${typedQuery(term)} as typed`,
    )
  ).rows;
  return { term, query: row?.query ?? '' };
}

const documentQuery = (search: Search) => sql`${search.query}::tsquery`;

/** The cuisines named in another language, as an array a GIN index of cuisines can walk. */
function namedCuisines(term: string, cuisines: SQL = sql`${businesses.cuisines}`): SQL | null {
  const named = cuisinesNamedIn(term);
  return named.length > 0 ? sql`${cuisines} && ${sql.param(named)}::text[]` : null;
}

/**
 * The business matches the search: its document has the words (as typed, in another spelling of the dish, or
 * the directory's words a misspelt one is like), or it serves a cuisine named in Arabic, Urdu or Spanish.
 */
export function matchesSearch(search: Search): SQL {
  const byDocument = sql`exists (
    select 1 from ${businessSearch} s where s.business_id = ${businesses.id} and s.document @@ ${documentQuery(search)})`;
  const byCuisine = namedCuisines(search.term);
  return byCuisine ? sql`(${byDocument} or ${byCuisine})` : byDocument;
}

/** A search's candidate (`searchCandidates`): its row of business_search, as the rank and the order read it. */
export const searchCandidate = {
  id: sql.raw('candidates.business_id'),
  isFeatured: sql.raw('candidates.is_featured'),
  ratingScore: sql.raw('candidates.rating_score'),
};

/**
 * A search's candidates (issue 40), as a subquery named `candidates`: the SEARCH_CANDIDATES best of its
 * matches and one more (to tell whether there are others), in relevance's tie order (featured, then best
 * rated), each a row of business_search, so only they are ranked. A frequent word's are found by walking
 * that order's index and checking each document on the row walked; a rare word's are read from the
 * documents' index and sorted; the planner chooses, as it sees how many documents have the words.
 * `narrowing`: the listing's other filters (a category, a city, halal facts…), asked of each business.
 */
export function searchCandidates(search: Search, narrowing: SQL[]): SQL {
  const byCuisine = namedCuisines(search.term, sql.raw('s.cuisines'));
  const matches = sql`s.document @@ ${documentQuery(search)}`;
  const narrowed = narrowing.length > 0;
  return sql`(
    select s.business_id, s.document, s.name, s.cuisines, s.is_featured, s.rating_score
    from ${businessSearch} s ${narrowed ? sql`join ${businesses} on ${businesses.id} = s.business_id` : sql``}
    where s.listed and ${byCuisine ? sql`(${matches} or ${byCuisine})` : matches} ${narrowed ? sql`and ${and(...narrowing)}` : sql``}
    order by s.is_featured desc, s.rating_score desc, s.business_id desc
    limit ${SEARCH_CANDIDATES + 1}) as candidates`;
}

/** ts_rank's weights for the name alone: D, C and B count nothing, A (the name) counts. */
const NAME_ONLY = sql.raw(`'{0,0,0,1}'::float4[]`);

/**
 * How well a candidate answers the search: the weighted word match (a word in the name counts five times
 * one in the description) plus, when its name has the words, how alike its name is to what was typed (1 for
 * the exact name), both read from the candidate's row (its document, its name without accents: no lookup,
 * no call per row). A name without the words is not compared letter by letter (issue 40): its likeness is
 * only shared letters, noise in the order, and comparing costs more than the rest of the rank.
 */
export function searchRank(search: Search): SQL<number> {
  const byCuisine = namedCuisines(search.term, sql.raw('candidates.cuisines'));
  // A cuisine named in another language weighs as its English name would in the document (weight B).
  const cuisineRank = byCuisine ? sql`+ (case when ${byCuisine} then 0.4 else 0 end)::float8` : sql``;
  const query = documentQuery(search);
  return sql<number>`(ts_rank(candidates.document, ${query})::float8
    + (case when ts_rank(${NAME_ONLY}, candidates.document, ${query}) > 0
        then word_similarity(directory_unaccent(${search.term}), candidates.name) else 0 end)::float8 ${cuisineRank})`;
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
