import { memo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { CUISINE_KEYS, CUISINES_PER_BUSINESS, type Cuisine } from '../../../domain/cuisines';
import { t } from '../../lib/i18n';
import { CheckboxField } from '../ui/checkbox-field';
import { FieldError } from '../ui/field-error';
import { cuisineName, cuisinesByName } from './cuisine-names';

interface CuisinePickerProps {
  /** Prefixes the ids of the checkboxes, unique on the page. */
  idPrefix: string;
  value: readonly Cuisine[];
  onChange: (cuisines: Cuisine[]) => void;
  error?: string;
}

/**
 * The cuisines of a listing, at most five: once five are ticked, the others wait until one is unticked.
 * The submission form, the admin's Add/Edit dialog and the owner's Business Info form share it. Memoized:
 * its thirty boxes need not render again for each letter typed elsewhere in the form.
 */
export const CuisinePicker = memo(function CuisinePicker({ idPrefix, value, onChange, error }: CuisinePickerProps) {
  const full = value.length >= CUISINES_PER_BUSINESS;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const toggle = (cuisine: Cuisine, on: boolean) =>
    onChange(CUISINE_KEYS.filter((key) => (key === cuisine ? on : value.includes(key))));
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium text-ink">{t('Cuisines')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t('Choose up to 5.')}
      </p>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {cuisinesByName().map((cuisine) => {
          const checked = value.includes(cuisine);
          return (
            <CheckboxField
              key={cuisine}
              id={`${idPrefix}-${cuisine}`}
              label={cuisineName(cuisine)}
              checked={checked}
              disabled={full && !checked}
              onChange={(event) => toggle(cuisine, event.target.checked)}
            />
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
});

/** The picker bound to the `cuisines` field of the form it stands in (react-hook-form's FormProvider). */
export function CuisinesField({ idPrefix }: { idPrefix: string }) {
  const { control } = useFormContext<{ cuisines?: Cuisine[] }>();
  return (
    <Controller
      control={control}
      name="cuisines"
      render={({ field, fieldState }) => (
        <CuisinePicker
          idPrefix={idPrefix}
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
