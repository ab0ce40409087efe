import { Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { defaultLocationName } from '../../../domain/maps';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { t } from '../../lib/i18n';
import type { SubmissionFormValues } from './submission-form-values';

interface LocationFieldsetProps {
  index: number;
  /** Absent for the first (primary) location, which cannot be removed. */
  onRemove?: () => void;
}

/** One location of the submission: name, address, city, state, ZIP, phone and email. */
export function LocationFieldset({ index, onRemove }: LocationFieldsetProps) {
  const { register, formState } = useFormContext<SubmissionFormValues>();
  const errors = formState.errors.locations?.[index];
  const number = index + 1;
  const id = (field: string) => `submission-location-${index}-${field}`;

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-line p-3 sm:p-4">
      <legend className="sr-only">{t('Location {number}', { number })}</legend>
      <div className="flex min-h-9 items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {/* The legend names the group for screen readers; this is its visible twin. */}
          <p aria-hidden="true" className="font-semibold text-ink">
            {t('Location {number}', { number })}
          </p>
          {index === 0 && <Badge variant="outline">{t('Primary')}</Badge>}
        </div>
        {onRemove && (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('Remove location {number}', { number })}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Remove')}
          </Button>
        )}
      </div>
      <FormField id={id('name')} label={t('Location Name')} error={errors?.name?.message}>
        {(control) => (
          <Input placeholder={defaultLocationName(index, t)} {...control} {...register(`locations.${index}.name`)} />
        )}
      </FormField>
      <FormField id={id('address')} label={t('Address')} error={errors?.address?.message}>
        {(control) => <Input autoComplete="street-address" {...control} {...register(`locations.${index}.address`)} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1fr)_6rem_8rem]">
        <div className="col-span-2 sm:col-span-1">
          <FormField id={id('city')} label={t('City')} error={errors?.city?.message}>
            {(control) => <Input autoComplete="address-level2" {...control} {...register(`locations.${index}.city`)} />}
          </FormField>
        </div>
        <FormField id={id('state')} label={t('State')} error={errors?.state?.message}>
          {(control) => <Input autoComplete="address-level1" {...control} {...register(`locations.${index}.state`)} />}
        </FormField>
        <FormField id={id('zip')} label={t('ZIP')} error={errors?.zip?.message}>
          {(control) => (
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              {...control}
              {...register(`locations.${index}.zip`)}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('phone')} label={t('Phone')} error={errors?.phone?.message}>
          {(control) => <Input type="tel" {...control} {...register(`locations.${index}.phone`)} />}
        </FormField>
        <FormField id={id('email')} label={t('Email')} error={errors?.email?.message}>
          {(control) => <Input type="email" {...control} {...register(`locations.${index}.email`)} />}
        </FormField>
      </div>
    </fieldset>
  );
}
