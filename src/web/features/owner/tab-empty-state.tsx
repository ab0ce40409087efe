import type { LucideIcon } from 'lucide-react';

interface TabEmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** What a dashboard tab shows before it has anything ('No Events Yet'). */
export function TabEmptyState({ icon: Icon, title, text }: TabEmptyStateProps) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line px-4 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-brand" />
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="max-w-sm text-sm text-muted">{text}</p>
    </div>
  );
}
