import { Pencil, Star } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session/session-context';
import { AuthenticationRequired } from './authentication-required';
import { SIGN_IN_TO_REVIEW, useMyReview, useReloadMyReview } from './review-queries';

// The form (and the validation library it brings) loads when it is opened, not with the business page.
const ReviewForm = lazyComponent(async () => (await import('./review-form')).ReviewForm);

interface WriteReviewButtonProps {
  businessId: string;
  businessName?: string;
  /** Where signing in comes back to: the business page. */
  returnTo: string;
}

/** 'Write a Review', or 'Edit Your Review' once the viewer has one (SPEC §5: one per person and business). */
export function WriteReviewButton({ businessId, businessName, returnTo }: WriteReviewButtonProps) {
  const { user } = useSession();
  const mine = useMyReview(businessId, user?.id);
  const [open, setOpen] = useState(false);
  const existing = user ? (mine.data ?? null) : null;
  const editExisting = useReloadMyReview(businessId, user?.id ?? '');

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          {existing ? <Pencil aria-hidden="true" className="size-4" /> : <Star aria-hidden="true" className="size-4" />}
          {existing ? t('Edit Your Review') : t('Write a Review')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {user ? (
          <Suspense fallback={<Spinner className="mx-auto size-6 text-brand" />}>
            <ReviewForm
              // A new form when the review to edit turns up, so it starts from that review's values.
              key={existing?.id ?? 'new'}
              businessId={businessId}
              businessName={businessName}
              existing={existing}
              onEditExisting={editExisting}
              onDone={() => setOpen(false)}
            />
          </Suspense>
        ) : (
          <AuthenticationRequired message={SIGN_IN_TO_REVIEW} returnTo={returnTo} />
        )}
      </DialogContent>
    </Dialog>
  );
}
