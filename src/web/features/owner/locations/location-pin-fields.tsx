import { useFormContext, useWatch } from 'react-hook-form';
import type { OwnerLocationInput } from '../../../../domain/schemas';
import { LazyPinPicker } from '../../../components/map/lazy-map';
import { useMapTiles } from '../../../components/map/use-map-tiles';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { t } from '../../../lib/i18n';
import type { LocationFormValues } from './location-form-values';

/** A typed coordinate as the schema wants it: a number, or null when the field is empty. */
function coordinate(typed: unknown): number | null {
  return typed === '' || typed == null ? null : Number(typed);
}

/** A coordinate the map can show: nothing while the field is empty or half typed. */
function shown(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Issue 17: where the location's pin is, for the map and 'Near me'. Clicking the map fills both fields;
 * typing in them moves the pin. Optional, but both or neither (ownerLocationInput).
 */
export function LocationPinFields() {
  const { register, control, setValue, formState } = useFormContext<LocationFormValues, unknown, OwnerLocationInput>();
  const { errors, isSubmitted } = formState;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const tiles = useMapTiles();

  function placePin(lat: number, lng: number) {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('latitude', lat, options);
    setValue('longitude', lng, options);
  }

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{t('Map pin')}</legend>
      <p className="text-sm text-muted">
        {t('Optional. Place the pin on the map where the entrance is, or type both coordinates.')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="location-latitude" label={t('Latitude')} error={errors.latitude?.message}>
          {(control) => (
            <Input type="number" step="any" {...control} {...register('latitude', { setValueAs: coordinate })} />
          )}
        </FormField>
        <FormField id="location-longitude" label={t('Longitude')} error={errors.longitude?.message}>
          {(control) => (
            <Input type="number" step="any" {...control} {...register('longitude', { setValueAs: coordinate })} />
          )}
        </FormField>
      </div>
      <LazyPinPicker
        latitude={shown(latitude)}
        longitude={shown(longitude)}
        onChange={placePin}
        tiles={tiles}
        label={t('Place the pin on the map')}
      />
    </fieldset>
  );
}
