import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Input } from '../../components/ui/input';
import { t } from '../../lib/i18n';
import { LISTING_FORM_ID } from './listing-choices-form';

interface ListingSearchProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  className?: string;
}

/**
 * SPEC §2 /c/{slug}: the listing's search by name or description (?q=). Issue 31: the page's one search box
 * (the header leaves out its own here), with the header's words for what can be typed. Enter sends the
 * listing's GET form before the page's code has run.
 */
export function ListingSearch({ searchText, onSearchTextChange, className }: ListingSearchProps) {
  // Words typed into the server's rendered page before its code ran are in the field but were never seen
  // by React: take them up once it has.
  const searchField = useRef<HTMLInputElement>(null);
  const firstRender = useRef({ searchText, onSearchTextChange });
  useEffect(() => {
    const typed = searchField.current?.value;
    const { searchText: rendered, onSearchTextChange: take } = firstRender.current;
    if (typed !== undefined && typed !== rendered) take(typed);
  }, []);

  return (
    <div className={className}>
      <label htmlFor="listing-search" className="sr-only">
        {t('Search')}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 start-3 size-5 text-muted" />
        <Input
          ref={searchField}
          id="listing-search"
          type="search"
          name="q"
          form={LISTING_FORM_ID}
          enterKeyHint="search"
          placeholder={t('Dishes, places, cities…')}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          className="h-11 ps-10 placeholder:text-sm"
        />
      </div>
    </div>
  );
}
