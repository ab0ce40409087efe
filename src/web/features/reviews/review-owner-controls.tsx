import { Pencil, Reply, Trash } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { DisputeButton } from './dispute-button';
import { OwnerReply } from './owner-reply';
import { reviewerNameId } from './review-item';
import { type Review, reviewerName, useDeleteReply } from './review-queries';

// The form (and the validation library it brings) loads when it is opened, not with the business page.
const ReplyForm = lazyComponent(async () => (await import('./reply-form')).ReplyForm);

interface ReviewOwnerControlsProps {
  businessId: string;
  review: Review;
  returnTo: string;
}

/** Under a review of the owner's business: the reply (write, edit, delete) and the dispute. */
export function ReviewOwnerControls({ businessId, review, returnTo }: ReviewOwnerControlsProps) {
  const [replying, setReplying] = useState(false);
  const deleteReply = useDeleteReply(businessId, review.id);
  const confirm = useConfirm();
  // Each button is named by its action and described by the reviewer's name ("Reply", "Amina Yusuf").
  const about = reviewerNameId(review.id);

  async function removeReply() {
    const answer = await confirm({
      title: t('Delete your reply to {name}?', { name: reviewerName(review) }),
      description: t('The review stays; only your reply is removed.'),
      confirmLabel: t('Delete Reply'),
      tone: 'danger',
    });
    if (!answer) return;
    deleteReply.mutate();
  }

  if (replying)
    return (
      <Suspense fallback={<Spinner className="size-5 text-brand" />}>
        <ReplyForm businessId={businessId} review={review} onDone={() => setReplying(false)} />
      </Suspense>
    );
  return (
    <>
      <OwnerReply review={review} />
      <div className="flex flex-wrap gap-2 pt-1">
        {review.ownerReply ? (
          <>
            <Button variant="outline" size="sm" aria-describedby={about} onClick={() => setReplying(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('Edit Reply')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={about}
              onClick={removeReply}
              disabled={deleteReply.isPending}
              aria-busy={deleteReply.isPending}
            >
              {deleteReply.isPending ? <Spinner /> : <Trash aria-hidden="true" className="size-4" />}
              {t('Delete Reply')}
            </Button>
          </>
        ) : (
          <Button variant="outline" size="sm" aria-describedby={about} onClick={() => setReplying(true)}>
            <Reply aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('Reply')}
          </Button>
        )}
        {/* One dispute per review: once there is one, its badge says where it stands. */}
        {!review.disputeStatus && <DisputeButton businessId={businessId} review={review} returnTo={returnTo} />}
      </div>
    </>
  );
}
