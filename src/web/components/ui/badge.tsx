import type { ComponentProps } from 'react';
import { cn } from './class-names';

const variants = {
  brand: 'bg-brand-soft text-brand-strong',
  accent: 'bg-accent-soft text-ink',
  muted: 'bg-stone-100 text-stone-700',
  outline: 'border border-line text-ink',
} as const;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: keyof typeof variants;
}

export function Badge({ variant = 'brand', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
