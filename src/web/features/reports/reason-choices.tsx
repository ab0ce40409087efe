import { type Ref, useId } from 'react';
import { keysOf } from '../../../domain/halal';
import { REPORT_REASONS, type ReportReason } from '../../../domain/trust';
import { FieldError } from '../../components/ui/field-error';
import { t, translate } from '../../lib/i18n';

interface ReasonChoicesProps {
  value: ReportReason | null;
  onChange: (reason: ReportReason) => void;
  error?: string;
  /** The first choice, focused when the form is sent without one. */
  firstRef?: Ref<HTMLInputElement>;
}

/** 'What is wrong?': the four reasons as native radio buttons (one tab stop, the arrow keys choose). */
export function ReasonChoices({ value, onChange, error, firstRef }: ReasonChoicesProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('What is wrong?')}</legend>
      {keysOf(REPORT_REASONS).map((reason, index) => (
        <label
          key={reason}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus"
        >
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={name}
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? errorId : undefined}
            className="size-4 shrink-0 accent-brand-strong focus:outline-none"
          />
          {translate(REPORT_REASONS[reason])}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
