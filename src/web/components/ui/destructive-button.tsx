import type { ComponentProps } from 'react';
import { cn } from './class-names';

// The same shape as Button's 'md' size, in the danger colour (class names cannot be overridden by
// appending, so this is its own primitive rather than a className on Button).
const destructiveClasses = cn(
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
  'bg-danger text-white hover:bg-danger-strong',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'disabled:pointer-events-none disabled:opacity-60',
);

/** The confirming button of an action that destroys or refuses something (delete, reject). */
export function DestructiveButton({ className, type, ...props }: ComponentProps<'button'>) {
  return <button type={type ?? 'button'} className={cn(destructiveClasses, className)} {...props} />;
}
