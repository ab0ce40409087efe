import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type HalalFilter, halalFilterList } from '../../../domain/halal';

const SEARCH_DELAY_MS = 300;

/**
 * The listing's search, city and halal filters, kept in the URL (?q=&city=&halal=) so a filtered page can be shared
 * and survives a reload. The search box updates the URL once typing pauses.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const city = params.get('city') ?? '';
  const halal = halalFilterList(params.get('halal'));
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
  // A tap is a render of its own, so the current params of the router are those the last tap left.
  const toggleHalal = useCallback(
    (name: HalalFilter) => {
      setParams(
        (current) => {
          const on = halalFilterList(current.get('halal'));
          const next = halalFilterList((on.includes(name) ? on.filter((n) => n !== name) : [...on, name]).join(','));
          if (next.length > 0) current.set('halal', next.join(','));
          else current.delete('halal');
          return current;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    written.current = '';
    setSearchText('');
    setParams(
      (current) => {
        current.delete('q');
        current.delete('city');
        current.delete('halal');
        return current;
      },
      { replace: true },
    );
  }, [setParams]);

  return {
    q,
    city,
    halal,
    searchText,
    setSearchText,
    setCity,
    toggleHalal,
    clear,
    hasFilters: Boolean(q || city || halal.length > 0),
  };
}
