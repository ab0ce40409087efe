import type { ComponentProps } from 'react';
import { cn } from './class-names';

export const fieldClasses = cn(
  'w-full rounded-lg border border-line bg-white px-3 text-base text-ink placeholder:text-stone-500',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-700',
  'aria-invalid:border-danger',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
