import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

/**
 * The listing's search and city filter, kept in the URL (?q=&city=) so a filtered page can be shared
 * and survives a reload. The search box updates the URL once typing pauses.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const city = params.get('city') ?? '';
  const [searchText, setSearchText] = useState(q);
  // The last search the box wrote to the URL; any other change came from outside (Clear filters, Back).
  const written = useRef(q);

  // Built from the address bar at call time: a debounced write and a city pick can come from
  // different renders, and neither may bring back a value the other just removed.
  const setParam = useCallback(
    (name: 'q' | 'city', value: string) => {
      const next = new URLSearchParams(window.location.search);
      if (value) next.set(name, value);
      else next.delete(name);
      setParams(next, { replace: true });
    },
    [setParams],
  );

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setSearchText(q);
  }, [q]);

  useEffect(() => {
    const next = searchText.trim();
    if (next === written.current) return;
    const timer = setTimeout(() => {
      written.current = next;
      setParam('q', next);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, setParam]);

  const setCity = useCallback((value: string) => setParam('city', value), [setParam]);

  const clear = useCallback(() => {
    written.current = '';
    setSearchText('');
    setParams(
      (current) => {
        current.delete('q');
        current.delete('city');
        return current;
      },
      { replace: true },
    );
  }, [setParams]);

  return { q, city, searchText, setSearchText, setCity, clear, hasFilters: Boolean(q || city) };
}
