import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useMatch } from 'react-router';
import { ALL_BUSINESSES_SLUG } from '../../domain/limits';
import { api, readJson } from '../lib/api';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Typing settles for this long before suggestions are asked for. */
const DEBOUNCE_MS = 200;
/** Fewer letters than this match too much to be worth a request. */
export const MIN_SUGGESTION_LENGTH = 2;

/** An option's id in the list of suggestions whose id is `listId`. */
export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

type SuggestionsAnswer = InferResponseType<typeof api.api.search.suggestions.$get, 200>;

/**
 * GET /api/search/suggestions: at most five businesses, categories, cuisines and dishes whose names match.
 * An answer kept from before cuisines and dishes were suggested (issue 31) has neither.
 */
export type SearchSuggestions = Omit<SuggestionsAnswer, 'cuisines' | 'dishes'> &
  Partial<Pick<SuggestionsAnswer, 'cuisines' | 'dishes'>>;

/** One choice of the header's list, in the order the arrow keys walk them. */
export type SuggestionOption =
  | { kind: 'business'; slug: string; name: string; place: string | null }
  | { kind: 'category'; slug: string; name: string }
  | { kind: 'cuisine'; key: string; name: string }
  | { kind: 'dish'; name: string }
  | { kind: 'all-results' };

export const searchSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['search-suggestions', text],
    // The signal aborts the request when a newer text replaces this one (the query loses its observer).
    queryFn: ({ signal }) => fetchSearchSuggestions(text, signal),
    staleTime: 60_000,
  });

function fetchSearchSuggestions(q: string, signal: AbortSignal): Promise<SearchSuggestions> {
  return readJson(api.api.search.suggestions.$get({ query: { q } }, { init: { signal } }));
}

/**
 * The choices for what is typed: matching places, categories, cuisines and dishes, then 'See all results'. Empty
 * until the text is long enough and the first answer is in; the last answer stays while the next loads.
 */
export function useSearchSuggestions(text: string) {
  const wanted = text.trim();
  const settled = useDebouncedValue(wanted, DEBOUNCE_MS);
  const longEnough = wanted.length >= MIN_SUGGESTION_LENGTH;
  const query = useQuery({
    ...searchSuggestionsQuery(settled),
    enabled: longEnough && settled.length >= MIN_SUGGESTION_LENGTH,
    placeholderData: keepPreviousData,
  });
  const data = longEnough ? query.data : undefined;
  const options: SuggestionOption[] = data
    ? [
        ...data.businesses.map((business) => ({ kind: 'business' as const, ...business })),
        ...data.categories.map((category) => ({ kind: 'category' as const, ...category })),
        ...(data.cuisines ?? []).map((cuisine) => ({ kind: 'cuisine' as const, ...cuisine })),
        ...(data.dishes ?? []).map((dish) => ({ kind: 'dish' as const, ...dish })),
        { kind: 'all-results' },
      ]
    : [];
  // A failed request still leaves 'See all results': the listing's own search does not need suggestions.
  if (longEnough && !data && query.isError) options.push({ kind: 'all-results' });
  return { options, noMatches: data !== undefined && options.length === 1 };
}

/** The listing a search goes to: the category being browsed (/c/:slug), or every business from anywhere else. */
export function useSearchListing(): string {
  return `/c/${encodeURIComponent(useMatch('/c/:slug')?.params.slug ?? ALL_BUSINESSES_SLUG)}`;
}

/** Where a search for `text` goes: the listing above with the words. */
export function useSearchPath() {
  const listing = useSearchListing();
  return (text: string) => `${listing}?${new URLSearchParams({ q: text.trim() })}`;
}

/**
 * The page a suggestion opens (router.tsx: a business is /r/:slug, a category /c/:slug): a cuisine is every
 * business of that cuisine (the listing's cuisine filter), a dish a search for it.
 */
export function suggestionPath(option: SuggestionOption, searchPath: (text: string) => string, text: string) {
  if (option.kind === 'business') return `/r/${option.slug}`;
  if (option.kind === 'category') return `/c/${option.slug}`;
  if (option.kind === 'cuisine') {
    return `/c/${ALL_BUSINESSES_SLUG}?${new URLSearchParams({ cuisine: option.key })}`;
  }
  if (option.kind === 'dish') return searchPath(option.name);
  return searchPath(text);
}
