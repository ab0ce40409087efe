import { LISTING_SORT_LABELS, type ListingSort } from '../../../domain/listing-sort';
import { Label } from '../../components/ui/label';
import { PlainSelect } from '../../components/ui/plain-select';
import { t, translate } from '../../lib/i18n';
import { LISTING_FORM_ID } from './listing-choices-form';

interface SortSelectProps {
  /** The order the list is in: the one asked for when it fits, else the listing's default. */
  value: ListingSort;
  /** The orders that fit this listing (`listingSorts`): relevance with a search, distance with a place. */
  sorts: readonly ListingSort[];
  onChange: (sort: ListingSort) => void;
}

/**
 * Issue 17: the listing's order (?sort=). 'Top rated' weighs each average by how many reviews stand behind
 * it (Corrections 14); the line under the select says so, and screen readers hear it with the select.
 */
export function SortSelect({ value, sorts, onChange }: SortSelectProps) {
  const weighted = value === 'rating';
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="listing-sort">{t('Sort by')}</Label>
      <PlainSelect
        id="listing-sort"
        name="sort"
        form={LISTING_FORM_ID}
        value={value}
        onValueChange={(sort) => onChange(sort as ListingSort)}
        choices={sorts.map((sort) => [sort, translate(LISTING_SORT_LABELS[sort])] as const)}
        aria-describedby={weighted ? 'listing-sort-hint' : undefined}
      />
      {weighted && (
        <p id="listing-sort-hint" className="text-xs text-muted">
          {t('Weighted by number of reviews')}
        </p>
      )}
    </div>
  );
}
