import type { ReactNode } from 'react';

interface TabHeaderProps {
  title: string;
  description: string;
  /** The tab's main action (Add Event, Add Image…). */
  action?: ReactNode;
}

/** The heading row of a dashboard tab. */
export function TabHeader({ title, description, action }: TabHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {action}
    </div>
  );
}
