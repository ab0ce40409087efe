import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The heading's level where the empty state sits: 2 on a page, 3 inside a tab (the default). */
  level?: 2 | 3;
  /** What the person can do about it ('Clear filters'). */
  children?: ReactNode;
}

/** What a list shows when it has nothing in it ('No Events Yet', 'No Restaurants found'). */
export function EmptyState({ icon: Icon, title, text, level = 3, children }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line bg-white px-4 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-brand" />
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      <p className="max-w-md text-sm text-muted">{text}</p>
      {children}
    </div>
  );
}
