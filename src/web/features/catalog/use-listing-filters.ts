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

  // Each write starts from the params the last write left, not from those of the render that wrote: a
  // debounced search, a city pick and two quick taps can all land before the router renders the first.
  const rendered = useRef(params);
  const latest = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const write = useCallback(
    (values: Partial<Record<'q' | 'city' | 'halal', string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(values)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      latest.current = next;
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
      write({ q: next });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, write]);

  const setCity = useCallback((value: string) => write({ city: value }), [write]);
  const toggleHalal = useCallback(
    (name: HalalFilter) => {
      const on = halalFilterList(latest.current.get('halal'));
      const next = on.includes(name) ? on.filter((n) => n !== name) : [...on, name];
      write({ halal: halalFilterList(next.join(',')).join(',') });
    },
    [write],
  );

  const clear = useCallback(() => {
    written.current = '';
    setSearchText('');
    write({ q: '', city: '', halal: '' });
  }, [write]);

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
