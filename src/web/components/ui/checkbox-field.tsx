import type { ComponentProps } from 'react';
import { cn } from './class-names';
import { Label } from './label';

interface ChoiceFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  label: string;
}

/** A native checkbox or radio with its visible label beside it; the row is a 44 px touch target. */
function ChoiceField({ type, id, label, className, ...props }: ChoiceFieldProps & { type: 'checkbox' | 'radio' }) {
  return (
    <div className={cn('flex min-h-11 items-center gap-3', className)}>
      <input
        type={type}
        id={id}
        className={cn(
          'size-5 shrink-0 cursor-pointer accent-brand',
          type === 'checkbox' && 'rounded border-line',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'disabled:cursor-not-allowed',
        )}
        {...props}
      />
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}

export function CheckboxField(props: ChoiceFieldProps) {
  return <ChoiceField type="checkbox" {...props} />;
}

export function RadioField(props: ChoiceFieldProps) {
  return <ChoiceField type="radio" {...props} />;
}
