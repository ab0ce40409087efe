import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { StarRating } from '../../components/ui/star-rating';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { DisputeStatusBadge } from './dispute-status-badge';
import { OwnerReply } from './owner-reply';
import { type Review, reviewerName } from './review-queries';

/** The id of the reviewer's name, for controls that act on "the review by …". */
export const reviewerNameId = (reviewId: string) => `review-${reviewId}-reviewer`;

interface ReviewItemProps {
  review: Review;
  /** Marks the viewer's own review. */
  mine?: boolean;
  /** The owner's reply and dispute controls; they show the reply themselves. */
  ownerControls?: ReactNode;
}

/** One review: who, the stars, when (marked '(edited)' once changed), the comment and the owner's reply. */
export function ReviewItem({ review, mine = false, ownerControls }: ReviewItemProps) {
  return (
    <li className="grid gap-2 border-b border-line py-4 first:pt-0 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span id={reviewerNameId(review.id)}>{reviewerName(review)}</span>
          {mine && <Badge variant="outline">{t('Your review')}</Badge>}
          {review.disputeStatus && <DisputeStatusBadge status={review.disputeStatus} />}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {review.updatedAt && <span> {t('(edited)')}</span>}
        </p>
      </div>
      <StarRating value={review.rating} />
      {review.comment && (
        <p dir="auto" className="whitespace-pre-line text-stone-700">
          {review.comment}
        </p>
      )}
      {ownerControls ?? <OwnerReply review={review} />}
    </li>
  );
}
