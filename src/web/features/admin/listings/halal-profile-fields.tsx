import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  ALCOHOL_POLICIES,
  HALAL_FILTERS,
  HALAL_LEVELS,
  MEATS,
  MUSLIM_OWNED_ANSWERS,
  PORK_ANSWERS,
  SLAUGHTER_METHODS,
} from '../../../../domain/halal';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { type BusinessFormValues, NOT_STATED, OTHER_CERTIFIER } from './business-form-values';
import { useHalalCertifiers } from './halal-certifier-queries';

type Choice = readonly [value: string, label: string];

const NOT_STATED_WORDS = 'Not stated';

/** A map of words as select choices, 'Not stated' first: it is what a fact left alone reads. */
function choicesOf(words: Record<string, string>): Choice[] {
  const choices = Object.entries(words);
  return [...choices.filter(([v]) => v === NOT_STATED), ...choices.filter(([v]) => v !== NOT_STATED)];
}

const LEVEL_CHOICES = choicesOf({ [NOT_STATED]: NOT_STATED_WORDS, ...HALAL_LEVELS });
const METHOD_CHOICES = choicesOf(SLAUGHTER_METHODS);
const ALCOHOL_CHOICES = choicesOf(ALCOHOL_POLICIES);
const PORK_CHOICES = choicesOf(PORK_ANSWERS);

/** The form's meat fields with the words they are shown with. */
const MEAT_FIELDS = [
  ['chicken', MEATS.chicken],
  ['beef', MEATS.beef],
  ['lambGoat', MEATS.lamb_goat],
  ['otherMeat', MEATS.other],
] as const;

interface ChoiceSelectProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  error?: string;
}

/**
 * A labelled select of fixed choices, with its error under it. Its options are mounted only while it is
 * open (the closed select names its choice itself): mounted closed, every option of the nine selects
 * registered with Radix on each render of the form, and typing in any field of the dialog crawled.
 */
function ChoiceSelect({ id, label, value, onValueChange, choices, error }: ChoiceSelectProps) {
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={setOpen}>
        <SelectTrigger id={id} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
          <SelectValue>{choices.find(([choice]) => choice === value)?.[1]}</SelectValue>
        </SelectTrigger>
        {open && (
          <SelectContent>
            {choices.map(([choice, words]) => (
              <SelectItem key={choice} value={choice}>
                {words}
              </SelectItem>
            ))}
          </SelectContent>
        )}
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * Issue 16: the business's own halal profile — level, meats, alcohol, pork, prayer space, Muslim-owned
 * and the certificate. All optional; what is left 'Not stated' is not shown to visitors.
 */
export function HalalProfileFields() {
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const errors = formState.errors.halal;
  const certifiers = useHalalCertifiers();
  const certifier = useWatch({ control, name: 'halal.certifier' });
  const certifierChoices: Choice[] = [
    [NOT_STATED, NOT_STATED_WORDS],
    ...(certifiers.data ?? []).map((c): Choice => [c.id, c.name]),
    [OTHER_CERTIFIER, 'Other'],
  ];

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-line p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold text-ink">Halal details</legend>
      <p className="text-sm text-muted">Optional. Anything left 'Not stated' is not shown on the listing.</p>
      <Controller
        control={control}
        name="halal.level"
        render={({ field }) => (
          <ChoiceSelect
            id="business-form-halal-level"
            label="Halal level"
            value={field.value}
            onValueChange={field.onChange}
            choices={LEVEL_CHOICES}
            error={errors?.level?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {MEAT_FIELDS.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={`halal.${name}`}
            render={({ field }) => (
              <ChoiceSelect
                id={`business-form-halal-${name}`}
                label={label}
                value={field.value}
                onValueChange={field.onChange}
                choices={METHOD_CHOICES}
                error={errors?.[name]?.message}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="halal.alcohol"
          render={({ field }) => (
            <ChoiceSelect
              id="business-form-halal-alcohol"
              label="Alcohol"
              value={field.value}
              onValueChange={field.onChange}
              choices={ALCOHOL_CHOICES}
              error={errors?.alcohol?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="halal.pork"
          render={({ field }) => (
            <ChoiceSelect
              id="business-form-halal-pork"
              label="Pork on premises"
              value={field.value}
              onValueChange={field.onChange}
              choices={PORK_CHOICES}
              error={errors?.pork?.message}
            />
          )}
        />
      </div>
      <div className="grid sm:grid-cols-2 sm:gap-4">
        <CheckboxField
          id="business-form-halal-prayer-space"
          label={HALAL_FILTERS.prayer_space}
          {...register('halal.prayerSpace')}
        />
        <CheckboxField
          id="business-form-halal-muslim-owned"
          label={MUSLIM_OWNED_ANSWERS.yes}
          {...register('halal.muslimOwned')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="halal.certifier"
          render={({ field }) => (
            <ChoiceSelect
              id="business-form-halal-certifier"
              label="Certifying body"
              value={field.value}
              onValueChange={field.onChange}
              choices={certifierChoices}
              error={errors?.certifier?.message}
            />
          )}
        />
        <FormField
          id="business-form-halal-expires"
          label="Certificate expiry date"
          error={errors?.certificateExpiresOn?.message}
        >
          {(c) => <Input type="date" {...c} {...register('halal.certificateExpiresOn')} />}
        </FormField>
        {certifier === OTHER_CERTIFIER && (
          <div className="sm:col-span-2">
            <FormField
              id="business-form-halal-certifier-other"
              label="Other certifying body"
              error={errors?.certifierOther?.message}
            >
              {(c) => <Input {...c} {...register('halal.certifierOther')} />}
            </FormField>
          </div>
        )}
      </div>
    </fieldset>
  );
}
