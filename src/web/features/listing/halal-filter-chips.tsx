import { HALAL_FILTERS, type HalalFilter, keysOf } from '../../../domain/halal';
import { t, translate } from '../../lib/i18n';
import { FilterChip } from './filter-chip';

/**
 * Issue 16: the listing's halal filters, as toggle buttons (each says whether it is on). They combine
 * with each other, the search and the city, and live in the URL (?halal=certified,zabiha). Issue 31: the
 * Filters sheet shows those without a quick chip (`names`).
 */
export function HalalFilterChips({
  names = keysOf(HALAL_FILTERS),
  selected,
  addressOf,
  onToggle,
}: {
  names?: readonly HalalFilter[];
  selected: readonly HalalFilter[];
  /** The listing with one of them turned the other way. */
  addressOf: (name: HalalFilter) => string;
  onToggle: (name: HalalFilter) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('Halal')}</legend>
      <div className="flex flex-wrap gap-2">
        {names.map((name) => (
          <FilterChip
            key={name}
            pressed={selected.includes(name)}
            href={addressOf(name)}
            onToggle={() => onToggle(name)}
          >
            {translate(HALAL_FILTERS[name])}
          </FilterChip>
        ))}
      </div>
    </fieldset>
  );
}
