import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { type RamadanHoursInput, ramadanHoursInput } from '../../../../domain/ramadan';
import { z } from '../../../../domain/zod';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { t, translate } from '../../../lib/i18n';
import { type RamadanLocation, useSaveRamadanHours } from './ramadan-queries';

// Issue 37: a location's iftar and suhoor, each a list of date ranges. Iftar opens some minutes before
// maghrib (0: at maghrib) unless a fixed opening time is given; it closes the same evening. Suhoor may
// open the evening before (23:30–04:30).

interface FormValues {
  iftar: { from: string; to: string; opensAt: string; minutesBeforeMaghrib: string; closes: string }[];
  suhoor: { from: string; to: string; opens: string; closes: string }[];
}

// The form's text fields, read as the body the server checks with the same schema.
const formSchema = z
  .object({
    iftar: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        opensAt: z.string().transform((v) => v || null),
        minutesBeforeMaghrib: z.string().transform((v) => (v.trim() === '' ? 0 : Number(v))),
        closes: z.string(),
      }),
    ),
    suhoor: z.array(z.object({ from: z.string(), to: z.string(), opens: z.string(), closes: z.string() })),
  })
  .pipe(ramadanHoursInput);

const valuesOf = (location: RamadanLocation): FormValues => ({
  iftar: location.iftar.map((r) => ({
    ...r,
    opensAt: r.opensAt ?? '',
    minutesBeforeMaghrib: String(r.minutesBeforeMaghrib),
  })),
  suhoor: location.suhoor,
});

interface RamadanHoursFormProps {
  businessId: string;
  location: RamadanLocation;
  /** The season's dates, the first range's defaults. */
  season: { starts: string; ends: string } | null;
  onSaved: () => void;
}

export function RamadanHoursForm({ businessId, location, season, onSaved }: RamadanHoursFormProps) {
  const save = useSaveRamadanHours(businessId);
  const { register, control, handleSubmit, formState } = useForm<FormValues, unknown, RamadanHoursInput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(location),
  });
  const iftar = useFieldArray({ control, name: 'iftar' });
  const suhoor = useFieldArray({ control, name: 'suhoor' });
  const { errors } = formState;
  const from = season?.starts ?? '';
  const to = season?.ends ?? '';
  const message = (text: string | undefined) => (text ? translate(text) : undefined);
  const id = (kind: string, index: number, field: string) => `ramadan-${kind}-${index}-${field}`;

  return (
    <form
      noValidate
      aria-label={t('Ramadan hours for {name}', { name: location.name })}
      onSubmit={handleSubmit((body) => save.mutate({ locationId: location.id, body }, { onSuccess: onSaved }))}
      className="grid gap-6"
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-ink">{t('Iftar')}</legend>
        {iftar.fields.map((field, index) => {
          const fieldErrors = errors.iftar?.[index];
          return (
            <div key={field.id} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2">
              <FormField
                id={id('iftar', index, 'from')}
                label={t('First day')}
                error={message(fieldErrors?.from?.message)}
              >
                {(c) => <Input type="date" {...c} {...register(`iftar.${index}.from`)} />}
              </FormField>
              <FormField id={id('iftar', index, 'to')} label={t('Last day')} error={message(fieldErrors?.to?.message)}>
                {(c) => <Input type="date" {...c} {...register(`iftar.${index}.to`)} />}
              </FormField>
              <FormField
                id={id('iftar', index, 'lead')}
                label={t('Opens minutes before maghrib')}
                hint={t('0 opens at maghrib.')}
                error={message(fieldErrors?.minutesBeforeMaghrib?.message)}
              >
                {(c) => (
                  <Input
                    type="number"
                    min={0}
                    max={120}
                    inputMode="numeric"
                    {...c}
                    {...register(`iftar.${index}.minutesBeforeMaghrib`)}
                  />
                )}
              </FormField>
              <FormField
                id={id('iftar', index, 'opens')}
                label={t('Or opens at a fixed time')}
                hint={t('Optional')}
                error={message(fieldErrors?.opensAt?.message)}
              >
                {(c) => <Input type="time" {...c} {...register(`iftar.${index}.opensAt`)} />}
              </FormField>
              <FormField
                id={id('iftar', index, 'closes')}
                label={t('Closes at')}
                error={message(fieldErrors?.closes?.message)}
              >
                {(c) => <Input type="time" {...c} {...register(`iftar.${index}.closes`)} />}
              </FormField>
              <Button
                type="button"
                variant="ghost"
                className="self-end justify-self-start"
                onClick={() => iftar.remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4 text-danger" />
                {t('Remove these iftar dates')}
              </Button>
            </div>
          );
        })}
        <FieldError id="ramadan-iftar-error" message={message(errors.iftar?.root?.message ?? errors.iftar?.message)} />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => iftar.append({ from, to, opensAt: '', minutesBeforeMaghrib: '0', closes: '22:00' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('Add iftar dates')}
        </Button>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-ink">{t('Suhoor')}</legend>
        {suhoor.fields.map((field, index) => {
          const fieldErrors = errors.suhoor?.[index];
          return (
            <div key={field.id} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2">
              <FormField
                id={id('suhoor', index, 'from')}
                label={t('First day')}
                error={message(fieldErrors?.from?.message)}
              >
                {(c) => <Input type="date" {...c} {...register(`suhoor.${index}.from`)} />}
              </FormField>
              <FormField id={id('suhoor', index, 'to')} label={t('Last day')} error={message(fieldErrors?.to?.message)}>
                {(c) => <Input type="date" {...c} {...register(`suhoor.${index}.to`)} />}
              </FormField>
              <FormField
                id={id('suhoor', index, 'opens')}
                label={t('Opens at')}
                error={message(fieldErrors?.opens?.message)}
              >
                {(c) => <Input type="time" {...c} {...register(`suhoor.${index}.opens`)} />}
              </FormField>
              <FormField
                id={id('suhoor', index, 'closes')}
                label={t('Closes at')}
                error={message(fieldErrors?.closes?.message)}
              >
                {(c) => <Input type="time" {...c} {...register(`suhoor.${index}.closes`)} />}
              </FormField>
              <Button type="button" variant="ghost" className="justify-self-start" onClick={() => suhoor.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4 text-danger" />
                {t('Remove these suhoor dates')}
              </Button>
            </div>
          );
        })}
        <FieldError
          id="ramadan-suhoor-error"
          message={message(errors.suhoor?.root?.message ?? errors.suhoor?.message)}
        />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => suhoor.append({ from, to, opens: '03:00', closes: '05:00' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('Add suhoor dates')}
        </Button>
      </fieldset>
      <SubmitButton busy={save.isPending}>{t('Save Ramadan hours')}</SubmitButton>
    </form>
  );
}
