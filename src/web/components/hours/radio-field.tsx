import type { ComponentProps } from 'react';
import { cn } from '../ui/class-names';
import { Label } from '../ui/label';

interface RadioFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  label: string;
}

/** A native radio with its visible label beside it, a 44 px touch target like CheckboxField. */
export function RadioField({ id, label, className, ...props }: RadioFieldProps) {
  return (
    <div className={cn('flex min-h-11 items-center gap-2', className)}>
      <input
        type="radio"
        id={id}
        className={cn(
          'size-5 shrink-0 cursor-pointer accent-brand',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
        {...props}
      />
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}
