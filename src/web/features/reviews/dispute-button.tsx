import { Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session/session-context';
import { AuthenticationRequired } from './authentication-required';
import { type Review, reviewerName, SIGN_IN_TO_DISPUTE } from './review-queries';

// The form (and the validation library it brings) loads when it is opened, not with the business page.
const DisputeForm = lazyComponent(async () => (await import('./dispute-form')).DisputeForm);

interface DisputeButtonProps {
  businessId: string;
  review: Review;
  returnTo: string;
}

/** 'Dispute' on a review of the owner's business: asks an admin to take the review down (SPEC §5 Dispute). */
export function DisputeButton({ businessId, review, returnTo }: DisputeButtonProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('Dispute review by {name}', { name: reviewerName(review) })}>
          <Flag aria-hidden="true" className="size-4" />
          {t('Dispute')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {user ? (
          <Suspense fallback={<Spinner className="mx-auto size-6 text-brand" />}>
            <DisputeForm businessId={businessId} review={review} onDone={() => setOpen(false)} />
          </Suspense>
        ) : (
          <AuthenticationRequired message={SIGN_IN_TO_DISPUTE} returnTo={returnTo} />
        )}
      </DialogContent>
    </Dialog>
  );
}
