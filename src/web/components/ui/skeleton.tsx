import type { ComponentProps } from 'react';
import { cn } from './class-names';

/** A grey placeholder block shown while data loads; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-stone-200', className)} {...props} />;
}
