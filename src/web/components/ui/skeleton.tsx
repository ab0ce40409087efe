import type { ComponentProps } from 'react';
import { cn } from './class-names';

/** A grey placeholder block shown while data loads; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-stone-200', className)} {...props} />;
}

interface LoadingBlocksProps {
  /** What screen readers hear while it loads ('Loading users…'). */
  label: string;
  /** The placeholder blocks, by their size classes: one per row the content will have. */
  blocks: string[];
  /** The layout of the blocks; a column with room between them unless given. */
  className?: string;
}

/** Placeholder blocks in the shape of what is loading, announced as busy with its label. */
export function LoadingBlocks({ label, blocks, className = 'grid gap-4' }: LoadingBlocksProps) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">{label}</span>
      {blocks.map((size, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={size} />
      ))}
    </div>
  );
}
