import { StarRating } from '../../components/ui/star-rating';
import { formatDate } from '../../lib/format';
import type { Review } from './review-queries';

/** One review: who, the stars, when (marked '(edited)' once changed) and the comment. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="grid gap-2 border-b border-line py-4 first:pt-0 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink">{review.reviewerName}</p>
        <p className="text-sm text-muted">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {review.updatedAt && <span> (edited)</span>}
        </p>
      </div>
      <StarRating value={review.rating} />
      {review.comment && <p className="whitespace-pre-line text-stone-700">{review.comment}</p>}
      {review.ownerReply && (
        <div className="ml-4 grid gap-1 border-l-2 border-brand pl-3">
          <p className="text-sm font-semibold text-brand-strong">Reply from the owner</p>
          <p className="whitespace-pre-line text-sm text-stone-700">{review.ownerReply}</p>
        </div>
      )}
    </li>
  );
}
