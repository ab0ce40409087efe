import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LIMITS } from '../../../domain/limits';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { LocationFieldset } from './location-fieldset';
import { emptyLocation, type SubmissionFormValues } from './submission-form-values';

/** SPEC §2: up to 5 locations, the first primary; the add button reads 'Max 5' at the limit. */
export function LocationsFields() {
  const { control } = useFormContext<SubmissionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'locations' });
  const addButton = useRef<HTMLButtonElement>(null);
  const full = fields.length >= LIMITS.locationsPerBusiness;

  function removeLocation(index: number) {
    remove(index);
    // The removed location's button is gone: keep the keyboard user nearby.
    addButton.current?.focus();
  }

  return (
    <section aria-labelledby="submission-locations-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="submission-locations-heading" className="text-base font-semibold text-ink">
            {t('Locations')}
          </h3>
          <p className="text-sm text-muted">
            {t('Up to {max}. The first one is your primary location.', { max: LIMITS.locationsPerBusiness })}
          </p>
        </div>
        <Button ref={addButton} variant="outline" size="sm" disabled={full} onClick={() => append(emptyLocation())}>
          <Plus aria-hidden="true" className="size-4" />
          {full ? t('Max {max}', { max: LIMITS.locationsPerBusiness }) : t('Add Location')}
        </Button>
      </div>
      {fields.map((field, index) => (
        <LocationFieldset key={field.id} index={index} onRemove={index > 0 ? () => removeLocation(index) : undefined} />
      ))}
    </section>
  );
}
