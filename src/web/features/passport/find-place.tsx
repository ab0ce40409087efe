import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { placeLabel } from '../../../domain/maps';
import { cn } from '../../components/ui/class-names';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { t } from '../../lib/i18n';
import type { PassportBusiness } from './passport-queries';

const MAX_MATCHES = 8;

interface Match {
  business: PassportBusiness;
  /** Its place in the book's order. */
  index: number;
}

/** The businesses whose name holds `query`, those starting with it first, at most eight. */
function matchingPlaces(businesses: readonly PassportBusiness[], query: string): Match[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [];
  const matches = businesses
    .map((business, index) => ({ business, index, at: business.name.toLocaleLowerCase().indexOf(wanted) }))
    .filter((match) => match.at >= 0);
  matches.sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.index - b.index);
  return matches.slice(0, MAX_MATCHES);
}

interface FindPlaceProps {
  businesses: readonly PassportBusiness[];
  /** Opens the book at the business's page. */
  onFind: (index: number) => void;
}

/** 'Find a place': a combobox over the businesses of the book; choosing one turns to its page. */
export function FindPlace({ businesses, onFind }: FindPlaceProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchingPlaces(businesses, query), [businesses, query]);
  const listId = `${id}-places`;
  const optionId = (i: number) => `${id}-place-${i}`;
  const expanded = open && matches.length > 0;

  function choose(match: Match) {
    onFind(match.index);
    setQuery('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (open) setActive((i) => Math.min(Math.max(i + step, 0), matches.length - 1));
      setOpen(true);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const match = matches[active];
      if (match) choose(match);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative grid min-w-0 flex-1 gap-1.5">
      <Label htmlFor={`${id}-input`}>{t('Find a place')}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded ? optionId(active) : undefined}
          placeholder={t('Search the places in your passport')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          // Beside 'My stamps' a phone has no room for the whole hint; the label above says what the field is.
          className="ps-9 max-sm:placeholder:text-transparent"
        />
      </div>
      {expanded && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('Places')}
          className="absolute top-full end-0 start-0 z-20 mt-1 grid max-h-80 overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          {matches.map((match, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox (aria-activedescendant)
            <div
              key={match.business.id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              // Keeps the focus in the field, so the list is still there when the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(match)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm',
                i === active ? 'bg-brand-soft text-brand-deep' : 'text-ink hover:bg-stone-100',
              )}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{match.business.name}</span>
                <span className="block truncate text-xs text-muted">
                  {match.business.closed
                    ? [placeLabel(match.business), t('Permanently closed')].filter(Boolean).join(' · ')
                    : placeLabel(match.business)}
                </span>
              </span>
              {match.business.visit && (
                <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-strong">
                  <Check aria-hidden="true" className="size-3.5" />
                  {t('Stamped')}
                </span>
              )}
            </div>
          ))}
        </div>
      )}
      {open && query.trim() !== '' && matches.length === 0 && (
        <p role="status" className="text-sm text-muted">
          {t('No place in your passport matches “{query}”.', { query: query.trim() })}
        </p>
      )}
    </div>
  );
}
