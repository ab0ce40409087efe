import type { Cuisine } from '../../../domain/cuisines';
import { cuisineName, cuisinesByName } from '../../components/business/cuisine-names';
import type { Choice } from '../../components/ui/choice-select';
import { Label } from '../../components/ui/label';
import { PlainSelect } from '../../components/ui/plain-select';
import { t } from '../../lib/i18n';
import { LISTING_FORM_ID } from './listing-choices-form';

// The choice that stands for "no cuisine filter" (an emptied setting leaves the URL).
const ALL_CUISINES = '';

/**
 * The listing's cuisine filter, in the URL as ?cuisine=pakistani. One is picked here; a shared link may
 * name several (any of them), which the select then shows as one choice.
 */
export function CuisineFilter({
  selected,
  onChange,
}: {
  selected: readonly Cuisine[];
  onChange: (cuisines: Cuisine[]) => void;
}) {
  const value = selected.join(',');
  const several: Choice[] = selected.length > 1 ? [[value, selected.map(cuisineName).join(', ')]] : [];
  const choices: Choice[] = [
    [ALL_CUISINES, t('All cuisines')],
    ...several,
    ...cuisinesByName().map((cuisine): Choice => [cuisine, cuisineName(cuisine)]),
  ];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="listing-cuisine">{t('Cuisine')}</Label>
      <PlainSelect
        id="listing-cuisine"
        name="cuisine"
        form={LISTING_FORM_ID}
        value={value}
        onValueChange={(choice) => onChange(choice === ALL_CUISINES ? [] : (choice.split(',') as Cuisine[]))}
        choices={choices}
      />
    </div>
  );
}
