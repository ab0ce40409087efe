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
import { type Choice, ChoiceSelect } from '../../../components/ui/choice-select';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { type BusinessFormValues, NOT_STATED, OTHER_CERTIFIER } from './business-form-values';
import { useHalalCertifiers } from './halal-certifier-queries';

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

type ChoiceName = 'level' | 'chicken' | 'beef' | 'lambGoat' | 'otherMeat' | 'alcohol' | 'pork' | 'certifier';

/** One fact of the profile as a labelled select of fixed choices, with its error under it. */
function ChoiceField({ name, label, choices }: { name: ChoiceName; label: string; choices: readonly Choice[] }) {
  const { control, formState } = useFormContext<BusinessFormValues>();
  return (
    <FormField id={`business-form-halal-${name}`} label={label} error={formState.errors.halal?.[name]?.message}>
      {(c) => (
        <Controller
          control={control}
          name={`halal.${name}`}
          render={({ field }) => (
            <ChoiceSelect {...c} value={field.value} onValueChange={field.onChange} choices={choices} />
          )}
        />
      )}
    </FormField>
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
      <ChoiceField name="level" label="Halal level" choices={LEVEL_CHOICES} />
      <div className="grid gap-4 sm:grid-cols-2">
        {MEAT_FIELDS.map(([name, label]) => (
          <ChoiceField key={name} name={name} label={label} choices={METHOD_CHOICES} />
        ))}
        <ChoiceField name="alcohol" label="Alcohol" choices={ALCOHOL_CHOICES} />
        <ChoiceField name="pork" label="Pork on premises" choices={PORK_CHOICES} />
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
        <ChoiceField name="certifier" label="Certifying body" choices={certifierChoices} />
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
