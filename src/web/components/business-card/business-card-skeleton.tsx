import { Skeleton } from '../ui/skeleton';

/**
 * The list the cards sit in: one column on phones, where each card is a compact row, then the grid of
 * tall cards from `sm` (640 px) up. Same breakpoint as the card's own layout (business-card.tsx).
 */
export const BUSINESS_CARD_LIST_CLASSES = 'grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

/** The shape of a business card while the listing loads: a compact row on phones, a tall card from `sm` up. */
export function BusinessCardSkeleton() {
  return (
    <div
      data-testid="business-card-skeleton"
      aria-hidden="true"
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 overflow-hidden rounded-xl border border-line bg-white p-3 shadow-sm sm:block sm:p-0"
    >
      <div className="size-24 animate-pulse rounded-lg bg-stone-200 sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none" />
      <div className="grid content-start gap-2 sm:gap-3 sm:p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        {/* The card's two icon buttons, at its end. */}
        <div className="flex justify-end gap-2">
          <Skeleton className="size-9 sm:size-10" />
          <Skeleton className="size-9 sm:size-10" />
        </div>
      </div>
    </div>
  );
}
