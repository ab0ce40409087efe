import type { ComponentProps } from 'react';
import { cn } from './class-names';
import { fieldClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28 py-2', className)} {...props} />;
}
