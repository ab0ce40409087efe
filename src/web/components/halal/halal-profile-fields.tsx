import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  ALCOHOL_POLICIES,
  HALAL_FILTERS,
  HALAL_LEVELS,
  MEAT_FIELDS,
  MUSLIM_OWNED_ANSWERS,
  offeredCertifiers,
  PORK_ANSWERS,
  SLAUGHTER_METHODS,
} from '../../../domain/halal';
import { useHalalCertifiers } from '../../lib/halal-certifier-queries';
import { msg, t, translate } from '../../lib/i18n';
import { CheckboxField } from '../ui/checkbox-field';
import { type Choice, ChoiceSelect } from '../ui/choice-select';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { type HalalFormValues, NOT_STATED, OTHER_CERTIFIER } from './halal-form';

const NOT_STATED_WORDS = msg('Not stated');

/**
 * A map of words as select choices, in the visitor's language, 'Not stated' first: it is what a fact left
 * alone reads.
 */
function choicesOf(words: Record<string, string>): Choice[] {
  const choices = Object.entries(words).map(([value, label]): Choice => [value, translate(label)]);
  return [...choices.filter(([v]) => v === NOT_STATED), ...choices.filter(([v]) => v !== NOT_STATED)];
}

const LEVEL_WORDS = { [NOT_STATED]: NOT_STATED_WORDS, ...HALAL_LEVELS };

type ChoiceName = 'level' | 'chicken' | 'beef' | 'lambGoat' | 'otherMeat' | 'alcohol' | 'pork' | 'certifier';

/** One fact of the profile as a labelled select of fixed choices, with its error under it. */
function ChoiceField({
  idPrefix,
  name,
  label,
  choices,
}: {
  idPrefix: string;
  name: ChoiceName;
  label: string;
  choices: readonly Choice[];
}) {
  const { control, formState } = useFormContext<{ halal: HalalFormValues }>();
  const error = formState.errors.halal?.[name]?.message;
  return (
    <FormField id={`${idPrefix}-${name}`} label={label} error={error && translate(error)}>
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
export function HalalProfileFields({
  idPrefix = 'business-form-halal',
  children,
}: {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix?: string;
  /** More of the certificate (the owner's certificate file), shown after its fields. */
  children?: ReactNode;
}) {
  const { register, control, formState } = useFormContext<{ halal: HalalFormValues }>();
  const errors = formState.errors.halal;
  const certifiers = useHalalCertifiers();
  const certifier = useWatch({ control, name: 'halal.certifier' });
  // Decision 020: the bodies still offered, and the one the profile named when the form opened even if an
  // admin retired it since (saved unchanged, the profile keeps it).
  const kept = formState.defaultValues?.halal?.certifier ?? null;
  const certifierChoices: Choice[] = [
    [NOT_STATED, translate(NOT_STATED_WORDS)],
    ...offeredCertifiers(certifiers.data ?? [], kept).map(
      (c): Choice => [c.id, c.retired ? t('{name} (retired)', { name: c.name }) : c.name],
    ),
    [OTHER_CERTIFIER, t('Other')],
  ];
  const methodChoices = choicesOf(SLAUGHTER_METHODS);

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-line p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('Halal details')}</legend>
      <p className="text-sm text-muted">{t("Optional. Anything left 'Not stated' is not shown on the listing.")}</p>
      <ChoiceField idPrefix={idPrefix} name="level" label={t('Halal level')} choices={choicesOf(LEVEL_WORDS)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {MEAT_FIELDS.map(([name, label]) => (
          <ChoiceField idPrefix={idPrefix} key={name} name={name} label={translate(label)} choices={methodChoices} />
        ))}
        <ChoiceField idPrefix={idPrefix} name="alcohol" label={t('Alcohol')} choices={choicesOf(ALCOHOL_POLICIES)} />
        <ChoiceField idPrefix={idPrefix} name="pork" label={t('Pork on premises')} choices={choicesOf(PORK_ANSWERS)} />
      </div>
      <div className="grid sm:grid-cols-2 sm:gap-4">
        <CheckboxField
          id={`${idPrefix}-prayer-space`}
          label={translate(HALAL_FILTERS.prayer_space)}
          {...register('halal.prayerSpace')}
        />
        <CheckboxField
          id={`${idPrefix}-muslim-owned`}
          label={translate(MUSLIM_OWNED_ANSWERS.yes)}
          {...register('halal.muslimOwned')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField idPrefix={idPrefix} name="certifier" label={t('Certifying body')} choices={certifierChoices} />
        <FormField
          id={`${idPrefix}-expires`}
          label={t('Certificate expiry date')}
          error={errors?.certificateExpiresOn?.message}
        >
          {(c) => <Input type="date" {...c} {...register('halal.certificateExpiresOn')} />}
        </FormField>
        {certifier === OTHER_CERTIFIER && (
          <div className="sm:col-span-2">
            <FormField
              id={`${idPrefix}-certifier-other`}
              label={t('Other certifying body')}
              error={errors?.certifierOther?.message}
            >
              {(c) => <Input {...c} {...register('halal.certifierOther')} />}
            </FormField>
          </div>
        )}
      </div>
      {children}
    </fieldset>
  );
}
