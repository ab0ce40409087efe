import type { ComponentProps } from 'react';
import { cn } from './class-names';
import { fieldClasses } from './input';

/** A file picker styled like the other fields, its button in the brand's soft colour. */
export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        fieldClasses,
        'h-11 py-2 file:me-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-1',
        'file:text-sm file:font-semibold file:text-brand-strong',
        className,
      )}
      {...props}
    />
  );
}
