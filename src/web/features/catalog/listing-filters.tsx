import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Choice } from '../../components/ui/choice-select';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PlainSelect } from '../../components/ui/plain-select';
import { useCities } from '../../lib/category-queries';
import { t } from '../../lib/i18n';
import { LISTING_FORM_ID } from './listing-choices-form';

interface ListingFiltersProps {
  categorySlug: string;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  city: string;
  onCityChange: (city: string) => void;
  /** More of the listing's fields, under these (issue 17: near me). */
  children?: ReactNode;
}

/** SPEC §2 /c/{slug}: search by name or description, the City filter ('All Cities' plus the cities), and more below. */
export function ListingFilters({
  categorySlug,
  searchText,
  onSearchTextChange,
  city,
  onCityChange,
  children,
}: ListingFiltersProps) {
  const cities = useCities(categorySlug);
  const options = cities.data ?? [];
  // A shared link may name a city before the list has loaded (or in another spelling): keep it selectable.
  const cityOptions = city && !options.includes(city) ? [city, ...options] : options;
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
    <div className="grid gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem]">
      <div className="grid gap-1.5">
        <Label htmlFor="listing-search">{t('Search')}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 start-3 size-5 text-muted" />
          <Input
            ref={searchField}
            id="listing-search"
            type="search"
            name="q"
            form={LISTING_FORM_ID}
            placeholder={t('Search by name or description…')}
            value={searchText}
            onChange={(event) => onSearchTextChange(event.target.value)}
            className="ps-10 placeholder:text-sm"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="listing-city">{t('City')}</Label>
        <PlainSelect
          id="listing-city"
          name="city"
          form={LISTING_FORM_ID}
          value={city}
          onValueChange={onCityChange}
          choices={[['', t('All Cities')], ...cityOptions.map((name): Choice => [name, name])]}
        />
      </div>
      {children && <div className="border-line border-t pt-4 sm:col-span-2">{children}</div>}
    </div>
  );
}
