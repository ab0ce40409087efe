import type { ComponentProps } from 'react';
import { cn } from './class-names';

/** A field's label; a double click on its text does not select it (a quick second tap on a phone). */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is named by htmlFor or wrapped by the caller
    <label
      className={cn('text-sm font-medium text-ink', className)}
      onMouseDown={(event) => {
        // A double click in a field the label wraps selects a word there, as anywhere.
        if (event.target instanceof Element && event.target.closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
