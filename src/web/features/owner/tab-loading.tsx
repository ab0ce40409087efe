import { Skeleton } from '../../components/ui/skeleton';

/** Placeholder rows while a tab's list loads. */
export function TabLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}
