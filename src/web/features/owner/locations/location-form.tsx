import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { defaultTimeZoneForCity } from '../../../../domain/hours';
import { type OwnerLocationInput, ownerLocationInput } from '../../../../domain/schemas';
import { TimeZoneSelect } from '../../../components/hours/time-zone-select';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { t } from '../../../lib/i18n';
import type { OwnerLocation } from '../owner-queries';
import { type LocationFormValues, locationFormValues } from './location-form-values';
import { useSaveLocation } from './location-mutations';
import { LocationPinFields } from './location-pin-fields';

interface LocationFormProps {
  businessId: string;
  /** The location being edited; none to add one. */
  location?: OwnerLocation;
  locationCount: number;
  onSaved: () => void;
}

// SPEC §2 Locations tab fields.
export function LocationForm({ businessId, location, locationCount, onSaved }: LocationFormProps) {
  const save = useSaveLocation(businessId);
  const form = useForm<LocationFormValues, unknown, OwnerLocationInput>({
    // The same schema the server validates the location with.
    resolver: zodResolver(ownerLocationInput),
    defaultValues: locationFormValues(location, locationCount),
  });
  const { register, handleSubmit, formState, control, setValue } = form;
  const { errors } = formState;
  // Issue 17: a new location's time zone follows its city until the owner picks one.
  const timeZonePicked = useRef(Boolean(location));
  const followCity = (city: string) => {
    if (!timeZonePicked.current) setValue('timeZone', defaultTimeZoneForCity(city));
  };

  const onSubmit = handleSubmit((body) => save.mutate({ locationId: location?.id, body }, { onSuccess: onSaved }));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4"
        aria-label={location ? t('Edit Location') : t('Add Location')}
      >
        <FormField id="location-name" label={t('Location Name')} error={errors.name?.message}>
          {(control) => <Input aria-required="true" {...control} {...register('name')} />}
        </FormField>
        <FormField id="location-address" label={t('Address')} error={errors.address?.message}>
          {(control) => <Input autoComplete="street-address" {...control} {...register('address')} />}
        </FormField>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1fr)_5rem_7rem]">
          <div className="col-span-2 sm:col-span-1">
            <FormField id="location-city" label={t('City')} error={errors.city?.message}>
              {(control) => (
                <Input
                  autoComplete="address-level2"
                  {...control}
                  {...register('city', { onChange: (e) => followCity(e.target.value) })}
                />
              )}
            </FormField>
          </div>
          <FormField id="location-state" label={t('State')} error={errors.state?.message}>
            {(control) => <Input autoComplete="address-level1" {...control} {...register('state')} />}
          </FormField>
          <FormField id="location-zip" label={t('ZIP Code')} error={errors.zip?.message}>
            {(control) => <Input inputMode="numeric" autoComplete="postal-code" {...control} {...register('zip')} />}
          </FormField>
        </div>
        <FormField id="location-time-zone" label={t('Time zone')} error={errors.timeZone?.message}>
          {(c) => (
            <Controller
              control={control}
              name="timeZone"
              render={({ field }) => (
                <TimeZoneSelect
                  {...c}
                  value={field.value ?? defaultTimeZoneForCity(null)}
                  onValueChange={(zone) => {
                    timeZonePicked.current = true;
                    field.onChange(zone);
                  }}
                />
              )}
            />
          )}
        </FormField>
        <LocationPinFields />
        <FormField id="location-phone" label={t('Phone')} hint={t('Optional')} error={errors.phone?.message}>
          {(control) => <Input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
        </FormField>
        <FormField id="location-email" label={t('Email')} hint={t('Optional')} error={errors.email?.message}>
          {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
        </FormField>
        <div className="grid">
          {location?.isPrimary ? (
            // The primary stays primary (its default value) until another location takes its place.
            <div>
              <CheckboxField id="location-primary" label={t('Primary Location')} checked disabled readOnly />
              <p className="text-sm text-muted">{t('To change it, make another location primary.')}</p>
            </div>
          ) : (
            <CheckboxField id="location-primary" label={t('Primary Location')} {...register('isPrimary')} />
          )}
          <CheckboxField id="location-coming-soon" label={t('Coming Soon')} {...register('comingSoon')} />
        </div>
        <SubmitButton busy={save.isPending}>{location ? t('Update Location') : t('Add Location')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
