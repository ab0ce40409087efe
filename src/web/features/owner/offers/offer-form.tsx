import { type FormEvent, useId, useState } from 'react';
import { offerInput } from '../../../../domain/offers';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { msg, t, translate } from '../../../lib/i18n';
import type { OwnerOffer } from '../owner-queries';
import { useSaveOffer } from './offer-mutations';

const FIELDS = ['title', 'text', 'startsOn', 'endsOn'] as const;
type Field = (typeof FIELDS)[number];
/** A message under each field that has one, and one for the form as a whole (a reason no field holds). */
type Errors = Partial<Record<Field | 'form', string>>;

const CHOOSE_A_DAY = msg('Choose a day.');

const valuesOf = (offer?: OwnerOffer) => ({
  title: offer?.title ?? '',
  text: offer?.text ?? '',
  startsOn: offer?.startsOn ?? '',
  endsOn: offer?.endsOn ?? '',
  needsPassportStamp: offer?.needsPassportStamp ?? false,
});
type Values = ReturnType<typeof valuesOf>;

/** The validator's (or the server's) reasons, by field: the first of each; a reason of no field for the form. */
function errorsOf(fields: Record<string, string>, values: Values): Errors {
  const errors: Errors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = FIELDS.find((name) => name === key);
    // An empty day fails the date format first; it wants choosing, not formatting.
    const reason = field && field !== 'title' && field !== 'text' && !values[field] ? CHOOSE_A_DAY : message;
    if (field) errors[field] ??= reason;
    else errors.form ??= message;
  }
  return errors;
}

interface OfferFormProps {
  businessId: string;
  /** The offer being edited (the form then saves it, and has Cancel); none to add one. */
  offer?: OwnerOffer;
  /** Called once the offer is saved, or when Cancel is pressed. */
  onDone?: () => void;
}

/**
 * Issue 37: an offer: its title, words, first and last day, and whether it asks for the passport stamp. The
 * same validator as the server's checks it before it is sent; a reason either gives shows under its field.
 */
export function OfferForm({ businessId, offer, onDone }: OfferFormProps) {
  const id = useId();
  const save = useSaveOffer(businessId);
  const [values, setValues] = useState(() => valuesOf(offer));
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<Values>) => setValues({ ...values, ...change });
  const fieldId = (field: Field) => `${id}-${field}`;

  function showErrors(next: Errors) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = offerInput.safeParse(values);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
      return showErrors(errorsOf(fields, values));
    }
    setErrors({});
    save.mutate(
      { offerId: offer?.id, body: { ...values, text: values.text || null } },
      {
        onSuccess: () => {
          if (!offer) setValues(valuesOf());
          onDone?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) showErrors(errorsOf(error.fields, values));
        },
      },
    );
  }

  const field = (name: Field) => ({ id: fieldId(name), error: errors[name] });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={offer ? t('Edit offer') : t('Add offer')}
      className={offer ? 'grid gap-3' : 'grid gap-3 rounded-xl border border-line bg-white p-3 sm:p-4'}
    >
      {!offer && <h3 className="font-semibold text-ink">{t('Add offer')}</h3>}
      <FormField {...field('title')} label={t('Title')}>
        {(control) => (
          <Input
            {...control}
            aria-required="true"
            maxLength={100}
            dir="auto"
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField {...field('text')} label={t('Details')}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={500}
            dir="auto"
            value={values.text}
            onChange={(e) => set({ text: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField {...field('startsOn')} label={t('First day')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              aria-required="true"
              value={values.startsOn}
              onChange={(e) => set({ startsOn: e.target.value })}
            />
          )}
        </FormField>
        <FormField {...field('endsOn')} label={t('Last day')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              aria-required="true"
              value={values.endsOn}
              onChange={(e) => set({ endsOn: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <CheckboxField
        id={`${id}-stamp`}
        label={t('Show your passport stamp')}
        checked={values.needsPassportStamp}
        onChange={(e) => set({ needsPassportStamp: e.target.checked })}
      />
      {errors.form && <Alert>{translate(errors.form)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {offer ? t('Save offer') : t('Add offer')}
        </Button>
        {offer && (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
