import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { Review } from './review-queries';

/** The business owner's public reply under a review. */
export function OwnerReply({ review }: { review: Pick<Review, 'ownerReply' | 'ownerRepliedAt'> }) {
  if (!review.ownerReply) return null;
  return (
    <div className="ms-4 grid gap-1 border-s-2 border-brand ps-3">
      <p className="text-sm font-semibold text-brand-strong">
        {t('Reply from the owner')}
        {review.ownerRepliedAt && (
          <span className="font-normal text-muted">
            {' · '}
            <time dateTime={review.ownerRepliedAt}>{formatDate(review.ownerRepliedAt)}</time>
          </span>
        )}
      </p>
      <p className="whitespace-pre-line text-sm text-stone-700">{review.ownerReply}</p>
    </div>
  );
}
