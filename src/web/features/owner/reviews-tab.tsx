import { lazy, Suspense } from 'react';
import { TabLoading } from './tab-loading';

// The reviews area's own section, in owner mode, loaded when the tab first opens.
const ReviewsSection = lazy(() =>
  import('../reviews/reviews-section').then((module) => ({ default: module.ReviewsSection })),
);

/** SPEC §2 Reviews tab: the reviews section in owner mode. */
export function ReviewsTab({ businessId }: { businessId: string }) {
  return (
    <Suspense fallback={<TabLoading label="Loading reviews…" />}>
      <ReviewsSection businessId={businessId} ownerMode />
    </Suspense>
  );
}
