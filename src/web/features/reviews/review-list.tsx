import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { t, translate } from '../../lib/i18n';
import { ReviewItem } from './review-item';
import { LOAD_REVIEWS_FAILED, type Review, useReviews } from './review-queries';
import { ReviewSummary } from './review-summary';

interface ReviewListProps {
  businessId: string;
  /** Beside the title: 'Write a Review' / 'Edit Your Review'. */
  action?: ReactNode;
  /** The signed-in viewer, whose own review is marked. */
  viewerId?: string;
  /** For the business's owner: the reply and dispute controls under each review. */
  renderOwnerControls?: (review: Review) => ReactNode;
}

/** SPEC §2 /r/{slug} Reviews: the summary and the reviews, newest first, ten at a time. */
export function ReviewList({ businessId, action, viewerId, renderOwnerControls }: ReviewListProps) {
  const reviews = useReviews(businessId);
  const firstPage = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="size-5 text-brand" />
          {t('Reviews')}
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className="grid gap-5">
        {reviews.isPending ? (
          <LoadingBlocks label={t('Loading reviews…')} blocks={['h-12 w-48', 'h-20']} className="grid gap-3" />
        ) : reviews.isError ? (
          <p className="text-muted">{translate(LOAD_REVIEWS_FAILED)}</p>
        ) : items.length === 0 ? (
          <p className="text-muted">{t('No reviews yet')}</p>
        ) : (
          <>
            {firstPage && <ReviewSummary average={firstPage.average} count={firstPage.total} />}
            <ul>
              {items.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  mine={viewerId !== undefined && review.userId === viewerId}
                  ownerControls={renderOwnerControls?.(review)}
                />
              ))}
            </ul>
            <LoadMoreButton list={reviews}>{t('Show more')}</LoadMoreButton>
          </>
        )}
      </CardContent>
    </Card>
  );
}
