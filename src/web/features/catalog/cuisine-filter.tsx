import type { Cuisine } from '../../../domain/cuisines';
import { cuisineName, cuisinesByName } from '../../components/business/cuisine-names';
import { type Choice, ChoiceSelect } from '../../components/ui/choice-select';
import { Label } from '../../components/ui/label';
import { t } from '../../lib/i18n';

// Radix Select items cannot have an empty value; this one stands for "no cuisine filter".
const ALL_CUISINES = '__all__';

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
  const value = selected.length > 0 ? selected.join(',') : ALL_CUISINES;
  const several: Choice[] = selected.length > 1 ? [[value, selected.map(cuisineName).join(', ')]] : [];
  const choices: Choice[] = [
    [ALL_CUISINES, t('All cuisines')],
    ...several,
    ...cuisinesByName().map((cuisine): Choice => [cuisine, cuisineName(cuisine)]),
  ];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="listing-cuisine">{t('Cuisine')}</Label>
      <ChoiceSelect
        id="listing-cuisine"
        className="w-56"
        value={value}
        onValueChange={(choice) => onChange(choice === ALL_CUISINES ? [] : (choice.split(',') as Cuisine[]))}
        choices={choices}
      />
    </div>
  );
}
