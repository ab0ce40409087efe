import type { ComponentProps } from 'react';
import { cn } from './class-names';

const tones = {
  error: 'border-danger/30 bg-danger-soft text-danger-strong',
  info: 'border-brand/30 bg-brand-soft text-brand-strong',
} as const;

/** An inline message block; errors are announced (role="alert"), notices politely (role="status"). */
export function Alert({ tone = 'error', className, ...props }: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
