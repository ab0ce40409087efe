import type { ComponentProps } from 'react';
import { cn } from './class-names';
import { Label } from './label';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  label: string;
}

/** A native checkbox with its visible label beside it; the row is a 44 px touch target. */
export function CheckboxField({ id, label, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={cn('flex min-h-11 items-center gap-3', className)}>
      <input
        type="checkbox"
        id={id}
        className={cn(
          'size-5 shrink-0 cursor-pointer rounded border-line accent-brand',
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
