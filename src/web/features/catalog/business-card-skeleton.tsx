import { Skeleton } from '../../components/ui/skeleton';

/** The shape of a business card while the listing loads. */
export function BusinessCardSkeleton() {
  return (
    <div
      data-testid="business-card-skeleton"
      aria-hidden="true"
      className="overflow-hidden rounded-xl border border-line bg-white shadow-sm"
    >
      <div className="aspect-[4/3] w-full animate-pulse bg-stone-200" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
