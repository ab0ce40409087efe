import type { ComponentProps } from 'react';
import { cn } from './class-names';
import { FieldError } from './field-error';
import { Label } from './label';
import { Textarea } from './textarea';

interface CountedTextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'maxLength'> {
  id: string;
  label: string;
  /** The most characters the field takes; the counter reads "length/limit". */
  limit: number;
  length: number;
  hint?: string;
  error?: string;
}

/** A labelled textarea that cannot grow past `limit` characters, with a live "N/limit" counter under it. */
export function CountedTextareaField({ id, label, limit, length, hint, error, ...props }: CountedTextareaFieldProps) {
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, counterId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} maxLength={limit} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...props} />
      <div className="flex items-start justify-between gap-3 text-sm text-muted">
        {hint && <p id={hintId}>{hint}</p>}
        <p id={counterId} className={cn('ms-auto tabular-nums', length >= limit && 'font-semibold text-danger')}>
          {`${length}/${limit}`}
        </p>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
