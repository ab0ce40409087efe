import { LocateFixed, MapPin } from 'lucide-react';
import { HALAL_FILTERS, type HalalFilter } from '../../../domain/halal';
import { standardParam } from '../../../domain/halal-standard';
import { cn } from '../../components/ui/class-names';
import { Spinner } from '../../components/ui/spinner';
import { t, translate } from '../../lib/i18n';
import { useKeptHalalStandard } from '../../lib/kept-halal-standard';
import { FilterChip } from './filter-chip';
import { QUICK_HALAL_FILTERS } from './use-listing-filters';
import { useNearPlace } from './use-near-place';

interface QuickFiltersProps {
  /** The typed place the listing is near ('' for none or for the browser's position). */
  near: string;
  /** Whether the listing is measured from the browser's position. */
  nearMe: boolean;
  openNow: boolean;
  /** Issue 37: whether 'Has an offer' is on. */
  hasOffer: boolean;
  /** Issue 37: whether the Ramadan season holds (its chips show then, or while one is on). */
  ramadan?: {
    season: boolean;
    iftarTonight: boolean;
    suhoorNow: boolean;
    onToggleIftar: () => void;
    onToggleSuhoor: () => void;
  };
  halal: readonly HalalFilter[];
  /** Issue 34: whether 'Matches my standard' is on. */
  standard: boolean;
  addresses: {
    halal: (name: HalalFilter) => string;
    openNow: string;
    offer: string;
    iftar: string;
    suhoor: string;
    clearPlace: string;
    standard: (mine: string) => string;
  };
  onPosition: (latitude: number, longitude: number) => void;
  onClearPlace: () => void;
  onToggleOpenNow: () => void;
  onToggleOffer: () => void;
  onToggleHalal: (name: HalalFilter) => void;
  onToggleStandard: (mine: string) => void;
  className?: string;
}

const chipClasses = cn(
  'inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full border border-line bg-white px-3 text-sm font-medium text-ink transition',
  'hover:border-brand hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'disabled:opacity-60',
);

/**
 * Issue 31: the filters people use most, one tap each, in a row that scrolls sideways on a phone: Near me,
 * Open now, Has an offer (issue 37), Zabiha, Certified, No alcohol. Each says whether it is on; the halal ones and Open now are
 * links underneath (issue 40), and Near me asks for the browser's position only when tapped.
 */
export function QuickFilters({
  near,
  nearMe,
  openNow,
  hasOffer,
  halal,
  addresses,
  onPosition,
  onClearPlace,
  onToggleOpenNow,
  onToggleOffer,
  onToggleHalal,
  onToggleStandard,
  standard,
  ramadan,
  className,
}: QuickFiltersProps) {
  // The person's own standard, kept in this browser (none in the server's render).
  const mine = useKeptHalalStandard();
  const mineParam = mine ? standardParam(mine) : '';
  // A typed place is picked in Filters; only the browser's position is asked for here.
  const { locate, busy, error } = useNearPlace({ onPlace: () => {}, onPosition });
  const place = nearMe ? t('Near me') : near ? t('Near {place}', { place: near }) : '';

  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a fieldset of form fields */}
      <div
        role="group"
        aria-label={t('Quick filters')}
        className="-my-1 flex gap-2 overflow-x-auto px-0.5 py-1 [scrollbar-width:none]"
      >
        {place ? (
          <FilterChip pressed href={addresses.clearPlace} onToggle={onClearPlace}>
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="max-w-48 truncate">{place}</span>
          </FilterChip>
        ) : (
          <button
            type="button"
            aria-pressed={false}
            aria-busy={busy === 'position'}
            disabled={busy !== null}
            onClick={locate}
            className={chipClasses}
          >
            {busy === 'position' ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
            {t('Near me')}
          </button>
        )}
        <FilterChip pressed={openNow} href={addresses.openNow} onToggle={onToggleOpenNow}>
          {t('Open now')}
        </FilterChip>
        <FilterChip pressed={hasOffer} href={addresses.offer} onToggle={onToggleOffer}>
          {t('Has an offer')}
        </FilterChip>
        {ramadan && (ramadan.season || ramadan.iftarTonight) && (
          <FilterChip pressed={ramadan.iftarTonight} href={addresses.iftar} onToggle={ramadan.onToggleIftar}>
            {t('Iftar tonight')}
          </FilterChip>
        )}
        {ramadan && (ramadan.season || ramadan.suhoorNow) && (
          <FilterChip pressed={ramadan.suhoorNow} href={addresses.suhoor} onToggle={ramadan.onToggleSuhoor}>
            {t('Open for suhoor now')}
          </FilterChip>
        )}
        {(standard || mineParam) && (
          <FilterChip
            pressed={standard}
            href={addresses.standard(mineParam)}
            onToggle={() => onToggleStandard(mineParam)}
          >
            {t('Matches my standard')}
          </FilterChip>
        )}
        {QUICK_HALAL_FILTERS.map((name) => (
          <FilterChip
            key={name}
            pressed={halal.includes(name)}
            href={addresses.halal(name)}
            onToggle={() => onToggleHalal(name)}
          >
            {translate(HALAL_FILTERS[name])}
          </FilterChip>
        ))}
      </div>
      {error?.source === 'position' && (
        <p role="alert" className="text-sm text-danger">
          {translate(error.message)}
        </p>
      )}
    </div>
  );
}
